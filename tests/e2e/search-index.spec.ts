import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/plugins/game-data/load';
import {measureSearchIndex} from '../../scripts/search-index-size';
import {root} from '../support/site';

// Measured 325.2 KB gzipped for 766 entries / 87,460 characters once the reference pages were
// written (104.2 KB for 30,705 before); the budget keeps 20% headroom. It is fetched on first use only.
const GZIP_BUDGET_BYTES = 390 * 1024;

test('the search index stays within its size budget', () => {
  const size = measureSearchIndex(path.join(root, 'build'));
  console.log(`search index: ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped, ${size.documents} entries, ${size.textChars} characters`);
  expect(size.gzipBytes, `${size.file} is ${size.gzipBytes - GZIP_BUDGET_BYTES} bytes over budget`).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
});

test('game names are indexed whole, never split by the segmenter', () => {
  const {file} = measureSearchIndex(path.join(root, 'build'));
  const parts = JSON.parse(fs.readFileSync(path.join(root, 'build', file), 'utf8')) as {
    index: {invertedIndex: [string, unknown][]};
  }[];
  const tokens = new Set(parts.flatMap((p) => p.index.invertedIndex.map(([token]) => token)));
  const data = loadGameData(path.join(root, 'data'));
  const names = [...data.units, ...data.buildings, ...data.technologies, ...data.policies, ...data.factions].map((r) => r.name);
  const split = names.filter((name) => !tokens.has(name.toLowerCase()));
  expect(split, `split by the segmenter: ${split.join('、')}`).toEqual([]);
});
