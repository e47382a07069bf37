/**
 * A small deterministic economy: one tick is the data's 旬 (productivity.yaml tick_seconds).
 * It plays a faction's opening (data/openings.yaml) from its start (data/rules.yaml) with base
 * yields (fertility 1.0, no bonuses), the population rules of rules.yaml, one construction and
 * one research at a time. The build uses it to prove that every era is reachable in time, and the
 * docs show its times.
 */
import type {GameData} from '../game-data/schema';
import type {OpeningStep} from './schema';

export interface StepTiming {
  step: OpeningStep;
  index: number;
  startTick: number;
  doneTick: number;
}

export interface Blocked {
  index: number;
  step: OpeningStep;
  /** Chinese sentence: what is missing. */
  reason: string;
}

export interface SimulationResult {
  faction: string;
  tickSeconds: number;
  steps: StepTiming[];
  /** Era id → tick at which the faction entered it. */
  eraTicks: Record<string, number>;
  /** Population and stock when the opening ended (or stopped). */
  population: number;
  stock: Record<string, number>;
  blocked?: Blocked;
}

const EPS = 1e-9;
export const stepKind = (step: OpeningStep): 'build' | 'research' | 'advance' =>
  'build' in step ? 'build' : 'research' in step ? 'research' : 'advance';
export const stepTarget = (step: OpeningStep): string =>
  'build' in step ? step.build : 'research' in step ? step.research : step.advance;

