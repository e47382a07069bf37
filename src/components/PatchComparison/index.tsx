import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import history from '@generated/releases/default/history.json';
import factions from '@generated/game-data/default/factions.json';
import {ENTITY_SECTIONS, entityPath} from '@site/src/plugins/entity-cards/paths';
import {CHANGE_LABELS, patchRows, type BalanceHistory} from '@site/src/plugins/releases/patchDiff';
import styles from './styles.module.css';
import {options, type Item} from '@site/src/components/Options';
import TableHead from '@site/src/components/TableHead';

const model = history as BalanceHistory;
const versions = model.releases.map((r) => r.version);
const stable = model.releases.filter((r) => r.channel === 'stable');
const factionShort = new Map(factions.map((f) => [f.id, f.short]));
/** The faction and kind menus' items, 'all' first. */
const factionItems = [{id: 'all', name: '全部阵营'}, ...factions];
const kindItems = [{id: 'all', name: '全部'}, ...Object.entries(ENTITY_SECTIONS).map(([id, name]) => ({id, name}))];

interface State {
  from: string;
  to: string;
  faction: string;
  kind: string;
}

/** What the server renders: the latest stable release against the stable one before it. */
export const DEFAULT_STATE: State = {
  from: (stable.at(-2) ?? model.releases[0]!).version,
  to: (stable.at(-1) ?? model.releases.at(-1)!).version,
  faction: 'all',
  kind: 'all',
};

/** `?from=1.0.0&to=1.0.1&faction=qinglin&kind=unit` → the state; anything unknown keeps its default. */
export function parseState(search: string): State {
  const params = new URLSearchParams(search);
  const pick = (key: keyof State, allowed: string[]) => {
    const value = params.get(key);
    return value !== null && allowed.includes(value) ? value : DEFAULT_STATE[key];
  };
  return {
    from: pick('from', versions),
    to: pick('to', versions),
    faction: pick(
      'faction',
      factionItems.map((f) => f.id),
    ),
    kind: pick(
      'kind',
      kindItems.map((k) => k.id),
    ),
  };
}

const releaseLabel = (version: string) =>
  `${version}${model.releases.find((r) => r.version === version)?.channel === 'beta' ? '（测试版）' : ''}`;

function Select(props: {label: string; value: string; options: Item[]; onChange: (v: string) => void}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {options(props.options)}
      </select>
    </label>
  );
}

function Controls({state, set}: {state: State; set: (next: Partial<State>) => void}) {
  const releaseOptions = [...versions].reverse().map((v) => ({id: v, name: releaseLabel(v)}));
  return (
    <div className={styles.controls}>
      <Select label="从" value={state.from} options={releaseOptions} onChange={(from) => set({from})} />
      <Select label="到" value={state.to} options={releaseOptions} onChange={(to) => set({to})} />
      <Select label="阵营" value={state.faction} options={factionItems} onChange={(faction) => set({faction})} />
      <Select label="种类" value={state.kind} options={kindItems} onChange={(kind) => set({kind})} />
    </div>
  );
}

function useComparisonState(): [State, (next: Partial<State>) => void] {
  const location = useLocation();
  const router = useHistory();
  const [state, setState] = useState<State>(DEFAULT_STATE);
  // The address is read after hydration: the server renders DEFAULT_STATE.
  useEffect(() => setState(parseState(location.search)), [location.search]);
  const set = (next: Partial<State>) => {
    const merged = {...state, ...next};
    setState(merged);
    const params = new URLSearchParams({from: merged.from, to: merged.to});
    if (merged.faction !== 'all') params.set('faction', merged.faction);
    if (merged.kind !== 'all') params.set('kind', merged.kind);
    router.replace({...location, search: `?${params.toString()}`});
  };
  return [state, set];
}

/**
 * /docs/数据/版本对比: every value the balance history changed between two releases, buff or nerf,
 * for one faction and kind or all; the choice lives in the address (`?from=…&to=…&faction=…`).
 */
export default function PatchComparison(): JSX.Element {
  const [state, set] = useComparisonState();
  const rows = patchRows(model, state.from, state.to, state.faction, state.kind);
  const count = (c: keyof typeof CHANGE_LABELS) => rows.filter((r) => r.change === c).length;
  const tally = (['buff', 'nerf', 'new'] as const)
    .filter((c) => count(c) > 0)
    .map((c) => `${CHANGE_LABELS[c]} ${count(c)} 项`)
    .join('、');
  const notes = model.releases.find((r) => r.version === state.to)?.notes;
  return (
    <div className={styles.comparison}>
      <Controls state={state} set={set} />
      <p aria-live="polite" className={styles.summary}>
        {state.from === state.to
          ? '请选两个不同的版本。'
          : rows.length === 0
            ? `从 ${releaseLabel(state.from)} 到 ${releaseLabel(state.to)}，没有符合条件的数值改动。`
            : `从 ${releaseLabel(state.from)} 到 ${releaseLabel(state.to)}，共 ${rows.length} 项改动：${tally}。`}
        {notes && state.from !== state.to && (
          <>
            {' '}
            <Link to={`/blog/${notes}`}>{state.to} 的版本说明</Link>
          </>
        )}
      </p>
      {rows.length > 0 && (
        <div className={styles.scroll} tabIndex={0} role="group" aria-label="改动表，可左右滚动">
          <table className={styles.table}>
            <caption>
              {state.from} → {state.to} 的数值改动
            </caption>
            <TableHead cells={['对象', '数值', state.from, state.to, '变化']} />
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.entity}|${r.label}`} data-entity={r.entity}>
                  <th scope="row">
                    <Link to={entityPath(r.kind, r.id)}>{r.name}</Link>
                    {r.faction !== 'all' &&
                      state.faction === 'all' &&
                      `（${factionShort.get(r.faction) ?? r.faction}）`}
                  </th>
                  <td>{r.label || '—'}</td>
                  <td>{r.old ?? '—'}</td>
                  <td>
                    {r.new ?? '—'}
                    {r.unit && r.new !== undefined ? ` ${r.unit}` : ''}
                  </td>
                  <td>
                    <span className={clsx(styles.tag, styles[r.change])}>{CHANGE_LABELS[r.change]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
