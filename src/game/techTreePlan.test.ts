import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, problemWith} from '../../tests/support/game-data-fixture';
import {loadGameData} from './load';
import {pathTo, techTreePlan} from './techTreePlan';
import {FIXTURE_DATA} from '../../tests/support/site';

const data = loadGameData(FIXTURE_DATA);
const model = techTreePlan(data);
const node = (id: string) => model.nodes.find((n) => n.id === id)!;
const {mutated, problemsOf} = gameDataFixtures('techtree');

test('a technology unlocks the units and buildings that name it, and improves what its improves names', () => {
  assert.deepEqual(
    node('stonecutting').unlocks.map((t) => t.name),
    ['石盾兵', '采石场'],
  );
  const bronze = node('bronze_casting').improves;
  assert.ok(bronze.length > 5 && bronze.every((t) => t.kind === 'unit'));
  assert.ok(bronze.some((t) => t.id === 'militia') && bronze.some((t) => t.id === 'redsoil_guard'));
  assert.deepEqual(
    node('printing').improves.map((t) => t.name),
    ['书斋', '藏书阁', '书院'],
  );
  assert.equal(node('engineering').improves.length, data.buildings.length);
});

test('the path to a technology lists its prerequisites first and sums their cost and research time', () => {
  const p = pathTo(model, 'bronze_casting')!;
  assert.deepEqual(p.techs, ['stonecutting', 'bronze_casting']);
  assert.deepEqual(p.cost, {lore: 120});
  assert.equal(p.seconds, 160);
});

test('the path to a unit includes its building’s technology, and a faction cannot target another’s unit', () => {
  const p = pathTo(model, 'musketeer')!;
  assert.equal(p.building, 'arsenal');
  assert.ok(p.techs.includes('firelance') && p.techs.includes('gunpowder'));
  for (const id of p.techs)
    for (const pre of node(id).prerequisites) assert.ok(p.techs.indexOf(pre) < p.techs.indexOf(id), `${pre} → ${id}`);
  assert.equal(pathTo(model, 'stone_shield', 'chilan'), null);
  assert.ok(pathTo(model, 'stone_shield', 'xuanyan'));
  assert.equal(pathTo(model, 'no_such_thing'), null);
});

test('the matrix puts each faction’s own units beside what every faction has', () => {
  const row = model.matrix.find((r) => r.group === '步兵' && r.era === 'era1')!;
  assert.deepEqual(
    row.common.map((t) => t.id),
    ['militia'],
  );
  assert.deepEqual(
    row.own.chilan!.map((t) => t.id),
    ['redsoil_guard'],
  );
  assert.deepEqual(
    row.own.baigang!.map((t) => t.id),
    ['harbor_marine'],
  );
});

test('an improves entry the effect does not name fails at that field, in Chinese', () => {
  const dir = mutated({
    'technologies.yaml': [['improves: {buildings: [lumber_camp]}', 'improves: {buildings: [farm]}']],
  });
  const hit = problemWith(problemsOf(dir), 'improves.buildings[0]');
  assert.match(hit, /^data\/technologies\.yaml:\d+: .*效果里没有写到「农田」/);
});
