/**
 * A small deterministic economy: one tick is the data's 旬 (productivity.yaml tick_seconds).
 * It plays a faction's opening (data/openings.yaml) from one start position of one map
 * (data/maps.yaml), with base yields and no building, technology, policy or faction bonuses,
 * so it is a conservative bound: a real match with them is faster, never slower. From the data:
 * - population (rules.yaml): growth per town while grain lasts, housing from towns and granaries,
 *   food per head, the labour share, starvation; units eat their upkeep (units.yaml);
 * - where buildings stand: a gathering building (rules.yaml region_buildings) only in a town whose
 *   region lists its resource, its output times that region's terrain fertility; at most
 *   rules.yaml building_limits of a kind per town; a new town goes to the nearest free region
 *   that brings a gathered resource the player lacks (else the nearest free region);
 * - construction: one site per rules.yaml construction.builders_per_site 役夫; one research at a
 *   time; each training building trains one unit at a time;
 * - storage per town (resources.yaml storage_cap): the other towns send all they make to the
 *   capital (调拨: rules.yaml logistics, transfer_loss lost on the way, tiles_per_tick of travel
 *   between the regions' centres), and every cost is paid from the capital's store. A real player
 *   also pays an outer town's buildings from its own store, so this too is a bound, never faster;
 * - country levels, administration and eras as the data says (see simulateOpening).
 * Steps start in order: a step that cannot start holds back every later one.
 */
import type {Region} from './schema';
import type {SimData, SimMap} from './simData';
import type {OpeningStep} from './rules';
import {Obstacles, type Obstacle} from './simulateObstacles';

export interface StepTiming {
  step: OpeningStep;
  /** Index of the step in the steps played (a branch's steps first, then the opening's rest). */
  index: number;
  /** Which of the step's `count` buildings or units this is (1-based; 1 for every other step). */
  copy: number;
  /** Tick at which the step became the next one to start. */
  readyTick: number;
  startTick: number;
  doneTick: number;
  /** What held the step back longest while it waited (null when it started at once). */
  waitedFor: string | null;
  /** Ticks it waited for that reason. */
  waitedTicks: number;
}

export interface Blocked {
  index: number;
  copy: number;
  step: OpeningStep;
  /** Chinese sentence: what is missing. */
  reason: string;
  /** The first era the opening was still to enter when it stopped. */
  era?: string;
}

/** A stretch with nothing built, researched or trained while the next step waited. */
export interface IdleSpan {
  fromTick: number;
  toTick: number;
  index: number;
  copy: number;
  reason: string;
}

/** The state once a minute, for the chart of resources and labour. */
export interface Sample {
  minute: number;
  stock: Record<string, number>;
  population: number;
  /** People who can work (population × labour share). */
  labour: number;
  /** Worker places in the buildings built so far. */
  slots: number;
}

export interface Position {
  map: string;
  start: string;
}

export interface SimulationResult {
  faction: string;
  position: Position;
  tickSeconds: number;
  steps: StepTiming[];
  /** The steps played: a branch's steps, then the rest of the opening. */
  played: OpeningStep[];
  /** How many of `played` came from a branch (0 when the opening's own steps were played). */
  branchSteps: number;
  /** Era id → tick at which the faction entered it. */
  eraTicks: Record<string, number>;
  /** Era id → population when the faction entered it. */
  eraPopulation: Record<string, number>;
  /** Era id → the units on hand (unit id → how many) when the opening entered it. */
  eraUnits: Record<string, Record<string, number>>;
  population: number;
  stock: Record<string, number>;
  towns: number;
  /** Region of each town, in the order they were founded. */
  regions: string[];
  level: string | null;
  idle: IdleSpan[];
  samples: Sample[];
  blocked?: Blocked;
}

export const EPS = 1e-9;
export type StepKind = 'build' | 'research' | 'advance' | 'train' | 'scout';
export const stepKind = (step: OpeningStep): StepKind =>
  'build' in step
    ? 'build'
    : 'research' in step
      ? 'research'
      : 'advance' in step
        ? 'advance'
        : 'train' in step
          ? 'train'
          : 'scout';
