import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, lineOf, problemWith} from '../../../tests/support/game-data-fixture';

const fixtures = gameDataFixtures('building-dominance');

test('a building matched or beaten in every stat by one of its role and era that costs no more fails at its line', () => {
  // 草市 made as dear and as slow to build as 市集: 市集 then produces more coin, per worker as much,
  // has more hit points and no per-town limit, and 草市 has nothing left for it.
  const dir = fixtures.mutated({
    'buildings.yaml': [
      [
        '    cost: {timber: 40}\n    build_time: 25\n    hp: 250',
        '    cost: {timber: 80, stone: 30}\n    build_time: 40\n    hp: 250',
      ],
    ],
  });
  const line = lineOf(dir, 'buildings.yaml', '- id: village_fair');
  const hit = problemWith(fixtures.problemsOf(dir), (p) =>
    p.startsWith(`data/buildings.yaml:${line}: buildings[id=village_fair]：`),
  );
  assert.match(hit, /草市处处不如所有阵营的市集：同为拓荒时代的建筑，市集不比它贵/);
  assert.match(hit, /用途（产出铜钱）它都有/);
});

test('the real buildings: none is dominated', () => {
  const problems = fixtures.problemsOf(fixtures.mutated({}));
  assert.deepEqual(
    problems.filter((p) => p.includes('处处不如') && p.startsWith('data/buildings.yaml')),
    [],
  );
});
