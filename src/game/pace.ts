/**
 * Derived values the docs show through `:data[derived.pace…]`: how fast a match goes, computed from
 * the data and the opening simulation, so no page types a time by hand.
 */
import type {GameData} from './schema';
import {combatModel, demolish, duel, equalCostOutcome, hitDamage, wallBonusOf, type HitSituation} from './combat';
import {describeStep, shownStart, simulateOpening, simulationTicks, stepKind} from './simulate';
import type {SimulationResult, StepKind} from './simulate';

export {shownStart, simulationTicks};
import {openingCharts, type Chart} from './charts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export interface OpeningRow {
  step: string;
  kind: StepKind;
  note: string | null;
  minute: number;
  done_minute: number;
  /** Population and labour when the step started. */
  population: number;
  labour: number;
  /** True for a step from the branch this start plays. */
  branch: boolean;
}

export interface Pace {
  /** Era id (every era after the first) → the fastest and slowest faction's minutes to it. */
  era_range: Record<string, {min: number; max: number}>;
  /** Era id (every era after the first) → the smallest and largest population on entering it. */
  population_range: Record<string, {min: number; max: number}>;
  /**
   * Over every faction and every start: the minute the first soldiers are ready, and how many
   * soldiers (units not 辅助) are on hand on entering the second era (when the 标准 AI attacks).
   */
  army_range: {first_minute: {min: number; max: number}; second_era_soldiers: {min: number; max: number}};
  factions: Record<
    string,
    {
      /** Era id (every era after the first) → minutes to it and the population on entering it. */
      eras: Record<string, {minutes: number; population: number}>;
      /** One row per step played from the shown start (a step with a count spans all its copies). */
      opening: OpeningRow[];
      /** The start the rows were played from, and whether a branch replaced the first steps there. */
      start: {map: string; start: string};
      /** Minute at which the first soldiers the opening trains are all ready (null: it trains none). */
      army_minute: number | null;
      /** Over the whole opening, drawn as SVG lines: population, labour and worker places; the main stocks. */
      charts: {people: Chart; stocks: Chart};
      /** Labour against worker places: at the end of the build order, and the first minute from which labour always exceeds them. */
      labour: {build_order_end: {labour: number; slots: number}; surplus_from: number | null};
      /** Every start of every map: minutes to each later era, the towns' regions, the branch used. */
      starts: {
        map: string;
        start: string;
        branch: boolean;
        eras: Record<string, number>;
        regions: string[];
        longest_idle_minutes: number;
      }[];
    }
  >;
  /**
   * Minutes a speed-1.0 unit takes to cross each map from west to east: on plain, forest and
   * mountain, and on every terrain of rules' movement (terrain id → minutes).
   */
  maps: Record<
    string,
    {
      cross_plain_minutes: number;
      cross_forest_minutes: number;
      cross_mountain_minutes: number;
      cross_minutes: Record<string, number>;
    }
  >;
  techs: Record<string, {research_minutes: number}>;
  /** Building id (every building that produces grain) → how many people its full output feeds. */
  people_fed: Record<string, number>;
  /** Minutes between two trades with one village (rules' market.village_trade_ticks). */
  village_trade_minutes: number;
  /** Worked fight: the first unit of each pair attacks the second on open ground. */
  fights: Record<
    string,
    {
      counter: number;
      damage: number;
      hits_to_kill: number;
      seconds_to_kill: number;
      damage_behind_wall: number;
      damage_from_height: number;
    }
  >;
  /** Worked duels (pair → who wins, how long the approach and each side's kill take). */
  duels: Record<
    string,
    {
      winner: string;
      approach: number;
      seconds_ab: number;
      seconds_ba: number;
      hits_ab: number;
      hits_ba: number;
      damage_ab: number;
      damage_ba: number;
      equal_n_a: number;
      equal_n_b: number;
      equal_winner: string;
    }
  >;
  /** Worked demolitions: n siege engines against one segment of wall (unit id → n, hp, damage, volleys, seconds). */
  /** n of a unit against one segment of wall; `…_researched` with every technology's wall bonus (攻城术). */
  walls: Record<
    string,
    {
      n: number;
      segment_hp: number;
      damage: number;
      volleys: number;
      seconds: number;
      damage_researched: number;
      seconds_researched: number;
    }
  >;
}

