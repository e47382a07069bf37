import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ReleasesGlobalData} from '@site/src/plugins/releases';
import {reportUrl} from './reportUrl';
import styles from './styles.module.css';

/** 「报告错误」: a new issue in the site's repository, prefilled with this page, its entity and the version. */
export default function ReportError({title, permalink}: {title: string; permalink: string}): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {latest} = usePluginData('releases') as ReleasesGlobalData;
  const repoUrl = siteConfig.customFields!.repoUrl as string;
  const href = reportUrl({repoUrl, title, url: `${siteConfig.url}${permalink}`, version: latest.version});
  return (
    <p className={styles.report}>
      发现数字或说法有误？
      <Link to={href} rel="nofollow noopener noreferrer">
        报告错误
      </Link>
    </p>
  );
}
