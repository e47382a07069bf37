import React, {startTransition, useEffect, useLayoutEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import model from '@generated/game-data/default/techtree.json';
import {entityPath} from '@site/src/plugins/entity-cards/paths';
import {hasThing, pathTo, type TargetPath, type TreeThing} from '@site/src/game/techTreePlan';
import Joined from '@site/src/components/Joined';
import ServerHtml, {useKeptUntilChanged} from '@site/src/components/ServerHtml';
import {options} from '@site/src/components/Options';
import styles from './styles.module.css';

const factionById = new Map(model.factions.map((f) => [f.id, f]));
const resourceName = new Map(model.resources.map((r) => [r.id, r.name]));
const techName = new Map(model.nodes.map((n) => [n.id, n.name]));
const thingName = new Map(model.things.map((t) => [t.id, t.name]));
/** Above this many, a node's 「加强」 list folds into a disclosure. */
const FOLD_AFTER = 6;

interface State {
  faction: string;
  target: string | null;
  /** A target in the address that is not there for the faction. */
  ignored: string | null;
}

/** `?faction=chilan&target=musketeer` → the state; the server renders `all` and no target. */
export function parseState(search: string): State {
  const params = new URLSearchParams(search);
  const raw = params.get('faction') ?? 'all';
  const faction = factionById.has(raw) ? raw : 'all';
  const target = params.get('target') || null;
  const ok = target !== null && pathTo(model, target, faction) !== null;
  return {faction, target: ok ? target : null, ignored: ok ? null : target};
}

const amounts = (cost: Record<string, number>) =>
  Object.entries(cost)
    .map(([id, n]) => `${resourceName.get(id) ?? id} ${n}`)
    .join('、');

/** 160 → 「2 分 40 秒」. */
export const duration = (seconds: number) =>
  seconds < 60 ? `${seconds} 秒` : `${Math.floor(seconds / 60)} 分${seconds % 60 ? ` ${seconds % 60} 秒` : ''}`;

const ownMark = (t: TreeThing, faction: string) =>
  faction === 'all' && t.faction !== 'all' ? `（${factionById.get(t.faction)?.short ?? t.faction}）` : '';

/** Links to things, each marked when only one faction has it; — when there are none. */
const ThingLinks = ({things, faction}: {things: TreeThing[]; faction: string}) => (
  <Joined
    items={things}
    id={(t) => t.id}
    show={(t) => (
      <>
        <Link to={entityPath(t.kind, t.id)}>{t.name}</Link>
        {ownMark(t, faction)}
      </>
    )}
  />
);

function Improves({things, faction}: {things: TreeThing[]; faction: string}): JSX.Element | null {
  if (things.length === 0) return null;
  const names = things.map((t) => `${t.name}${ownMark(t, faction)}`).join('、');
  const units = things.filter((t) => t.kind === 'unit').length;
  const count = [units && `${units} 个单位`, things.length - units && `${things.length - units} 座建筑`]
    .filter(Boolean)
    .join('、');
  if (things.length <= FOLD_AFTER)
    return (
      <p className={styles.line}>
        <span className={styles.label}>加强</span>
        {names}
      </p>
    );
  return (
    <details className={styles.line}>
      <summary>
        <span className={styles.label}>加强</span>
        {count}
      </summary>
      {names}
    </details>
  );
}

type Node = (typeof model.nodes)[number];

function TreeNode(props: {
  node: Node;
  faction: string;
  step: number;
  target: boolean;
  choose: (id: string | null) => void;
}) {
  const {node, faction, step, target, choose} = props;
  const unlocks = node.unlocks.filter((t) => hasThing(faction, t));
  return (
    <li className={clsx(styles.node, step > 0 && styles.onPath, target && styles.target)} id={`tech-${node.id}`}>
      <div className={styles.head}>
        <Link to={entityPath('technology', node.id)} className={styles.name}>
          {node.name}
        </Link>
        {step > 0 && <span className={styles.step}>第 {step} 步</span>}
      </div>
      <p className={styles.meta}>
        {amounts(node.cost)} · {duration(node.research_time)}
      </p>
      {node.prerequisites.length > 0 && (
        <p className={styles.line}>
          <span className={styles.label}>前置</span>
          {node.prerequisites.map((id) => techName.get(id)).join('、')}
        </p>
      )}
      {unlocks.length > 0 && (
        <p className={styles.line}>
          <span className={styles.label}>解锁</span>
          <ThingLinks things={unlocks} faction={faction} />
        </p>
      )}
      <Improves things={node.improves.filter((t) => hasThing(faction, t))} faction={faction} />
      <button
        type="button"
        className={styles.choose}
        aria-pressed={target}
        data-tech={target ? undefined : node.id}
        aria-label={`${target ? '取消目标' : '设为目标'}：${node.name}`}
        onClick={() => choose(target ? null : node.id)}
      >
        {target ? '取消目标' : '设为目标'}
      </button>
    </li>
  );
}

function PathSummary({path, faction, choose}: {path: TargetPath | null; faction: string; choose: (id: null) => void}) {
  if (!path) return <p>选一个目标，科技树会标出通往它的每一项科技，并算出这些科技的总费用和研究时间。</p>;
  const {target, techs} = path;
  const where = path.building ? `（在${thingName.get(path.building)}训练）` : '';
  const factionText = faction === 'all' ? '' : `${factionById.get(faction)?.name}`;
  return (
    <>
      <p>
        {factionText}要得到<strong>{target.name}</strong>
        {where}，
        {techs.length === 0
          ? '不需要研究任何科技。'
          : `共需研究 ${techs.length} 项科技：${techs.map((id) => techName.get(id)).join(' → ')}。`}
      </p>
      {techs.length > 0 && (
        <p>
          合计费用 {amounts(path.cost)}，一项接一项研究共 {duration(path.seconds)}（一倍速）。进入各时代的费用另计。
        </p>
      )}
      <button type="button" className={styles.clear} onClick={() => choose(null)}>
        清除目标
      </button>
    </>
  );
}

function Controls({state, set}: {state: State; set: (next: Partial<State>) => void}) {
  const things = model.things.filter((t) => hasThing(state.faction, t));
  return (
    <div className={styles.controls}>
      <label>
        阵营
        <select value={state.faction} onChange={(e) => set({faction: e.target.value})}>
          <option value="all">全部阵营</option>
          {options(model.factions)}
        </select>
      </label>
      <label>
        目标
        <select value={state.target ?? ''} onChange={(e) => set({target: e.target.value || null})}>
          <option value="">不选</option>
          {model.eras.map((era) => (
            <optgroup key={era.id} label={`科技 · ${era.name}`}>
              {options(model.nodes.filter((n) => n.era === era.id))}
            </optgroup>
          ))}
          <optgroup label="单位">{options(things.filter((t) => t.kind === 'unit'))}</optgroup>
          <optgroup label="建筑">{options(things.filter((t) => t.kind === 'building'))}</optgroup>
        </select>
      </label>
    </div>
  );
}

function useTreeState(): [State, (next: Partial<State>) => void] {
  const location = useLocation();
  const history = useHistory();
  const [state, setState] = useState<State>({faction: 'all', target: null, ignored: null});
  // The last state asked for: a choice made before the previous one's render commits builds on it,
  // not on the state still shown.
  const asked = useRef(state);
  // The address is read after hydration: the server renders the default tree. A state equal to the
  // one shown is kept as it is, so the address this page writes does not render the tree again.
  useEffect(() => {
    const read = parseState(location.search);
    asked.current = read;
    setState((shown) =>
      shown.faction === read.faction && shown.target === read.target && shown.ignored === read.ignored ? shown : read,
    );
  }, [location.search]);
  const set = (next: Partial<State>) => {
    const merged = {...asked.current, ...next, ignored: null};
    // A target the new faction does not have is dropped.
    if (merged.target && !pathTo(model, merged.target, merged.faction)) merged.target = null;
    const params = new URLSearchParams();
    if (merged.faction !== 'all') params.set('faction', merged.faction);
    if (merged.target) params.set('target', merged.target);
    const search = params.toString();
    asked.current = merged;
    // A transition: the menu or button answers at once, and the tree (about a thousand elements)
    // renders in slices after that paint.
    startTransition(() => {
      setState(merged);
      history.replace({...location, search: search ? `?${search}` : ''});
    });
  };
  return [state, set];
}

/**
 * /docs/数据/科技树: the technology tree of one faction or all, by era. A target (technology, unit
 * or building) marks the technologies on its path and sums their cost and time; faction and target
 * live in the address (`?faction=chilan&target=musketeer`). The model comes from the build
 * (src/game/techTreePlan.ts), so the page and the data cannot disagree.
 */
export default function TechTree(): JSX.Element {
  const [state, set] = useTreeState();
  const path = state.target ? pathTo(model, state.target, state.faction) : null;
  const choose = (target: string | null) => set({target});
  return (
    <div className={styles.tree}>
      <Controls state={state} set={set} />
      <div className={styles.summary} aria-live="polite">
        {state.ignored && (
          <p className={styles.error}>网址里的目标「{state.ignored}」不是这个阵营的科技、单位或建筑，已略去。</p>
        )}
        <PathSummary path={path} faction={state.faction} choose={choose} />
      </div>
      <TreeBody state={state} path={path} choose={choose} />
    </div>
  );
}

const BODY_ID = 'tech-tree-body';
const techOf = (target: EventTarget) =>
  (target as Element).closest?.('button[data-tech]')?.getAttribute('data-tech') ?? null;

/**
 * The eras and the matrix. As first served (all factions, no target) they stay the server's HTML
 * (ServerHtml): hydrating their thousand elements was most of the page's blocking time
 * (ARCHITECTURE.md, "Deliberate exceptions"). One listener serves their 「设为目标」 buttons; the
 * first choice renders them live, and the focus stays on the button that was pressed.
 */
function TreeBody(props: {state: State; path: TargetPath | null; choose: (id: string | null) => void}) {
  const {state, path, choose} = props;
  const kept = useKeptUntilChanged(BODY_ID, state.faction === 'all' && !state.target);
  // The 「设为目标」 button that had the focus (or was pressed) in the kept HTML: when the tree goes
  // live, however the choice was made, the live button takes the focus the removed one lost.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (kept || !refocus.current) return;
    if (!document.activeElement || document.activeElement === document.body)
      document.querySelector<HTMLElement>(`#tech-${refocus.current} button`)?.focus();
    refocus.current = null;
  }, [kept]);
  if (kept)
    return (
      <div
        onFocus={(event) => (refocus.current = techOf(event.target))}
        onBlur={(event) => event.relatedTarget && (refocus.current = null)}
        onClick={(event) => {
          const id = techOf(event.target);
          if (!id) return;
          refocus.current = id;
          choose(id);
        }}
      >
        <ServerHtml as="div" id={BODY_ID} links />
      </div>
    );
  // The same two elements as the kept branch, so that hydration matches the server's HTML.
  return (
    <div>
      <div id={BODY_ID}>
        <Eras state={state} path={path} choose={choose} />
        <FactionMatrix faction={state.faction} />
      </div>
    </div>
  );
}

