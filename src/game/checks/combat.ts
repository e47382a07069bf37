/**
 * The combat checks: what the combat model (src/game/combat.ts) says about units.yaml must agree
 * with the roles the pages describe. Every land combat unit has an answer for every faction, no
 * unit is dominated by another of its role and era, and every 「X 克制 Y」 in rules.yaml's
 * combat.claims holds at equal cost.
 */
import {combatModel, costValue, equalCostOutcome, type CombatModel, type EqualCostOutcome} from '../combat';
import type {GameData, Unit} from '../schema';
import type {RuleContext} from './context';

/** Ships fight on water and support units do not fight: neither is a land combat unit. */
export const isLandCombat = (u: Unit): boolean => u.type !== '舰船' && u.type !== '辅助';

/** One loaded data's equal-cost fights, and what they were computed from. */
interface Fights {
  fights: Map<string, EqualCostOutcome>;
  /** The combat rules, movement and resource values, as JSON. */
  rules: string;
  /** Each unit as JSON, by id. */
  units: Map<string, string>;
  /** The data loaded just before, while its rules were the same. */
  previous?: Fights;
  /** The ids of the units as they were in `previous` (worked out on the first fight). */
  unchanged?: Set<string>;
}

const fightCache = new WeakMap<GameData, Fights>();
let latest: Fights | undefined;

function fightsOf(data: GameData): Fights {
  let entry = fightCache.get(data);
  if (entry) return entry;
  const rules = JSON.stringify([data.rules.combat, data.rules.movement, data.resources]);
  const units = new Map(data.units.map((u) => [u.id, JSON.stringify(u)]));
  entry = {fights: new Map(), rules, units, ...(latest?.rules === rules ? {previous: latest} : {})};
  // Two generations at most: the one before has done its work.
  if (latest) latest.previous = undefined;
  fightCache.set(data, (latest = entry));
  return entry;
}

/**
 * Equal-cost fights, each pair computed once per loaded data (the checks and the pages share
 * them). In `npm start` a data edit loads the whole data anew: a pair whose two units and rules
 * did not change takes the previous data's fight instead of fighting again (a 10× game has 10⁵
 * pairs, seconds of work on every edit).
 */
export function fightOf(data: GameData, a: Unit, b: Unit): EqualCostOutcome {
  const entry = fightsOf(data);
  const key = `${a.id}>${b.id}`;
  let fight = entry.fights.get(key);
  if (!fight) {
    const before = entry.previous;
    // Once per data, not twice per pair: comparing two units' JSON was most of a carried-over fight.
    const unchanged = (entry.unchanged ??= new Set(
      [...entry.units].filter(([id, json]) => before?.units.get(id) === json).map(([id]) => id),
    ));
    fight =
      (unchanged.has(a.id) && unchanged.has(b.id) && before?.fights.get(key)) ||
      equalCostOutcome(modelOf(data), a, b, valuesOf(data));
    entry.fights.set(key, fight);
  }
  return fight;
}

/** Each resource's value in coin, once per loaded data (not once per fight: a 10× game has 10⁵ fights). */
const valueMaps = new WeakMap<GameData, ReadonlyMap<string, number>>();
function valuesOf(data: GameData): ReadonlyMap<string, number> {
  let values = valueMaps.get(data);
  if (!values) valueMaps.set(data, (values = new Map(data.resources.map((r) => [r.id, r.value]))));
  return values;
}

const models = new WeakMap<GameData, CombatModel>();
export function modelOf(data: GameData): CombatModel {
  let model = models.get(data);
  if (!model) models.set(data, (model = combatModel(data.rules)));
  return model;
}

/** 「6 个弩手对 4 个玄甲重卫，弩手胜，剩 3 个」 */
export function describeFight(a: Unit, b: Unit, f: EqualCostOutcome): string {
  const head = `${f.nA} 个${a.name}对 ${f.nB} 个${b.name}`;
  if (f.winner === 'draw') return `${head}，${f.seconds} 秒后两败俱伤或僵持不下`;
  const [who, left, of] = f.winner === 'a' ? [a, f.survivorsA, f.nA] : [b, f.survivorsB, f.nB];
  return `${head}，${who.name}胜，${left === of ? '无一损失' : `剩 ${left} 个`}`;
}

const canAnswer = (u: Unit, target: Unit, faction: string, eraOrder: (era: string) => number): boolean =>
  isLandCombat(u) && (u.faction === 'all' || u.faction === faction) && eraOrder(u.era) <= eraOrder(target.era);

/** For each land combat unit and faction: the units that faction can field by that unit's era and that beat it. */
export function answersTo(data: GameData, target: Unit, faction: string, eraOrder: (era: string) => number): Unit[] {
  return data.units.filter((u) => canAnswer(u, target, faction, eraOrder) && fightOf(data, u, target).winner === 'a');
}

/**
 * Whether `faction` has an answer to `target`: stops at the first, trying first the units that
 * answered the previous faction (most answers are shared units), so the check runs a few fights
 * per unit instead of one per pair of units.
 */
function hasAnswer(data: GameData, target: Unit, faction: string, eraOrder: (era: string) => number, tried: Unit[]) {
  const beats = (u: Unit) => canAnswer(u, target, faction, eraOrder) && fightOf(data, u, target).winner === 'a';
  const known = tried.find(beats);
  if (known) return true;
  const found = data.units.find(beats);
  if (found) tried.push(found);
  return found !== undefined;
}

