import React from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/theme-common/internal';

/**
 * `<DataKeywords names={unitNames} />` on a 数据 page: the page's <meta name="keywords"> becomes its
 * front matter keywords followed by every name its table lists. The search plugin ranks keyword
 * matches above body text, so 「长枪兵」 finds the units table first instead of a guide that
 * mentions it in passing; the names come from data/, so the list never goes stale.
 */
export default function DataKeywords({names}: {names: readonly string[]}): JSX.Element {
  const {frontMatter} = useDoc();
  const keywords = [...new Set([...(frontMatter.keywords ?? []), ...names])];
  return (
    <Head>
      <meta name="keywords" content={keywords.join(',')} />
    </Head>
  );
}