/** The pairs 战斗 works through, and how many of each siege engine take on a segment of wall. */
const WORKED_FIGHTS = [
  ['spearman', 'light_cavalry'],
  ['light_cavalry', 'spearman'],
  ['archer', 'militia'],
] as const;
const WORKED_DUELS = [
  ['crossbowman', 'black_armour'],
  ['archer', 'militia'],
  ['spearman', 'light_cavalry'],
] as const;
const WORKED_WALLS = [
  ['battering_ram', 4],
  ['trebuchet', 4],
  ['bombard', 4],
  ['swordsman', 4],
] as const;

const simulated = new WeakMap<GameData, Record<string, SimulationResult[]>>();
let runs = 0;
/** How many times the openings were simulated in this process (for tests). */
export const simulationRuns = (): number => runs;

/**
 * Each faction's opening played from every start position of every map, run once per loaded
 * data: the progression check (progression.ts), the JSON modules and every `:data[derived.pace…]`
 * read the same runs.
 */
export function allOpeningSimulations(data: GameData): Record<string, SimulationResult[]> {
  const known = simulated.get(data);
  if (known) return known;
  runs++;
  const ticks = simulationTicks(data);
  const result: Record<string, SimulationResult[]> = {};
  for (const o of data.openings)
    result[o.faction] = data.maps.flatMap((m) =>
      m.start_positions.map((p) => simulateOpening(data, o.faction, ticks, {map: m.id, start: p.id})),
    );
  simulated.set(data, result);
  return result;
}

/** Each faction's opening from the start its page shows. */
export function openingSimulations(data: GameData): Record<string, SimulationResult> {
  const all = allOpeningSimulations(data);
  const out: Record<string, SimulationResult> = {};
  for (const [f, list] of Object.entries(all)) {
    const {map, start} = shownStart(data, f);
    const shown = list.find((r) => r.position.map === map && r.position.start === start) ?? list[0];
    if (shown) out[f] = shown;
  }
  return out;
}

export function damage(data: GameData, attackerId: string, defenderId: string, opts: HitSituation = {}): number {
  const unit = (id: string) => data.units.find((u) => u.id === id)!;
  return hitDamage(data.rules.combat, unit(attackerId), unit(defenderId), opts);
}

function worked(data: GameData): Pick<Pace, 'fights' | 'duels' | 'walls'> {
  const unit = (id: string) => data.units.find((u) => u.id === id)!;
  const model = combatModel(data.rules);
  const values = new Map(data.resources.map((r) => [r.id, r.value]));
  const fights: Pace['fights'] = {};
  for (const [a, d] of WORKED_FIGHTS) {
    const one = duel(model, unit(a), unit(d));
    const counter = data.rules.combat.counters[unit(a).type]?.[unit(d).type] ?? 1;
    fights[`${a}_vs_${d}`] = {
      counter,
      damage: one.damageAB,
      hits_to_kill: one.hitsAB,
      seconds_to_kill: oneDecimal(one.hitsAB * unit(a).attack_interval),
      damage_behind_wall: damage(data, a, d, {wall: true}),
      damage_from_height: damage(data, a, d, {height: true}),
    };
  }
  const duels: Pace['duels'] = {};
  for (const [a, b] of WORKED_DUELS) {
    const one = duel(model, unit(a), unit(b));
    const name = (w: 'a' | 'b' | 'draw') => (w === 'draw' ? '同归于尽' : unit(w === 'a' ? a : b).name);
    const many = equalCostOutcome(model, unit(a), unit(b), values);
    duels[`${a}_vs_${b}`] = {
      winner: name(one.winner),
      approach: one.approach,
      seconds_ab: one.secondsAB,
      seconds_ba: one.secondsBA,
      hits_ab: one.hitsAB,
      hits_ba: one.hitsBA,
      damage_ab: one.damageAB,
      damage_ba: one.damageBA,
      equal_n_a: many.nA,
      equal_n_b: many.nB,
      equal_winner: name(many.winner),
    };
  }
  const wall = data.buildings.find((b) => b.id === 'city_wall');
  const walls: Pace['walls'] = {};
  if (wall) {
    const segment = {id: wall.id, hp: Math.round(wall.hp / data.rules.combat.wall_segments)};
    const bonuses = data.technologies.map((t) => t.wall_damage_bonus);
    for (const [id, n] of WORKED_WALLS) {
      const researched = demolish(model, unit(id), n, segment, wallBonusOf(bonuses, unit(id)));
      walls[id] = {
        n,
        segment_hp: segment.hp,
        ...demolish(model, unit(id), n, segment),
        damage_researched: researched.damage,
        seconds_researched: researched.seconds,
      };
    }
  }
  return {fights, duels, walls};
}

