/**
 * The combat model of data/rules.yaml (`combat`), as pure functions: the build uses it for the
 * worked fights in the prose (pace.ts), the entity pages and the combat checks (checks/combat.ts),
 * the browser for the comparison page. No imports beyond types, so a page that bundles it carries
 * a few kilobytes.
 *
 * One hit: attack × counter × (1 + bonus against the target's type) × (1 + height bonus)
 *   × k ÷ (k + effective defence) × wall factor × (ranged damage taken, for a ranged attack),
 * where the effective defence is (defence × (1 − armour pierce) + wall bonus) × (1 + terrain bonus).
 * Armour scales the damage down and never to zero, so a weak attack still counts and a strong one
 * is not absorbed point for point.
 */

export interface CombatRules {
  /** k in k ÷ (k + defence): the defence that halves a hit. */
  armour_k: number;
  /** How many melee attackers (range 1) can strike one enemy at once; ranged attackers are not limited. */
  melee_per_target: number;
  counters: Record<string, Record<string, number>>;
  wall_defense_bonus: number;
  wall_damage_taken: number;
  height_attack_bonus: number;
  terrain_defense: Record<string, number>;
  /** Buildings: the armour of every building, the exceptions by building id, and each type's multiplier against them. */
  building_armour: number;
  building_armour_of: Record<string, number>;
  vs_buildings: Record<string, number>;
  /** A town's wall (the city_wall building) is this many segments, each with its share of the hit points. */
  wall_segments: number;
  /** An equal-cost fight: each side spends what this many of the dearer unit cost. */
  equal_cost_units: number;
}

/** The combat model with the one movement number it needs (tiles a second at speed 1.0). */
export type CombatModel = CombatRules & {tiles_per_speed: number};

export function combatModel(rules: {combat: CombatRules; movement: {tiles_per_speed: number}}): CombatModel {
  return {...rules.combat, tiles_per_speed: rules.movement.tiles_per_speed};
}

/** What a unit's description promises in a fight, as numbers (units.yaml `abilities`). */
export interface Abilities {
  /** Share of the target's defence the attack ignores (0.3: 30%). */
  armour_pierce?: number;
  /** Damage taken from an attack of range over 1, as a share (0.75: 25% less). */
  ranged_damage_taken?: number;
  /** Extra damage against a type (兵种 → 0.5 for +50%). */
  bonus_vs?: Record<string, number>;
  /** Extra damage against buildings and walls (0.5 for +50%). */
  bonus_vs_buildings?: number;
  /** Defence added while holding a town (驻守城邑). */
  defense_in_town?: number;
  /** Defence added in formation (结阵). */
  defense_in_formation?: number;
  /** Attack added next to other infantry. */
  attack_beside_infantry?: number;
  /** Attack added in the town where the ruler is. */
  attack_near_ruler?: number;
  /** Range added standing in forest. */
  range_in_forest?: number;
}

