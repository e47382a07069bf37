import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {
  battle,
  battleOutcome,
  combatModel,
  costValue,
  demolish,
  duel,
  equalCostFight,
  equalCostOutcome,
  hitBreakdown,
  hitDamage,
  hitSituation,
  structureDamage,
  wallBonusOf,
  type CombatModel,
  type Fighter,
  type Grounds,
} from './combat';
import {loadGameData} from './load';

const model: CombatModel = {
  armour_k: 10,
  melee_per_target: 2,
  counters: {
    步兵: {步兵: 1, 骑兵: 1.5, 远程: 1},
    骑兵: {步兵: 0.5, 骑兵: 1, 远程: 1.5},
    远程: {步兵: 1.5, 骑兵: 1, 远程: 1},
  },
  wall_defense_bonus: 5,
  wall_damage_taken: 0.5,
  height_attack_bonus: 0.2,
  terrain_defense: {hills: 0.5},
  building_armour: 10,
  building_armour_of: {city_wall: 30},
  wall_segments: 6,
  equal_cost_units: 4,
  vs_buildings: {步兵: 0.2, 攻城: 4},
  tiles_per_speed: 0.5,
};
const spear: Fighter = {type: '步兵', hp: 30, attack: 10, defense: 10, range: 1, speed: 1, attack_interval: 2};
const horse: Fighter = {type: '骑兵', hp: 40, attack: 12, defense: 0, range: 1, speed: 2, attack_interval: 1};
const bow: Fighter = {type: '远程', hp: 20, attack: 8, defense: 0, range: 5, speed: 1, attack_interval: 2};

test('armour scales a hit by k ÷ (k + defence) and never takes it to nothing', () => {
  assert.equal(hitDamage(model, spear, horse), 15); // 10 × 1.5 × 10/10
  assert.equal(hitDamage(model, horse, spear), 3); // 12 × 0.5 × 10/20
  assert.equal(hitDamage(model, {...horse, attack: 1}, {...spear, defense: 990}), 0.1); // the floor
  // Behind a wall: defence + 5, then × 0.5: 12 × 0.5 × 10/25 × 0.5.
  assert.equal(hitDamage(model, horse, spear, {wall: true}), 1.2);
  // Hills raise the effective defence by half: 12 × 0.5 × 10/25.
  assert.equal(hitDamage(model, horse, spear, {terrain: 'hills'}), 2.4);
  assert.equal(hitDamage(model, spear, horse, {height: true}), 18);
});

test('abilities are applied: armour pierce, less ranged damage, a bonus against a type, situational bonuses', () => {
  const pierce = {...bow, abilities: {armour_pierce: 0.5}};
  assert.equal(hitDamage(model, bow, spear), 6); // 8 × 1.5 × 10/20
  assert.equal(hitDamage(model, pierce, spear), 8); // defence 5: 12 × 10/15
  const shield = {...spear, abilities: {ranged_damage_taken: 0.75, defense_in_formation: 10}};
  assert.equal(hitDamage(model, bow, shield), 4.5); // 6 × 0.75, a ranged attack
  assert.equal(hitDamage(model, horse, shield), 3); // melee: no reduction
  assert.equal(hitDamage(model, horse, shield, {formation: true}), 2); // defence 20: 6 × 10/30
  const pike = {...spear, abilities: {bonus_vs: {骑兵: 0.5}}};
  assert.equal(hitDamage(model, pike, horse), 22.5);
  assert.equal(hitDamage(model, pike, spear), 5); // the bonus is only against cavalry
});

test('a ranged unit shoots while melee closes in: the approach lasts the range gap over speed × tiles_per_speed', () => {
  const d = duel(model, bow, spear);
  assert.equal(d.approach, 8); // 4 tiles at 0.5 a second
  // The bow fires at 2, 4, 6 s (6 damage each on 30 hp: 5 hits, 10 s); the spear arrives at 8 s and strikes from 10 s.
  assert.deepEqual([d.hitsAB, d.secondsAB, d.winner], [5, 10, 'a']);
  // The same bow against cavalry, which closes twice as fast: 4 s of approach.
  assert.equal(duel(model, bow, horse).approach, 4);
});

