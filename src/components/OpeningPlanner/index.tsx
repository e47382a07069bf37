import Heading from '@theme/Heading';
import React, {memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import defaults from '@generated/game-data/default/planner_default.json';
import {onDemand, useOnDemand} from '@site/src/components/OnDemand';
import {afterPaint} from '@site/src/components/afterPaint';
import type {OpeningStep} from '@site/src/game/rules';
import {Blocked, EraTimes, PlanCharts, Waits, type ShownPlan} from './Results';
import {AddStep, StepList, type Edit} from './Steps';
import {DEFAULT_QUERY, PENDING_SCRIPT, formatQuery, isDefault, parseQuery, type Query} from './query';
import {options} from '@site/src/components/Options';
import styles from './styles.module.css';

// The simulation, its data and the worker load when a reader reaches for the planner.
// Named, so its file says what it is.
const plannerCode = onDemand(() => import(/* webpackChunkName: "opening-planner" */ './interactive'));
type Planner = Awaited<ReturnType<typeof plannerCode.load>>;

const factionName = (id: string) => defaults.factions.find((f) => f.id === id)?.name ?? id;
const mapOf = (id: string) => defaults.maps.find((m) => m.id === id) ?? defaults.maps[0];
/** What the page says when the planner's code or its worker could not load: the plan shown stays. */
const UNAVAILABLE = '没能重算：推演所需的程序没有载入，网站可能刚刚更新过。请刷新页面再试；下面仍是改动前的结果。';

const startName = (q: Query) => {
  const m = mapOf(q.map);
  return `${m.name}·${m.starts.find((s) => s.id === q.start)?.name ?? q.start}`;
};

function applyEdit(steps: OpeningStep[], edit: Edit): OpeningStep[] {
  const next = [...steps];
  if ('move' in edit) {
    const to = edit.move + edit.by;
    if (to < 0 || to >= next.length) return steps;
    [next[edit.move], next[to]] = [next[to], next[edit.move]];
  } else if ('remove' in edit) next.splice(edit.remove, 1);
  else next.splice(edit.before, 0, edit.add);
  return next;
}

/**
 * Puts a plan on the page into the address, and returns true. Straight to the browser's history,
 * not the router's: a router update re-renders the whole page (sidebar, navbar) on every edit,
 * which alone took longer than a re-plan may. And after the plan's frame: replaceState took 6 to
 * 9 ms at a phone's speed, and written sooner it held up the worker's answer.
 */
function writeAddress(shown: Query): true {
  afterPaint(() => window.history.replaceState(window.history.state, '', formatQuery(shown) + window.location.hash));
  return true;
}

/** The plan shown, the steps behind it, and how to change them (through the address). */
function usePlanner() {
  const location = useLocation();
  const code = useOnDemand(plannerCode);
  const [query, setQuery] = useState<Query>(DEFAULT_QUERY);
  const [view, setView] = useState<ShownPlan>(defaults.view);
  // The order behind the plan shown (or about to be): a ref, so an edit renders once, with its plan.
  const steps = useRef<OpeningStep[] | null>(null);
  /** How long the worker took for the plan shown (scripts/perf/planner.ts reads it). */
  const workerMs = useRef<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  const latest = useRef(0);

  const unavailable = useCallback(() => {
    setNotice(UNAVAILABLE);
    setSettled(true);
    return false;
  }, []);

  // `known`: the steps `q.order` encodes, when the page has them already (an edit made them).
  // Resolves with whether the plan of `q` is now the one shown; rejects if the worker failed.
  const play = useCallback(async (q: Query, p: Planner, note: string | null = null, known?: OpeningStep[]) => {
    const id = ++latest.current;
    let order: OpeningStep[] | undefined = q.order === null ? undefined : known;
    let shown = q;
    if (q.order !== null && !order) {
      const decoded = p.decode(q.order);
      if ('bad' in decoded) {
        note = `网址里的开局顺序从第 ${decoded.bad} 步起认不出来，下面换成了推荐开局。`;
        shown = {...q, order: null};
      } else order = decoded.steps;
    }
    const position = {map: shown.map, start: shown.start};
    const {view: planned, ms} = await p.requestPlan({faction: shown.faction, position, order});
    if (id !== latest.current) return false;
    workerMs.current = ms;
    steps.current = order ?? p.recommended(shown.faction, position);
    // Rendered in the task that brings the answer, not one the scheduler queues after it.
    flushSync(() => {
      setQuery(shown);
      setView(planned);
      setNotice(note);
      setSettled(true);
    });
    return true;
  }, []);

  // The address is read after hydration (the server has no query string), and again on back/forward.
  useEffect(() => {
    const {query: asked, unknown} = parseQuery(location.search);
    if (formatQuery(asked) === formatQuery(query) && (settled || isDefault(asked))) {
      setSettled(true);
      return;
    }
    const note = unknown.length ? `网址里的${unknown.join('、')}不存在，已换成默认的。` : null;
    plannerCode
      .load()
      .then((p) => play(asked, p, note))
      .catch(unavailable);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address starts a plan here
  }, [location.search]);

  const go = useCallback(
    (next: Query, known?: OpeningStep[]): Promise<boolean> =>
      plannerCode
        .load()
        .then((p) => play(next, p, null, known))
        .catch(unavailable)
        .then((shown) => shown && writeAddress(next)),
    [play, unavailable],
  );

  const edit = useCallback(
    async (e: Edit) => {
      const p = await plannerCode.load().catch(() => undefined);
      if (!p) return unavailable();
      const position = {map: query.map, start: query.start};
      const before = steps.current;
      const next = applyEdit(before ?? p.recommended(query.faction, position), e);
      const code = p.encode(next);
      steps.current = next;
      const shown = await go(
        {...query, order: code === p.recommendedCode(query.faction, position) ? null : code},
        next,
      );
      // Not planned: the next edit starts again from the order on the page.
      if (!shown && steps.current === next) steps.current = before;
      return shown;
    },
    [go, query, unavailable],
  );
  return {code, query, view, notice, settled, workerMs, go, edit};
}

/**
 * /docs/数据/开局推演: an opening played by the simulation the build runs, on the recommended
 * order or the reader's edit of it. The server renders the first faction's recommended plan; the
 * address holds the faction, map, start and an edited order, so a link shares a plan.
 */
export default function OpeningPlanner(): JSX.Element {
  const {code, query, view, notice, settled, workerMs, go, edit} = usePlanner();
  // One function for every row's buttons, so rows whose step did not change skip rendering.
  const latestEdit = useRef(edit);
  latestEdit.current = edit;
  const onEdit = useCallback((e: Edit) => void latestEdit.current(e), []);
  // The same for the choices and the reset button: they then render again only when they change.
  const latestQuery = useRef(query);
  latestQuery.current = query;
  const choose = useCallback((change: Partial<Query>) => void go({...latestQuery.current, ...change}), [go]);
  const reset = useCallback(() => void go({...latestQuery.current, order: null}), [go]);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (settled) root.current?.removeAttribute('data-pending');
    if (workerMs.current !== null) root.current?.setAttribute('data-worker-ms', workerMs.current.toFixed(1));
  }, [settled, view, workerMs]);
  // Loaded through the intent props or by a plan the reader asked for (which re-renders with its result).
  const planner = code.loaded ?? plannerCode.current();
  // The same array while the faction stays: AddStep (memo) then skips the re-render of every re-plan.
  const choices = useMemo(() => planner?.choices(query.faction), [planner, query.faction]);
  return (
    <div className={styles.planner} ref={root} data-editing={planner ? '' : undefined} {...code.intentProps}>
      <script dangerouslySetInnerHTML={{__html: PENDING_SCRIPT}} />
      <Choices faction={query.faction} map={query.map} start={query.start} onChange={choose} />
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      <p className={styles.summary} data-testid="planner-summary" aria-live="polite">
        {factionName(view.faction)}从{startName({...query, ...view.position})}出发，照
        {view.edited ? '改过的开局' : '推荐开局'}：
        {view.eras.map((e) => `${e.name}${e.minutes === null ? '未能进入' : ` ${e.minutes} 分`}`).join('，')}。
      </p>
      <Blocked view={view} />
      <EraTimes view={view} />
      <PlanCharts view={view} />
      <OrderIntro edited={view.edited} onReset={reset} />
      <StepList view={view} onEdit={onEdit} />
      {planner && choices ? (
        <AddStep
          key={query.faction}
          choices={choices}
          steps={view.rows.length}
          makeStep={planner.makeStep}
          onEdit={onEdit}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={code.request}>
          添加一步
        </button>
      )}
      <Waits view={view} />
    </div>
  );
}

