import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {toSimplified} from '../search-aliases/traditional';
import {searchableChars, traditionalMap} from './map';

/**
 * A site of its own, so no edit of the real one changes what is tested: the frozen data/, and a doc,
 * a page and a component with a word each that the data does not have (the real site's map is
 * weighed with the index's first file, tests/e2e/search-index.spec.ts).
 */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-traditional-'));
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
};
fs.symlinkSync(FIXTURE_DATA, path.join(siteDir, 'data'), 'dir');
write('docs/阵形.md', '---\ntitle: 阵形\n---\n\n鹤翼阵两翼展开。\n');
write('src/pages/download.tsx', 'export default function Download() {\n  return <h1>鸳鸯阵怎么下载</h1>;\n}\n');
write('src/components/Note/index.tsx', "export const NOTE = '雁行阵';\n");
write('docs/img/地图.svg', '<svg xmlns="http://www.w3.org/2000/svg"><text>麒麟</text></svg>\n');
const chars = searchableChars(siteDir);
const map = traditionalMap(chars);

test('the searchable text is read: docs, data, pages and components, not other files', () => {
  for (const word of ['长枪兵', '帝系传承', '澄湖平原', '断脊群山', '行政点', '资源', '鹤翼', '鸳鸯', '雁行']) {
    for (const char of word) assert.ok(chars.has(char), `${char} (of ${word}) is not in the searchable text`);
  }
  assert.ok(!chars.has('麒'), 'an image is not read');
});

test('the map takes the traditional forms of our characters back to them', () => {
  const expected: Record<string, string> = {
    槍: '枪',
    長: '长',
    係: '系',
    繫: '系',
    傳: '传',
    點: '点',
    資: '资',
    斷: '断',
    羣: '群',
  };
  for (const [traditional, simplified] of Object.entries(expected)) {
    assert.equal(
      map[traditional],
      simplified,
      `${traditional} → ${map[traditional] ?? '(missing)'}, expected ${simplified}`,
    );
  }
});

test('the map is generated from our text: small, no identity pair, nothing outside our text', () => {
  const pairs = Object.entries(map);
  assert.ok(pairs.length > 100 && pairs.length < 2000, `${pairs.length} pairs`);
  assert.ok(Buffer.byteLength(JSON.stringify(map)) < 16 * 1024);
  for (const [traditional, simplified] of pairs) {
    assert.notEqual(traditional, simplified);
    assert.equal([...traditional].length, 1);
    assert.ok(chars.has(simplified), `${traditional} → ${simplified}, which our text does not use`);
    assert.ok(!chars.has(traditional), `${traditional} is in our text and must be left alone`);
  }
  // 鬱 → 郁 is a real pair, but 郁 is not in our text.
  assert.ok(!chars.has('郁'));
  assert.equal(map['鬱'], undefined);
});

test('a character set of its own gets exactly its own pairs', () => {
  assert.deepEqual(traditionalMap(new Set(['枪'])), {槍: '枪'});
  const forXi = traditionalMap(new Set(['系']));
  assert.equal(forXi['係'], '系');
  assert.equal(forXi['繫'], '系');
  assert.ok(Object.values(forXi).every((s) => s === '系'));
  // OpenCC takes 著 to 着 one character at a time, but where our text has 著 itself it stays.
  assert.equal(traditionalMap(new Set(['着']))['著'], '着');
  assert.equal(traditionalMap(new Set(['着', '著']))['著'], undefined);
});

test('toSimplified converts a whole query and leaves simplified and ASCII alone', () => {
  const cases: [string, string][] = [
    ['長槍兵', '长枪兵'],
    ['帝係傳承', '帝系传承'],
    ['澄湖平原', '澄湖平原'],
    ['斷脊群山', '断脊群山'],
    ['行政點', '行政点'],
    ['資源', '资源'],
    ['长枪兵', '长枪兵'],
    ['give grain 100', 'give grain 100'],
    ['ＧＩＶＥ　ｇｒａｉｎ １００', 'GIVE grain 100'],
    ['長槍兵 vs 弓兵', '长枪兵 vs 弓兵'],
    ['⚔️🏰👑', '⚔️🏰👑'],
    ['', ''],
  ];
  for (const [input, expected] of cases) assert.equal(toSimplified(input, map), expected, input);
});