test('each unit attacks on its own interval', () => {
  const slow = {...spear, attack_interval: 4};
  const fast = {...spear, attack_interval: 1};
  const fight = battle(model, fast, 1, slow, 1);
  assert.equal(fight.winner, 'a'); // 5 damage a hit: the fast one needs 6 s, the slow one 24 s
  assert.equal(fight.seconds, 6);
});

test('a battle of groups: melee attackers are limited by melee_per_target, ranged ones are not', () => {
  // 1 spear against 4 horses: only 2 horses reach it at a time: 6 damage a second, dead at 5 s.
  const swarmed = battle(model, spear, 1, horse, 4);
  assert.deepEqual([swarmed.winner, swarmed.survivorsA, swarmed.survivorsB, swarmed.seconds], ['b', 0, 4, 5]);
});

test('buildings: siege is strong against walls, infantry weak; n engines bring a segment down in whole volleys', () => {
  const ram: Fighter = {type: '攻城', hp: 200, attack: 30, defense: 8, range: 1, speed: 0.6, attack_interval: 4};
  assert.equal(structureDamage(model, ram, {id: 'city_wall', hp: 1000}), 30); // 30 × 4 × 10/40
  assert.equal(structureDamage(model, spear, {id: 'city_wall', hp: 1000}), 0.5); // 10 × 0.2 × 10/40
  assert.deepEqual(demolish(model, ram, 4, {id: 'city_wall', hp: 1000}), {damage: 30, volleys: 9, seconds: 36});
  assert.equal(structureDamage(model, ram, {id: 'barracks', hp: 900}), 60); // default armour 10
});

test('a technology’s wall bonus: only its types gain, and the ram then needs fewer volleys', () => {
  const ram: Fighter = {type: '攻城', hp: 200, attack: 30, defense: 8, range: 1, speed: 0.6, attack_interval: 4};
  const siegecraft = {unit_types: ['攻城'], share: 0.15};
  assert.equal(wallBonusOf([siegecraft, undefined], ram), 0.15);
  assert.equal(wallBonusOf([siegecraft], spear), 0);
  const bonus = wallBonusOf([siegecraft], ram);
  assert.equal(structureDamage(model, ram, {id: 'city_wall', hp: 1000}, bonus), 34.5); // 30 × 4 × 1.15 × 10/40
  assert.deepEqual(demolish(model, ram, 4, {id: 'city_wall', hp: 1000}, bonus), {
    damage: 34.5,
    volleys: 8,
    seconds: 32,
  });
});

test('an equal-cost fight: each side spends four of the dearer unit', () => {
  const values = new Map([['grain', 1]]);
  const f = equalCostFight(model, {...spear, cost: {grain: 50}}, {...horse, cost: {grain: 100}}, values);
  assert.deepEqual([f.nA, f.nB], [8, 4]);
  assert.ok(f.winner === 'a' && f.margin > 0);
});

test('a fight’s outcome alone (what the build keeps for every pair) is the fight without its course', () => {
  const values = new Map([['grain', 1]]);
  const [a, b] = [
    {...spear, cost: {grain: 50}},
    {...horse, cost: {grain: 100}},
  ];
  const grounds: Grounds[] = [{}, {b: {wall: true}}, {a: {high: true}}];
  for (const ground of grounds) {
    const {course, ...outcome} = battle(model, spear, 3, horse, 2, ground);
    assert.ok(course.length > 1);
    assert.deepEqual(battleOutcome(model, spear, 3, horse, 2, ground), outcome);
    const {course: equalCourse, ...equalOutcome} = equalCostFight(model, a, b, values, ground);
    assert.ok(equalCourse.length > 1);
    assert.deepEqual(equalCostOutcome(model, a, b, values, ground), equalOutcome);
  }
});

test('a cost is valued in 铜钱 by each resource’s value', () => {
  assert.equal(
    costValue(
      {grain: 45, iron: 10},
      new Map([
        ['grain', 1],
        ['iron', 3],
      ]),
    ),
    75,
  );
});

