/**
 * A small deterministic economy: one tick is the data's 旬 (productivity.yaml tick_seconds).
 * It plays a faction's opening (data/openings.yaml) from its start (data/rules.yaml) with base
 * yields (every tile at productivity.yaml's default_fertility, no building, technology, policy or
 * faction bonuses), one construction and
 * one research at a time. What it models, each from the data:
 * - population (rules.yaml): growth per town while grain lasts, housing from towns and granaries,
 *   food per head, the labour share, starvation; the starting units eat their upkeep (units.yaml);
 * - country levels (country_levels.yaml): reached automatically once population, towns (built
 *   城邑府) and era meet the thresholds, never lost again;
 * - administration (resources.yaml admin_points, country_levels.yaml): points recover by the
 *   level's admin_regen plus the built buildings' admin_points, up to the level's admin_cap; every
 *   城邑府 beyond the first founds a new town and costs new_town_cost;
 * - storage: each resource up to storage_cap per town;
 * - eras (eras.yaml): entered only when the level, the number of the previous era's technologies
 *   and the advance cost are all met.
 * The build uses it to prove that every era is reached within rules.yaml's era_targets, and the
 * docs show its times. Leaving the bonuses out makes it a conservative bound: a real match with
 * them is faster, never slower.
 */
import type {GameData} from './schema';
import type {OpeningStep} from './rules';

