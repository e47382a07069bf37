import React, {memo, startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {docPath} from '@site/src/config/docs';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import combat from '@generated/game-data/default/combat.json';
import unitsJson from '@generated/game-data/default/units_compare.json';
import {Amounts, eraName, factionName, resources} from '@site/src/components/GameTables/names';
import {entityPath} from '@site/src/plugins/entity-cards/paths';
import {costValue, counterOf, duel, equalCostFight, equalCostOutcome, type Grounds} from '@site/src/game/combat';
import {abilityPhrases} from '@site/src/game/abilities';
import {STATS, statHeader} from '@site/src/game/labels';
import ServerHtml, {useKeptUntilChanged} from '@site/src/components/ServerHtml';
import {Course, GroundSwitches, groundParams, HitTable, parseGrounds} from './Breakdown';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';

/** A unit as the comparison reads it (units_compare.json: no descriptions or requirements). */
export type Unit = (typeof unitsJson)[number];
const units: readonly Unit[] = unitsJson;
const unitById = new Map(units.map((u) => [u.id, u]));
const unitByName = new Map(units.map((u) => [u.name, u]));
const values = new Map(resources.map((r) => [r.id, r.value]));

/** What the page shows before a reader picks anything, and what the server renders. */
export const DEFAULT_UNITS = ['spearman', 'lancer'];
export const MIN_UNITS = 2;
export const MAX_UNITS = 4;

/** `?units=spearman,lancer` → the known ids, in order, without repeats; and the ones not known. */
export function parseUnits(search: string): {ids: string[]; unknown: string[]} {
  const raw = new URLSearchParams(search).get('units');
  if (raw === null) return {ids: DEFAULT_UNITS, unknown: []};
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const id of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!unitById.has(id)) unknown.push(id);
    else if (!ids.includes(id) && ids.length < MAX_UNITS) ids.push(id);
  }
  return {ids, unknown};
}

type Pair = readonly [string, string];

/** The pair whose hits are explained: `?pair=archer,militia` when both are compared, else the first two. */
export function parsePair(search: string, ids: readonly string[]): Pair {
  const [a, b] = (new URLSearchParams(search).get('pair') ?? '').split(',');
  return a && b && a !== b && ids.includes(a) && ids.includes(b) ? [a, b] : [ids[0] ?? '', ids[1] ?? ''];
}

interface View {
  ids: string[];
  pair: Pair;
  grounds: Required<Grounds>;
}

/** The address of a view: the units, then the explained pair and where it stands when not the default. */
function searchOf({ids, pair, grounds}: View): string {
  const params: [string, string][] = [['units', ids.join(',')]];
  if (pair[0] !== ids[0] || pair[1] !== ids[1]) params.push(['pair', pair.join(',')]);
  params.push(...groundParams(grounds));
  // Commas stay readable in a shared link.
  return `?${new URLSearchParams(params).toString().replace(/%2C/g, ',')}`;
}

const DEFAULT_SEARCH = searchOf({ids: DEFAULT_UNITS, pair: parsePair('', DEFAULT_UNITS), grounds: parseGrounds('')});

const value = (u: Unit) => costValue(u.cost, values);
const perHundred = (n: number, u: Unit) => Math.round((n / value(u)) * 1000) / 10;

interface Row {
  label: string;
  show: (u: Unit) => React.ReactNode;
  /** For rows where more (or less) is plainly better: the best column is marked. */
  number?: (u: Unit) => number;
  better?: 'more' | 'less';
}

/** A number of the unit's own, labelled and judged as the registry says (src/game/labels.ts). */
const stat = (key: 'hp' | 'attack' | 'defense' | 'range' | 'speed' | 'attack_interval' | 'train_time'): Row => ({
  label: statHeader(key),
  show: (u) => u[key],
  number: (u) => u[key],
  better: STATS[key].better,
});

