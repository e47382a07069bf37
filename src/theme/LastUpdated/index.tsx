/**
 * The "最后更新于" line, rendered by us instead of the theme (a full replacement, 30 lines):
 * - the theme formats the date with Intl.DateTimeFormat while the page hydrates, which makes the
 *   browser load its Chinese calendar data: 50–120 ms of main-thread time on a mid-range phone.
 *   The date is a fixed calendar day, written the way zh-Hans writes it (2026年11月23日);
 * - the theme's <time itemprop="dateModified"> has no itemscope around it on doc pages, which the
 *   W3C HTML checker reports as an error.
 * The sentence itself still comes from the theme's translations (theme.lastUpdated.*).
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

export function chineseDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): JSX.Element {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()}>{chineseDate(lastUpdatedAt)}</time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate id="theme.lastUpdated.byUser" values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate id="theme.lastUpdated.lastUpdatedAtBy" values={{atDate, byUser}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