export const stepTarget = (step: OpeningStep): string =>
  'build' in step
    ? step.build
    : 'research' in step
      ? step.research
      : 'advance' in step
        ? step.advance
        : 'train' in step
          ? step.train
          : step.scout;
/** How many times a step runs: a build or train step may ask for several of one kind. */
export const stepCount = (step: OpeningStep): number => ('build' in step || 'train' in step ? (step.count ?? 1) : 1);

/** A step as the docs and the problems name it: 建造粮仓 ×3, 研究冶铁, 训练民兵 ×4, 进入王权时代. */
export function describeStep(data: SimData, step: OpeningStep): string {
  const target = stepTarget(step);
  const n = stepCount(step);
  const times = n > 1 ? ` ×${n}` : '';
  const unit = () => data.units.find((u) => u.id === target)?.name ?? target;
  switch (stepKind(step)) {
    case 'build':
      return `建造${data.buildings.find((b) => b.id === target)?.name ?? target}${times}`;
    case 'research':
      return `研究${data.technologies.find((t) => t.id === target)?.name ?? target}`;
    case 'train':
      return `训练${unit()}${times}`;
    case 'scout':
      return `派${unit()}侦察`;
    default:
      return `进入${data.eras.find((e) => e.id === target)?.name ?? target}`;
  }
}

/**
 * How long the opening simulation runs: twice the latest era target, so an opening that misses a
 * target still shows when it got there, and one that never gets there stops with what it lacked.
 */
export function simulationTicks(data: SimData): number {
  const targets = Object.values(data.rules.era_targets);
  return targets.length ? Math.ceil((2 * Math.max(...targets) * 60) / data.productivity.tick_seconds) : 10_000;
}

/** The start an opening's page shows (openings.yaml `start`, map.start). */
export function shownStart(data: SimData, factionId: string): {map: string; start: string} {
  const [map, start] = (data.openings.find((o) => o.faction === factionId)?.start ?? '.').split('.');
  return {map, start};
}

/** The steps an opening plays from a start: its branch for that start replaces its first steps. */
export function stepsFor(
  data: SimData,
  factionId: string,
  position: Position,
): {steps: OpeningStep[]; branchSteps: number} {
  const opening = data.openings.find((o) => o.faction === factionId);
  const ref = `${position.map}.${position.start}`;
  const branch = opening?.branches?.find((b) => b.starts.includes(ref));
  if (!opening) return {steps: [], branchSteps: 0};
  if (!branch) return {steps: opening.steps, branchSteps: 0};
  return {steps: [...branch.steps, ...opening.steps.slice(branch.replaces)], branchSteps: branch.steps.length};
}

/** Output on its way to the capital: it arrives `delay` ticks after it is made. */
export interface Arrival {
  delay: number;
  amounts: [string, number][];
}

export interface Town {
  region: Region;
  built: string[];
}

/** Everything that changes while an opening is played. */
export class OpeningState {
  readonly data: SimData;
  readonly map: SimMap;
  t = 0;
  stock: Record<string, number>;
  pop: number;
  towns: Town[];
  /** Buildings in the order they were finished, with the town they stand in (labour goes in this order). */
  built: {id: string; town: Town}[] = [];
  techs: Set<string>;
  units: Record<string, number>;
  era: SimData['eras'][number];
  /** Index in country_levels of the highest level reached so far (levels are never lost). */
  level = -1;
  admin = 0;
  sites: {id: string; town: Town; done: number}[] = [];
  research: {id: string; done: number} | null = null;
  /** Training building id → the unit it is training. */
  training = new Map<string, {id: string; done: number}>();
  /** Lookups by id: the tick loop asks them every tick (the planner re-plans within 50 ms on a phone). */
  readonly buildingById: Map<string, SimData['buildings'][number]>;
  readonly unitById: Map<string, SimData['units'][number]>;
  readonly storageCap: Map<string, number>;
  private readonly fertilityOf: Map<string, Record<string, number>>;
  private readonly counts = new Map<string, number>();
  /**
   * The finished buildings that produce, in `built`'s order, with what a full staff makes where
   * they stand, the ticks their output takes to reach the capital and the share that arrives.
   */
  private readonly producers: {
    workers: number;
    fertility: number;
    produces: [string, number][];
    delay: number;
    share: number;
  }[] = [];
  /** Sum of the finished buildings' admin_points, added in `built`'s order. */
  adminPoints = 0;
  /** Worker places in the finished buildings, and in those that produce. */
  private workerPlaces = 0;
  private producerPlaces = 0;

