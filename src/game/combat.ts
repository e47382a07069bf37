/**
 * The combat model of data/rules.yaml (`combat`), as pure functions: the build uses it for the
 * worked fights in the prose (pace.ts) and the entity pages, the browser for the comparison page.
 * No imports beyond types, so a page that bundles it carries a few hundred bytes.
 */

export interface CombatRules {
  min_damage: number;
  defense_weight: number;
  attack_interval: number;
  counters: Record<string, Record<string, number>>;
  wall_defense_bonus: number;
  wall_damage_taken: number;
  height_attack_bonus: number;
  terrain_defense: Record<string, number>;
}

export interface Fighter {
  type: string;
  hp: number;
  attack: number;
  defense: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function counterOf(rules: CombatRules, attacker: Fighter, defender: Fighter): number {
  return rules.counters[attacker.type]?.[defender.type] ?? 1;
}

/** Where a hit is struck: behind a wall, on which terrain, and whether the attacker stands higher. */
export interface HitSituation {
  wall?: boolean;
  terrain?: string;
  /** The attacker strikes from higher ground at a lower defender. */
  height?: boolean;
}

/**
 * Damage of one attack, as 战斗 writes it:
 *   max(min_damage, attack × counter × (1 + height bonus) − effective defence × defense_weight) × wall factor,
 * where the effective defence is (defence + the wall's bonus) × (1 + the terrain's defence bonus),
 * the height bonus applies only from higher ground and the wall factor (wall_damage_taken) only
 * behind a wall; the result has one decimal. The wall factor comes after the minimum, so a hit on
 * a unit behind a wall can be under min_damage.
 */
export function hitDamage(rules: CombatRules, attacker: Fighter, defender: Fighter, opts: HitSituation = {}): number {
  const terrain = opts.terrain ? (rules.terrain_defense[opts.terrain] ?? 0) : 0;
  const defense = (defender.defense + (opts.wall ? rules.wall_defense_bonus : 0)) * (1 + terrain);
  const attack = attacker.attack * counterOf(rules, attacker, defender) * (1 + (opts.height ? rules.height_attack_bonus : 0));
  const raw = Math.max(rules.min_damage, attack - defense * rules.defense_weight);
  return oneDecimal(opts.wall ? raw * rules.wall_damage_taken : raw);
}

export interface Duel {
  /** Damage of one of a's attacks on b, and the reverse. */
  damageAB: number;
  damageBA: number;
  hitsAB: number;
  hitsBA: number;
  secondsAB: number;
  secondsBA: number;
  /** Who is left standing when both attack at the same moments: 'a', 'b' or 'draw' (both fall together). */
  winner: 'a' | 'b' | 'draw';
}

/** One against one on open ground, both attacking every attack_interval from the first second. */
export function duel(rules: CombatRules, a: Fighter, b: Fighter): Duel {
  const damageAB = hitDamage(rules, a, b);
  const damageBA = hitDamage(rules, b, a);
  const hitsAB = Math.ceil(b.hp / damageAB);
  const hitsBA = Math.ceil(a.hp / damageBA);
  return {
    damageAB,
    damageBA,
    hitsAB,
    hitsBA,
    secondsAB: oneDecimal(hitsAB * rules.attack_interval),
    secondsBA: oneDecimal(hitsBA * rules.attack_interval),
    winner: hitsAB < hitsBA ? 'a' : hitsBA < hitsAB ? 'b' : 'draw',
  };
}

export interface Battle {
  winner: 'a' | 'b' | 'draw';
  /** Units of each side still standing at the end. */
  survivorsA: number;
  survivorsB: number;
  seconds: number;
}

/**
 * nA of a against nB of b: every attack_interval each unit standing hits the foremost enemy, and
 * what is left of a hit after a kill is lost (as on the field, where the next soldier is a step
 * away). Both sides hit at the same moments; ends when one side (or both) has nobody left.
 */
export function battle(rules: CombatRules, a: Fighter, nA: number, b: Fighter, nB: number): Battle {
  const sideA = Array.from({length: nA}, () => a.hp);
  const sideB = Array.from({length: nB}, () => b.hp);
  const damageAB = hitDamage(rules, a, b);
  const damageBA = hitDamage(rules, b, a);
  const strike = (targets: number[], hits: number, damage: number) => {
    for (let i = 0; i < hits && targets.length > 0; i++) {
      targets[0] -= damage;
      if (targets[0] <= 1e-9) targets.shift();
    }
  };
  let volleys = 0;
  while (sideA.length > 0 && sideB.length > 0 && volleys < 10_000) {
    const hitsA = sideA.length;
    const hitsB = sideB.length;
    strike(sideB, hitsA, damageAB);
    strike(sideA, hitsB, damageBA);
    volleys++;
  }
  const winner = sideA.length > 0 && sideB.length === 0 ? 'a' : sideB.length > 0 && sideA.length === 0 ? 'b' : 'draw';
  return {winner, survivorsA: sideA.length, survivorsB: sideB.length, seconds: oneDecimal(volleys * rules.attack_interval)};
}

/** What a cost is worth in 铜钱, by each resource's `value` (data/resources.yaml). */
export function costValue(cost: Record<string, number>, values: ReadonlyMap<string, number>): number {
  return oneDecimal(Object.entries(cost).reduce((sum, [id, n]) => sum + n * (values.get(id) ?? 0), 0));
}
