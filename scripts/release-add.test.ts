import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {loadReleases} from '../src/plugins/releases/load';
import {addRelease} from './release-add';
import {fixtureManifest} from '../tests/support/releases-fixture';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-add-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));
const manifest = path.join(scratch, 'releases.yaml');
// The fixture manifest, not data/releases.yaml: a release added the documented way cannot break this.
fs.writeFileSync(manifest, fixtureManifest(null));

const installers = [
  'QianChuan-1.2.0-win-x64.exe',
  'QianChuan-1.2.0-mac-universal.dmg',
  'QianChuan-1.2.0-linux-x64.tar.gz',
].map((name, i) => {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, Buffer.alloc(1000 + i * 777, `安装包 ${i}`));
  return file;
});

test('adds a release with sizes and checksums computed from the files', () => {
  addRelease({manifest, version: '1.2.0', files: installers, date: '2026-12-01'});
  const [newest] = loadReleases(manifest);
  assert.equal(newest!.version, '1.2.0');
  assert.equal(newest!.channel, 'stable');
  assert.equal(newest!.notes, 'release-1-2-0');
  assert.deepEqual(
    newest!.files.map((f) => [f.platform, f.arch]),
    [
      ['windows', 'x64'],
      ['macos', 'universal'],
      ['linux', 'x64'],
    ],
  );
  for (const [i, file] of installers.entries()) {
    const entry = newest!.files[i]!;
    assert.equal(entry.size, fs.statSync(file).size);
    const expected = execFileSync('sha256sum', [file], {encoding: 'utf8'}).split(' ')[0];
    assert.equal(entry.sha256, expected, 'same checksum as sha256sum');
    assert.match(entry.urls.mirror, /^https:\/\/.+\/1\.2\.0\/QianChuan-1\.2\.0-/);
  }
  assert.match(fs.readFileSync(manifest, 'utf8'), /^# A small manifest for unit tests/, 'the comments are kept');
});

test('refuses a version that already exists', () => {
  assert.throws(() => addRelease({manifest, version: '2.0.0', files: installers}), /版本 2\.0\.0 已经存在/);
});

test('refuses a file whose name does not say its platform', () => {
  const odd = path.join(scratch, 'setup.exe');
  fs.writeFileSync(odd, 'x');
  assert.throws(() => addRelease({manifest, version: '1.3.0', files: [odd]}), /setup\.exe：无法从文件名判断平台和架构/);
});

test('writes only the new release: every other line of the file stays as it was', () => {
  const before = fs.readFileSync(manifest, 'utf8');
  addRelease({manifest, version: '1.2.1', files: installers.map((f) => f), date: '2026-12-05'});
  const after = fs.readFileSync(manifest, 'utf8');
  const added = after.split('\n').length - before.split('\n').length;
  const start = after.split('\n').findIndex((line) => line.includes('version: 1.2.1'));
  const lines = after.split('\n');
  lines.splice(start, added);
  assert.equal(lines.join('\n'), before, 'removing the added block gives back the file byte for byte');
  assert.match(after.split('\n')[start]!, /^ {2}- version: 1\.2\.1$/, 'indented like the other releases');
});

test("with the data folder, records the release's numbers as a snapshot", () => {
  const dataDir = path.join(scratch, 'data');
  fs.cpSync(path.join(__dirname, '..', 'data'), dataDir, {recursive: true});
  fs.rmSync(path.join(dataDir, 'snapshots'), {recursive: true, force: true});
  fs.writeFileSync(path.join(dataDir, 'releases.yaml'), fixtureManifest(null));
  addRelease({
    manifest: path.join(dataDir, 'releases.yaml'),
    version: '1.3.0',
    files: installers,
    date: '2026-12-09',
    dataDir,
  });
  const snapshot = fs.readFileSync(path.join(dataDir, 'snapshots', '1.3.0.yaml'), 'utf8');
  assert.match(snapshot, /^unit\.militia: \{hp: \d+, attack: \d+/m);
});
