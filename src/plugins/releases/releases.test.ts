import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {latestStable, loadReleases, ReleaseManifestError} from './load';
import {fixtureManifest} from '../../../tests/support/releases-fixture';
import {FIXTURE_DATA} from '../../../tests/support/site';

const realManifest = fs.readFileSync(path.join(FIXTURE_DATA, 'releases.yaml'), 'utf8');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

let written = 0;
function withManifest(text: string): string {
  const dir = path.join(scratch, String(++written));
  fs.mkdirSync(dir);
  const file = path.join(dir, 'releases.yaml');
  fs.writeFileSync(file, text);
  return file;
}

test('the real manifest is valid', () => {
  const releases = loadReleases(path.join(FIXTURE_DATA, 'releases.yaml'));
  assert.ok(releases.length >= 3);
  const latest = latestStable(releases);
  assert.equal(latest.channel, 'stable');
  assert.ok(releases.every((r) => r.channel !== 'stable' || r.date <= latest.date));
});

test('a bad version names the file, line, version and field', () => {
  const file = withManifest(realManifest.replace('version: 1.0.1', 'version: 1.0.1.5'));
  assert.throws(
    () => loadReleases(file),
    (error: Error) =>
      error instanceof ReleaseManifestError &&
      /releases\.yaml:\d+: 版本 1\.0\.1\.5 字段 version：应为语义化版本号/.test(error.message),
  );
});

test('a duplicate version is refused', () => {
  const file = withManifest(realManifest.replace('version: 1.0.0\n', 'version: 1.0.1\n'));
  assert.throws(() => loadReleases(file), /版本 1\.0\.1 字段 version：重复的版本号/);
});

test('a notes slug with a typo: the published post meant, at the line of notes', () => {
  const file = withManifest(realManifest.replace('notes: release-1-0-1\n', 'notes: release-1-01\n'));
  const line = realManifest.split('\n').findIndex((l) => l.includes('notes: release-1-0-1')) + 1;
  const blogSlugs = new Set([
    'release-1-0-0',
    'release-1-0-1',
    'release-0-9-0',
    'release-0-8-0',
    'release-1-1-0-beta-1',
  ]);
  assert.throws(
    () => loadReleases(file, {blogSlugs}),
    new RegExp(
      `releases\\.yaml:${line}: 版本 1\\.0\\.1 字段 notes：找不到 slug 为「release-1-01」的已发布博客文章。你是不是要写「release-1-0-1」？`,
    ),
  );
  assert.throws(
    () =>
      loadReleases(withManifest(realManifest.replace('notes: release-1-0-1\n', 'notes: patch-notes\n')), {blogSlugs}),
    /找不到 slug 为「patch-notes」的已发布博客文章：请先在 blog\/ 中写好这一版的版本说明，或改成已有文章的 slug/,
  );
});

test('a YAML syntax error names the line', () => {
  const file = withManifest(realManifest.replace('summary: 正式版', 'summary: "正式版'));
  const line = realManifest.split('\n').findIndex((l) => l.includes('summary: 正式版')) + 1;
  assert.throws(
    () => loadReleases(file),
    new RegExp(`releases\\.yaml:${line}:\\d+: YAML 语法错误：引号没有成对：这一行的 " 没有对应的结尾 "`),
  );
});

test('a version YAML reads as a number gets a hint', () => {
  const file = withManifest(realManifest.replace('version: 1.0.1', 'version: 1.0'));
  assert.throws(() => loadReleases(file), /版本 1 字段 version：应为字符串形式的语义化版本号/);
});

test('an unknown field and a bad date are both reported', () => {
  const file = withManifest(realManifest.replace('date: 2026-11-14', 'date: 14/11/2026\n    size: 3'));
  assert.throws(
    () => loadReleases(file),
    (error: Error) => /字段 date：应为 YYYY-MM-DD/.test(error.message) && /size/.test(error.message),
  );
});

test('a file entry is checked field by field: sha256, https, size', () => {
  // The fixture manifest, not the real one: a new release cannot move these entries.
  const broken = fixtureManifest(null)
    .replace(`sha256: ${'a'.repeat(64)}`, `sha256: ${'a'.repeat(60)}`)
    .replace(
      'primary: https://download.qianchuan-game.cn/2.1.0-beta.1/b.dmg',
      'primary: http://download.qianchuan-game.cn/2.1.0-beta.1/b.dmg',
    )
    .replace(/size: \d+/, 'size: -5');
  const file = withManifest(broken);
  assert.throws(
    () => loadReleases(file),
    (error: Error) =>
      /releases\.yaml:\d+: 版本 2\.1\.0-beta\.1 字段 files\[0\]\.sha256：应为 64 位小写十六进制的 SHA-256 校验值/.test(
        error.message,
      ) &&
      /版本 2\.1\.0-beta\.1 字段 files\[1\]\.urls\.primary：下载地址必须使用 https/.test(error.message) &&
      /版本 2\.1\.0-beta\.1 字段 files\[0\]\.size：文件大小应为正数/.test(error.message),
  );
});

test('a download address off the official domain is named, with the host it must use', () => {
  const broken = fixtureManifest(null).replace(
    'mirror: https://mirror.qianchuan-game.cn/2.1.0-beta.1/b.dmg',
    'mirror: https://cdn.example.com/2.1.0-beta.1/b.dmg',
  );
  assert.throws(
    () => loadReleases(withManifest(broken)),
    (error: Error) =>
      /releases\.yaml:\d+: 版本 2\.1\.0-beta\.1 字段 files\[1\]\.urls\.mirror：国内镜像地址应以 https:\/\/mirror\.qianchuan-game\.cn\/ 开头/.test(
        error.message,
      ),
  );
});

test('release problems are structured and listed under one heading', () => {
  const file = withManifest(realManifest.replace('version: 1.0.0\n', 'version: 1.0.1\n'));
  try {
    loadReleases(file);
    assert.fail('expected loadReleases to throw');
  } catch (error) {
    assert.ok(error instanceof ReleaseManifestError);
    assert.match(
      error.message,
      /^版本清单有 1 处问题：\n  .*releases\.yaml:\d+: 版本 1\.0\.1 字段 version：重复的版本号/,
    );
    assert.equal(error.problems.length, 1);
    const [problem] = error.problems;
    assert.equal(problem.path, '版本 1.0.1 字段 version');
    assert.equal(fs.readFileSync(file, 'utf8').split('\n')[problem.line! - 1].trim(), '- version: 1.0.1');
  }
});
