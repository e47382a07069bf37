// Wraps the theme's tag list to give it a description of its own (3.4 has none).
import React from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): JSX.Element {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageDescription text={`《千川纪》博客的全部标签：${props.tags.map((t) => t.label).join('、')}。`} />
    </>
  );
}