  constructor(data: SimData, factionId: string, map: SimMap, region: Region) {
    this.data = data;
    this.map = map;
    this.buildingById = new Map(data.buildings.map((b) => [b.id, b]));
    this.unitById = new Map(data.units.map((u) => [u.id, u]));
    this.storageCap = new Map(data.resources.map((r) => [r.id, r.storage_cap]));
    this.fertilityOf = new Map(data.productivity.terrains.map((t) => [t.id, t.fertility]));
    const start = data.rules.start[factionId];
    this.stock = {...(start?.resources ?? {})};
    this.pop = start?.population ?? 0;
    this.towns = [{region, built: []}];
    for (const [b, n] of Object.entries(start?.buildings ?? {}))
      for (let i = 0; i < n; i++) this.finish(b, this.towns[0]);
    this.techs = new Set(start?.technologies ?? []);
    this.units = {...(start?.units ?? {})};
    this.era = data.eras.find((e) => e.order === 1)!;
  }

  count(id: string): number {
    return this.counts.get(id) ?? 0;
  }

  /** A finished building joins its town; a finished town hall outside every town founds a new town. */
  finish(id: string, town: Town): void {
    if (!this.towns.includes(town)) this.towns.push(town);
    town.built.push(id);
    this.built.push({id, town});
    this.counts.set(id, this.count(id) + 1);
    const b = this.buildingById.get(id);
    this.workerPlaces += b?.workers ?? 0;
    this.adminPoints += b?.admin_points ?? 0;
    if (b && b.workers !== 0 && b.produces) this.producerPlaces += b.workers;
    if (b && b.workers !== 0 && b.produces)
      this.producers.push({
        workers: b.workers,
        fertility: this.fertility(id, town),
        produces: Object.entries(b.produces),
        ...this.transfer(town),
      });
  }

  /** How a town's output reaches the capital: ticks on the road and the share left (调拨). */
  transfer(town: Town): {delay: number; share: number} {
    const capital = this.towns[0];
    if (town === capital) return {delay: 0, share: 1};
    const {transfer_loss, tiles_per_tick} = this.data.rules.logistics;
    const [a, b] = [town.region.at, capital.region.at];
    return {
      delay: Math.max(1, Math.ceil(Math.hypot(a[0] - b[0], a[1] - b[1]) / tiles_per_tick)),
      share: 1 - transfer_loss,
    };
  }

  /** A trained unit joins the army (the sums over units are worked out again on the next ask). */
  addUnit(id: string): void {
    this.units[id] = (this.units[id] ?? 0) + 1;
    this.army = null;
  }

  /** Builders, admin points and upkeep of the units on hand, kept until a unit is added. */
  private army: {builders: number; admin: number; upkeep: Record<string, number>} | null = null;
  private armySums(): NonNullable<OpeningState['army']> {
    if (this.army) return this.army;
    let builders = 0;
    let admin = 0;
    const upkeep: Record<string, number> = {};
    for (const [u, n] of Object.entries(this.units)) {
      const unit = this.unitById.get(u);
      builders += (unit?.perks?.builder ?? 0) * n;
      admin += (unit?.perks?.admin_points ?? 0) * n;
      for (const [r, k] of Object.entries(unit?.upkeep ?? {})) upkeep[r] = (upkeep[r] ?? 0) + k * n;
    }
    return (this.army = {builders, admin, upkeep});
  }

  /** Builders on hand: each unit counts its `perks.builder` (a 役夫 is 1). */
  laborers(): number {
    return this.armySums().builders;
  }

  /** Admin points the units add where they stay (`perks.admin_points`, 御史). */
  unitAdminPoints(): number {
    return this.armySums().admin;
  }

  /** What the units eat and cost per tick (read only: it is kept between ticks). */
  upkeep(): Readonly<Record<string, number>> {
    return this.armySums().upkeep;
  }

