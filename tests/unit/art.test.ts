/**
 * The artwork check (scripts/check/art.ts), on fixtures: the frozen game data of tests/fixtures/data
 * and small SVGs written here. The site's own emblems and maps are checked against the real data/ by
 * `npm run check`, so a new map or a renamed region is reported there, at its line, not here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {loadGameData} from '../../src/game/load';
import type {GameData} from '../../src/game/schema';
import {lineOf} from '../../src/game/locate';
import {checkArt, EMBLEM_LIMIT, emblemFile, mapFile, parseXml, textOf, walk, XmlError} from '../../scripts/check/art';
import {FIXTURE_DATA} from '../support/site';

const fixture = loadGameData(FIXTURE_DATA);
const data = (): Pick<GameData, 'factions' | 'maps'> =>
  structuredClone({factions: fixture.factions, maps: fixture.maps});

const emblemSvg = (name: string) =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `  <title>${name}徽记：盾上的太阳</title>`,
    '  <circle cx="32" cy="32" r="30" fill="#c33"/>',
    '</svg>',
  ].join('\n');

function mapSvg(map: GameData['maps'][number]): string {
  const [width, height] = [map.size.width * 5, map.size.height * 5];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Noto Sans CJK SC, sans-serif">`,
    `  <title>${map.name}地图</title>`,
    '  <defs><pattern id="p" width="8" height="8"><rect width="8" height="8" fill="#eed"/></pattern></defs>',
    '  <rect width="100%" height="100%" fill="url(#p)"/>',
    ...map.regions.map((r) => `  <text x="${r.at[0] * 5}" y="${r.at[1] * 5}" font-size="18">${r.name}</text>`),
    ...map.start_positions.map(
      (s) => `  <g id="start-${s.id}"><circle r="9"/><text font-size="16"><tspan>${s.name}</tspan></text></g>`,
    ),
    '</svg>',
    '',
  ].join('\n');
}

/** A site folder with an emblem and a map for every faction and map of the fixture data. */
function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'art-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  for (const faction of fixture.factions) write(emblemFile(faction.id), emblemSvg(faction.name));
  for (const map of fixture.maps) write(mapFile(map.id), mapSvg(map));
  return root;
}

function edit(root: string, file: string, change: (text: string) => string): string {
  const full = path.join(root, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  return fs.readFileSync(full, 'utf8');
}

const lineWith = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
const run = (root: string, d = data()) => checkArt(root, d, FIXTURE_DATA);
const [faction] = fixture.factions;
const [map] = fixture.maps;

test('the XML reader walks elements with their lines and text', () => {
  const root = parseXml('<svg a="1">\n  <text>甲<tspan>乙</tspan></text>\n  <g/>\n</svg>\n');
  assert.deepEqual(
    [...walk(root)].map((e) => [e.name, e.line]),
    [
      ['svg', 1],
      ['text', 2],
      ['tspan', 2],
      ['g', 3],
    ],
  );
  assert.equal(textOf(root.children[0]!), '甲乙');
});

test('the XML reader refuses what a browser would not read, at the line, in Chinese', () => {
  const cases: [string, number, RegExp][] = [
    ['<svg>\n<g>\n</svg>', 3, /^<\/svg> 关闭的是第 2 行的 <g>/],
    ['<svg>\n<text>盐 & 铁</text>\n</svg>', 2, /单独的 &：写成 &amp;/],
    ['<svg>\n<g>\n', 3, /^第 2 行的 <g> 没有关闭/],
    ['<!DOCTYPE svg>\n<svg/>', 1, /不允许 DOCTYPE/],
    ['<svg>\n<rect width="1" width="2"/>\n</svg>', 2, /width 写了两次/],
    ['<svg/>\n<svg/>', 2, /只能有一个根元素/],
  ];
  for (const [source, line, message] of cases) {
    assert.throws(
      () => parseXml(source),
      (error: unknown) => error instanceof XmlError && error.line === line && message.test(error.message),
      source,
    );
  }
});

test('artwork that follows the rules passes', () => {
  assert.deepEqual(run(site()), []);
});

test('a faction without an emblem is reported at its id in data/factions.yaml', () => {
  const root = site();
  fs.rmSync(path.join(root, emblemFile(faction!.id)));
  assert.deepEqual(run(root), [
    {
      file: 'data/factions.yaml',
      line: lineOf(FIXTURE_DATA, 'factions', ['factions', 0, 'id']),
      path: `factions[id=${faction!.id}]`,
      message: `阵营「${faction!.name}」没有徽记：请画一张 ${emblemFile(faction!.id)}（正方形、只有图形没有文字、小于 8 KB，<title> 写上「${faction!.name}」），规则见 CONTRIBUTING.md「地图和徽记」`,
    },
  ]);
});

test('a renamed faction is reported at its name, naming the emblem’s title', () => {
  const renamed = data();
  renamed.factions[0]!.name = '新名王朝';
  const problems = run(site(), renamed);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, lineOf(FIXTURE_DATA, 'factions', ['factions', 0, 'name']));
  assert.match(problems[0]!.message, /第 2 行的 <title>「.*徽记：盾上的太阳」没有写到阵营的名称「新名王朝」/);
});

