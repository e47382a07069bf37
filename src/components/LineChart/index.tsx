import React, {memo} from 'react';
import type {Chart} from '@site/src/game/charts';
import styles from './styles.module.css';

/**
 * The shaded stretches as one path, not an element each: the planner draws a chart again on every
 * re-plan, and fewer elements are less for React to compare and the browser to lay out.
 */
const spansPath = (spans: NonNullable<Chart['spans']>, top: number, bottom: number) =>
  spans.map((s) => `M${s.x1} ${top}h${Math.max(1, s.x2 - s.x1)}V${bottom}H${s.x1}Z`).join('');

/**
 * A line chart drawn from coordinates computed by src/game/charts.ts (at build time for the
 * opening pages, in the planner's worker for an edited order), with the chart's marks (dotted
 * verticals, labelled) and spans (shaded stretches) when it has them.
 */
function LineChart({
  chart,
  title,
  unit,
  spansLabel,
}: {
  chart: Chart;
  title: string;
  unit: string;
  /** What the shaded stretches are, for the caption. */
  spansLabel?: string;
}): JSX.Element {
  const left = chart.xTicks[0]?.x ?? 0;
  const right = chart.xTicks[chart.xTicks.length - 1]?.x ?? chart.width;
  const bottom = chart.yTicks[0]?.y ?? chart.height;
  const top = chart.yTicks[chart.yTicks.length - 1]?.y ?? 0;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={title}>
        <title>{title}</title>
        {chart.spans?.length ? <path className={styles.span} d={spansPath(chart.spans, top, bottom)} /> : null}
        <g className={styles.grid}>
          <path d={chart.yTicks.map((t) => `M${left} ${t.y}H${right}`).join('')} />
          {chart.yTicks.map((t) => (
            <text key={t.value} x={left - 4} y={t.y + 4} textAnchor="end">
              {t.value}
            </text>
          ))}
        </g>
        {chart.xTicks.map((t) => (
          <text key={t.minute} className={styles.axis} x={t.x} y={chart.height - 8} textAnchor="middle">
            {t.minute}
          </text>
        ))}
        {chart.marks?.map((m, i) => (
          <g key={m.id} className={styles.mark} data-mark={m.id}>
            <line x1={m.x} x2={m.x} y1={top} y2={bottom} />
            <text x={m.x + 3} y={top + 12 + (i % 2) * 14}>
              {m.label}
            </text>
          </g>
        ))}
        {chart.lines.map((l, i) => (
          <g key={l.id} className={styles[`line${i}`]} data-line={l.id}>
            <polyline points={l.points} fill="none" />
            <text x={l.end[0] + 4} y={l.end[1] + 4 + i * 2}>
              {l.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        {title}（横轴：分钟；纵轴：{unit}
        {chart.marks?.length ? '；虚线：进入新时代' : ''}
        {chart.spans?.length && spansLabel ? `；色块：${spansLabel}` : ''}）
      </figcaption>
    </figure>
  );
}

/** Memo: the planner keeps a chart off screen as it was for a frame, and it then renders nothing. */
export default memo(LineChart);