export interface StepTiming {
  step: OpeningStep;
  /** Index of the step in openings.yaml. */
  index: number;
  /** Which of the step's `count` buildings this is (1-based; 1 for every other step). */
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

export interface SimulationResult {
  faction: string;
  tickSeconds: number;
  steps: StepTiming[];
  /** Era id → tick at which the faction entered it. */
  eraTicks: Record<string, number>;
  /** Era id → population when the faction entered it. */
  eraPopulation: Record<string, number>;
  /** Population, stock, towns and country level when the opening ended (or stopped). */
  population: number;
  stock: Record<string, number>;
  towns: number;
  level: string | null;
  blocked?: Blocked;
}

const EPS = 1e-9;
export const stepKind = (step: OpeningStep): 'build' | 'research' | 'advance' =>
  'build' in step ? 'build' : 'research' in step ? 'research' : 'advance';
export const stepTarget = (step: OpeningStep): string =>
  'build' in step ? step.build : 'research' in step ? step.research : step.advance;
/** How many times a step runs: a build step may ask for several buildings of one kind. */
export const stepCount = (step: OpeningStep): number => ('build' in step ? step.count ?? 1 : 1);

/** A step as the docs and the problems name it: 建造粮仓 ×3, 研究冶铁, 进入王权时代. */
export function describeStep(data: GameData, step: OpeningStep): string {
  const target = stepTarget(step);
  if ('build' in step) {
    const n = stepCount(step);
    return `建造${data.buildings.find((b) => b.id === target)?.name ?? target}${n > 1 ? ` ×${n}` : ''}`;
  }
  if ('research' in step) return `研究${data.technologies.find((t) => t.id === target)?.name ?? target}`;
  return `进入${data.eras.find((e) => e.id === target)?.name ?? target}`;
}

/** Why a step cannot start: `key` says what kind of obstacle (to tell the longest wait), `text` says it in Chinese. */
interface Obstacle {
  key: string;
  text: string;
}

export function simulateOpening(data: GameData, factionId: string, maxTicks: number): SimulationResult {
  const rules = data.rules;
  const start = rules.start[factionId];
  const opening = data.openings.find((o) => o.faction === factionId);
  const tick = data.productivity.tick_seconds;
  const res = new Map(data.resources.map((r) => [r.id, r]));
  const byBuilding = new Map(data.buildings.map((b) => [b.id, b]));
  const byTech = new Map(data.technologies.map((t) => [t.id, t]));
  const byEra = new Map(data.eras.map((e) => [e.id, e]));
  const byUnit = new Map(data.units.map((u) => [u.id, u]));
  const resName = (id: string) => res.get(id)?.name ?? id;
  const newTownCost = data.admin_points.new_town_cost;

  const stock: Record<string, number> = {...(start?.resources ?? {})};
  let pop = start?.population ?? 0;
  const built: string[] = [];
  for (const [b, n] of Object.entries(start?.buildings ?? {})) for (let i = 0; i < n; i++) built.push(b);
  const techs = new Set(start?.technologies ?? []);
  const upkeep: Record<string, number> = {};
  for (const [u, n] of Object.entries(start?.units ?? {}))
    for (const [r, k] of Object.entries(byUnit.get(u)?.upkeep ?? {})) upkeep[r] = (upkeep[r] ?? 0) + k * n;
  let era = data.eras.find((e) => e.order === 1)!;
  const eraTicks: Record<string, number> = {[era.id]: 0};
  const eraPopulation: Record<string, number> = {[era.id]: pop};
  const steps: StepTiming[] = [];
  let building: {id: string; done: number} | null = null;
  let research: {id: string; done: number} | null = null;
  // The opening with each build step's count spelled out, one entry per building.
  const queue = (opening?.steps ?? []).flatMap((step, index) => Array.from({length: stepCount(step)}, (_, c) => ({step, index, copy: c + 1})));
  let next = 0;
  let readyTick = 0;
  const waits = new Map<string, {ticks: number; text: string}>();

  const count = (id: string) => built.filter((b) => b === id).length;
  const towns = () => Math.max(1, count('town_hall'));
  /** Index in country_levels of the highest level reached so far (levels are never lost). */
  let level = -1;
  const levelShort = (i: number): string[] => {
    const t = data.country_levels[i].thresholds;
    const out: string[] = [];
    if (pop + EPS < t.population) out.push(`人口 ${Math.floor(pop)}，需要 ${t.population}`);
    if (count('town_hall') < t.towns) out.push(`城邑 ${count('town_hall')} 座，需要 ${t.towns} 座`);
    const e = byEra.get(t.era);
    if (!e || e.order > era.order) out.push(`尚未进入「${e?.name ?? t.era}」`);
    return out;
  };
  const updateLevel = () => {
    while (level + 1 < data.country_levels.length && levelShort(level + 1).length === 0) level++;
  };
  updateLevel();
  let admin = 0;
  const adminCap = () => (level >= 0 ? data.country_levels[level].admin_cap : 0);
  const adminRegen = () =>
    (level >= 0 ? data.country_levels[level].admin_regen : 0) + built.reduce((sum, id) => sum + (byBuilding.get(id)?.admin_points ?? 0), 0);

  const shortOf = (cost: Record<string, number>) => Object.entries(cost).filter(([r, n]) => (stock[r] ?? 0) + EPS < n);
  const pay = (cost: Record<string, number>) => {
    for (const [r, n] of Object.entries(cost)) stock[r] = (stock[r] ?? 0) - n;
  };
  // Every building stands on a tile of the default fertility (productivity.yaml), as 开局 says.
  const fertility = data.productivity.default_fertility;
  const income = (): Record<string, number> => {
    let labour = Math.floor(pop * rules.population.labour_share);
    const out: Record<string, number> = {};
    for (const id of built) {
      const b = byBuilding.get(id);
      if (!b || b.workers === 0 || !b.produces) continue;
      const staff = Math.min(b.workers, labour);
      labour -= staff;
      for (const [r, n] of Object.entries(b.produces)) out[r] = (out[r] ?? 0) + (n * staff * fertility) / b.workers;
    }
    return out;
  };
  const missing = (short: [string, number][]): Obstacle => {
    const inc = income();
    const text = short
      .map(([r, n]) => {
        const cap = (res.get(r)?.storage_cap ?? Infinity) * towns();
        const over = n > cap ? `，超过 ${towns()} 座城邑的储量上限 ${cap}` : '';
        return `${resName(r)}不足（现有 ${Math.floor(stock[r] ?? 0)}，需要 ${n}，每旬产出 ${round(inc[r] ?? 0)}${over}）`;
      })
      .join('；');
    return {key: `resources:${short.map(([r]) => r).join(',')}`, text};
  };

  /** Why `step` cannot start now, or null when it can. */
  const obstacle = (step: OpeningStep): Obstacle | null => {
    const target = stepTarget(step);
    if ('build' in step) {
      const b = byBuilding.get(target)!;
      if (building) return {key: 'busy:build', text: `正在建造「${byBuilding.get(building.id)?.name}」`};
      if (b.requires_tech && !techs.has(b.requires_tech)) return {key: 'tech', text: `尚未研究前置科技「${byTech.get(b.requires_tech)?.name}」`};
      if (byEra.get(b.era)!.order > era.order) return {key: 'era', text: `尚未进入「${byEra.get(b.era)?.name}」`};
      const short = shortOf(b.cost);
      if (short.length) return missing(short);
      if (target === 'town_hall' && admin + EPS < newTownCost) {
        const cap = adminCap();
        const why = cap < newTownCost ? `，国家等级「${data.country_levels[level]?.name ?? '无'}」的行政点上限只有 ${cap}` : '';
        return {key: 'admin', text: `建立新城邑的行政点不足（现有 ${Math.floor(admin)}，需要 ${newTownCost}，每旬恢复 ${round(adminRegen())}${why}）`};
      }
      return null;
    }
    if ('research' in step) {
      const t = byTech.get(target)!;
      if (research) return {key: 'busy:research', text: `正在研究「${byTech.get(research.id)?.name}」`};
      const pre = t.prerequisites.find((p) => !techs.has(p));
      if (pre) return {key: 'tech', text: `尚未研究前置科技「${byTech.get(pre)?.name}」`};
      if (byEra.get(t.era)!.order > era.order) return {key: 'era', text: `尚未进入「${byEra.get(t.era)?.name}」`};
      const short = shortOf(t.cost);
      if (short.length) return missing(short);
      return null;
    }
    const e = byEra.get(target)!;
    const prev = data.eras.find((x) => x.order === e.order - 1);
    if (prev && prev.order !== era.order) return {key: 'era', text: `尚未进入上一时代「${prev.name}」`};
    const done = data.technologies.filter((t) => t.era === prev?.id && techs.has(t.id)).length;
    if (done < e.techs_required) return {key: 'techs', text: `只研究了 ${done} 项「${prev?.name}」科技，需要 ${e.techs_required} 项`};
    const need = data.country_levels.findIndex((l) => l.id === e.requires_level);
    if (need >= 0 && level < need) {
      // The first level not reached yet is what stands in the way.
      const first = level + 1;
      return {key: 'level', text: `国家等级未达到「${data.country_levels[need].name}」（${levelShort(first).join('；')}${first < need ? `，这还只是「${data.country_levels[first].name}」的门槛` : ''}）`};
    }
    const short = shortOf(e.advance_cost);
    if (short.length) return missing(short);
    return null;
  };

  let t = 0;
  for (; t <= maxTicks; t++) {
    if (building && building.done <= t) {
      built.push(building.id);
      building = null;
    }
    if (research && research.done <= t) {
      techs.add(research.id);
      research = null;
    }
    updateLevel();
    // Start as many consecutive steps as can start now.
    for (;;) {
      if (next >= queue.length) break;
      const {step, index, copy} = queue[next];
      const why = obstacle(step);
      if (why) {
        const w = waits.get(why.key) ?? {ticks: 0, text: why.text};
        w.ticks++;
        w.text = why.text;
        waits.set(why.key, w);
        break;
      }
      const target = stepTarget(step);
      const longest = [...waits.values()].sort((a, b) => b.ticks - a.ticks)[0];
      const timing: StepTiming = {step, index, copy, readyTick, startTick: t, doneTick: t, waitedFor: longest?.text ?? null, waitedTicks: longest?.ticks ?? 0};
      if ('build' in step) {
        const b = byBuilding.get(target)!;
        pay(b.cost);
        if (target === 'town_hall') admin -= newTownCost;
        timing.doneTick = t + Math.ceil(b.build_time / tick);
        building = {id: target, done: timing.doneTick};
      } else if ('research' in step) {
        const tech = byTech.get(target)!;
        pay(tech.cost);
        timing.doneTick = t + Math.ceil(tech.research_time / tick);
        research = {id: target, done: timing.doneTick};
      } else {
        const e = byEra.get(target)!;
        pay(e.advance_cost);
        era = e;
        eraTicks[e.id] = t;
        eraPopulation[e.id] = pop;
        updateLevel();
      }
      steps.push(timing);
      next++;
      readyTick = t;
      waits.clear();
    }
    if (next >= queue.length && !building && !research) break;
    // Produce, administer, feed, grow.
    const n = towns();
    for (const [r, k] of Object.entries(income())) {
      const cap = (res.get(r)?.storage_cap ?? Infinity) * n;
      stock[r] = Math.min(cap, (stock[r] ?? 0) + k);
    }
    admin = Math.min(adminCap(), admin + adminRegen());
    for (const [r, k] of Object.entries(upkeep)) stock[r] = (stock[r] ?? 0) - k;
    stock.grain = (stock.grain ?? 0) - pop * rules.population.food_per_head;
    const housing = n * rules.population.housing_per_town + count('granary') * rules.population.housing_per_granary;
    if (stock.grain < 0) {
      stock.grain = 0;
      pop -= pop * rules.population.starvation_loss;
    } else pop = Math.min(housing, pop + n * rules.population.growth_per_tick);
    for (const r of Object.keys(upkeep)) if (r !== 'grain' && stock[r] < 0) stock[r] = 0;
  }
  const result: SimulationResult = {
    faction: factionId,
    tickSeconds: tick,
    steps,
    eraTicks,
    eraPopulation,
    population: pop,
    stock,
    towns: count('town_hall'),
    level: data.country_levels[level]?.id ?? null,
  };
  if (next < queue.length) {
    const {step, index, copy} = queue[next];
    const era = queue.slice(next).find((q) => 'advance' in q.step)?.step;
    result.blocked = {index, copy, step, reason: obstacle(step)?.text ?? '超出模拟时长', ...(era && 'advance' in era ? {era: era.advance} : {})};
  }
  return result;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
