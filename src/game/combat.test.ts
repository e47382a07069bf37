import assert from 'node:assert/strict';
import test from 'node:test';
import {battle, costValue, duel, hitDamage, type CombatRules} from './combat';

const rules: CombatRules = {
  min_damage: 1,
  defense_weight: 0.5,
  attack_interval: 2,
  counters: {步兵: {步兵: 1, 骑兵: 1.5}, 骑兵: {步兵: 0.5, 骑兵: 1}},
  wall_defense_bonus: 4,
  wall_damage_taken: 0.5,
  height_attack_bonus: 0.2,
  terrain_defense: {hills: 0.5},
};
const spear = {type: '步兵', hp: 30, attack: 10, defense: 4};
const horse = {type: '骑兵', hp: 40, attack: 12, defense: 2};

test('one hit: attack × counter − defense × weight, never under the minimum, walls and terrain on the defence', () => {
  assert.equal(hitDamage(rules, spear, horse), 14); // 10 × 1.5 − 2 × 0.5
  assert.equal(hitDamage(rules, horse, spear), 4); // 12 × 0.5 − 4 × 0.5
  assert.equal(hitDamage(rules, {...horse, attack: 1}, spear), 1); // floor of min_damage
  assert.equal(hitDamage(rules, horse, spear, {wall: true}), 1); // max(1, 6 − (4 + 4) × 0.5) × 0.5
  assert.equal(hitDamage(rules, spear, horse, {terrain: 'hills'}), 13.5); // 15 − 2 × 1.5 × 0.5
});

test('from higher ground the attack (after the counter) is raised by height_attack_bonus, the defence is not', () => {
  assert.equal(hitDamage(rules, spear, horse, {height: true}), 17); // 10 × 1.5 × 1.2 − 2 × 0.5
  assert.equal(hitDamage(rules, horse, spear, {height: true}), 5.2); // 12 × 0.5 × 1.2 − 4 × 0.5
  assert.equal(hitDamage(rules, spear, horse, {height: true, terrain: 'hills'}), 16.5); // 18 − 2 × 1.5 × 0.5
});

test('the wall factor comes after the minimum, so a hit behind a wall can be under min_damage', () => {
  assert.equal(hitDamage(rules, {...horse, attack: 1}, spear, {wall: true}), 0.5); // max(1, 0.5 − 8 × 0.5) × 0.5
});

test('a duel is won by whoever needs fewer hits; equal hits fall together', () => {
  const d = duel(rules, spear, horse);
  assert.deepEqual([d.hitsAB, d.hitsBA, d.secondsAB, d.secondsBA, d.winner], [3, 8, 6, 16, 'a']);
  assert.equal(duel(rules, spear, spear).winner, 'draw');
});

test('a battle of groups: more of the weaker side can win, and survivors are counted', () => {
  const one = battle(rules, spear, 1, horse, 1);
  assert.deepEqual([one.winner, one.survivorsA, one.survivorsB], ['a', 1, 0]);
  // 1 spearman against 4 horsemen: 16 damage a volley against 30 hp, dead after two volleys.
  const swarmed = battle(rules, spear, 1, horse, 4);
  assert.deepEqual([swarmed.winner, swarmed.survivorsA, swarmed.survivorsB, swarmed.seconds], ['b', 0, 4, 4]);
});

test('a cost is valued in 铜钱 by each resource’s value', () => {
  assert.equal(costValue({grain: 45, iron: 10}, new Map([['grain', 1], ['iron', 3]])), 75);
});