  /** Fertility of a building's output where it stands: terrain fertility for gathering buildings, else 1. */
  fertility(id: string, town: Town): number {
    const resource = this.data.rules.region_buildings[id];
    if (!resource) return 1;
    return this.fertilityOf.get(town.region.terrain)?.[resource] ?? this.data.productivity.default_fertility;
  }

  labour(): number {
    return Math.floor(this.pop * this.data.rules.population.labour_share);
  }

  private incomeCache = {labour: -1, built: -1, out: {} as Record<string, number>, arrivals: [] as Arrival[]};

  /**
   * Output per tick as the capital gets it, and by delay what the other towns send: labour staffs
   * the buildings in the order they were finished (kept until labour or buildings change).
   */
  private staffed(): {out: Record<string, number>; arrivals: Arrival[]} {
    // Labour beyond the producers' places staffs nothing more: the output is the same for any of it.
    let labour = Math.min(this.labour(), this.producerPlaces);
    const cache = this.incomeCache;
    if (cache.labour === labour && cache.built === this.producers.length) return cache;
    const out: Record<string, number> = {};
    const byDelay = new Map<number, Record<string, number>>();
    this.incomeCache = {labour, built: this.producers.length, out, arrivals: []};
    for (const {workers, fertility: f, produces, delay, share} of this.producers) {
      const staff = Math.min(workers, labour);
      labour -= staff;
      if (staff === 0) continue;
      let sent = byDelay.get(delay);
      if (!sent) byDelay.set(delay, (sent = {}));
      for (const [r, n] of produces) {
        const made = (n * staff * f) / workers;
        out[r] = (out[r] ?? 0) + made * share;
        sent[r] = (sent[r] ?? 0) + made * share;
      }
    }
    for (const [delay, amounts] of byDelay) this.incomeCache.arrivals.push({delay, amounts: Object.entries(amounts)});
    return this.incomeCache;
  }

  /** What reaches the capital per tick in the steady state (the other towns' output after the road's loss). */
  income(): Record<string, number> {
    return this.staffed().out;
  }

  /** This tick's output by the delay it reaches the capital with. */
  arrivals(): Arrival[] {
    return this.staffed().arrivals;
  }

  slots(): number {
    return this.workerPlaces;
  }
}

/** Regions a new town may stand in, nearest to the start first: not water, not another player's start. */
export function expansionOrder(data: SimData, map: SimMap, home: Region): Region[] {
  const starts = new Set(map.start_positions.map((s) => s.region));
  const d = (r: Region) => Math.hypot(r.at[0] - home.at[0], r.at[1] - home.at[1]);
  const water = new Set(['lake']);
  return map.regions
    .filter((r) => r !== home && !starts.has(r.id) && !water.has(r.terrain))
    .sort((a, b) => d(a) - d(b));
}

/**
 * Plays `factionId`'s opening from `position` for at most `maxTicks` ticks (see the module comment).
 * Country levels are reached once population, towns and era meet their thresholds and never lost;
 * admin points recover by the level's admin_regen plus the buildings' admin_points up to the
 * level's admin_cap, and every town hall beyond the first costs new_town_cost; each resource is
 * stored up to storage_cap per town; an era is entered once its level, the previous era's
 * technologies and its cost are met.
 */
export function simulateOpening(
  data: SimData,
  factionId: string,
  maxTicks: number,
  position: Position,
  order?: OpeningStep[],
): SimulationResult {
  const map = data.maps.find((m) => m.id === position.map);
  const startPos = map?.start_positions.find((s) => s.id === position.start);
  const region = map?.regions.find((r) => r.id === startPos?.region);
  if (!map || !region) throw new Error(`未知的出生点 ${position.map}.${position.start}`);
  // An order of the reader's own (the opening planner) is played as it is, with no branch.
  const {steps: played, branchSteps} = order ? {steps: order, branchSteps: 0} : stepsFor(data, factionId, position);
  const state = new OpeningState(data, factionId, map, region);
  const run = new Runner(state, played, expansionOrder(data, map, region));
  run.play(maxTicks);
  const result: SimulationResult = {
    faction: factionId,
    position,
    tickSeconds: data.productivity.tick_seconds,
    steps: run.timings,
    played,
    branchSteps,
    eraTicks: run.eraTicks,
    eraPopulation: run.eraPopulation,
    eraUnits: run.eraUnits,
    population: state.pop,
    stock: state.stock,
    towns: state.towns.length,
    regions: state.towns.map((t) => t.region.id),
    level: data.country_levels[state.level]?.id ?? null,
    idle: run.idle,
    samples: run.samples,
  };
  const stuck = run.stuck();
  if (stuck) result.blocked = stuck;
  return result;
}