test('an emblem is square, draws no text, runs nothing and loads nothing', () => {
  const root = site();
  const file = emblemFile(faction!.id);
  const text = edit(root, file, (svg) =>
    svg
      .replace('viewBox="0 0 64 64" width="64"', 'viewBox="0 0 80 64" width="80"')
      .replace(
        '</svg>',
        '  <text>岚</text>\n  <script>alert(1)</script>\n  <image href="https://example.com/a.png" onload="x()"/>\n</svg>',
      ),
  );
  assert.deepEqual(
    run(root).map((p) => [p.file, p.line, p.message.replace(/[：（].*$/, '')]),
    [
      [file, 1, '徽记要是正方形，这里是 80×64'],
      [file, lineWith(text, '<text>'), '徽记只画图形，不写文字'],
      [file, lineWith(text, '<script>'), '不能用 <script>'],
      [file, lineWith(text, '<image'), '<image> 的 href="https://example.com/a.png" 指向文件之外'],
      [file, lineWith(text, '<image'), '<image> 上的 onload 是脚本事件'],
      [file, lineWith(text, '<image'), '引用了外部资源'],
    ],
  );
});

test('a drawing over its size limit, or not well-formed, is reported at the SVG', () => {
  const root = site();
  const file = emblemFile(faction!.id);
  edit(root, file, (svg) => svg.replace('</svg>', `<!--${'x'.repeat(EMBLEM_LIMIT)}-->\n</svg>`));
  assert.match(run(root)[0]!.message, /^文件有 \d+ 字节，超过上限 8192 字节（8 KB）/);
  edit(root, file, () => '<svg xmlns="http://www.w3.org/2000/svg">\n  <title>坏</title>\n  <g>\n</svg>\n');
  assert.deepEqual(run(root), [
    {
      file,
      line: 4,
      message: '不是合法的 SVG（XML）：</svg> 关闭的是第 3 行的 <g>：标签没有成对，补上 </g> 或改正标签名',
    },
  ]);
});

test('a renamed region is reported at its line in data/maps.yaml, with the label still on the map', () => {
  const renamed = data();
  const region = renamed.maps[0]!.regions[1]!;
  const old = region.name;
  region.name = `${old}新`;
  assert.deepEqual(run(site(), renamed), [
    {
      file: 'data/maps.yaml',
      line: lineOf(FIXTURE_DATA, 'maps', ['maps', 0, 'regions', 1, 'name']),
      path: `maps[id=${map!.id}].regions[id=${region.id}].name`,
      message: `区域「${region.name}」（${region.id}）在 ${mapFile(map!.id)} 上没有标注（图上有「${old}」，是改名前的叫法吗？）：地图要用 <text>${region.name}</text> 标出每个区域；改了区域名称，就把图上的标签也改成「${region.name}」`,
    },
  ]);
});

test('a map without a drawing is reported at its id in data/maps.yaml', () => {
  const root = site();
  fs.rmSync(path.join(root, mapFile(map!.id)));
  const problems = run(root);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, lineOf(FIXTURE_DATA, 'maps', ['maps', 0, 'id']));
  assert.match(problems[0]!.message, new RegExp(`^地图「${map!.name}」没有示意图：请画一张 ${mapFile(map!.id)}`));
});

test('start positions: a missing marker and a renamed one at the data, a stale marker at the SVG', () => {
  const [first, second] = map!.start_positions;
  const root = site();
  const file = mapFile(map!.id);
  const text = edit(root, file, (svg) =>
    svg
      .replace(`id="start-${first!.id}"`, 'id="start-gone"')
      .replace(`<tspan>${second!.name}</tspan>`, '<tspan>旧名</tspan>'),
  );
  const problems = run(root);
  assert.deepEqual(
    problems.map((p) => [p.file, p.line]),
    [
      ['data/maps.yaml', lineOf(FIXTURE_DATA, 'maps', ['maps', 0, 'start_positions', 0, 'id'])],
      ['data/maps.yaml', lineOf(FIXTURE_DATA, 'maps', ['maps', 0, 'start_positions', 1, 'name'])],
      [file, lineWith(text, 'start-gone')],
    ],
  );
  assert.match(problems[0]!.message, new RegExp(`^出生点「${first!.name}」（${first!.id}）在 .* 上没有标记`));
  assert.match(problems[1]!.message, new RegExp(`它的标记写的是「旧名」：把标记里的文字改成「${second!.name}」`));
  assert.match(problems[2]!.message, /^标记 <g id="start-gone"> 的出生点 gone 在 data\/maps\.yaml 的/);
});

test('map labels: large enough, in a CJK font; the drawing keeps the map’s proportions', () => {
  const root = site();
  const file = mapFile(map!.id);
  const region = map!.regions[0]!;
  const text = edit(root, file, (svg) =>
    svg
      .replace(' font-family="Noto Sans CJK SC, sans-serif"', '')
      .replace(`font-size="18">${region.name}<`, `font-size="10" font-family="${'Noto Sans CJK SC'}">${region.name}<`)
      .replace(/width="(\d+)" height/, (_, w) => `width="${Number(w) * 2}" height`)
      .replace(/viewBox="0 0 (\d+)/, (_, w) => `viewBox="0 0 ${Number(w) * 2}`),
  );
  const problems = run(root);
  assert.equal(problems[0]!.file, 'data/maps.yaml');
  assert.equal(problems[0]!.line, lineOf(FIXTURE_DATA, 'maps', ['maps', 0, 'size']));
  assert.match(problems[0]!.message, /宽高比不同/);
  const labels = problems.slice(1);
  assert.ok(labels.every((p) => p.file === file));
  assert.deepEqual(
    labels.filter((p) => p.line === lineWith(text, `>${region.name}<`)).map((p) => p.message.replace(/，.*$/, '')),
    [`文字「${region.name}」的字号是 10`],
  );
  assert.equal(
    labels.filter((p) => /font-family 里没有 Noto Sans CJK SC/.test(p.message)).length,
    map!.regions.length - 1 + map!.start_positions.length,
  );
});
