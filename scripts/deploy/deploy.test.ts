/**
 * The deploy to object storage (scripts/deploy/s3.ts), run against a local S3-compatible server:
 * every object's type and caching, the upload order, a second run that uploads only what changed,
 * a connection lost halfway that leaves the old pages served, and old files kept for a week.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after, before} from 'node:test';
import {startLocalS3, type LocalS3} from './local-s3';
import {IMMUTABLE, REVALIDATE, STATE_KEY} from './plan';
import {deploy} from './s3';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
let s3: LocalS3;
before(async () => void (s3 = await startLocalS3()));
after(async () => {
  await s3.close();
  fs.rmSync(scratch, {recursive: true, force: true});
});

/** A build the shape of ours: hashed assets, Chinese page paths, the kinds of file it has. */
function release(name: string, changes: Record<string, string | null> = {}): string {
  const files: Record<string, string | null> = {
    'index.html': '<!doctype html><title>千川纪</title><script src="/assets/js/main.aaaa1111.js"></script>',
    '404.html': '<!doctype html><title>找不到页面</title>',
    'docs.html': '<!doctype html><title>介绍</title>',
    'docs/战斗.html':
      '<!doctype html><title>战斗</title><link rel="stylesheet" href="/assets/katex/katex.0123456789.css">',
    'docs/数据/单位/spearman.html': '<!doctype html><title>长枪兵</title>',
    'assets/js/main.aaaa1111.js': 'console.log(1)',
    'assets/css/styles.bbbb2222.css': 'body{margin:0}',
    'assets/katex/katex.0123456789.css': '@font-face{src:url(fonts/KaTeX_Main-Regular.0123456789.woff2)}',
    'assets/katex/fonts/KaTeX_Main-Regular.0123456789.woff2': 'wOF2 font bytes',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'search-index-20f030e2.json': '[]',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'robots.txt': 'User-agent: *',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    'security-headers.conf': 'add_header X-Frame-Options "DENY" always;',
    ...changes,
  };
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const day = 24 * 3600 * 1000;
const t0 = new Date('2026-11-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);
const text = async (key: string) => (await s3.bucket.get(key)).body.toString();
const puts = (since: number) =>
  s3.requests
    .slice(since)
    .filter((r) => r.startsWith('PUT '))
    .map((r) => r.slice(4));

test('the first deploy stores every file with its type and caching, assets first and pages last', async () => {
  const since = s3.requests.length;
  const result = await deploy(s3.target, {buildDir: release('v1'), now: at(0)});
  const expected: [string, string, string][] = [
    ['index.html', 'text/html; charset=utf-8', REVALIDATE],
    ['404.html', 'text/html; charset=utf-8', REVALIDATE],
    ['docs/战斗', 'text/html; charset=utf-8', REVALIDATE],
    ['docs/战斗.html', 'text/html; charset=utf-8', REVALIDATE],
    ['docs/数据/单位/spearman', 'text/html; charset=utf-8', REVALIDATE],
    ['docs', 'text/html; charset=utf-8', REVALIDATE],
    ['assets/js/main.aaaa1111.js', 'text/javascript; charset=utf-8', IMMUTABLE],
    ['assets/css/styles.bbbb2222.css', 'text/css; charset=utf-8', IMMUTABLE],
    ['assets/katex/fonts/KaTeX_Main-Regular.0123456789.woff2', 'font/woff2', IMMUTABLE],
    ['img/logo.svg', 'image/svg+xml', REVALIDATE],
    ['search-index-20f030e2.json', 'application/json; charset=utf-8', REVALIDATE],
    ['sitemap.xml', 'application/xml; charset=utf-8', REVALIDATE],
    ['robots.txt', 'text/plain; charset=utf-8', REVALIDATE],
  ];
  for (const [key, type, cache] of expected) {
    const object = await s3.bucket.get(key);
    assert.equal(object.status, 200, key);
    assert.equal(object.headers.get('content-type'), type, key);
    assert.equal(object.headers.get('cache-control'), cache, key);
  }
  assert.equal(await text('docs/战斗'), await text('docs/战斗.html'));
  // The host's own files are not published.
  assert.equal((await s3.bucket.get('_headers')).status, 404);
  assert.equal((await s3.bucket.get('security-headers.conf')).status, 404);
  // Order: every asset before any other file, every page after both.
  const order = puts(since).filter((key) => key !== STATE_KEY);
  const lastAsset = Math.max(...order.map((key, i) => (key.startsWith('assets/') ? i : -1)));
  const firstOther = order.findIndex((key) => !key.startsWith('assets/'));
  const firstPage = order.findIndex((key) => key.endsWith('.html') || !key.includes('.'));
  const lastNonPage = Math.max(
    ...order.map((key, i) => (key.endsWith('.html') || !key.includes('.') || key === 'sitemap.xml' ? -1 : i)),
  );
  assert.ok(lastAsset < firstOther && lastNonPage < firstPage, order.join('\n'));
  // 13 published files, and 3 pages under their clean address as well.
  assert.equal(result.uploaded.length, 16);
  assert.equal(puts(since).at(-1), STATE_KEY);
});

test('a second deploy of the same build uploads nothing; a changed build uploads only what changed', async () => {
  let since = s3.requests.length;
  const same = await deploy(s3.target, {buildDir: release('v1'), now: at(1)});
  assert.deepEqual(same.uploaded, []);
  assert.deepEqual(puts(since), [STATE_KEY]);

  since = s3.requests.length;
  const changed = await deploy(s3.target, {
    buildDir: release('v2', {
      'index.html': '<!doctype html><title>千川纪 1.1</title><script src="/assets/js/main.cccc3333.js"></script>',
      'assets/js/main.aaaa1111.js': null,
      'assets/js/main.cccc3333.js': 'console.log(2)',
    }),
    now: at(2),
  });
  assert.deepEqual(changed.uploaded, ['assets/js/main.cccc3333.js', 'index.html']);
  assert.deepEqual(puts(since), ['assets/js/main.cccc3333.js', 'index.html', STATE_KEY]);
  // A tab opened on the first release still loads its script.
  assert.deepEqual(changed.kept, ['assets/js/main.aaaa1111.js']);
  assert.equal(await text('assets/js/main.aaaa1111.js'), 'console.log(1)');
});

test('a connection lost halfway leaves the old pages served with their files; the next run finishes', async () => {
  const v3 = release('v3', {
    'index.html': '<!doctype html><title>千川纪 1.2</title><script src="/assets/js/main.dddd4444.js"></script>',
    'docs/战斗.html': '<!doctype html><title>战斗（新）</title>',
    'assets/js/main.aaaa1111.js': null,
    'assets/js/main.cccc3333.js': null,
    'assets/js/main.dddd4444.js': 'console.log(3)',
    'assets/css/styles.eeee5555.css': 'body{margin:1px}',
  });
  s3.failAfterPuts(1);
  await assert.rejects(deploy(s3.target, {buildDir: v3, now: at(3)}));
  s3.failAfterPuts(undefined);
  assert.match(await text('index.html'), /千川纪 1\.1/);
  assert.match(await text('docs/战斗'), /<title>战斗<\/title>/);
  assert.equal(await text('assets/js/main.cccc3333.js'), 'console.log(2)');

  const finished = await deploy(s3.target, {buildDir: v3, now: at(3)});
  assert.ok(finished.uploaded.includes('index.html') && finished.uploaded.includes('docs/战斗'));
  assert.match(await text('index.html'), /千川纪 1\.2/);
});

test('files no release has had for a week are deleted, not before', async () => {
  const v3 = path.join(scratch, 'v3');
  // main.aaaa1111.js was last in the release deployed on day 1, main.cccc3333.js in that of day 2.
  const early = await deploy(s3.target, {buildDir: v3, now: at(8)});
  assert.deepEqual(early.prune, []);
  assert.equal((await s3.bucket.get('assets/js/main.aaaa1111.js')).status, 200);
  const late = await deploy(s3.target, {buildDir: v3, now: at(8.5)});
  assert.deepEqual(late.prune, ['assets/js/main.aaaa1111.js']);
  assert.deepEqual(late.kept, ['assets/js/main.cccc3333.js']);
  assert.equal((await s3.bucket.get('assets/js/main.aaaa1111.js')).status, 404);
  assert.equal((await s3.bucket.get('assets/js/main.cccc3333.js')).status, 200);
});

test('a file the deploy has no type for stops it before anything is uploaded, naming the file', async () => {
  const since = s3.requests.length;
  await assert.rejects(
    deploy(s3.target, {buildDir: release('odd', {'downloads/千川纪.exe': 'MZ'}), now: at(10)}),
    /build\/downloads\/千川纪\.exe：不知道扩展名“\.exe”的 Content-Type/,
  );
  assert.deepEqual(puts(since), []);
});