const ROWS: Row[] = [
  {label: '阵营', show: (u) => factionName(u.faction)},
  {label: '时代', show: (u) => eraName(u.era)},
  {label: '兵种', show: (u) => u.type},
  {label: STATS.cost.label, show: (u) => <Amounts amounts={u.cost} />},
  {label: '折合铜钱', show: (u) => value(u), number: value, better: 'less'},
  {label: `${STATS.upkeep.label}（每旬）`, show: (u) => <Amounts amounts={u.upkeep} />},
  stat('hp'),
  stat('attack'),
  stat('defense'),
  stat('range'),
  stat('speed'),
  stat('attack_interval'),
  {label: '特长', show: (u) => abilityPhrases(u.abilities).join('；') || '无'},
  stat('train_time'),
  {
    label: `每百铜钱的${STATS.hp.label}`,
    show: (u) => perHundred(u.hp, u),
    number: (u) => perHundred(u.hp, u),
    better: 'more',
  },
  {
    label: `每百铜钱的${STATS.attack.label}`,
    show: (u) => perHundred(u.attack, u),
    number: (u) => perHundred(u.attack, u),
    better: 'more',
  },
];

function bestOf(row: Row, picked: Unit[]): Set<string> {
  if (!row.number || !row.better) return new Set();
  const scores = picked.map((u) => row.number!(u));
  const best = row.better === 'more' ? Math.max(...scores) : Math.min(...scores);
  // Nothing to mark when every column is equal.
  if (scores.every((s) => s === best)) return new Set();
  return new Set(picked.filter((u, i) => scores[i] === best).map((u) => u.id));
}

/** Every unit's name, offered by each slot; rendered once, not again with each pick. */
const UnitList = memo(function UnitList({id}: {id: string}): JSX.Element {
  return (
    <datalist id={id}>
      {units.map((u) => (
        <option key={u.id} value={u.name} label={`${factionName(u.faction)} · ${eraName(u.era)} · ${u.type}`} />
      ))}
    </datalist>
  );
});