/** The tick loop: starts steps, finishes work, produces, feeds and grows. */
class Runner {
  readonly timings: StepTiming[] = [];
  readonly eraTicks: Record<string, number>;
  readonly eraPopulation: Record<string, number>;
  readonly eraUnits: Record<string, Record<string, number>>;
  readonly idle: IdleSpan[] = [];
  readonly samples: Sample[] = [];
  private readonly queue: {step: OpeningStep; index: number; copy: number}[];
  private next = 0;
  private readyTick = 0;
  private waits = new Map<string, {ticks: number; why: Obstacle}>();
  private idleSince: number | null = null;
  private readonly obstacles: Obstacles;

  constructor(
    private readonly s: OpeningState,
    played: OpeningStep[],
    expansion: Region[],
  ) {
    this.queue = played.flatMap((step, index) =>
      Array.from({length: stepCount(step)}, (_, c) => ({step, index, copy: c + 1})),
    );
    this.eraTicks = {[s.era.id]: 0};
    this.eraPopulation = {[s.era.id]: s.pop};
    this.eraUnits = {[s.era.id]: {...s.units}};
    this.obstacles = new Obstacles(s, expansion);
  }

  play(maxTicks: number): void {
    const s = this.s;
    const tickSeconds = s.data.productivity.tick_seconds;
    for (s.t = 0; s.t <= maxTicks; s.t++) {
      this.finishWork();
      this.obstacles.updateLevel();
      const waiting = this.startSteps();
      this.trackIdle(waiting);
      if ((s.t * tickSeconds) % 60 === 0) this.sample((s.t * tickSeconds) / 60);
      if (this.next >= this.queue.length && !this.busy()) break;
      this.produce();
    }
    this.trackIdle(null);
  }

  private busy(): boolean {
    return this.s.sites.length > 0 || this.s.research !== null || this.s.training.size > 0;
  }

  private finishWork(): void {
    const s = this.s;
    if (s.sites.some((x) => x.done <= s.t)) {
      for (const site of s.sites.filter((x) => x.done <= s.t)) s.finish(site.id, site.town);
      s.sites = s.sites.filter((x) => x.done > s.t);
    }
    if (s.research && s.research.done <= s.t) {
      s.techs.add(s.research.id);
      s.research = null;
    }
    // Deleting the entry being visited is safe in a Map's iteration.
    for (const [where, unit] of s.training) {
      if (unit.done > s.t) continue;
      s.addUnit(unit.id);
      s.training.delete(where);
    }
  }

  /** Starts as many consecutive steps as can start now; returns why the next one waits, if it does. */
  private startSteps(): Obstacle | null {
    while (this.next < this.queue.length) {
      const {step, index, copy} = this.queue[this.next];
      const why = this.obstacles.of(step);
      if (why) {
        const w = this.waits.get(why.key) ?? {ticks: 0, why};
        w.ticks++;
        w.why = why;
        this.waits.set(why.key, w);
        return why;
      }
      const longest = [...this.waits.values()].sort((a, b) => b.ticks - a.ticks)[0];
      const doneTick = this.obstacles.start(step);
      if ('advance' in step) {
        this.eraTicks[step.advance] = this.s.t;
        this.eraPopulation[step.advance] = this.s.pop;
        this.eraUnits[step.advance] = {...this.s.units};
      }
      this.timings.push({
        step,
        index,
        copy,
        readyTick: this.readyTick,
        startTick: this.s.t,
        doneTick,
        waitedFor: longest?.why.text ?? null,
        waitedTicks: longest?.ticks ?? 0,
      });
      this.next++;
      this.readyTick = this.s.t;
      this.waits.clear();
    }
    return null;
  }

