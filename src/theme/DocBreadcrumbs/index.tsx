/**
 * Wraps the docs' breadcrumbs to add 「适用版本」 under them on every doc page, hand-written or
 * generated from data/: the game version whose numbers the page shows. That is the latest stable
 * release in data/releases.yaml, which the releases plugin checks equals today's data/.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type {ReleasesGlobalData} from '@site/src/plugins/releases';
import styles from './styles.module.css';

export default function DocBreadcrumbsWithVersion(): JSX.Element {
  const {latest} = usePluginData('releases') as ReleasesGlobalData;
  return (
    <>
      <DocBreadcrumbs />
      <p className={styles.version} data-testid="game-version">
        适用版本：<Link to={latest.notesPermalink}>{latest.version}</Link>
      </p>
    </>
  );
}
