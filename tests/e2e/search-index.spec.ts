import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {BUDGET, indexTokens, measureQueries, measureSearchIndex} from '../../scripts/search-index-size';
import {root} from '../support/site';

// The index is a first file and shards (src/plugins/search-aliases/shards.ts): a query downloads
// the first file (the rewriting data and the titles), the term shards of its characters and the
// document shards of the pages it shows, never the whole index. Budgets per query
// (scripts/search-index-size.ts BUDGET): the first file 150 KB gzipped, as before the shards; a
// query at most 300 KB, at today's size and at ten times it (npm run bench:scale). They replace
// the whole index's budget (640 KB, raised to 720 KB when the rules pages grew the two files to
// 675 KB), which no reader downloads any more. Today's figures sit at most at 70% of each.
test('the search index stays within its budgets per query (first file, the most a query downloads)', async () => {
  test.setTimeout(240_000); // some 500 queries, each from a fresh start, in Node
  const build = path.join(root, 'build');
  const size = measureSearchIndex(build);
  const costs = await measureQueries(build);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const worst = costs[0]!;
  console.log(
    `search index: first file ${kb(size.first.gzipBytes)} (pinyin and synonyms ${kb(size.extrasGzipBytes)}), most a query downloads ${kb(worst.gzipBytes)} (${worst.query}, ${worst.limit} results, ${worst.shards} shards), whole index ${kb(size.totalGzipBytes)} in ${size.termShards} term and ${size.docShards} document shards`,
  );
  expect(size.first.gzipBytes, `${size.first.file}: ${kb(size.first.gzipBytes)}`).toBeLessThanOrEqual(
    0.7 * BUDGET.firstKb * 1024,
  );
  expect(worst.gzipBytes, `「${worst.query}」 downloads ${kb(worst.gzipBytes)}`).toBeLessThanOrEqual(
    0.7 * BUDGET.perQueryKb * 1024,
  );
  // Pinyin, synonyms and the rest of the rewriting data may add at most 15% to the index.
  expect(size.extrasGzipBytes).toBeLessThanOrEqual(0.15 * (size.totalGzipBytes - size.extrasGzipBytes));
});

test('game names are indexed whole, never split by the segmenter', () => {
  const tokens = indexTokens(path.join(root, 'build'));
  const data = loadGameData(path.join(root, 'data'));
  const names = [...data.units, ...data.buildings, ...data.technologies, ...data.policies, ...data.factions].map(
    (r) => r.name,
  );
  const split = names.filter((name) => !tokens.has(name.toLowerCase()));
  expect(split, `split by the segmenter: ${split.join('、')}`).toEqual([]);
});

test('no pinyin library in the browser: no script of the build holds pinyin-pro’s code', () => {
  // Option names of pinyin-pro's API, which its minified bundle keeps as they are (object keys and
  // strings); a bundle that includes the library has them.
  const markers = ['toneType', 'removeNonZh'];
  const library = fs.readFileSync(require.resolve('pinyin-pro'), 'utf8');
  for (const marker of markers)
    expect(library, `${marker} is in pinyin-pro's own bundle, so this test can fail`).toContain(marker);
  const jsDir = path.join(root, 'build/assets/js');
  const scripts = fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // The search worker's own code is there (it reads the question words of the index), without the library.
  expect(scripts.some((file) => fs.readFileSync(path.join(jsDir, file), 'utf8').includes('questionWords'))).toBe(true);
  const withLibrary = scripts.filter((file) => {
    const text = fs.readFileSync(path.join(jsDir, file), 'utf8');
    return markers.some((marker) => text.includes(marker));
  });
  expect(withLibrary, 'scripts with pinyin-pro in them').toEqual([]);
});