  /**
   * Records each stretch in which the next step waited while nothing was in progress, with what
   * held it longest (a stretch can pass from one step's wait to the next: the reason must name
   * the wait that made it long, not the last tick's).
   */
  private trackIdle(waiting: Obstacle | null): void {
    const idleNow = waiting !== null && !this.busy();
    if (idleNow && this.idleSince === null) {
      this.idleSince = this.s.t;
      this.idleAt = this.queue[this.next];
      this.idleReasons.clear();
    }
    if (idleNow && waiting) {
      this.lastIdleReason = waiting;
      const key = `${this.next}:${waiting.key}`;
      const held = this.idleReasons.get(key) ?? {ticks: 0, why: waiting, at: this.queue[this.next]};
      // What it lacked when this wait began: the last tick's (38 of 40) made an 80-second wait read as a short one.
      this.idleReasons.set(key, {ticks: held.ticks + 1, why: held.why, at: held.at});
    }
    if (!idleNow && this.idleSince !== null && this.idleAt) {
      const longest = [...this.idleReasons.values()].sort((a, b) => b.ticks - a.ticks)[0];
      const at = longest?.at ?? this.idleAt;
      this.idle.push({
        fromTick: this.idleSince,
        toTick: this.s.t,
        index: at.index,
        copy: at.copy,
        reason: (longest?.why ?? this.lastIdleReason)?.text ?? '',
      });
      this.idleSince = null;
    }
  }
  private lastIdleReason: Obstacle | null = null;
  private idleAt: {index: number; copy: number} | undefined;
  private readonly idleReasons = new Map<string, {ticks: number; why: Obstacle; at: {index: number; copy: number}}>();

  private sample(minute: number): void {
    const s = this.s;
    this.samples.push({
      minute,
      stock: {...s.stock},
      population: Math.floor(s.pop),
      labour: s.labour(),
      slots: s.slots(),
    });
  }

  /** Output on the road to the capital, by the tick it arrives (the capital's own arrives this tick). */
  private readonly road = new Map<number, Record<string, number>>();

  private send(arrivals: Arrival[]): void {
    for (const {delay, amounts} of arrivals) {
      // The capital's own output (delay 0) is stored this tick, like everything else that is due.
      const at = this.s.t + delay;
      let due = this.road.get(at);
      if (!due) this.road.set(at, (due = {}));
      for (const [r, k] of amounts) due[r] = (due[r] ?? 0) + k;
    }
  }

  /** Produce, administer, feed, grow. */
  private produce(): void {
    const s = this.s;
    const rules = s.data.rules;
    const n = s.towns.length;
    this.send(s.arrivals());
    const due = this.road.get(s.t);
    this.road.delete(s.t);
    // for…in, not Object.entries: the same order, without two arrays per resource every tick.
    if (due)
      for (const r in due) {
        const cap = s.storageCap.get(r) ?? Infinity;
        s.stock[r] = Math.min(cap, (s.stock[r] ?? 0) + due[r]);
      }
    s.admin = Math.min(this.obstacles.adminCap(), s.admin + this.obstacles.adminRegen());
    const upkeep = s.upkeep();
    for (const r in upkeep) s.stock[r] = (s.stock[r] ?? 0) - upkeep[r];
    s.stock.grain = (s.stock.grain ?? 0) - s.pop * rules.population.food_per_head;
    const housing = n * rules.population.housing_per_town + s.count('granary') * rules.population.housing_per_granary;
    if (s.stock.grain < 0) {
      s.stock.grain = 0;
      s.pop -= s.pop * rules.population.starvation_loss;
    } else s.pop = Math.min(housing, s.pop + n * rules.population.growth_per_tick);
    for (const r in upkeep) if (r !== 'grain' && s.stock[r] < 0) s.stock[r] = 0;
  }

  /** Where the opening stopped, if it did not play every step. */
  stuck(): Blocked | undefined {
    if (this.next >= this.queue.length) return undefined;
    const {step, index, copy} = this.queue[this.next];
    const era = this.queue.slice(this.next).find((q) => 'advance' in q.step)?.step;
    const reason = this.obstacles.of(step)?.text ?? this.lastIdleReason?.text ?? '超出模拟时长';
    return {
      index,
      copy,
      step,
      reason: reason || '超出模拟时长',
      ...(era && 'advance' in era ? {era: era.advance} : {}),
    };
  }
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