/** One element for every render: React then skips the heading (and its anchor link). */
const ORDER_HEADING = (
  <Heading as="h3" id="planner-order">
    开局顺序
  </Heading>
);

/** The order's heading and how to edit it: the same on every re-plan but the reset button's. */
const OrderIntro = memo(function OrderIntro({edited, onReset}: {edited: boolean; onReset: () => void}) {
  return (
    <>
      {ORDER_HEADING}
      <p>
        每一步写着它第几分开始、第几分完成，等得久的还写着在等什么。用 ↑ ↓
        调整顺序，或删掉一步、加上一步，上面的时间和图表随之重算。
        {edited && (
          <button type="button" className={`button button--link ${styles.reset}`} onClick={onReset}>
            恢复推荐开局
          </button>
        )}
      </p>
    </>
  );
});

/** Faction, map and start; `onChange` gets what changed. Memo: an edit of the order changes none. */
const Choices = memo(function Choices({
  faction,
  map: mapId,
  start,
  onChange,
}: Omit<Query, 'order'> & {onChange: (change: Partial<Query>) => void}): JSX.Element {
  const id = useId();
  const map = mapOf(mapId);
  return (
    <fieldset className={styles.choices}>
      <legend>阵营与出生点</legend>
      <div>
        <label htmlFor={`${id}-faction`}>阵营</label>
        <select
          id={`${id}-faction`}
          value={faction}
          onChange={(e) => {
            const f = defaults.factions.find((x) => x.id === e.target.value)!;
            onChange({faction: f.id, map: f.map, start: f.start, order: null});
          }}
        >
          {options(defaults.factions)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-map`}>地图</label>
        <select
          id={`${id}-map`}
          value={mapId}
          onChange={(e) => onChange({map: e.target.value, start: mapOf(e.target.value).starts[0].id})}
        >
          {options(defaults.maps)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-start`}>出生点</label>
        <select id={`${id}-start`} value={start} onChange={(e) => onChange({start: e.target.value})}>
          {options(map.starts)}
        </select>
      </div>
    </fieldset>
  );
});
