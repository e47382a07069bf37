import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {loadGameData} from '../../game/load';
import {balanceHistory} from './history';
import {loadReleases, ReleaseManifestError} from './load';
import {patchRows} from './patchDiff';
import {FIXTURE_DATA} from '../../../tests/support/site';

const manifest = path.join(FIXTURE_DATA, 'releases.yaml');
const gameData = loadGameData(FIXTURE_DATA);
const releases = loadReleases(manifest, {gameData});
const history = balanceHistory(releases, gameData);
/** The line of the first item of `changes` in the entry of `version`, where a problem with the list points. */
const changesLine = (version: string) => {
  const source = fs.readFileSync(manifest, 'utf8');
  const at = source.indexOf('- {entity:', source.indexOf(`- version: ${version}`));
  return source.slice(0, at).split('\n').length;
};

test('each field’s value at every release is today’s, walked back through the recorded changes', () => {
  const raider = history.entities.find((e) => e.entity === 'unit.raider')!;
  const at = (v: string) => raider.fields.train_time!.values[history.releases.findIndex((r) => r.version === v)];
  const now = gameData.units.find((u) => u.id === 'raider')!.train_time;
  assert.equal(at('1.0.1'), now);
  assert.equal(at('1.0.0'), 24);
  assert.equal(at('1.1.0-beta.1'), now);
});

test('two releases compared: each changed value once, buff or nerf, filtered by faction and kind', () => {
  const rows = patchRows(history, '1.0.0', '1.0.1');
  const raider = rows.find((r) => r.entity === 'unit.raider')!;
  assert.deepEqual([raider.old, raider.new, raider.change], [24, 26, 'nerf']);
  assert.equal(rows.find((r) => r.entity === 'building.city_wall')!.change, 'buff');
  // 掠袭骑 is 青林部族's: another faction does not see it; 城墙 is everyone's.
  assert.ok(!patchRows(history, '1.0.0', '1.0.1', 'chilan').some((r) => r.entity === 'unit.raider'));
  assert.ok(patchRows(history, '1.0.0', '1.0.1', 'chilan').some((r) => r.entity === 'building.city_wall'));
  assert.deepEqual(
    patchRows(history, '1.0.0', '1.0.1', 'all', 'building').map((r) => r.entity),
    ['building.city_wall'],
  );
  // Backwards, the same values the other way round.
  const back = patchRows(history, '1.0.1', '1.0.0').find((r) => r.entity === 'unit.raider')!;
  assert.deepEqual([back.old, back.new, back.change], [26, 24, 'buff']);
});

test('a data edit no release records fails the build, naming the release, its line and what to write', () => {
  const broken = structuredClone(gameData);
  const raider = broken.units.find((u) => u.id === 'raider')!;
  const was = raider.hp;
  raider.hp = was + 7;
  assert.throws(
    () => loadReleases(manifest, {gameData: broken}),
    (error: Error) => {
      assert.ok(error instanceof ReleaseManifestError, String(error));
      assert.match(
        error.message,
        new RegExp(
          `releases\\.yaml:${changesLine('1.0.1')}: 版本 1\\.0\\.1 字段 changes：data/ 里 unit\\.raider 的 hp 是 ${was + 7}，` +
            `而 1\\.0\\.1 发布时是 ${was}.*请用 npm run release:add 添加新版本.*\\{entity: unit\\.raider, field: hp, old: ${was}, new: ${was + 7}, kind: buff 或 nerf\\}.*把它改回 ${was}`,
        ),
      );
      return true;
    },
  );
});
