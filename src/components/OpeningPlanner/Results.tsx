import Heading from '@theme/Heading';
import React, {useMemo, useRef} from 'react';
import LineChart from '@site/src/components/LineChart';
import type {PlanView} from '@site/src/game/planner';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';
import {useOnScreenFirst} from './onScreenFirst';

/** What the page shows of a plan: the server renders the default one, the worker sends the rest. */
export type ShownPlan = Omit<PlanView, 'order'>;

const when = (m: number) => `第 ${m} 分`;

/** One element for every render, as WAITS_HEADING below. */
const ERA_HEAD = <TableHead cells={['时代', '进入', '目标']} />;

export function EraTimes({view}: {view: ShownPlan}): JSX.Element {
  return (
    <table className={styles.eras}>
      <caption>进入各时代</caption>
      {ERA_HEAD}
      <tbody>
        {view.eras.map((e) => {
          const late = e.minutes !== null && e.target !== null && e.minutes > e.target;
          return (
            <tr key={e.id} data-era={e.id}>
              <th scope="row">{e.name}</th>
              <td data-testid={`era-${e.id}`}>{e.minutes === null ? '未能进入' : when(e.minutes)}</td>
              <td>
                {e.target === null ? '—' : `${e.target} 分内`}
                {late || e.minutes === null ? <strong className={styles.late}>（未达成）</strong> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Where the order cannot go on: beside the era times, since every time after it is missing. */
export function Blocked({view}: {view: ShownPlan}): JSX.Element | null {
  if (!view.blocked) return null;
  return (
    <p role="alert" className={styles.blocked} data-testid="planner-blocked">
      走到第 {view.blocked.index + 1} 步「{view.blocked.step}」就走不下去了：{view.blocked.reason}
      。之后的步骤都没有开始。
    </p>
  );
}

/** One element for every render: React then skips the heading (and its anchor link) on a re-plan. */
const WAITS_HEADING = (
  <Heading as="h3" id="planner-waits">
    哪里在干等
  </Heading>
);

/**
 * Where the order waits with nothing under way. Last on the page: its length changes with most
 * edits, and above the order it moved every row under the reader's finger and cost a second frame.
 */
export function Waits({view}: {view: ShownPlan}): JSX.Element {
  return (
    <section aria-labelledby="planner-waits" className={styles.waits}>
      {WAITS_HEADING}
      {view.idle.length === 0 && view.shortWaits.count === 0 && (
        <p>这个顺序从头到尾没有干等：总有建筑在建、科技在研究或兵在训练。</p>
      )}
      {view.idle.length > 0 && (
        <ul className={styles.idle} data-testid="planner-idle">
          {view.idle.map((x, i) => (
            <li key={i}>
              <strong>
                {when(x.from)}
                {x.to === null ? '起' : `到${when(x.to)}`}
              </strong>
              ：「{x.step}」开不了工，手上也没有别的事可做
              {x.to === null ? '，之后一直如此' : ''}。原因：{x.reason}。
            </li>
          ))}
        </ul>
      )}
      {view.shortWaits.count > 0 && (
        <p data-testid="planner-short-waits">
          {view.idle.length > 0 ? '另有' : '这个顺序只有'} {view.shortWaits.count} 次不到 {view.shortWaits.under}{' '}
          秒的短暂干等，合计 {view.shortWaits.minutes} 分钟，图表里的色块也画出了它们。
        </p>
      )}
    </section>
  );
}

/** The plan's charts: one off screen is redrawn in the frame after the re-plan's (onScreenFirst.ts). */
export function PlanCharts({view}: {view: ShownPlan}): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const {people, stocks} = view.charts;
  const [shownPeople, shownStocks] = useOnScreenFirst(
    useMemo(() => [people, stocks], [people, stocks]),
    box,
  );
  return (
    <div className={styles.charts} ref={box}>
      <LineChart chart={shownPeople!} title="人口、劳力与岗位" unit="人" spansLabel="干等" />
      <LineChart chart={shownStocks!} title="首都仓库里的资源" unit="个" spansLabel="干等" />
    </div>
  );
}
