import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, lineOf, problemWith} from '../../tests/support/game-data-fixture';
import {loadGameData} from './load';
import {townsThatFit, victoryPlan} from './victory';
import {FIXTURE_DATA} from '../../tests/support/site';

const {mutated, problemsOf} = gameDataFixtures('victory');

test('with the real data every victory condition can be reached on every map', () => {
  const data = loadGameData(FIXTURE_DATA);
  const plan = victoryPlan(data);
  assert.ok(plan.wonder_done_minute <= data.rules.match_minutes.long);
  for (const map of data.maps) {
    const m = plan.maps[map.id]!;
    assert.ok(m.towns_needed <= Math.min(m.towns_fit, plan.towns_by_end), `${map.id}: ${m.towns_needed} towns`);
    assert.ok(m.wonder_regions.length > 0, map.id);
  }
});

test('towns fit on a square lattice spaced by the minimum distance', () => {
  assert.equal(townsThatFit(19, 19, 18), 4);
  assert.equal(townsThatFit(18, 18, 18), 1);
});

test('a territory share no map can hold fails at territory_share, naming the map and the towns', () => {
  const dir = mutated({'rules.yaml': [['territory_share: 0.3', 'territory_share: 1']]});
  const line = lineOf(dir, 'rules.yaml', 'territory_share: 1');
  const hit = problemWith(problemsOf(dir), '天下归心在「澄湖平原」');
  assert.match(hit, new RegExp(`^data/rules\\.yaml:${line}: `));
  assert.match(hit, /要 41 座城邑/);
});

test('a hold too long for the match fails: the towns cannot be founded in time', () => {
  const dir = mutated({'rules.yaml': [['hold_minutes: 10', 'hold_minutes: 19']]});
  const hit = problemWith(problemsOf(dir), '来不及达成');
  assert.match(hit, new RegExp(`^data/rules\\.yaml:${lineOf(dir, 'rules.yaml', 'territory_share:')}: `));
});

test('a map without the wonder’s terrain fails at that map in maps.yaml', () => {
  const dir = mutated({
    'maps.yaml': [
      ['{id: broken_river, name: 断河, terrain: river_flat', '{id: broken_river, name: 断河, terrain: plain'],
    ],
  });
  const hit = problemWith(problemsOf(dir), '地图「断脊群山」没有河滩地形的区域');
  assert.match(hit, new RegExp(`^data/maps\\.yaml:${lineOf(dir, 'maps.yaml', '- id: duanji')}: `));
});

test('a wonder that takes too long to build fails with the minute and the build_time line', () => {
  const dir = mutated({
    'buildings.yaml': [['    build_time: 480\n    hp: 12000', '    build_time: 1800\n    hp: 12000']],
  });
  const hit = problemWith(problemsOf(dir), '万世工程最早要到第');
  assert.match(hit, new RegExp(`^data/rules\\.yaml:${lineOf(dir, 'rules.yaml', 'hold_minutes: 3')}: `));
  assert.match(
    hit,
    new RegExp(`第 140\\.5 分钟.*build_time（第 ${lineOf(dir, 'buildings.yaml', 'build_time: 1800')} 行）`),
  );
});

test('an unknown wonder building and a capture radius beyond a town’s territory are reported with their lines', () => {
  const dir = mutated({
    'rules.yaml': [
      ['building: grand_canal', 'building: great_wall'],
      ['radius_tiles: 3', 'radius_tiles: 9'],
    ],
  });
  const problems = problemsOf(dir);
  const unknown = problemWith(problems, '不认识的建筑 "great_wall"');
  assert.match(unknown, new RegExp(`^data/rules\\.yaml:${lineOf(dir, 'rules.yaml', 'building: great_wall')}: `));
  const capture = problemWith(problems, '占领半径 9 大于城邑的初始疆域半径');
  assert.match(capture, new RegExp(`^data/rules\\.yaml:${lineOf(dir, 'rules.yaml', 'radius_tiles: 9')}: `));
});

test('a team format larger than a map fails at that format', () => {
  const dir = mutated({
    'rules.yaml': [
      ['{id: free_for_all, name: 混战, teams: [1, 1, 1, 1]}', '{id: free_for_all, name: 混战, teams: [1, 1, 1, 1, 1]}'],
    ],
  });
  const hit = problemWith(problemsOf(dir), '对局形式「混战」要 5 名玩家');
  assert.match(hit, new RegExp(`^data/rules\\.yaml:${lineOf(dir, 'rules.yaml', 'name: 混战')}: `));
});