export interface Fighter {
  type: string;
  hp: number;
  attack: number;
  defense: number;
  range: number;
  speed: number;
  /** Seconds between two attacks. */
  attack_interval: number;
  abilities?: Abilities | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function counterOf(
  rules: CombatRules,
  attacker: Pick<Fighter, 'type'>,
  defender: Pick<Fighter, 'type'>,
): number {
  return rules.counters[attacker.type]?.[defender.type] ?? 1;
}

/** Where a hit is struck. Situational abilities count only when their situation is named. */
export interface HitSituation {
  wall?: boolean;
  terrain?: string;
  /** The attacker strikes from higher ground at a lower defender. */
  height?: boolean;
  /** The defender holds a town; in formation; the attacker stands next to other infantry; by the ruler. */
  inTown?: boolean;
  formation?: boolean;
  besideInfantry?: boolean;
  nearRuler?: boolean;
}

/** The share of a hit that armour lets through: k ÷ (k + defence). */
export const armourFactor = (rules: CombatRules, defense: number): number =>
  rules.armour_k / (rules.armour_k + Math.max(0, defense));

/**
 * One hit, factor by factor, in the order of the formula at the top of this file: what the
 * comparison page shows as 「一击的伤害」 and what hitDamage returns (`final`).
 */
export interface HitBreakdown {
  /** The attack, with the situational additions the situation names. */
  attack: number;
  counter: number;
  /** 1 + the attacker's bonus against the defender's type. */
  ability: number;
  /** 1 + the height bonus when striking from higher ground, else 1. */
  height: number;
  /**
   * The defence the hit meets: the defender's own (with situational additions), what the armour
   * pierce leaves of it, the wall's bonus, the terrain's share, and the result.
   */
  defense: {own: number; pierced: number; wall: number; terrain: number; effective: number};
  /** k ÷ (k + effective defence). */
  armour: number;
  /** The share of a hit a wall lets through (wall_damage_taken), else 1. */
  wall: number;
  /** The defender's ranged_damage_taken against an attack of range over 1, else 1. */
  ranged: number;
  /** One decimal, at least 0.1. */
  final: number;
}

export function hitBreakdown(
  rules: CombatRules,
  attacker: Fighter,
  defender: Fighter,
  at: HitSituation = {},
): HitBreakdown {
  const mine = attacker.abilities ?? {};
  const own = defender.abilities ?? {};
  const attack =
    attacker.attack +
    (at.besideInfantry ? (mine.attack_beside_infantry ?? 0) : 0) +
    (at.nearRuler ? (mine.attack_near_ruler ?? 0) : 0);
  const ownDefense =
    defender.defense +
    (at.inTown ? (own.defense_in_town ?? 0) : 0) +
    (at.formation ? (own.defense_in_formation ?? 0) : 0);
  const pierced = ownDefense * (1 - (mine.armour_pierce ?? 0));
  const wallBonus = at.wall ? rules.wall_defense_bonus : 0;
  const terrain = at.terrain ? (rules.terrain_defense[at.terrain] ?? 0) : 0;
  const effective = (pierced + wallBonus) * (1 + terrain);
  const factors = {
    counter: counterOf(rules, attacker, defender),
    ability: 1 + (mine.bonus_vs?.[defender.type] ?? 0),
    height: 1 + (at.height ? rules.height_attack_bonus : 0),
    armour: armourFactor(rules, effective),
    wall: at.wall ? rules.wall_damage_taken : 1,
    ranged: attacker.range > 1 ? (own.ranged_damage_taken ?? 1) : 1,
  };
  const raw =
    attack * factors.counter * factors.ability * factors.height * factors.armour * factors.wall * factors.ranged;
  return {
    attack,
    ...factors,
    defense: {own: ownDefense, pierced, wall: wallBonus, terrain, effective},
    final: Math.max(0.1, oneDecimal(raw)),
  };
}

/** Damage of one attack (one decimal, at least 0.1); see the formula at the top of this file. */
export function hitDamage(rules: CombatRules, attacker: Fighter, defender: Fighter, at: HitSituation = {}): number {
  return hitBreakdown(rules, attacker, defender, at).final;
}

/** Where each side of a fight stands. */
export type Grounds = {a?: Ground; b?: Ground};

/** Where one side of a fight stands. */
export interface Ground {
  /** A terrain of `terrain_defense`; open ground when absent. */
  terrain?: string;
  /** Behind a wall. */
  wall?: boolean;
  /** On higher ground: counts when the other side is not. */
  high?: boolean;
}

/** The situation of a hit struck from `from` at a side standing on `to`. */
export function hitSituation(from: Ground = {}, to: Ground = {}): HitSituation {
  return {terrain: to.terrain, wall: to.wall, height: Boolean(from.high) && !to.high};
}

/** A building or a stretch of wall as a target: its hit points and armour. */
export interface Structure {
  id: string;
  hp: number;
}

export const structureArmour = (rules: CombatRules, s: Structure): number =>
  rules.building_armour_of[s.id] ?? rules.building_armour;

/** A technology that strengthens some types against walls (technologies.yaml `wall_damage_bonus`). */
export interface WallDamageBonus {
  unit_types: string[];
  share: number;
}

/** The extra share of damage against walls that researched technologies give this attacker's type. */
export const wallBonusOf = (researched: readonly (WallDamageBonus | undefined)[], attacker: Pick<Fighter, 'type'>) =>
  researched.reduce((sum, b) => sum + (b && b.unit_types.includes(attacker.type) ? b.share : 0), 0);

/**
 * Damage of one attack on a building: attack × the type's multiplier against buildings × armour
 * factor, × (1 + `extra`), the share researched technologies add against this structure (攻城术 on walls).
 */
export function structureDamage(rules: CombatRules, attacker: Fighter, s: Structure, extra = 0): number {
  const mine = attacker.abilities ?? {};
  const multiplier = (rules.vs_buildings[attacker.type] ?? 1) * (1 + (mine.bonus_vs_buildings ?? 0)) * (1 + extra);
  const armour = structureArmour(rules, s) * (1 - (mine.armour_pierce ?? 0));
  return Math.max(0.1, oneDecimal(attacker.attack * multiplier * armourFactor(rules, armour)));
}

export interface Demolition {
  damage: number;
  /** Volleys of all n attackers together, and the seconds they take (the first comes one interval in). */
  volleys: number;
  seconds: number;
}

/** n of one unit bring a building down: how many volleys and seconds (`extra` as in structureDamage). */
export function demolish(rules: CombatRules, attacker: Fighter, n: number, s: Structure, extra = 0): Demolition {
  const damage = structureDamage(rules, attacker, s, extra);
  const volleys = Math.ceil(s.hp / (damage * n) - 1e-9);
  return {damage, volleys, seconds: oneDecimal(volleys * attacker.attack_interval)};
}

/** A moment of a fight: after the volleys at `t` seconds, each side's units standing and hit points left. */
export interface CoursePoint {
  t: number;
  a: number;
  b: number;
  hpA: number;
  hpB: number;
}

/** How a fight ends. */
export interface BattleOutcome {
  winner: 'a' | 'b' | 'draw';
  /** Units of each side still standing at the end. */
  survivorsA: number;
  survivorsB: number;
  seconds: number;
  /** Seconds the side with the shorter range spent closing in, under fire. */
  approach: number;
}

export interface Battle extends BattleOutcome {
  /** The start, then every moment a volley fell. */
  course: CoursePoint[];
}

interface Side {
  unit: Fighter;
  /** Hit points of each unit still standing, the foremost first. */
  hp: number[];
  /** When its next volley falls (Infinity while out of range). */
  next: number;
}

/**
 * The approach: both sides start as far apart as the longer range; the side with the shorter
 * range walks in (speed × tiles_per_speed tiles a second) until it is in range. Each side's first
 * volley falls one attack interval after it is in range.
 */
export function approachSeconds(model: CombatModel, a: Fighter, b: Fighter): number {
  const closer = a.range < b.range ? a : b;
  return Math.abs(a.range - b.range) / (closer.speed * model.tiles_per_speed);
}

/**
 * nA of a against nB of b on open ground: each unit standing hits the foremost enemy every attack
 * interval once in range (melee only as many as melee_per_target × the enemies standing, the rest
 * wait their turn behind), and what is left of a hit after a kill is lost (the next soldier is a
 * step away). Volleys that fall at the same moment strike together. Ends when a side has nobody
 * left, or after ten minutes (a draw).
 */
export function battle(
  model: CombatModel,
  a: Fighter,
  nA: number,
  b: Fighter,
  nB: number,
  ground: Grounds = {},
): Battle {
  const course: CoursePoint[] = [];
  return {...battleOutcome(model, a, nA, b, nB, ground, course), course};
}

/**
 * How a battle ends, without its course unless one is given to fill: the build fights every pair
 * of units (10⁵ pairs at ten times the game), and their courses held for the build's whole run
 * were a third of its memory.
 */
export function battleOutcome(
  model: CombatModel,
  a: Fighter,
  nA: number,
  b: Fighter,
  nB: number,
  ground: Grounds = {},
  course?: CoursePoint[],
): BattleOutcome {
  const approach = approachSeconds(model, a, b);
  const start = (u: Fighter, other: Fighter) => (u.range >= other.range ? 0 : approach) + u.attack_interval;
  const A: Side = {unit: a, hp: Array.from({length: nA}, () => a.hp), next: start(a, b)};
  const B: Side = {unit: b, hp: Array.from({length: nB}, () => b.hp), next: start(b, a)};
  const damageAB = hitDamage(model, a, b, hitSituation(ground.a, ground.b));
  const damageBA = hitDamage(model, b, a, hitSituation(ground.b, ground.a));
  const sum = (hp: number[]) => oneDecimal(hp.reduce((s, h) => s + h, 0));
  course?.push({t: 0, a: nA, b: nB, hpA: sum(A.hp), hpB: sum(B.hp)});
  const strike = (targets: number[], hits: number, damage: number) => {
    for (let i = 0; i < hits && targets.length > 0; i++) {
      targets[0]! -= damage;
      if (targets[0]! <= 1e-9) targets.shift();
    }
  };
  let t = 0;
  while (A.hp.length > 0 && B.hp.length > 0) {
    t = Math.min(A.next, B.next);
    if (t > 600) break;
    const aFires = A.next === t;
    const bFires = B.next === t;
    const hitsA = aFires ? engaged(model, A, B) : 0;
    const hitsB = bFires ? engaged(model, B, A) : 0;
    strike(B.hp, hitsA, damageAB);
    strike(A.hp, hitsB, damageBA);
    course?.push({t, a: A.hp.length, b: B.hp.length, hpA: sum(A.hp), hpB: sum(B.hp)});
    if (aFires) A.next = oneDecimal(t + a.attack_interval);
    if (bFires) B.next = oneDecimal(t + b.attack_interval);
  }
  const winner = A.hp.length > 0 && B.hp.length === 0 ? 'a' : B.hp.length > 0 && A.hp.length === 0 ? 'b' : 'draw';
  return {
    winner,
    survivorsA: A.hp.length,
    survivorsB: B.hp.length,
    seconds: oneDecimal(Math.min(t, 600)),
    approach: oneDecimal(approach),
  };
}

/** Attackers of a side that reach an enemy: all of a ranged side, melee only as many as the enemies have room for. */
function engaged(model: CombatModel, side: Side, enemy: Side): number {
  return side.unit.range > 1 ? side.hp.length : Math.min(side.hp.length, enemy.hp.length * model.melee_per_target);
}

export interface Duel {
  /** Damage of one of a's attacks on b, and the reverse. */
  damageAB: number;
  damageBA: number;
  hitsAB: number;
  hitsBA: number;
  /** Seconds from the start until a would fell b, and the reverse (approach included). */
  secondsAB: number;
  secondsBA: number;
  approach: number;
  /** Who is left standing: 'a', 'b' or 'draw' (both fall together). */
  winner: 'a' | 'b' | 'draw';
}

/** One against one, approach included; on open ground unless `ground` says where each stands. */
export function duel(model: CombatModel, a: Fighter, b: Fighter, ground: Grounds = {}): Duel {
  const damageAB = hitDamage(model, a, b, hitSituation(ground.a, ground.b));
  const damageBA = hitDamage(model, b, a, hitSituation(ground.b, ground.a));
  const hitsAB = Math.ceil(b.hp / damageAB - 1e-9);
  const hitsBA = Math.ceil(a.hp / damageBA - 1e-9);
  const approach = approachSeconds(model, a, b);
  const first = (u: Fighter, other: Fighter) => (u.range >= other.range ? 0 : approach);
  const {winner} = battleOutcome(model, a, 1, b, 1, ground);
  return {
    damageAB,
    damageBA,
    hitsAB,
    hitsBA,
    secondsAB: oneDecimal(first(a, b) + hitsAB * a.attack_interval),
    secondsBA: oneDecimal(first(b, a) + hitsBA * b.attack_interval),
    approach: oneDecimal(approach),
    winner,
  };
}

/** What a cost is worth in 铜钱, by each resource's `value` (data/resources.yaml). */
export function costValue(cost: Record<string, number>, values: ReadonlyMap<string, number>): number {
  return oneDecimal(Object.entries(cost).reduce((sum, [id, n]) => sum + n * (values.get(id) ?? 0), 0));
}

export interface EqualCostOutcome extends BattleOutcome {
  nA: number;
  nB: number;
  /** Survivors left on a's side (positive) or b's (negative), as a share of that side; 0 for a draw. */
  margin: number;
}

export interface EqualCostFight extends EqualCostOutcome, Battle {}

type Priced = Fighter & {cost: Record<string, number>};

/** Each side spends what equal_cost_units of the dearer unit cost (at least one unit each), then they fight. */
export function equalCostFight(
  model: CombatModel,
  a: Priced,
  b: Priced,
  values: ReadonlyMap<string, number>,
  ground: Grounds = {},
): EqualCostFight {
  const course: CoursePoint[] = [];
  return {...equalCostOutcome(model, a, b, values, ground, course), course};
}

/** How the equal-cost fight ends, without its course unless one is given (see battleOutcome). */
export function equalCostOutcome(
  model: CombatModel,
  a: Priced,
  b: Priced,
  values: ReadonlyMap<string, number>,
  ground: Grounds = {},
  course?: CoursePoint[],
): EqualCostOutcome {
  const va = costValue(a.cost, values);
  const vb = costValue(b.cost, values);
  const purse = model.equal_cost_units * Math.max(va, vb);
  const nA = Math.max(1, Math.floor(purse / va + 1e-9));
  const nB = Math.max(1, Math.floor(purse / vb + 1e-9));
  const result = battleOutcome(model, a, nA, b, nB, ground, course);
  const margin = result.winner === 'a' ? result.survivorsA / nA : result.winner === 'b' ? -result.survivorsB / nB : 0;
  return {...result, nA, nB, margin};
}
