// Wraps the search plugin's page: it has no description, and its own noindex tag is written as
// <meta property="robots">, which crawlers ignore. Results pages should stay out of search
// engines, and this noindex also keeps /search out of the sitemap.
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageDescription from '@site/src/components/PageDescription';

export default function SearchPageWrapper(): JSX.Element {
  const {title} = useDocusaurusContext().siteConfig;
  return (
    <>
      <SearchPage />
      <Head>
        <meta property="og:title" content={`搜索 | ${title}`} />
      </Head>
      <PageDescription
        text="在《千川纪》资料站中全文搜索阵营、单位、建筑、科技、政策与数据表，支持简体和繁体。"
        noindex
      />
    </>
  );
}