function checkAnswers({data, r, eraOrder, eraName, sets}: RuleContext): void {
  data.units.forEach((target, i) => {
    if (!isLandCombat(target) || !sets.era.has(target.era)) return;
    const tried: Unit[] = [];
    const missing = data.factions.filter((f) => !hasAnswer(data, target, f.id, eraOrder, tried));
    if (missing.length === 0) return;
    const best = (faction: string) =>
      data.units
        .filter(
          (u) =>
            isLandCombat(u) &&
            (u.faction === 'all' || u.faction === faction) &&
            eraOrder(u.era) <= eraOrder(target.era),
        )
        .map((u) => ({u, f: fightOf(data, u, target)}))
        .sort((x, y) => y.f.margin - x.f.margin)[0];
    const closest = missing.map((f) => {
      const b = best(f.id);
      return `${f.name}${b ? `（最接近的是${describeFight(b.u, target, b.f)}）` : ''}`;
    });
    r.add(
      'units',
      ['units', i],
      `按等价兵力推演，${closest.join('；')}在${eraName(target.era)}以前都没有打得赢${target.name}的单位。每个陆上作战单位都要有对手：降低它的生命、攻击或防御，提高它的费用，或让某个单位克制它（rules.yaml 的 counters，或单位的 abilities）`,
    );
  });
}

/** The numbers where more is better (attack_interval: less is better, so it is negated). */
const STATS: [string, (u: Unit) => number][] = [
  ['生命', (u) => u.hp],
  ['攻击', (u) => u.attack],
  ['防御', (u) => u.defense],
  ['射程', (u) => u.range],
  ['速度', (u) => u.speed],
  ['攻击间隔', (u) => -u.attack_interval],
];

/** Every ability of `u` that `other` has at least as strongly (a smaller ranged_damage_taken is stronger). */
function abilitiesCovered(u: Unit, other: Unit): boolean {
  const mine = u.abilities ?? {};
  const theirs = (other.abilities ?? {}) as Record<string, unknown>;
  return Object.entries(mine).every(([key, value]) => {
    const t = theirs[key];
    if (t === undefined) return false;
    if (typeof value === 'number')
      return key === 'ranged_damage_taken' ? (t as number) <= value : (t as number) >= value;
    return Object.entries(value as Record<string, number>).every(
      ([k, v]) => ((t as Record<string, number>)[k] ?? -Infinity) >= v,
    );
  });
}

function checkDominance({data, r, factionName, eraName}: RuleContext): void {
  const values = new Map(data.resources.map((x) => [x.id, x.value]));
  const prices = new Map(data.units.map((u) => [u, costValue(u.cost, values) + 10 * costValue(u.upkeep, values)]));
  const price = (u: Unit) => prices.get(u)!;
  const fieldTogether = (a: Unit, b: Unit) => a.faction === 'all' || b.faction === 'all' || a.faction === b.faction;
  // Only units of one type and era are compared: group them once (in file order) instead of scanning all.
  const groups = new Map<string, Unit[]>();
  for (const u of data.units) {
    const key = `${u.type}|${u.era}`;
    const group = groups.get(key);
    if (group) group.push(u);
    else groups.set(key, [u]);
  }
  data.units.forEach((u, i) => {
    if (u.type === '辅助') return;
    const by = groups
      .get(`${u.type}|${u.era}`)!
      .find(
        (o) =>
          o !== u &&
          fieldTogether(u, o) &&
          price(o) <= price(u) &&
          STATS.every(([, stat]) => stat(o) >= stat(u)) &&
          abilitiesCovered(u, o),
      );
    if (!by) return;
    r.add(
      'units',
      ['units', i],
      `${u.name}处处不如${factionName(by.faction)}的${by.name}：同为${eraName(u.era)}的${u.type}，${by.name}不比它贵（折合铜钱，含 10 旬维持），${STATS.map(([n]) => n).join('、')}和特长都不比它差。给${u.name}一项长处（属性或 abilities），或让它更便宜`,
    );
  });
}

function checkClaims({data, r, units}: RuleContext): void {
  data.rules.combat.claims.forEach((claim, i) => {
    const at = ['combat', 'claims', i] as const;
    const a = units.get(claim.unit);
    const b = units.get(claim.beats);
    for (const [field, id, unit] of [
      ['unit', claim.unit, a],
      ['beats', claim.beats, b],
    ] as const) {
      if (!unit) r.add('rules', [...at, field], `不认识的单位 "${id}"，应填 data/units.yaml 中已有的 id`);
    }
    claim.maps?.forEach((map, j) => {
      if (!data.maps.some((m) => m.id === map))
        r.add('rules', [...at, 'maps', j], `不认识的地图 "${map}"，应填 data/maps.yaml 中已有的 id`);
    });
    if (!a || !b) return;
    const fight = fightOf(data, a, b);
    if (fight.winner !== 'a') {
      r.add(
        'rules',
        [...at],
        `「${a.name}克制${b.name}」不成立：按等价兵力推演，${describeFight(a, b, fight)}。改数值让它成立，或删掉这条说法和页面上依赖它的文字`,
      );
    }
  });
}

function checkCombatRules({data, r, sets}: RuleContext): void {
  const combat = data.rules.combat;
  for (const type of Object.keys(combat.counters)) {
    if (combat.vs_buildings[type as keyof typeof combat.vs_buildings] === undefined) {
      r.add('rules', ['combat', 'vs_buildings'], `缺少兵种「${type}」攻打建筑的倍率，每个兵种都要列出`);
    }
  }
  for (const id of Object.keys(combat.building_armour_of)) {
    if (!sets.building.has(id))
      r.add(
        'rules',
        ['combat', 'building_armour_of', id],
        `不认识的建筑 "${id}"，应填 data/buildings.yaml 中已有的 id`,
      );
  }
}

export function checkCombat(context: RuleContext): void {
  checkCombatRules(context);
  checkClaims(context);
  checkDominance(context);
  checkAnswers(context);
}
