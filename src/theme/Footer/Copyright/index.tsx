// Wraps the theme's copyright line to put the two filing notices beside it: the ICP filing (ICP
// 备案, linked to MIIT's registry) and the public-security filing (公安备案, linked to its own).
// Both come from `customFields.legal` (built from src/config/site.ts), so they cannot disagree.
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

interface Legal {
  filingText: string;
  filingUrl: string;
  icpText: string;
  icpUrl: string;
}

export default function CopyrightWrapper(props: Props): JSX.Element {
  const legal = useDocusaurusContext().siteConfig.customFields?.legal as Legal;
  const emblem = useBaseUrl('/img/beian.svg');
  return (
    <>
      <p className={styles.filing}>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the filing offices sites, from the site config */}
        <a href={legal.icpUrl} target="_blank" rel="noopener noreferrer">
          {legal.icpText}
        </a>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the filing offices sites, from the site config */}
        <a href={legal.filingUrl} target="_blank" rel="noopener noreferrer">
          <img src={emblem} alt="公安备案图标" width={18} height={20} className={styles.emblem} />
          {legal.filingText}
        </a>
      </p>
      <Copyright {...props} />
    </>
  );
}