function UnitPicker({
  ids,
  listId,
  onChange,
}: {
  ids: string[];
  listId: string;
  onChange: (ids: string[]) => void;
}): JSX.Element {
  const [errors, setErrors] = useState<Record<number, string>>({});
  const pick = (slot: number, name: string) => {
    const unit = unitByName.get(name.trim());
    if (!unit) {
      if (name.trim() !== '') setErrors({...errors, [slot]: `没有叫「${name.trim()}」的单位，请从列表里选一个。`});
      return;
    }
    setErrors({...errors, [slot]: ''});
    if (ids.includes(unit.id) && ids[slot] !== unit.id) return;
    const next = [...ids];
    next[slot] = unit.id;
    onChange(next);
  };
  const slots = ids.length < MAX_UNITS ? [...ids, ''] : ids;
  return (
    <fieldset className={styles.picker}>
      <legend>
        选择要对比的单位（{MIN_UNITS}～{MAX_UNITS} 个）
      </legend>
      {slots.map((id, slot) => {
        const name = id ? unitById.get(id)!.name : '';
        const label = id ? `第 ${slot + 1} 个单位` : '再加一个单位';
        return (
          <div key={`${slot}-${id}`} className={styles.slot}>
            <label>
              <span className={styles.slotLabel}>{label}</span>
              <input
                type="search"
                list={listId}
                defaultValue={name}
                placeholder="输入单位名称"
                aria-invalid={errors[slot] ? true : undefined}
                onChange={(e) => {
                  // A pick from the list fires change with the whole name: take it at once.
                  if (unitByName.has(e.target.value)) pick(slot, e.target.value);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') pick(slot, e.currentTarget.value);
                }}
                onBlur={(e) => {
                  if (e.target.value !== name) pick(slot, e.target.value);
                }}
              />
            </label>
            {id && ids.length > MIN_UNITS && (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => onChange(ids.filter((x) => x !== id))}
              >
                移除{unitById.get(id)!.name}
              </button>
            )}
            {errors[slot] && (
              <p role="alert" className={styles.error}>
                {errors[slot]}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function StatsTable({picked}: {picked: Unit[]}): JSX.Element {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>属性对比（标记 ▲ 的是这一行最好的一项）</caption>
        <TableHead cells={['属性', ...picked.map((u) => <Link to={entityPath('unit', u.id)}>{u.name}</Link>)]} />
        <tbody>
          {ROWS.map((row) => {
            const best = bestOf(row, picked);
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {picked.map((u) => (
                  <td key={u.id} className={best.has(u.id) ? styles.best : undefined}>
                    {row.show(u)}
                    {best.has(u.id) && (
                      <span className={styles.bestMark}>
                        {' '}
                        ▲<span className={styles.visuallyHidden}>最好</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const outcome = (winner: 'a' | 'b' | 'draw', a: Unit, b: Unit) =>
  winner === 'draw' ? '同归于尽' : `${winner === 'a' ? a.name : b.name}胜`;

function Fights({picked}: {picked: Unit[]}): JSX.Element {
  const pairs = useMemo(() => picked.flatMap((a, i) => picked.slice(i + 1).map((b) => [a, b] as const)), [picked]);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>对阵推演</caption>
        <TableHead cells={['对阵', '一对一', <>等价兵力（每方花较贵单位 {combat.equal_cost_units} 个的钱）</>]} />
        <tbody>
          {pairs.map(([a, b]) => {
            const one = duel(combat, a, b);
            const many = equalCostOutcome(combat, a, b, values);
            const {nA, nB} = many;
            const left =
              many.winner === 'a'
                ? `，剩 ${many.survivorsA} 个${a.name}`
                : many.winner === 'b'
                  ? `，剩 ${many.survivorsB} 个${b.name}`
                  : '';
            return (
              <tr key={`${a.id}-${b.id}`} data-pair={`${a.id},${b.id}`}>
                <th scope="row">
                  {a.name} 对 {b.name}
                </th>
                <td>
                  <strong>{outcome(one.winner, a, b)}</strong>：
                  {one.approach > 0 ? `射程较短的一方先走 ${one.approach} 秒才能还手；` : ''}
                  {a.name}每击 {one.damageAB} 点（克制倍率 {counterOf(combat, a, b)}），{one.hitsAB} 击、{one.secondsAB}{' '}
                  秒击倒{b.name}；{b.name}每击 {one.damageBA} 点（克制倍率 {counterOf(combat, b, a)}），{one.hitsBA}{' '}
                  击、{one.secondsBA} 秒击倒{a.name}。
                </td>
                <td>
                  <strong>{outcome(many.winner, a, b)}</strong>：{nA} 个{a.name}对 {nB} 个{b.name}
                  {left}，历时 {many.seconds} 秒。
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The number explained: where each side of a pair stands, one hit of each factor by factor, the fight's course. */
function Explain(props: {picked: Unit[]; view: View; onChange: (view: View) => void; kept: boolean}): JSX.Element {
  const {picked, view, onChange, kept} = props;
  const [a, b] = view.pair.map((id) => unitById.get(id)!) as [Unit, Unit];
  const {grounds} = view;
  const pairs = picked.flatMap((u, i) => picked.slice(i + 1).map((v) => [u.id, v.id] as const));
  return (
    <section aria-label="伤害从何而来">
      <Heading as="h3" id="伤害从何而来">
        伤害从何而来
      </Heading>
      {pairs.length > 1 && (
        <label>
          看哪一组对阵{' '}
          <select
            value={view.pair.join(',')}
            onChange={(e) => onChange({...view, pair: e.target.value.split(',') as unknown as Pair})}
          >
            {pairs.map(([u, v]) => (
              <option key={`${u},${v}`} value={`${u},${v}`}>
                {unitById.get(u)!.name} 对 {unitById.get(v)!.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.explain}>
        <GroundSwitches
          unit={a}
          ground={grounds.a}
          onChange={(g) => onChange({...view, grounds: {...grounds, a: g}})}
        />
        <GroundSwitches
          unit={b}
          ground={grounds.b}
          onChange={(g) => onChange({...view, grounds: {...grounds, b: g}})}
        />
      </div>
      <Kept id={HITS_ID} kept={kept}>
        <Hits a={a} b={b} grounds={grounds} />
      </Kept>
    </section>
  );
}

/** Each side's hit on the other, and the fight's course, on the ground the reader picked. */
function Hits({a, b, grounds}: {a: Unit; b: Unit; grounds: Required<Grounds>}): JSX.Element {
  const fight = equalCostFight(combat, a, b, values, grounds);
  return (
    <>
      <div className={styles.explain}>
        <HitTable attacker={a} defender={b} from={grounds.a} target={grounds.b} />
        <HitTable attacker={b} defender={a} from={grounds.b} target={grounds.a} />
      </div>
      <Heading as="h3" id="交战过程">
        交战过程
      </Heading>
      <p data-testid="course-summary">
        等价兵力下，{fight.nA} 个{a.name}对 {fight.nB} 个{b.name}：<strong>{outcome(fight.winner, a, b)}</strong>
        {fight.winner === 'a'
          ? `，剩 ${fight.survivorsA} 个${a.name}`
          : fight.winner === 'b'
            ? `，剩 ${fight.survivorsB} 个${b.name}`
            : ''}
        ，历时 {fight.seconds} 秒。
      </p>
      <Course fight={fight} a={a} b={b} />
    </>
  );
}

const TABLES_ID = 'unit-comparison-tables';
const HITS_ID = 'unit-comparison-hits';

/**
 * The tables and figures as the server rendered them while the comparison is the default one
 * (ServerHtml): computing the fights and hydrating their elements was most of the page's blocking
 * time (ARCHITECTURE.md, "Deliberate exceptions"). The picker and the switches around them are live,
 * so the first choice renders these live, in their place.
 */
function Kept({id, kept, children}: {id: string; kept: boolean; children: React.ReactNode}): JSX.Element {
  // The same element as the live branch, so that hydration matches the server's HTML.
  return kept ? <ServerHtml as="div" id={id} links /> : <div id={id}>{children}</div>;
}

/**
 * Runs as the HTML is parsed, before the first paint (the page's own scripts come after it): when
 * the address asks for other units than the server rendered, or names a pair or where it stands,
 * the comparison is marked pending and
 * stays hidden (styles.module.css) until React has read the address, so it is first seen with the
 * right units and nothing on the page moves. Without JavaScript it never runs and the server's
 * comparison shows; if the page's scripts never arrive, CSS shows it after a few seconds anyway.
 * Inline scripts are allowed by hash (src/plugins/security-headers).
 */
export const PENDING_SCRIPT = `(function(){var p=new URLSearchParams(location.search),u=p.get("units");p.delete("units");if(u!==null&&u!==${JSON.stringify(DEFAULT_UNITS.join(','))}||p.toString())document.currentScript.parentNode.setAttribute("data-pending","")})()`;

/**
 * /docs/数据/对比: two to four units side by side. The choice lives in the address
 * (`?units=spearman,lancer`), so a comparison can be shared; the server renders DEFAULT_UNITS.
 */
export default function UnitComparison(): JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<View & {unknown: string[]; read: boolean}>({
    ids: DEFAULT_UNITS,
    pair: parsePair('', DEFAULT_UNITS),
    grounds: parseGrounds(''),
    unknown: [],
    read: false,
  });
  // The address is read after hydration: the server has no query string.
  useEffect(() => {
    const {ids, unknown} = parseUnits(location.search);
    const view = {ids, pair: parsePair(location.search, ids), grounds: parseGrounds(location.search)};
    setState({...view, unknown, read: true});
  }, [location.search]);
  // Shown in the same frame as the address's units (layout effects run before the browser paints).
  useLayoutEffect(() => {
    if (state.read) root.current?.removeAttribute('data-pending');
  }, [state.read]);
  const listId = useId();
  const show = (view: View) => {
    setState({...view, unknown: [], read: true});
    history.replace({...location, search: searchOf(view)});
  };
  // A pick is a transition: the picked name stays in its box and the page paints at once; the
  // tables, and the page that re-renders with the new address, follow without holding up the next
  // frame. Not the switches: a controlled checkbox or select in a transition shows its old state
  // until the transition ends. The explained pair stays if both are still compared.
  const change = (ids: string[]) =>
    startTransition(() => show({ids, pair: parsePair(`?pair=${state.pair.join(',')}`, ids), grounds: state.grounds}));
  const picked = state.ids.map((id) => unitById.get(id)!);
  const kept = useKeptUntilChanged(TABLES_ID, searchOf(state) === DEFAULT_SEARCH && state.unknown.length === 0);
  return (
    <div className={styles.comparison} ref={root}>
      <script dangerouslySetInnerHTML={{__html: PENDING_SCRIPT}} />
      <UnitList id={listId} />
      <UnitPicker key={state.ids.join(',')} ids={state.ids} listId={listId} onChange={change} />
      {state.unknown.length > 0 && (
        <p role="alert" className={styles.error}>
          网址里的 {state.unknown.join('、')} 不是单位 id，已略去。单位 id 见
          <Link to={docPath('unitsData')}>单位数据</Link>。
        </p>
      )}
      {picked.length < MIN_UNITS ? (
        <p>至少要选 {MIN_UNITS} 个单位才能对比。</p>
      ) : (
        <>
          <Kept id={TABLES_ID} kept={kept}>
            <StatsTable picked={picked} />
            <Fights picked={picked} />
          </Kept>
          <Explain picked={picked} view={state} onChange={show} kept={kept} />
        </>
      )}
    </div>
  );
}
