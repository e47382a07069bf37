import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {getIndexHash} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash';
import {indexHashSalt, jiebaUserDict} from './search';

/** A throwaway site with one doc, one data file and one page. */
function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-hash-'));
  for (const [file, text] of [
    ['docs/介绍.md', '# 介绍\n'],
    ['data/units.yaml', 'units: []\n'],
    ['src/pages/index.tsx', 'export default 1;\n'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The index file's name, as the (patched) plugin computes it from our options. */
function indexHash(dir: string, dict: string): string | null {
  return getIndexHash({
    hashed: 'filename',
    indexDocs: true,
    indexBlog: false,
    docsDir: [path.join(dir, 'docs')],
    indexHashSalt: indexHashSalt(dir, dict),
  } as never);
}

test('the index file name changes with the data, the pages and the dictionary, not only with docs/', () => {
  const dir = site();
  const dict = jiebaUserDict(['长枪兵']);
  const first = indexHash(dir, dict);
  assert.match(first ?? '', /^[0-9a-f]{8}$/);
  assert.equal(indexHash(dir, dict), first, 'same inputs, same name');
  fs.writeFileSync(path.join(dir, 'data/units.yaml'), 'units: [{id: militia}]\n');
  const afterData = indexHash(dir, dict);
  assert.notEqual(afterData, first, 'a data change renames the index');
  const afterDict = indexHash(dir, jiebaUserDict(['长枪兵', '帝系传承']));
  assert.notEqual(afterDict, afterData, 'a dictionary change renames the index');
  fs.writeFileSync(path.join(dir, 'src/pages/index.tsx'), 'export default 2;\n');
  assert.notEqual(indexHash(dir, jiebaUserDict(['长枪兵', '帝系传承'])), afterDict, 'a page change renames the index');
});

test('game terms get a frequency high enough to beat the default dictionary', () => {
  assert.equal(jiebaUserDict(['长枪兵', 'give all']), '长枪兵 1000000');
});

test('the index lists pages in route order, however their files finish reading (equal scores rank the same in every build)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-order-'));
  const page = (title: string) =>
    `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>正文</p></main></body></html>`;
  const files = ['甲', '乙', '丙'].map((title, i) => {
    const filePath = path.join(dir, `${i}.html`);
    fs.writeFileSync(filePath, page(title));
    return {filePath, url: `/p${i}`, type: 'page'};
  });
  // The first file takes longest to read, the last the shortest.
  const readFile = fs.readFile;
  const delays = new Map(files.map((f, i) => [f.filePath, (files.length - i) * 30]));
  (fs as {readFile: unknown}).readFile = (file: string, options: unknown, done: (...args: unknown[]) => void) =>
    setTimeout(() => readFile(file, options as never, done as never), delays.get(file) ?? 0);
  const modulePath = require.resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments');
  delete require.cache[modulePath];
  try {
    const {scanDocuments} = require(modulePath) as {
      scanDocuments: (list: typeof files, config: object) => Promise<{u: string}[][]>;
    };
    const [titles] = await scanDocuments(files, {});
    assert.deepEqual(
      titles!.map((doc) => doc.u),
      ['/p0', '/p1', '/p2'],
    );
  } finally {
    (fs as {readFile: unknown}).readFile = readFile;
    delete require.cache[modulePath];
  }
});
