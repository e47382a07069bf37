import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, lineOf, problemWith} from '../../../tests/support/game-data-fixture';

const fixtures = gameDataFixtures('descriptions');

test('a description that names an ability without its field fails at the description line', () => {
  // 御史 loses its perks but keeps 「每旬多产生 0.3 行政点」 in its description.
  const dir = fixtures.mutated({'units.yaml': [['    perks: {admin_points: 0.3}\n', '']]});
  const line = lineOf(dir, 'units.yaml', '巡察各地的监察官');
  const hit = problemWith(fixtures.problemsOf(dir), (p) =>
    p.startsWith(`data/units.yaml:${line}: units[id=censor].description：`),
  );
  assert.match(hit, /说明写了「行政点」，但没有 perks\.admin_points 字段：加上它/);
});

test('a field its description does not name fails at the field, with the words to add', () => {
  // 太庙's description no longer says what its prestige field does.
  const dir = fixtures.mutated({'buildings.yaml': [['，并让继承人的威望每旬提高 0.1 点。', '。']]});
  const line = lineOf(dir, 'buildings.yaml', 'prestige: 0.1');
  const hit = problemWith(fixtures.problemsOf(dir), (p) =>
    p.startsWith(`data/buildings.yaml:${line}: buildings[id=ancestral_temple].prestige：`),
  );
  assert.match(hit, /说明里没有写到这项能力：在 description 里写明，例如「继承人的威望每旬提高 0\.1 点」/);
});

test('a production bonus names its resource in the description', () => {
  const dir = fixtures.mutated({'buildings.yaml': [['使本城邑的铁矿产量提高 10%', '使本城邑的产量提高 10%']]});
  problemWith(fixtures.problemsOf(dir), /buildings\[id=smithy\]\.bonus\.iron：说明里没有写到「铁矿」/);
});

test('the real data: every description agrees with its fields', () => {
  const problems = fixtures.problemsOf(fixtures.mutated({}));
  assert.deepEqual(problems, []);
});
