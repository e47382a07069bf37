import React from 'react';
import Link from '@docusaurus/Link';
import rows from '@generated/releases/default/balance.json';
import {entityPath} from '@site/src/plugins/entity-cards/paths';
import {balanceChangesOf, describeChange} from '@site/src/plugins/releases/balance';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';

/**
 * The balance changes of one release, from data/releases.yaml (checked there against the game
 * data), so a post's numbers and the data tables cannot disagree.
 */
export default function BalanceChanges({version}: {version: string}): JSX.Element {
  const {changes, problem} = balanceChangesOf(rows, version);
  // `npm run check` reports this first, at the element's line.
  if (problem) throw new Error(problem);
  return (
    <table className={styles.table}>
      <caption>{version} 的平衡改动</caption>
      <TableHead cells={['对象', '改动', '调整']} />
      <tbody>
        {changes.map((c) => (
          <tr key={`${c.entity}-${c.field}`} data-entity={c.entity}>
            <td>
              <Link to={entityPath(c.kind, c.id)}>{c.name}</Link>
            </td>
            <td>{c.field ? describeChange(c) : c.change === 'new' ? '加入游戏' : '移出游戏'}</td>
            <td>
              <span className={styles[c.change]}>{c.label}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
