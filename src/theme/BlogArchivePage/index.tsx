// Wraps the theme's archive: its description is only its title, 历史博文.
import React from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogArchivePageType>;

export default function BlogArchivePageWrapper(props: Props): JSX.Element {
  return (
    <>
      <BlogArchivePage {...props} />
      <PageDescription text={`《千川纪》博客的全部 ${props.archive.blogPosts.length} 篇文章，按年份排列：版本说明与开发日志。`} />
    </>
  );
}
