// Wraps the theme's copyright line to put the public-security filing notice (公安备案) beside it.
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
}

export default function CopyrightWrapper(props: Props): JSX.Element {
  const legal = useDocusaurusContext().siteConfig.customFields?.legal as Legal;
  const emblem = useBaseUrl('/img/beian.svg');
  return (
    <>
      <p className={styles.filing}>
        <a href={legal.filingUrl} target="_blank" rel="noopener noreferrer">
          <img src={emblem} alt="公安备案图标" width={18} height={20} className={styles.emblem} />
          {legal.filingText}
        </a>
      </p>
      <Copyright {...props} />
    </>
  );
}