const computed = new WeakMap<GameData, Pace>();

/**
 * The pace of a match, computed once per loaded data (the store hands out the same object until a
 * file changes): the JSON modules and every `:data[derived.pace…]` read the same result.
 */
export function pace(data: GameData): Pace {
  const known = computed.get(data);
  if (known) return known;
  const result = computePace(data);
  computed.set(data, result);
  return result;
}

function computePace(data: GameData): Pace {
  const tick = data.productivity.tick_seconds;
  const minutes = (ticks: number | undefined) => (ticks === undefined ? NaN : oneDecimal((ticks * tick) / 60));
  const later = [...data.eras].sort((a, b) => a.order - b.order).slice(1);
  const sims = openingSimulations(data);
  const all = allOpeningSimulations(data);
  const factions: Pace['factions'] = {};
  for (const f of data.factions) {
    const sim = sims[f.id];
    if (!sim) continue;
    const eras: Pace['factions'][string]['eras'] = {};
    for (const e of later)
      eras[e.id] = {minutes: minutes(sim.eraTicks[e.id]), population: Math.floor(sim.eraPopulation[e.id] ?? NaN)};
    const starts = (all[f.id] ?? []).map((r) => ({
      map: r.position.map,
      start: r.position.start,
      branch: r.branchSteps > 0,
      eras: Object.fromEntries(later.map((e) => [e.id, minutes(r.eraTicks[e.id])])),
      regions: r.regions,
      longest_idle_minutes: minutes(Math.max(0, ...r.idle.map((x) => x.toTick - x.fromTick))),
    }));
    factions[f.id] = {
      eras,
      opening: openingRows(data, sim),
      start: sim.position,
      army_minute: armyMinute(data, sim),
      charts: openingCharts(data.resources, sim.samples),
      labour: labourSummary(data, sim),
      starts,
    };
  }
  const m = data.rules.movement;
  const maps: Pace['maps'] = {};
  for (const map of data.maps) {
    const secs = map.size.width / m.tiles_per_speed;
    maps[map.id] = {
      cross_plain_minutes: oneDecimal(secs / 60),
      cross_forest_minutes: oneDecimal((secs * (m.terrain_cost.forest ?? 1)) / 60),
      cross_mountain_minutes: oneDecimal((secs * (m.terrain_cost.mountain ?? 1)) / 60),
      cross_minutes: Object.fromEntries(
        Object.entries(m.terrain_cost).map(([terrain, cost]) => [terrain, oneDecimal((secs * cost) / 60)]),
      ),
    };
  }
  const techs: Pace['techs'] = {};
  for (const t of data.technologies) techs[t.id] = {research_minutes: oneDecimal(t.research_time / 60)};
  const {fights, duels, walls} = worked(data);
  const era_range: Pace['era_range'] = {};
  const population_range: Pace['population_range'] = {};
  for (const e of later) {
    const times = Object.values(factions).map((f) => f.eras[e.id].minutes);
    era_range[e.id] = {min: Math.min(...times), max: Math.max(...times)};
    const people = Object.values(factions).map((f) => f.eras[e.id].population);
    population_range[e.id] = {min: Math.min(...people), max: Math.max(...people)};
  }
  const people_fed: Pace['people_fed'] = {};
  for (const b of data.buildings) {
    const grain = b.produces?.grain;
    if (grain) people_fed[b.id] = Math.floor(grain / data.rules.population.food_per_head);
  }
  const village_trade_minutes = minutes(data.rules.market.village_trade_ticks);
  return {
    era_range,
    population_range,
    army_range: armyRange(data, all),
    factions,
    maps,
    techs,
    fights,
    duels,
    walls,
    people_fed,
    village_trade_minutes,
  };
}