/** A step as the docs and the problems name it: 建造书斋, 研究冶铁, 进入筑城时代. */
export function describeStep(data: GameData, step: OpeningStep): string {
  const target = stepTarget(step);
  if ('build' in step) return `建造${data.buildings.find((b) => b.id === target)?.name ?? target}`;
  if ('research' in step) return `研究${data.technologies.find((t) => t.id === target)?.name ?? target}`;
  return `进入${data.eras.find((e) => e.id === target)?.name ?? target}`;
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
  const resName = (id: string) => res.get(id)?.name ?? id;

  const stock: Record<string, number> = {...(start?.resources ?? {})};
  let pop = start?.population ?? 0;
  const built: string[] = [];
  for (const [b, n] of Object.entries(start?.buildings ?? {})) for (let i = 0; i < n; i++) built.push(b);
  const techs = new Set(start?.technologies ?? []);
  let era = data.eras.find((e) => e.order === 1)!;
  const eraTicks: Record<string, number> = {[era.id]: 0};
  const steps: StepTiming[] = [];
  let building: {id: string; done: number; timing: StepTiming} | null = null;
  let research: {id: string; done: number; timing: StepTiming} | null = null;
  let next = 0;
  const stepsList = opening?.steps ?? [];

  const count = (id: string) => built.filter((b) => b === id).length;
  const levelIndex = () => {
    let best = -1;
    data.country_levels.forEach((l, i) => {
      const e = byEra.get(l.thresholds.era);
      if (pop + EPS >= l.thresholds.population && count('town_hall') >= l.thresholds.towns && e && e.order <= era.order) best = i;
    });
    return best;
  };
  const shortOf = (cost: Record<string, number>) => Object.entries(cost).filter(([r, n]) => (stock[r] ?? 0) + EPS < n);
  const pay = (cost: Record<string, number>) => {
    for (const [r, n] of Object.entries(cost)) stock[r] = (stock[r] ?? 0) - n;
  };
  const income = (): Record<string, number> => {
    let labour = Math.floor(pop * rules.population.labour_share);
    const out: Record<string, number> = {};
    for (const id of built) {
      const b = byBuilding.get(id);
      if (!b || b.workers === 0 || !b.produces) continue;
      const staff = Math.min(b.workers, labour);
      labour -= staff;
      for (const [r, n] of Object.entries(b.produces)) out[r] = (out[r] ?? 0) + (n * staff) / b.workers;
    }
    return out;
  };

  /** Why `step` cannot start now, or null when it can. */
  const obstacle = (step: OpeningStep): string | null => {
    const target = stepTarget(step);
    if ('build' in step) {
      const b = byBuilding.get(target)!;
      if (building) return `正在建造「${byBuilding.get(building.id)?.name}」`;
      if (b.requires_tech && !techs.has(b.requires_tech)) return `尚未研究前置科技「${byTech.get(b.requires_tech)?.name}」`;
      if (byEra.get(b.era)!.order > era.order) return `尚未进入「${byEra.get(b.era)?.name}」`;
      const short = shortOf(b.cost);
      if (short.length) return missing(short);
      return null;
    }
    if ('research' in step) {
      const t = byTech.get(target)!;
      if (research) return `正在研究「${byTech.get(research.id)?.name}」`;
      const pre = t.prerequisites.find((p) => !techs.has(p));
      if (pre) return `尚未研究前置科技「${byTech.get(pre)?.name}」`;
      if (byEra.get(t.era)!.order > era.order) return `尚未进入「${byEra.get(t.era)?.name}」`;
      const short = shortOf(t.cost);
      if (short.length) return missing(short);
      return null;
    }
    const e = byEra.get(target)!;
    const prev = data.eras.find((x) => x.order === e.order - 1);
    const done = data.technologies.filter((t) => t.era === prev?.id && techs.has(t.id)).length;
    if (done < e.techs_required) return `只研究了 ${done} 项「${prev?.name}」科技，需要 ${e.techs_required} 项`;
    const need = data.country_levels.findIndex((l) => l.id === e.requires_level);
    if (need >= 0 && levelIndex() < need) {
      const l = data.country_levels[need];
      return `国家等级未达到「${l.name}」（人口 ${Math.floor(pop)}，需要 ${l.thresholds.population}）`;
    }
    const short = shortOf(e.advance_cost);
    if (short.length) return missing(short);
    return null;
  };
  const missing = (short: [string, number][]) => {
    const inc = income();
    return short
      .map(([r, n]) => `${resName(r)}不足（现有 ${Math.floor(stock[r] ?? 0)}，需要 ${n}，每旬产出 ${round(inc[r] ?? 0)}）`)
      .join('；');
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
    // Start as many consecutive steps as can start now.
    while (next < stepsList.length && obstacle(stepsList[next]) === null) {
      const step = stepsList[next];
      const target = stepTarget(step);
      const timing: StepTiming = {step, index: next, startTick: t, doneTick: t};
      if ('build' in step) {
        const b = byBuilding.get(target)!;
        pay(b.cost);
        timing.doneTick = t + Math.ceil(b.build_time / tick);
        building = {id: target, done: timing.doneTick, timing};
      } else if ('research' in step) {
        const tech = byTech.get(target)!;
        pay(tech.cost);
        timing.doneTick = t + Math.ceil(tech.research_time / tick);
        research = {id: target, done: timing.doneTick, timing};
      } else {
        const e = byEra.get(target)!;
        pay(e.advance_cost);
        era = e;
        eraTicks[e.id] = t;
      }
      steps.push(timing);
      next++;
    }
    if (next >= stepsList.length && !building && !research) break;
    // Produce, feed, grow.
    const towns = Math.max(1, count('town_hall'));
    for (const [r, n] of Object.entries(income())) {
      const cap = (res.get(r)?.storage_cap ?? Infinity) * towns;
      stock[r] = Math.min(cap, (stock[r] ?? 0) + n);
    }
    stock.grain = (stock.grain ?? 0) - pop * rules.population.food_per_head;
    const housing = towns * rules.population.housing_per_town + count('granary') * rules.population.housing_per_granary;
    if (stock.grain < 0) {
      stock.grain = 0;
      pop -= pop * rules.population.starvation_loss;
    } else pop = Math.min(housing, pop + towns * rules.population.growth_per_tick);
  }
  const result: SimulationResult = {faction: factionId, tickSeconds: tick, steps, eraTicks, population: pop, stock};
  if (next < stepsList.length) {
    result.blocked = {index: next, step: stepsList[next], reason: obstacle(stepsList[next]) ?? '超出模拟时长'};
  }
  return result;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
