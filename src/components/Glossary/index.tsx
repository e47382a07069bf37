// The glossary table on 基础名词: one row per term from data/glossary.yaml (through the glossary
// plugin), so a definition and the names it replaces are written once. Plain markup, no state:
// it is rendered at build time and needs no JavaScript in the browser.
import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {termAnchor} from '../../plugins/glossary/anchor';
import type {GlossaryTerm} from '../../plugins/glossary/glossary';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';

export {termAnchor};

export default function Glossary({terms}: {terms: readonly GlossaryTerm[]}): JSX.Element {
  // Tell the build's anchor check that these rows exist (it only knows headings by itself).
  const brokenLinks = useBrokenLinks();
  for (const t of terms) brokenLinks.collectAnchor(termAnchor(t.id));
  return (
    <table className={styles.glossary}>
      <TableHead cells={['统一叫法', '定义', '不再使用的叫法']} />
      <tbody>
        {terms.map((t) => (
          <tr key={t.id} id={termAnchor(t.id)}>
            <th scope="row">
              {/* eslint-disable-next-line @docusaurus/no-html-links -- a same-page anchor */}
              <a href={`#${t.anchor}`}>{t.term}</a>
            </th>
            <td>{t.definition}</td>
            <td>{t.retired.length > 0 ? t.retired.join('、') : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
