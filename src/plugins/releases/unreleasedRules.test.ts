import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {loadGameData} from '../../game/load';
import {loadReleases, ReleaseManifestError} from './load';
import {FIXTURE_DATA} from '../../../tests/support/site';

const manifest = path.join(FIXTURE_DATA, 'releases.yaml');
const gameData = loadGameData(FIXTURE_DATA);
const source = fs.readFileSync(manifest, 'utf8');
const lineOf = (text: string) => source.slice(0, source.indexOf(text)).split('\n').length;

/** The manifest's problems for this game data (none: []). */
function problems(data = gameData, file = manifest): string[] {
  try {
    loadReleases(file, {gameData: data, snapshotsDir: FIXTURE_DATA});
    return [];
  } catch (error) {
    assert.ok(error instanceof ReleaseManifestError, String(error));
    return error.message.split('\n').slice(1);
  }
}

test('a rule number changed since the latest stable release passes only while unreleased.rules records it', () => {
  assert.deepEqual(problems(), [], 'the 书斋 limit 4 → 6 is recorded');
  const broken = structuredClone(gameData);
  broken.rules.building_limits.quarry = 5;
  const [hit, ...rest] = problems(broken);
  assert.equal(rest.length, 0, rest.join('\n'));
  assert.match(
    hit ?? '',
    new RegExp(
      `releases\\.yaml:${lineOf('\n  rules:') + 1}: 字段 unreleased：data/rules\\.yaml 的 building_limits\\.quarry 是 5，` +
        `而 1\\.0\\.1 发布时是 3（data/snapshots/1\\.0\\.1/rules\\.json），没有记录这项改动：` +
        `请在 data/releases\\.yaml 的 unreleased\\.rules 里加一行 \\{field: building_limits\\.quarry, old: 3, new: 5,.*把它改回 3`,
    ),
  );
});

test('an unreleased rule whose numbers do not match the shipped rules or today’s data fails at its line', () => {
  const file = path.join(fs.mkdtempSync(path.join(FIXTURE_DATA, '..', 'unreleased-')), 'releases.yaml');
  try {
    fs.writeFileSync(file, source.replace('      old: 4\n      new: 6\n', '      old: 5\n      new: 7\n'));
    const found = problems(gameData, file);
    const at = (text: string) =>
      source.slice(0, source.indexOf(text, source.indexOf('\nunreleased:'))).split('\n').length;
    assert.deepEqual(found, [
      `  ${path.relative(process.cwd(), file)}:${at('      old: 4')}: 字段 unreleased.rules.0.old：building_limits.study_hall 在 1.0.1 发布时是 4（data/snapshots/1.0.1/rules.json），old 应为它`,
      `  ${path.relative(process.cwd(), file)}:${at('      new: 6')}: 字段 unreleased.rules.0.new：building_limits.study_hall 在 data/rules.yaml 里是 6，new 应为它`,
    ]);
  } finally {
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  }
});
