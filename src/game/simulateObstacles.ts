/**
 * What stands in the way of an opening step, and what starting it does: the rules half of the
 * opening simulation (simulate.ts runs the ticks).
 */
import type {Region} from './schema';
import type {OpeningStep} from './rules';
import {EPS, round, stepTarget, type OpeningState, type Town} from './simulate';

/** Why a step cannot start: `key` says what kind of obstacle (to tell the longest wait), `text` says it in Chinese. */
export interface Obstacle {
  key: string;
  readonly text: string;
}

/**
 * An obstacle whose words are written when first read, from values taken when it arose: a step
 * waits for resources tick after tick, and only the last tick of its longest wait is ever shown.
 */
function described(key: string, write: () => string): Obstacle {
  let text: string | undefined;
  return {
    key,
    get text() {
      return (text ??= write());
    },
  };
}

export class Obstacles {
  private readonly techById: Map<string, OpeningState['data']['technologies'][number]>;
  private readonly eraById: Map<string, OpeningState['data']['eras'][number]>;
  private readonly resourceName: Map<string, string>;

  constructor(
    private readonly s: OpeningState,
    private readonly expansion: Region[],
  ) {
    // Lookups by id: the tick loop asks them every tick a step waits.
    this.techById = new Map(s.data.technologies.map((t) => [t.id, t]));
    this.eraById = new Map(s.data.eras.map((e) => [e.id, e]));
    this.resourceName = new Map(s.data.resources.map((r) => [r.id, r.name]));
  }

  private get data() {
    return this.s.data;
  }
  private building(id: string) {
    return this.s.buildingById.get(id)!;
  }
  private tech(id: string) {
    return this.techById.get(id);
  }
  private eraOf(id: string) {
    return this.eraById.get(id);
  }
  private resName(id: string) {
    return this.resourceName.get(id) ?? id;
  }

  /** Which of level `i`'s thresholds the player has not met: the one rule, for the tick loop and for the words. */
  private unmet(i: number): {population: boolean; towns: boolean; era: boolean} {
    const s = this.s;
    const t = this.data.country_levels[i].thresholds;
    const e = this.eraOf(t.era);
    return {population: s.pop + EPS < t.population, towns: s.towns.length < t.towns, era: !e || e.order > s.era.order};
  }

  levelShort(i: number): string[] {
    const s = this.s;
    const t = this.data.country_levels[i].thresholds;
    const unmet = this.unmet(i);
    const out: string[] = [];
    if (unmet.population) out.push(`人口 ${Math.floor(s.pop)}，需要 ${t.population}`);
    if (unmet.towns) out.push(`城邑 ${s.towns.length} 座，需要 ${t.towns} 座`);
    if (unmet.era) out.push(`尚未进入「${this.eraOf(t.era)?.name ?? t.era}」`);
    return out;
  }

  /** Whether level `i` is reached: every tick asks, so without the words. */
  private levelMet(i: number): boolean {
    const unmet = this.unmet(i);
    return !unmet.population && !unmet.towns && !unmet.era;
  }

  updateLevel(): void {
    while (this.s.level + 1 < this.data.country_levels.length && this.levelMet(this.s.level + 1)) this.s.level++;
  }

  adminCap(): number {
    return this.s.level >= 0 ? this.data.country_levels[this.s.level].admin_cap : 0;
  }

  adminRegen(): number {
    const base = this.s.level >= 0 ? this.data.country_levels[this.s.level].admin_regen : 0;
    return base + this.s.adminPoints + this.s.unitAdminPoints();
  }

  private missing(cost: Record<string, number>): Obstacle | null {
    const s = this.s;
    let short: string[] | undefined;
    for (const r in cost) if ((s.stock[r] ?? 0) + EPS < cost[r]) (short ??= []).push(r);
    if (!short) return null;
    // This tick's stock and income, for words written later if at all (an income is never changed once made).
    const have = short.map((r) => s.stock[r] ?? 0);
    const inc = s.income();
    const write = () =>
      short
        .map((r, i) => {
          const n = cost[r];
          const cap = s.storageCap.get(r) ?? Infinity;
          const over = n > cap ? `，超过首都的储量上限 ${cap}` : '';
          return `${this.resName(r)}不足（现有 ${Math.floor(have[i])}，需要 ${n}，每旬产出 ${round(inc[r] ?? 0)}${over}）`;
        })
        .join('；');
    return described(`resources:${short.join(',')}`, write);
  }

