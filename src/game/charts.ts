/**
 * Geometry for the charts and map drawings the pages show, computed at build time so the pages
 * carry finished SVG coordinates (no drawing code in the browser).
 */
import type {GameMap} from './schema';
import type {Sample} from './simulate';

export interface ChartLine {
  id: string;
  label: string;
  /** SVG polyline points, "x,y x,y …", in the chart's viewBox. */
  points: string;
  /** Where the line ends, for its label. */
  end: [number, number];
}

export interface Chart {
  width: number;
  height: number;
  /** Largest value on the vertical axis and the last minute on the horizontal one. */
  max: number;
  minutes: number;
  lines: ChartLine[];
  /** Horizontal gridlines: value and y. */
  yTicks: {value: number; y: number}[];
  /** Vertical gridlines: minute and x. */
  xTicks: {minute: number; x: number}[];
  /** Labelled moments (the opening planner's era entries), when asked for. */
  marks?: {id: string; label: string; x: number}[];
  /** Stretches shaded across the plot (the planner's idle waits), when asked for. */
  spans?: {x1: number; x2: number}[];
}

/** Moments and stretches to draw over a chart, in minutes. */
export interface ChartOverlay {
  marks?: {id: string; label: string; minute: number}[];
  spans?: {from: number; to: number}[];
}

const W = 640;
const H = 260;
const PAD = {left: 44, right: 70, top: 12, bottom: 28};

/** A "nice" step for about `n` gridlines up to `max`: 1, 2 or 5 times a power of ten. */
function niceStep(max: number, n: number): number {
  const raw = max / n;
  const p = 10 ** Math.floor(Math.log10(raw || 1));
  return [1, 2, 5, 10].map((k) => k * p).find((s) => s >= raw) ?? 10 * p;
}

/** One line per series over the samples, on shared axes. */
export function lineChart(
  samples: Sample[],
  series: {id: string; label: string; value: (s: Sample) => number}[],
  overlay?: ChartOverlay,
): Chart {
  const minutes = samples.length ? samples[samples.length - 1].minute : 1;
  const max = Math.max(1, ...samples.flatMap((s) => series.map((x) => x.value(s))));
  const step = niceStep(max, 4);
  const top = Math.ceil(max / step) * step;
  const x = (m: number) => Math.round(PAD.left + ((W - PAD.left - PAD.right) * m) / (minutes || 1));
  const y = (v: number) => Math.round(H - PAD.bottom - ((H - PAD.top - PAD.bottom) * v) / top);
  const lines = series.map((sr) => {
    const pts = samples.map((s) => [x(s.minute), y(sr.value(s))] as [number, number]);
    return {
      id: sr.id,
      label: sr.label,
      points: pts.map((p) => p.join(',')).join(' '),
      end: pts[pts.length - 1] ?? [0, 0],
    };
  });
  const yTicks = Array.from({length: Math.round(top / step) + 1}, (_, i) => ({value: i * step, y: y(i * step)}));
  const xStep = niceStep(minutes, 6);
  const xTicks = Array.from({length: Math.floor(minutes / xStep) + 1}, (_, i) => ({
    minute: i * xStep,
    x: x(i * xStep),
  }));
  const chart: Chart = {width: W, height: H, max: top, minutes, lines, yTicks, xTicks};
  const inside = (m: number) => x(Math.min(Math.max(m, 0), minutes));
  if (overlay?.marks) chart.marks = overlay.marks.map((m) => ({id: m.id, label: m.label, x: inside(m.minute)}));
  if (overlay?.spans) chart.spans = overlay.spans.map((sp) => ({x1: inside(sp.from), x2: inside(sp.to)}));
  return chart;
}

/** An opening's two charts: people, labour and worker places; the stocks an opening spends most. */
export function openingCharts(
  resources: {id: string; name: string}[],
  samples: Sample[],
  overlay?: ChartOverlay,
): {people: Chart; stocks: Chart} {
  const stock = (id: string) => ({
    id,
    label: resources.find((r) => r.id === id)?.name ?? id,
    value: (s: Sample) => Math.max(0, Math.round(s.stock[id] ?? 0)),
  });
  return {
    people: lineChart(
      samples,
      [
        {id: 'population', label: '人口', value: (s) => s.population},
        {id: 'labour', label: '劳力', value: (s) => s.labour},
        {id: 'slots', label: '岗位', value: (s) => s.slots},
      ],
      overlay,
    ),
    stocks: lineChart(samples, ['grain', 'timber', 'stone', 'lore'].map(stock), overlay),
  };
}

export interface MapDrawing {
  width: number;
  height: number;
  /** Pixels per tile. */
  scale: number;
  regions: {
    id: string;
    name: string;
    terrain: string;
    points: string;
    label: [number, number];
    resources: {id: string; at: [number, number]}[];
  }[];
  starts: {id: string; name: string; at: [number, number]; n: number}[];
  /** Straight-line distance between each pair of starts, in tiles, and the middle of the line. */
  distances: {from: string; to: string; tiles: number; a: [number, number]; b: [number, number]}[];
}

type Pt = [number, number];

/** The part of a convex polygon nearer to `p` than to `q` (Sutherland–Hodgman against one bisector). */
function clipNearer(poly: Pt[], p: Pt, q: Pt): Pt[] {
  const side = (v: Pt) => (v[0] - p[0]) ** 2 + (v[1] - p[1]) ** 2 - ((v[0] - q[0]) ** 2 + (v[1] - q[1]) ** 2);
  const out: Pt[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length];
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if (sa * sb < 0) {
      const t = sa / (sa - sb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  });
  return out;
}

/**
 * A map as the pages draw it: each tile belongs to the region whose centre is nearest (so each
 * region is the cell around its centre), starts at their tiles, one mark per resource a region
 * lists, and the distance between every two starts.
 */
export function mapDrawing(map: GameMap, width = 480): MapDrawing {
  const scale = width / map.size.width;
  const px = (p: Pt): Pt => [Math.round(p[0] * scale), Math.round(p[1] * scale)];
  const box: Pt[] = [
    [0, 0],
    [map.size.width, 0],
    [map.size.width, map.size.height],
    [0, map.size.height],
  ];
  const regions = map.regions.map((r) => {
    let cell = box;
    for (const o of map.regions) if (o !== r) cell = clipNearer(cell, r.at, o.at);
    const label = px(r.at);
    const resources = r.resources.map((id, i) => ({
      id,
      at: [label[0] - (r.resources.length - 1) * 9 + i * 18, label[1] + 16] as Pt,
    }));
    return {
      id: r.id,
      name: r.name,
      terrain: r.terrain,
      points: cell.map((p) => px(p).join(',')).join(' '),
      label,
      resources,
    };
  });
  const starts = map.start_positions.map((s, i) => ({id: s.id, name: s.name, at: px(s.at), n: i + 1}));
  const distances = map.start_positions.flatMap((a, i) =>
    map.start_positions.slice(i + 1).map((b) => ({
      from: a.id,
      to: b.id,
      tiles: Math.round(Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1])),
      a: px(a.at),
      b: px(b.at),
    })),
  );
  return {width: Math.round(width), height: Math.round(map.size.height * scale), scale, regions, starts, distances};
}
