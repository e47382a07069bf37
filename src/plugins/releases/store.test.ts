import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {currentGameData} from '../../game/store';
import {ReleaseManifestError} from './load';
import {currentReleases, releaseParseCount} from './store';
import {FIXTURE_DATA} from '../../../tests/support/site';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-store-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));
fs.cpSync(FIXTURE_DATA, dir, {recursive: true});
const manifest = path.join(dir, 'releases.yaml');

test('the manifest is parsed once for every reader, checked once per game data, again after an edit', () => {
  const before = releaseParseCount();
  const plain = currentReleases(dir);
  const data = currentGameData(dir);
  const checked = currentReleases(dir, data);
  assert.deepEqual(checked, plain);
  assert.equal(currentReleases(dir, data), checked);
  assert.equal(currentReleases(dir), plain);
  assert.equal(releaseParseCount() - before, 1);

  const text = fs.readFileSync(manifest, 'utf8');
  const latest = plain.find((r) => r.channel === 'stable')!;
  fs.writeFileSync(manifest, text.replace(`summary: ${latest.summary}`, 'summary: 改过的摘要'));
  assert.equal(currentReleases(dir).find((r) => r.version === latest.version)!.summary, '改过的摘要');
  assert.equal(releaseParseCount() - before, 2);

  // A mistake is reported by every reader, not hidden by the cache.
  fs.writeFileSync(manifest, text.replace(`version: ${latest.version}`, 'version: 1.0.1.5'));
  assert.throws(() => currentReleases(dir), ReleaseManifestError);
  assert.throws(() => currentReleases(dir, data), ReleaseManifestError);
});