  /** The town a new building of this kind goes to: the best fertility among towns with room, or why none. */
  place(id: string): Town | Obstacle {
    const s = this.s;
    const limit = this.data.rules.building_limits[id];
    const resource = this.data.rules.region_buildings[id];
    const room = s.towns.filter((t) => limit === undefined || this.planned(t, id) < limit);
    const fit = resource ? room.filter((t) => t.region.resources.includes(resource) && s.fertility(id, t) > 0) : room;
    if (fit.length) return fit.reduce((a, b) => (s.fertility(id, b) > s.fertility(id, a) ? b : a));
    const name = this.building(id).name;
    if (resource && !s.towns.some((t) => t.region.resources.includes(resource)))
      return {
        key: 'region',
        text: `「${name}」只能建在产${this.resName(resource)}的区域，而现有城邑所在的区域（${s.towns.map((t) => t.region.name).join('、')}）都不产${this.resName(resource)}`,
      };
    return {key: 'limit', text: `每座城邑最多建 ${limit} 座「${name}」，现有 ${s.towns.length} 座城邑都已建满`};
  }

  /** Buildings of a kind in a town, finished or under construction. */
  private planned(town: Town, id: string): number {
    return (
      town.built.filter((b) => b === id).length + this.s.sites.filter((x) => x.town === town && x.id === id).length
    );
  }

  /** Where the next town goes: the nearest free region with a gathered resource the towns lack, else the nearest free one. */
  newTownRegion(toward?: string): Region | null {
    const s = this.s;
    const held = new Set([
      ...s.towns.map((t) => t.region.id),
      ...s.sites.filter((x) => x.id === 'town_hall').map((x) => x.town.region.id),
    ]);
    const have = new Set(
      [...s.towns.map((t) => t.region), ...s.sites.map((x) => x.town.region)].flatMap((r) => r.resources),
    );
    const gathered = new Set(Object.values(this.data.rules.region_buildings));
    const free = this.expansion.filter((r) => !held.has(r.id));
    if (toward)
      return (
        free.find((r) => r.resources.includes(toward)) ??
        s.towns.map((t) => t.region).find((r) => r.resources.includes(toward)) ??
        null
      );
    const lacking = free.find((r) => r.resources.some((x) => gathered.has(x) && !have.has(x)));
    return lacking ?? free[0] ?? s.towns[s.towns.length - 1].region;
  }

  private sites(): number {
    return Math.max(1, Math.floor(this.s.laborers() / this.data.rules.construction.builders_per_site));
  }

  private ofBuild(id: string, toward?: string): Obstacle | null {
    const s = this.s;
    const b = this.building(id);
    if (s.sites.length >= this.sites()) {
      const [laborers, sites] = [s.laborers(), s.sites];
      return described(
        'busy:build',
        () => `${laborers} 名役夫都在工地上（正在建造${sites.map((x) => `「${this.building(x.id).name}」`).join('')}）`,
      );
    }
    if (b.requires_tech && !s.techs.has(b.requires_tech))
      return {key: 'tech', text: `尚未研究前置科技「${this.tech(b.requires_tech)?.name}」`};
    if (this.eraOf(b.era)!.order > s.era.order) return {key: 'era', text: `尚未进入「${this.eraOf(b.era)?.name}」`};
    if (id !== 'town_hall') {
      const where = this.place(id);
      if ('key' in where) return where;
    } else if (toward && !this.newTownRegion(toward))
      return {key: 'region', text: `${this.s.map.name}上已经没有产${this.resName(toward)}的空闲区域可以建新城邑`};
    const short = this.missing(b.cost);
    if (short) return short;
    const cost = this.data.admin_points.new_town_cost;
    if (id === 'town_hall' && s.admin + EPS < cost) {
      const cap = this.adminCap();
      const why =
        cap < cost ? `，国家等级「${this.data.country_levels[s.level]?.name ?? '无'}」的行政点上限只有 ${cap}` : '';
      return {
        key: 'admin',
        text: `建立新城邑的行政点不足（现有 ${Math.floor(s.admin)}，需要 ${cost}，每旬恢复 ${round(this.adminRegen())}${why}）`,
      };
    }
    return null;
  }

  private ofResearch(id: string): Obstacle | null {
    const s = this.s;
    const t = this.tech(id)!;
    // A technology is researched once: a second order for it would pay its cost for nothing.
    if (s.techs.has(id) || s.research?.id === id)
      return {key: 'known', text: `「${t.name}」已经研究过，同一项科技只能研究一次`};
    if (s.research) return {key: 'busy:research', text: `正在研究「${this.tech(s.research.id)?.name}」`};
    const pre = t.prerequisites.find((p) => !s.techs.has(p));
    if (pre) return {key: 'tech', text: `尚未研究前置科技「${this.tech(pre)?.name}」`};
    if (this.eraOf(t.era)!.order > s.era.order) return {key: 'era', text: `尚未进入「${this.eraOf(t.era)?.name}」`};
    return this.missing(t.cost);
  }