test('a hit breaks down into the factors the formula multiplies; its final is the damage of a hit', () => {
  const at = {terrain: 'hills', wall: true, height: true};
  const b = hitBreakdown(model, horse, spear, at);
  // 12 × 0.5 × 1 × 1.2 × 10/(10 + (10 + 5) × 1.5) × 0.5 = 1.1
  assert.deepEqual(b, {
    attack: 12,
    counter: 0.5,
    ability: 1,
    height: 1.2,
    defense: {own: 10, pierced: 10, wall: 5, terrain: 0.5, effective: 22.5},
    armour: 10 / 32.5,
    wall: 0.5,
    ranged: 1,
    final: 1.1,
  });
  assert.equal(b.final, hitDamage(model, horse, spear, at));
  const pierce = hitBreakdown(
    model,
    {...bow, abilities: {armour_pierce: 0.5}},
    {...spear, abilities: {ranged_damage_taken: 0.75}},
  );
  assert.deepEqual([pierce.defense.pierced, pierce.ranged, pierce.final], [5, 0.75, 6]);
});

test('where each side stands: the target’s terrain and wall count, height only over lower ground', () => {
  assert.deepEqual(hitSituation({high: true}, {terrain: 'hills'}), {terrain: 'hills', wall: undefined, height: true});
  assert.equal(hitSituation({high: true}, {high: true}).height, false);
  const open = duel(model, horse, spear);
  const walled = duel(model, horse, spear, {b: {wall: true}});
  assert.equal(walled.damageAB, 1.2);
  assert.ok(walled.secondsAB > open.secondsAB);
});

test('the course of a fight starts at full strength, only loses, and ends at its result', () => {
  const fight = battle(model, spear, 3, horse, 2);
  assert.deepEqual(fight.course[0], {t: 0, a: 3, b: 2, hpA: 90, hpB: 80});
  const last = fight.course.at(-1)!;
  assert.deepEqual([last.t, last.a, last.b], [fight.seconds, fight.survivorsA, fight.survivorsB]);
  for (let i = 1; i < fight.course.length; i++) {
    const [p, q] = [fight.course[i - 1]!, fight.course[i]!];
    assert.ok(q.t >= p.t && q.hpA <= p.hpA && q.hpB <= p.hpB, JSON.stringify([p, q]));
  }
});

test('the real data: the breakdown a page shows is the damage every fight uses, on any ground', () => {
  const data = loadGameData(path.resolve(__dirname, '../../data'));
  const real = combatModel(data.rules);
  const terrain = Object.keys(real.terrain_defense)[0]!;
  const groundsList: Grounds[] = [{}, {a: {high: true}, b: {terrain, wall: true}}, {a: {terrain}, b: {high: true}}];
  const land = data.units.filter((u) => u.type !== '舰船');
  for (const a of land)
    for (const b of land)
      for (const grounds of groundsList) {
        const ab = hitBreakdown(real, a, b, hitSituation(grounds.a, grounds.b));
        const ba = hitBreakdown(real, b, a, hitSituation(grounds.b, grounds.a));
        // The factors the page lists multiply to the final it shows.
        const product = ab.attack * ab.counter * ab.ability * ab.height * ab.armour * ab.wall * ab.ranged;
        assert.equal(ab.final, Math.max(0.1, Math.round(product * 10) / 10), `${a.id} → ${b.id}`);
        // One against one, the first blow each side takes is the other's breakdown.
        const d = duel(real, a, b, grounds);
        assert.deepEqual([d.damageAB, d.damageBA], [ab.final, ba.final], `${a.id} vs ${b.id}`);
        const first = battle(real, a, 1, b, 1, grounds).course[1]!;
        const lost = [a.hp - first.hpA, b.hp - first.hpB].map((n) => Math.round(n * 10) / 10);
        assert.ok(lost[0] === 0 || lost[0] === Math.min(a.hp, ba.final), `${b.id} hits ${a.id}: ${lost[0]}`);
        assert.ok(lost[1] === 0 || lost[1] === Math.min(b.hp, ab.final), `${a.id} hits ${b.id}: ${lost[1]}`);
        assert.ok(lost[0]! + lost[1]! > 0);
      }
});
