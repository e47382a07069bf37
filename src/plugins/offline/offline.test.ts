import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  describe,
  entityPageChunks,
  isPrecached,
  overBudget,
  planPrecache,
  precacheEntries,
  PRECACHE_BUDGET,
  summarize,
} from './precache';
import {announceSearchIndex, SEARCH_PLUGIN, searchIndexFiles} from './late-files';
import {SEARCH_INDEX_PATTERN, swSource} from './sw';

test('the reference pages, their files and the whole search index are precached; the blog is not', () => {
  const precached = [
    ...'index.html download.html docs.html docs/战斗.html docs/数据/单位/弩手.html search.html img/logo.svg'.split(' '),
    ...'assets/js/main.0123abcd.js assets/css/styles.0123abcd.css manifest.json'.split(' '),
    'assets/katex/fonts/KaTeX_Main-Regular.woff2',
    ...'search-index-39a5da50.json search-index-39a5da50.t12.json search-index-39a5da50.d3.json'.split(' '),
  ];
  for (const file of precached) assert.ok(isPrecached(file), file);
  const notPrecached =
    'blog.html blog/版本-1.2.html sw.js assets/js/main.0123abcd.js.LICENSE.txt img/social-card.png sitemap.xml';
  for (const file of notPrecached.split(' ')) assert.ok(!isPrecached(file), file);
});

test('the precache list carries a revision per file, and the budget counts downloaded bytes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>首页</p>');
  fs.writeFileSync(path.join(dir, 'docs/战斗.html'), '<p>战斗</p>'.repeat(100));
  fs.writeFileSync(path.join(dir, 'blog.html'), '<p>博客</p>');
  // Half written while the search plugin runs beside us: the list takes the files it announces.
  fs.writeFileSync(path.join(dir, 'search-index-ab12.json'), '{"trunc');
  const index = [
    {file: 'search-index-ab12.json', body: '{"first":1}'},
    {file: 'search-index-ab12.t0.json', body: '{"terms":[]}'},
  ];
  const entries = precacheEntries(dir, index);
  assert.deepEqual(
    entries.map((entry) => entry.url),
    ['docs/战斗.html', 'index.html', 'search-index-ab12.json', 'search-index-ab12.t0.json'],
  );
  assert.equal(entries[2]!.bytes, '{"first":1}'.length, 'the announced body, not the half-written file');
  assert.match(entries[0]!.revision, /^[0-9a-f]{32}$/);
  const summary = summarize(entries);
  assert.ok(summary.gzipBytes < summary.bytes);
  assert.equal(overBudget(summary), undefined);
  assert.match(
    overBudget({...summary, gzipBytes: PRECACHE_BUDGET + 1}) ?? '',
    /超出.*src\/plugins\/offline\/precache\.ts/,
  );
});

test('entity pages beyond the budget are left to be cached when read; the rest must fit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
  const generated = path.join(dir, '.docusaurus');
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), body);
  };
  const noise = (n: number) => Array.from({length: n}, () => Math.random().toString(36).slice(2, 3)).join('');
  write('docs/战斗.html', noise(3000));
  write('assets/js/main.0a1b.js', noise(3000));
  write('docs/数据/单位/archer.html', noise(2000));
  write('assets/js/c0ffee01.9f8e.js', noise(2000));
  write('docs/数据/单位/spearman.html', noise(2000));
  write('assets/js/c0ffee02.7d6c.js', noise(2000));
  write(
    '.docusaurus/routesChunkNames.json',
    JSON.stringify({
      '/docs/数据/单位/archer-a1b': {__comp: '17896441', content: 'c0ffee01'},
      '/docs/数据/单位/spearman-c2d': {__comp: '17896441', content: 'c0ffee02'},
    }),
  );
  const chunks = entityPageChunks(dir, generated);
  assert.equal(chunks.get('docs/数据/单位/archer.html'), 'assets/js/c0ffee01.9f8e.js');
  const entries = precacheEntries(dir);
  const cost = (...urls: string[]) =>
    entries.filter((e) => urls.includes(e.url)).reduce((sum, e) => sum + e.gzipBytes, 0);
  // Room for the rest and one entity page with its chunk, not two.
  const plan = planPrecache(
    dir,
    [],
    chunks,
    summarize(entries).gzipBytes - cost('docs/数据/单位/spearman.html', 'assets/js/c0ffee02.7d6c.js'),
  );
  assert.equal(plan.over, undefined);
  assert.deepEqual(
    plan.entries.map((e) => e.url),
    ['assets/js/c0ffee01.9f8e.js', 'assets/js/main.0a1b.js', 'docs/战斗.html', 'docs/数据/单位/archer.html'],
  );
  assert.equal(plan.summary.deferredPages, 1);
  assert.match(describe(plan.summary), /另有 1 个数据页超出预算，读过之后才离线可用/);
  // What must be precached over the budget still stops the build, naming the file to change.
  assert.match(planPrecache(dir, [], chunks, 1000).over ?? '', /不算数据页已超出.*src\/plugins\/offline\/precache\.ts/);
});

test('the service worker loads Workbox from the site itself and lists the precache under the base URL', () => {
  const source = swSource('/', [{url: 'docs/战斗.html', revision: 'abc', bytes: 1, gzipBytes: 1}], 'r1');
  assert.match(source, /^importScripts\("\/assets\/workbox-[\d.]+\/workbox-core\.prod\.js"/);
  assert.ok(!/https?:\/\//.test(source), 'no other origin');
  // It is written as text: a slip (an escape lost in the template) would only show in a browser.
  assert.doesNotThrow(() => new Function(source), 'sw.js parses');
  assert.ok(source.includes('{"url":"/docs/战斗.html","revision":"abc"}'));
  for (const url of ['/search-index-39a5da50.json', '/search-index/2.json', '/search-index-zh-3.json'])
    assert.ok(SEARCH_INDEX_PATTERN.test(url), url);
  assert.ok(!SEARCH_INDEX_PATTERN.test('/docs/搜索'));
});

test('the precache waits for the search plugin’s index, and fails at once without the plugin', async () => {
  await assert.rejects(
    searchIndexFiles(['docusaurus-plugin-content-docs']),
    /构建里没有搜索插件.*docusaurus\.config\.ts/,
  );
  const waiting = searchIndexFiles(['docusaurus-plugin-content-docs', SEARCH_PLUGIN]);
  announceSearchIndex([{file: 'search-index-ab12.json', body: '{}'}]);
  assert.deepEqual(await waiting, [{file: 'search-index-ab12.json', body: '{}'}]);
});
