import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {loadGameData} from '../../game/load';
import {changeRows, describeChange} from './balance';
import {loadReleases, ReleaseManifestError} from './load';
import {FIXTURE_MANIFEST, fixtureManifest, fixtureValues} from '../../../tests/support/releases-fixture';
import {FIXTURE_DATA} from '../../../tests/support/site';

// Balance changes in data/releases.yaml, checked against the game data; errors name file and line.
const realManifest = fs.readFileSync(path.join(FIXTURE_DATA, 'releases.yaml'), 'utf8');
const gameData = loadGameData(FIXTURE_DATA);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'balance-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

let written = 0;
function manifestWith(from: string, to: string): string {
  assert.ok(realManifest.includes(from), `releases.yaml no longer contains ${from}`);
  const file = path.join(scratch, `${++written}.yaml`);
  fs.writeFileSync(file, realManifest.replace(from, to));
  return file;
}
/** The fixture manifest (not the real one) with some numbers set and some text replaced. */
function fixtureWith(values: Record<string, number>, ...replacements: [string, string][]): string {
  let text = fixtureManifest(gameData, values);
  for (const [from, to] of replacements) text = text.replace(from, to);
  const file = path.join(scratch, `${++written}.yaml`);
  fs.writeFileSync(file, text);
  return file;
}
const fixtureLine = (name: string) =>
  fs
    .readFileSync(FIXTURE_MANIFEST, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(`old: ${name},`)) + 1;
const lineOf = (text: string) => realManifest.slice(0, realManifest.indexOf(text)).split('\n').length;
const fails = (file: string, pattern: RegExp) =>
  assert.throws(
    () => loadReleases(file, {gameData}),
    (error: Error) => error instanceof ReleaseManifestError && pattern.test(error.message),
  );

const raider101 = '{entity: unit.raider, field: train_time, old: 24, new: 26, kind: nerf}';

test('the real history holds together with the data', () => {
  assert.doesNotThrow(() => loadReleases(path.join(FIXTURE_DATA, 'releases.yaml'), {gameData}));
});

test('an old value that does not follow the previous release fails with the file and line', () => {
  const line = lineOf(raider101);
  fails(
    manifestWith(raider101, raider101.replace('old: 24', 'old: 22')),
    new RegExp(
      `\\d+\\.yaml:${line}: 版本 1\\.0\\.1 字段 changes\\[0\\]\\.old：.*0\\.9\\.0 已改为 24，这里的 old 应为 24`,
    ),
  );
});

test('the latest stable change must equal today’s data', () => {
  fails(
    manifestWith(raider101, raider101.replace('new: 26', 'new: 28')),
    /版本 1\.0\.1 字段 changes\[0\]\.new：.*new 应等于当前数据 26/,
  );
});

test('a beta newer than the latest stable starts from today’s data', () => {
  const now = fixtureValues(gameData).TIDE_SPEED!;
  fails(
    fixtureWith({TIDE_SPEED: now - 0.1}),
    new RegExp(`版本 2\\.1\\.0-beta\\.1 字段 changes\\[0\\]\\.old：测试版从当前数据出发：.*现在是 ${now}`),
  );
});

test('an unknown entity or field is named', () => {
  fails(manifestWith(raider101, raider101.replace('unit.raider', 'unit.raidr')), /数据里没有 unit\.raidr/);
  fails(
    manifestWith(raider101, raider101.replace('field: train_time', 'field: train_speed')),
    /unit\.raider 没有数值字段 train_speed/,
  );
  fails(manifestWith('field: cost.coin', 'field: cost.gold'), /unit\.dragoon 没有数值字段 cost\.gold/);
  fails(manifestWith(raider101, raider101.replace('unit.raider', 'raider')), /应写成「种类\.id」/);
});

test('an unknown entity or field comes with the one meant, at its line', () => {
  const line = lineOf(raider101);
  fails(
    manifestWith(raider101, raider101.replace('unit.raider', 'unit.raidr')),
    new RegExp(
      `\\d+\\.yaml:${line}: 版本 1\\.0\\.1 字段 changes\\[0\\]\\.entity：数据里没有 unit\\.raidr。你是不是要写「unit\\.raider」？entity 的 id 要与 data/units\\.yaml 中 units 列表里的 id 完全一致`,
    ),
  );
  // The id is right, the kind is not.
  fails(
    manifestWith(raider101, raider101.replace('unit.raider', 'unit.city_wall')),
    /数据里没有 unit\.city_wall。你是不是要写「building\.city_wall」？/,
  );
  fails(
    manifestWith(raider101, raider101.replace('unit.raider', 'unit.zzz')),
    /数据里没有 unit\.zzz：entity 的 id 要与 data\/units\.yaml 中 units 列表里的 id 完全一致/,
  );
  fails(
    manifestWith(raider101, raider101.replace('field: train_time', 'field: train_tme')),
    new RegExp(
      `\\d+\\.yaml:${line}: 版本 1\\.0\\.1 字段 changes\\[0\\]\\.field：unit\\.raider 没有数值字段 train_tme。你是不是要写「train_time」？`,
    ),
  );
  fails(
    manifestWith('field: cost.coin', 'field: cost.con'),
    /unit\.dragoon 没有数值字段 cost\.con。你是不是要写「cost\.coin」？/,
  );
  fails(
    manifestWith(raider101, raider101.replace('field: train_time', 'field: loyalty')),
    /unit\.raider 没有数值字段 loyalty：可用的字段见 data\/units\.yaml 开头的说明/,
  );
});

