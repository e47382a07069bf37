import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {measureSearchIndex, readSearchIndex} from '../../scripts/search-index-size';
import {root} from '../support/site';

// The index is two files (patches/@easyops-cn+docusaurus-search-local+0.51.1.patch): the first
// (titles, headings, descriptions, keywords, pinyin and synonyms) is what the first search
// fetches, and must stay under 150 KB gzipped with ~120 entity pages to come; the full text is
// fetched when a query needs it. Total: 325.2 KB gzipped for the one file before the split,
// plus the pinyin data and 20% headroom.
const FIRST_FETCH_BUDGET_BYTES = 150 * 1024;
// The full text loads in the background after the first results, never on page load. 640 KB held
// until the rules pages grew (build orders, combat, victory, 18 FAQ answers: 674.7 KB on
// 2026-11-26, of which 121.3 KB first fetch); 720 KB keeps a little headroom until the full text
// is split into shards that no query downloads whole (the scale issue).
const TOTAL_BUDGET_BYTES = 720 * 1024;

test('the search index stays within its size budgets (first fetch and total)', () => {
  const size = measureSearchIndex(path.join(root, 'build'));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `search index: first fetch ${kb(size.first.gzipBytes)} (pinyin and synonyms ${kb(size.extrasGzipBytes)}), full text ${kb(size.content.gzipBytes)}, total ${kb(size.totalGzipBytes)} gzipped; ${size.documents} entries, ${size.textChars} characters`,
  );
  expect(
    size.first.gzipBytes,
    `${size.first.file} is ${size.first.gzipBytes - FIRST_FETCH_BUDGET_BYTES} bytes over budget`,
  ).toBeLessThanOrEqual(FIRST_FETCH_BUDGET_BYTES);
  expect(
    size.totalGzipBytes,
    `the index is ${size.totalGzipBytes - TOTAL_BUDGET_BYTES} bytes over budget`,
  ).toBeLessThanOrEqual(TOTAL_BUDGET_BYTES);
  // Pinyin, synonyms and the rest of the rewriting data may add at most 15% to the index.
  expect(size.extrasGzipBytes).toBeLessThanOrEqual(0.15 * (size.totalGzipBytes - size.extrasGzipBytes));
});

test('game names are indexed whole, never split by the segmenter', () => {
  const {parts} = readSearchIndex(path.join(root, 'build'));
  const tokens = new Set(parts.flatMap((p) => p.index.invertedIndex.map(([token]) => token)));
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
