import React from 'react';
import Head from '@docusaurus/Head';

/**
 * A page's meta and Open Graph description, for theme pages that have none of their own (tag
 * pages, search, not-found). Render it after the page it describes: of two
 * descriptions, the later one in the tree wins.
 */
export default function PageDescription({text, noindex = false}: {text: string; noindex?: boolean}): JSX.Element {
  return (
    <Head>
      <meta name="description" content={text} />
      <meta property="og:description" content={text} />
      {noindex && <meta name="robots" content="noindex, follow" />}
    </Head>
  );
}