function Eras({state, path, choose}: {state: State; path: TargetPath | null; choose: (id: string | null) => void}) {
  return (
    <>
      {model.eras.map((era) => (
        <section key={era.id} aria-labelledby={`era-${era.id}`}>
          <Heading as="h3" id={`era-${era.id}`}>
            {era.name}
          </Heading>
          <ol className={styles.nodes}>
            {model.nodes
              .filter((n) => n.era === era.id)
              .map((node) => (
                <TreeNode
                  key={node.id}
                  node={node}
                  faction={state.faction}
                  step={path ? path.techs.indexOf(node.id) + 1 : 0}
                  target={path?.target.id === node.id}
                  choose={choose}
                />
              ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function FactionMatrix({faction}: {faction: string}): JSX.Element {
  const eraName = new Map(model.eras.map((e) => [e.id, e.name]));
  return (
    <>
      <Heading as="h2" id="阵营对照">
        阵营对照
      </Heading>
      <p>
        科技各阵营都一样。「通用」一列的单位和建筑每个阵营都有；阵营一列是它独有的，其他阵营没有，
        和同一行的通用单位兵种相同、时代相同，是这个阵营在这一档上多出来的选择。
      </p>
      <div className={styles.scroll} tabIndex={0} role="group" aria-label="阵营对照表，可左右滚动">
        <table className={styles.matrix}>
          <thead>
            <tr>
              <th scope="col">兵种 · 时代</th>
              <th scope="col">通用</th>
              {model.factions.map((f) => (
                <th key={f.id} scope="col" className={clsx(f.id === faction && styles.picked)}>
                  {f.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.matrix.map((row) => (
              <tr key={`${row.group}-${row.era}`}>
                <th scope="row">
                  {row.group} · {eraName.get(row.era)}
                </th>
                <td>
                  <ThingLinks things={row.common} faction="all" />
                </td>
                {model.factions.map((f) => {
                  const own = (row.own as Record<string, TreeThing[]>)[f.id] ?? [];
                  return (
                    <td key={f.id} className={clsx(f.id === faction && styles.picked)}>
                      <ThingLinks things={own} faction={f.id} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
