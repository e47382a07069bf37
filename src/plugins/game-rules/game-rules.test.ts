import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {dataFixtures} from '../../../tests/support/data-fixture';
import {GameDataError, loadGameData} from '../game-data/load';
import {clearLineCache} from './locate';
import {openingSimulations, pace, simulationRuns} from './pace';
import {simulateOpening} from './simulate';

const realDataDir = path.resolve(__dirname, '../../../data');
const copyOfData = dataFixtures('game-rules');
/** A copy of data/ with text replaced (tests/support/data-fixture.ts), with the line cache cleared. */
function mutated(edits: Record<string, [from: string, to: string][]>): string {
  const dir = copyOfData(edits);
  clearLineCache();
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadGameData(dir);
  } catch (error) {
    assert.ok(error instanceof GameDataError, String(error));
    return error.message.split('\n').slice(1).map((l) => l.trim());
  }
  return [];
}

function lineOf(dir: string, file: string, text: string): number {
  return fs.readFileSync(path.join(dir, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
}

test('the real data passes the progression check, and every opening reaches 筑城时代 within its target', () => {
  const data = loadGameData(realDataDir);
  for (const f of data.factions) {
    const sim = simulateOpening(data, f.id, 10_000);
    assert.equal(sim.blocked, undefined, `${f.id}: ${sim.blocked?.reason}`);
    const minutes = (sim.eraTicks.era2 * data.productivity.tick_seconds) / 60;
    assert.ok(minutes > 0 && minutes <= data.rules.era_targets.era2, `${f.id} reaches era2 at ${minutes} min`);
  }
});

test('without a 拓荒时代 source of 学识 the build fails, naming the blocked technology and the missing resource', () => {
  const dir = mutated({'buildings.yaml': [['    produces: {lore: 1.0}\n', ''], ['    workers: 5\n    requires_tech: null\n    description: 族中', '    workers: 0\n    requires_tech: null\n    description: 族中']]});
  const problems = problemsOf(dir);
  const line = lineOf(dir, 'technologies.yaml', '- id: stonecutting');
  const hit = problems.find((p) => p.includes('获得科技「凿石术」'));
  assert.ok(hit, problems.slice(0, 5).join('\n'));
  assert.match(hit, new RegExp(`^data/technologies\\.yaml:(${line}|${line + 3}): `));
  assert.match(hit, /缺少资源「学识」的产出/);
  assert.ok(problems.some((p) => p.includes('时代「筑城时代」')));
});

test('an opening step that can never be paid fails the build at that step, with the short resource', () => {
  const dir = mutated({'buildings.yaml': [['    cost: {timber: 50, grain: 30}\n    build_time: 30', '    cost: {timber: 5000, grain: 30}\n    build_time: 30']]});
  const problems = problemsOf(dir);
  const hit = problems.find((p) => p.startsWith('data/openings.yaml:'));
  assert.ok(hit, problems.join('\n'));
  assert.match(hit, /推荐开局卡在第 1 步（建造书斋）：木材不足（现有 \d+，需要 5000/);
});

test('an opening too slow for its era target is reported with the minute it got there', () => {
  const dir = mutated({'rules.yaml': [['era_targets: {era2: 30,', 'era_targets: {era2: 5,']]});
  const problems = problemsOf(dir);
  assert.ok(problems.some((p) => /^data\/openings\.yaml:\d+: .*在第 [\d.]+ 分钟才进入「筑城时代」，超过 .* 5 分钟/.test(p)), problems.join('\n'));
});

test('rules.yaml must cover every unit type in the counter matrix and every terrain', () => {
  const dir = mutated({'rules.yaml': [['    辅助: {步兵: 0.5', '    # 辅助: {步兵: 0.5'], ['mountain: 2.2, ', '']]});
  const problems = problemsOf(dir);
  assert.ok(problems.some((p) => p.startsWith('data/rules.yaml:') && p.includes('缺少兵种「辅助」这一行')), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes('缺少地形「mountain」的移动耗时')), problems.join('\n'));
});

test('pace: minutes per era per faction and map crossing times come from the simulation and the data', () => {
  const data = loadGameData(realDataDir);
  const p = pace(data);
  const sim = simulateOpening(data, 'chilan', 10_000);
  assert.equal(p.factions.chilan.era2_minutes, Math.round((sim.eraTicks.era2 * 10) / 60 * 10) / 10);
  const map = data.maps[0];
  const secs = map.size.width / data.rules.movement.tiles_per_speed;
  assert.equal(p.maps[map.id].cross_plain_minutes, Math.round((secs / 60) * 10) / 10);
});

test('the progression check and pace() share one simulation of the openings per loaded data', () => {
  const before = simulationRuns();
  const data = loadGameData(realDataDir);
  assert.equal(simulationRuns(), before + 1, 'the check simulated the openings once');
  const runs = openingSimulations(data);
  const p = pace(data);
  assert.equal(simulationRuns(), before + 1, 'pace() read the check’s runs');
  assert.equal(p.factions.chilan.era2_minutes, Math.round((runs.chilan.eraTicks.era2 * 10) / 60 * 10) / 10);
});