  private ofTrain(id: string): Obstacle | null {
    const s = this.s;
    const u = this.s.unitById.get(id)!;
    const at = this.building(u.requires_building);
    if (s.count(u.requires_building) === 0) return {key: 'building', text: `还没有训练「${u.name}」的「${at.name}」`};
    if (s.training.has(u.requires_building))
      return {
        key: 'busy:train',
        text: `「${at.name}」正在训练「${this.data.units.find((x) => x.id === s.training.get(u.requires_building)!.id)?.name}」`,
      };
    if (u.requires_tech && !s.techs.has(u.requires_tech))
      return {key: 'tech', text: `尚未研究前置科技「${this.tech(u.requires_tech)?.name}」`};
    if (this.eraOf(u.era)!.order > s.era.order) return {key: 'era', text: `尚未进入「${this.eraOf(u.era)?.name}」`};
    return this.missing(u.cost);
  }

  private ofAdvance(id: string): Obstacle | null {
    const s = this.s;
    const e = this.eraOf(id)!;
    const prev = this.data.eras.find((x) => x.order === e.order - 1);
    if (prev && prev.order !== s.era.order) return {key: 'era', text: `尚未进入上一时代「${prev.name}」`};
    const done = this.data.technologies.filter((t) => t.era === prev?.id && s.techs.has(t.id)).length;
    if (done < e.techs_required)
      return {key: 'techs', text: `只研究了 ${done} 项「${prev?.name}」科技，需要 ${e.techs_required} 项`};
    const need = this.data.country_levels.findIndex((l) => l.id === e.requires_level);
    if (need >= 0 && s.level < need) {
      // The first level not reached yet is what stands in the way.
      const first = s.level + 1;
      const levels = this.data.country_levels;
      return {
        key: 'level',
        text: `国家等级未达到「${levels[need].name}」（${this.levelShort(first).join('；')}${first < need ? `，这还只是「${levels[first].name}」的门槛` : ''}）`,
      };
    }
    return this.missing(e.advance_cost);
  }

  /** Why `step` cannot start now, or null when it can. */
  of(step: OpeningStep): Obstacle | null {
    const target = stepTarget(step);
    if ('build' in step) return this.ofBuild(target, step.toward);
    if ('research' in step) return this.ofResearch(target);
    if ('train' in step) return this.ofTrain(target);
    if ('scout' in step) {
      const u = this.data.units.find((x) => x.id === target);
      return (this.s.units[target] ?? 0) > 0
        ? null
        : {key: 'unit', text: `还没有可以派去侦察的「${u?.name ?? target}」`};
    }
    return this.ofAdvance(target);
  }

  private pay(cost: Record<string, number>): void {
    for (const [r, n] of Object.entries(cost)) this.s.stock[r] = (this.s.stock[r] ?? 0) - n;
  }

  /** Starts a step that can start; returns the tick it will be done. */
  start(step: OpeningStep): number {
    const s = this.s;
    const target = stepTarget(step);
    const ticks = (seconds: number) => Math.ceil(seconds / this.data.productivity.tick_seconds);
    if ('build' in step) {
      const b = this.building(target);
      const town =
        target === 'town_hall' ? {region: this.newTownRegion(step.toward)!, built: []} : (this.place(target) as Town);
      this.pay(b.cost);
      if (target === 'town_hall') s.admin -= this.data.admin_points.new_town_cost;
      // A new array, not a push: a waiting obstacle's words may still read the old one.
      s.sites = [...s.sites, {id: target, town, done: s.t + ticks(b.build_time)}];
      return s.t + ticks(b.build_time);
    }
    if ('research' in step) {
      const t = this.tech(target)!;
      this.pay(t.cost);
      s.research = {id: target, done: s.t + ticks(t.research_time)};
      return s.research.done;
    }
    if ('train' in step) {
      const u = this.data.units.find((x) => x.id === target)!;
      this.pay(u.cost);
      s.training.set(u.requires_building, {id: target, done: s.t + ticks(u.train_time)});
      return s.t + ticks(u.train_time);
    }
    if ('advance' in step) {
      const e = this.eraOf(target)!;
      this.pay(e.advance_cost);
      s.era = e;
      this.updateLevel();
    }
    return s.t;
  }
}