test('buff and nerf must agree with the direction of the numbers', () => {
  fails(
    manifestWith(raider101, raider101.replace('kind: nerf', 'kind: buff')),
    /训练时间从 24 到 26 对玩家是削弱，kind 应为 nerf/,
  );
});

test('the rows the pages show: newest release first, Chinese field names with units', () => {
  const rows = changeRows(loadReleases(path.join(FIXTURE_DATA, 'releases.yaml')), gameData);
  const raider = rows.filter((r) => r.entity === 'unit.raider');
  assert.deepEqual(
    raider.map((r) => r.version),
    ['1.0.1', '0.9.0'],
  );
  assert.equal(describeChange(raider[0]!), '训练时间：24 → 26 秒');
  assert.equal(raider[0]!.label, '削弱');
  const dragoon = rows.find((r) => r.entity === 'unit.dragoon')!;
  assert.equal(describeChange(dragoon), '费用（铜钱）：50 → 40');
});

test('a contract change with a wrong old value fails with the file and line', () => {
  const now = fixtureValues(gameData).SALTED_FISH_CYCLE!;
  const line = fixtureLine('SALTED_FISH_CYCLE');
  fails(
    fixtureWith({SALTED_FISH_CYCLE: now + 1}),
    new RegExp(
      `\\d+\\.yaml:${line}: 版本 2\\.1\\.0-beta\\.1 字段 changes\\[1\\]\\.old：测试版从当前数据出发：contract\\.salted_fish 的 cycle_ticks 现在是 ${now}，old 应为 ${now}`,
    ),
  );
  fails(fixtureWith({}, ['contract.salted_fish', 'contract.salted_fsh']), /数据里没有 contract\.salted_fsh/);
});

test('village fields: attitude parts have their own label and direction, other parts are refused', () => {
  const tide = '{entity: unit.tide_runner, field: speed, old: 2.3, new: 2.5, kind: buff}';
  const village = (field: string, old: number, now: number, kind: string) =>
    `{entity: village.mining_hamlet, field: ${field}, old: ${old}, new: ${now}, kind: ${kind}}`;
  // A lower trade threshold helps the player.
  fails(
    manifestWith(tide, village('attitude.trade_min', 0, -10, 'nerf')),
    /贸易所需态度从 0 到 -10 对玩家是增强，kind 应为 buff/,
  );
  fails(
    manifestWith(tide, village('attitude.rules', 0, 1, 'buff')),
    /village\.mining_hamlet 没有数值字段 attitude\.rules/,
  );
  fails(manifestWith(tide, village('annex_admin_cost', 45, 40, 'nerf')), /吞并所需行政点从 45 到 40 对玩家是增强/);
  const file = manifestWith(tide, village('attitude.initial', -10, -5, 'buff'));
  const row = changeRows(loadReleases(file, {gameData}), gameData).find((r) => r.entity === 'village.mining_hamlet')!;
  assert.equal(describeChange(row), '初始态度：-10 → -5');
});

test('the 1.1.0-beta.1 contract rework: rows with Chinese field names, cycles in 旬', () => {
  const rows = changeRows(loadReleases(path.join(FIXTURE_DATA, 'releases.yaml')), gameData).filter(
    (r) => r.kind === 'contract',
  );
  assert.ok(rows.length > 0);
  assert.ok(rows.every((r) => r.version === '1.1.0-beta.1'));
  assert.equal(describeChange(rows.find((r) => r.id === 'salted_fish')!), '周期：6 → 5 旬');
  assert.equal(describeChange(rows.find((r) => r.id === 'mercenary_bond')!), '投入（铜钱）：40 → 30');
});

test("the first recorded change of a field must start from the previous release's snapshot", () => {
  const hp = fixtureValues(gameData).ARCHER_HP_NEW!;
  const dir = fs.mkdtempSync(path.join(scratch, 'snapshot-'));
  const manifest = path.join(dir, 'releases.yaml');
  fs.mkdirSync(path.join(dir, 'snapshots'));
  // 1.9.0 shipped the archer with hp − 5; 2.0.0 records a change from hp − 10: the wrong old.
  fs.writeFileSync(path.join(dir, 'snapshots', '1.9.0.yaml'), `unit.archer: {hp: ${hp - 5}}\n`);
  fs.writeFileSync(manifest, fixtureManifest(gameData, {ARCHER_HP_OLD: hp - 10}));
  const line = fixtureLine('ARCHER_HP_OLD');
  assert.throws(
    () => loadReleases(manifest, {gameData}),
    (error: Error) =>
      error instanceof ReleaseManifestError &&
      error.message.includes(
        `releases.yaml:${line}: 版本 2.0.0 字段 changes[0].old：unit.archer 的 hp 在 1.9.0 发布时是 ${hp - 5}（data/snapshots/1.9.0.yaml），这里的 old 应为 ${hp - 5}`,
      ),
  );
  // The right old passes.
  fs.writeFileSync(manifest, fixtureManifest(gameData, {ARCHER_HP_OLD: hp - 5}));
  assert.equal(loadReleases(manifest, {gameData})[1]!.version, '2.0.0');
});
