/**
 * Wraps the doc footer (编辑此页 from `editUrl` on hand-written pages, 最后更新于) to add 「报告错误」
 * on every doc page, generated entity pages included, which have no footer of their own.
 */
import React from 'react';
import {useDoc} from '@docusaurus/theme-common/internal';
import Footer from '@theme-original/DocItem/Footer';
import ReportError from '@site/src/components/ReportError';

export default function DocItemFooterWithReport(): JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Footer />
      <ReportError title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
