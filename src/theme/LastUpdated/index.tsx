// Wraps the theme's "最后更新于" line: its date was formatted at build time, and formatting it again
// while the page hydrates means loading the browser's Chinese calendar data (Intl.DateTimeFormat),
// 50–120 ms of main-thread time on a mid-range phone. The built HTML is kept instead.
import React from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import BuildTimeHtml from '@site/src/components/BuildTimeHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): JSX.Element {
  return (
    <BuildTimeHtml version={`${props.lastUpdatedAt}|${props.lastUpdatedBy}`}>
      <LastUpdated {...props} />
    </BuildTimeHtml>
  );
}