function openingRows(data: GameData, sim: SimulationResult): OpeningRow[] {
  const minutes = (ticks: number) => oneDecimal((ticks * sim.tickSeconds) / 60);
  const rows: OpeningRow[] = [];
  for (const s of sim.steps) {
    if (s.copy > 1) {
      rows[rows.length - 1].done_minute = minutes(s.doneTick);
      continue;
    }
    const sample = sim.samples.find((x) => x.minute >= minutes(s.startTick)) ?? sim.samples[sim.samples.length - 1];
    rows.push({
      step: describeStep(data, s.step),
      kind: stepKind(s.step),
      note: s.step.note ?? null,
      minute: minutes(s.startTick),
      done_minute: minutes(s.doneTick),
      population: sample?.population ?? 0,
      labour: sample?.labour ?? 0,
      branch: s.index < sim.branchSteps,
    });
  }
  return rows;
}

const range = (values: number[]) => ({min: Math.min(...values), max: Math.max(...values)});

/** Soldiers (units not 辅助) on hand when an opening entered `era`. */
export function soldiersAt(data: GameData, sim: SimulationResult, era: string): number {
  const military = (id: string) => data.units.find((u) => u.id === id)?.type !== '辅助';
  return Object.entries(sim.eraUnits[era] ?? {}).reduce((n, [id, k]) => n + (military(id) ? k : 0), 0);
}

/** The second era's id (the one the 标准 AI attacks in). */
export const secondEra = (data: GameData): string => [...data.eras].sort((a, b) => a.order - b.order)[1]!.id;

function armyRange(data: GameData, all: Record<string, SimulationResult[]>): Pace['army_range'] {
  const sims = Object.values(all).flat();
  const firsts = sims.map((s) => armyMinute(data, s)).filter((m): m is number => m !== null);
  return {
    first_minute: range(firsts),
    second_era_soldiers: range(sims.map((s) => soldiersAt(data, s, secondEra(data)))),
  };
}

/** When the first soldiers (not 辅助) the opening trains are all ready. */
export function armyMinute(data: GameData, sim: SimulationResult): number | null {
  const military = (id: string) => data.units.find((u) => u.id === id)?.type !== '辅助';
  const first = sim.steps.find((s) => 'train' in s.step && military(s.step.train));
  if (!first) return null;
  const last = sim.steps.filter((s) => s.index === first.index).reduce((a, s) => (s.doneTick > a ? s.doneTick : a), 0);
  return oneDecimal((last * sim.tickSeconds) / 60);
}

function labourSummary(data: GameData, sim: SimulationResult): Pace['factions'][string]['labour'] {
  const end = data.rules.opening.build_order_minutes;
  const at = sim.samples.find((s) => s.minute >= end) ?? sim.samples[sim.samples.length - 1];
  let from: number | null = null;
  for (const s of sim.samples) {
    if (s.labour > s.slots) from ??= s.minute;
    else from = null;
  }
  return {build_order_end: {labour: at?.labour ?? 0, slots: at?.slots ?? 0}, surplus_from: from};
}
