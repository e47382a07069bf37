/**
 * The opening planner (/docs/数据/开局推演): one faction's opening played from one start by the
 * same simulation the build runs (simulate.ts), on the recommended order or an order the reader
 * edited, turned into what the page shows. The build renders the default plan with it; the
 * page's Web Worker runs it again on every edit.
 */
import type {OpeningStep} from './rules';
import type {SimData} from './simData';
import {openingCharts, type Chart} from './charts';
import {describeStep, shownStart, simulateOpening, simulationTicks, stepsFor, stepKind} from './simulate';
import type {Position, SimulationResult, StepKind} from './simulate';

export interface PlanRow {
  kind: StepKind;
  text: string;
  /** Minutes at which the step (its first copy) started and its last copy was done; null if it never started. */
  start: number | null;
  done: number | null;
  /** The longest thing the step waited for once it was next, when it waited a minute or more. */
  waited: {minutes: number; reason: string} | null;
  /** True when nothing was built, researched or trained while this step waited (a listed wait). */
  idle: boolean;
}

export interface PlanView {
  faction: string;
  position: Position;
  /** The steps played (what an edit starts from) and whether they are the recommended ones. */
  order: OpeningStep[];
  edited: boolean;
  rows: PlanRow[];
  /** Every era after the first: minutes to it (null: not reached) and its target (rules.yaml era_targets). */
  eras: {id: string; name: string; minutes: number | null; target: number | null}[];
  /**
   * Waits of at least LISTED_WAIT_SECONDS, each with the step that waited and why; `to` is null for
   * a wait that never ended (a blocked order waits until the simulation stops).
   */
  idle: {from: number; to: number | null; step: string; reason: string}[];
  /** The waits shorter than `under` seconds, counted and summed (the charts still shade them). */
  shortWaits: {under: number; count: number; minutes: number};
  blocked: {index: number; step: string; reason: string} | null;
  charts: {people: Chart; stocks: Chart};
}

export interface PlanRequest {
  faction: string;
  position: Position;
  /** The reader's own order; the recommended one (with its branch for this start) when left out. */
  order?: OpeningStep[];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Waits shorter than this are counted, not listed: between trainings an order often waits a tick
 * or two for the next cost, and the recommended orders listed up to seventeen of those, which hid
 * the waits worth moving a step for.
 */
export const LISTED_WAIT_SECONDS = 30;

/** The start a faction's plan begins from when the reader has not chosen one. */
export function defaultPosition(data: SimData, faction: string): Position {
  return shownStart(data, faction);
}

/** Runs the simulation for a request and describes the result for the page. */
export function plan(data: SimData, req: PlanRequest): PlanView {
  const recommended = stepsFor(data, req.faction, req.position).steps;
  const horizon = simulationTicks(data);
  const sim = simulateOpening(data, req.faction, horizon, req.position, req.order);
  const edited = req.order !== undefined && !sameOrder(req.order, recommended);
  return {
    faction: req.faction,
    position: req.position,
    order: sim.played,
    edited,
    rows: rows(data, sim),
    eras: eraTimes(data, sim),
    idle: listedWaits(sim).map((x) => ({
      from: minutes(sim, x.fromTick),
      to: sim.blocked && x.toTick > horizon ? null : minutes(sim, x.toTick),
      step: describeStep(data, sim.played[x.index]),
      reason: x.reason,
    })),
    shortWaits: shortWaits(sim),
    blocked: sim.blocked
      ? {index: sim.blocked.index, step: describeStep(data, sim.blocked.step), reason: sim.blocked.reason}
      : null,
    charts: charts(data, sim),
  };
}

const minutes = (sim: SimulationResult, ticks: number) => oneDecimal((ticks * sim.tickSeconds) / 60);
const listed = (sim: SimulationResult, x: SimulationResult['idle'][number]) =>
  (x.toTick - x.fromTick) * sim.tickSeconds >= LISTED_WAIT_SECONDS;
const listedWaits = (sim: SimulationResult) => sim.idle.filter((x) => listed(sim, x));

function shortWaits(sim: SimulationResult): PlanView['shortWaits'] {
  const short = sim.idle.filter((x) => !listed(sim, x));
  return {
    under: LISTED_WAIT_SECONDS,
    count: short.length,
    minutes: minutes(
      sim,
      short.reduce((sum, x) => sum + x.toTick - x.fromTick, 0),
    ),
  };
}

export function sameOrder(a: OpeningStep[], b: OpeningStep[]): boolean {
  const plain = (s: OpeningStep) => JSON.stringify({...s, note: undefined});
  return a.length === b.length && a.every((s, i) => plain(s) === plain(b[i]));
}

/** One row per step played, its copies together (建造农田 ×2 starts with the first, is done with the last). */
function rows(data: SimData, sim: SimulationResult): PlanRow[] {
  const out: PlanRow[] = sim.played.map((step) => ({
    kind: stepKind(step),
    text: describeStep(data, step),
    start: null,
    done: null,
    waited: null,
    idle: false,
  }));
  for (const t of sim.steps) {
    const row = out[t.index];
    if (t.copy === 1) row.start = minutes(sim, t.startTick);
    row.done = minutes(sim, t.doneTick);
    const waited = minutes(sim, t.waitedTicks);
    if (t.waitedFor && waited >= 1 && waited > (row.waited?.minutes ?? 0))
      row.waited = {minutes: waited, reason: t.waitedFor};
  }
  for (const x of listedWaits(sim)) out[x.index].idle = true;
  if (sim.blocked) out[sim.blocked.index].idle = true;
  return out;
}

function eraTimes(data: SimData, sim: SimulationResult): PlanView['eras'] {
  return [...data.eras]
    .sort((a, b) => a.order - b.order)
    .slice(1)
    .map((e) => ({
      id: e.id,
      name: e.name,
      minutes: sim.eraTicks[e.id] === undefined ? null : minutes(sim, sim.eraTicks[e.id]),
      target: data.rules.era_targets[e.id] ?? null,
    }));
}

/** People, labour and worker places; the main stocks; each with the eras entered and the idle waits. */
function charts(data: SimData, sim: SimulationResult): PlanView['charts'] {
  const overlay = {
    marks: eraTimes(data, sim).flatMap((e) =>
      e.minutes === null ? [] : [{id: e.id, label: e.name, minute: e.minutes}],
    ),
    spans: sim.idle.map((x) => ({from: minutes(sim, x.fromTick), to: minutes(sim, x.toTick)})),
  };
  return openingCharts(data.resources, sim.samples, overlay);
}

/** What the reader may add for a faction: buildings and units of its own or of every faction, every technology and era. */
export function stepChoices(data: SimData, faction: string): {kind: StepKind; id: string; name: string}[] {
  const mine = (f: string) => f === 'all' || f === faction;
  return [
    ...data.buildings.filter((b) => mine(b.faction)).map((b) => ({kind: 'build' as const, id: b.id, name: b.name})),
    ...data.units.filter((u) => mine(u.faction)).map((u) => ({kind: 'train' as const, id: u.id, name: u.name})),
    ...data.technologies.map((t) => ({kind: 'research' as const, id: t.id, name: t.name})),
    ...data.eras.filter((e) => e.order > 1).map((e) => ({kind: 'advance' as const, id: e.id, name: e.name})),
    ...data.units.filter((u) => mine(u.faction)).map((u) => ({kind: 'scout' as const, id: u.id, name: u.name})),
  ];
}
