// Wraps the theme's tag page to give it a description of its own (3.4 has none for tags).
import React from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

export default function BlogTagsPostsPageWrapper(props: Props): JSX.Element {
  const {tag, listMetadata} = props;
  const page = listMetadata.totalPages > 1 ? `（第 ${listMetadata.page} / ${listMetadata.totalPages} 页）` : '';
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PageDescription text={`《千川纪》博客中标签为「${tag.label}」的 ${tag.count} 篇文章${page}。`} />
    </>
  );
}
