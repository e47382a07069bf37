import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {parseDocument} from 'htmlparser2';
import {loadGameData} from '../../game/load';
import {formatProblem} from '../../problems';
import {changeRows} from '../releases/balance';
import {loadReleases} from '../releases/load';
import {balanceFeed} from './feed';
import {checkOpenData, currentKinds, readArchives, writeArchive, type OpenDataSet} from './files';
import {FIXTURE_DATA} from '../../../tests/support/site';

const dataDir = FIXTURE_DATA;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'open-data-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

const current = (): OpenDataSet => ({version: '1.0.1', from: 'data/', kinds: currentKinds(dataDir)});
const lineIn = (file: string, text: string, after = '') => {
  const source = fs.readFileSync(path.join(dataDir, file), 'utf8');
  return source.slice(0, source.indexOf(text, source.indexOf(after))).split('\n').length;
};

test('every file of the current data and of each frozen release fits its JSON Schema', () => {
  const sets = [current(), ...readArchives(dataDir)];
  assert.ok(sets.length >= 2, 'data/snapshots/ holds at least one frozen release');
  assert.deepEqual(checkOpenData(sets, dataDir).map(formatProblem), []);
  for (const set of sets) assert.ok(set.kinds.has('units') && set.kinds.has('rules'), set.from);
});

test('a file that breaks its schema stops the build, naming the YAML line, the field and what to do', () => {
  const set = current();
  const units = set.kinds.get('units')!.data as {units: {id: string; hp: unknown; speed: unknown}[]};
  units.units[0]!.hp = 'sixty';
  units.units[1]!.speed = -1;
  const messages = checkOpenData([set], dataDir).map(formatProblem);
  assert.deepEqual(messages, [
    `data/units.yaml:${lineIn('units.yaml', 'hp:', '- id: militia')}: units[id=militia].hp：类型不对：是 "sixty"（文字），应为整数。` +
      '发布的 /data/1.0.1/units.json 与 units.schema.json 不符：模式由 src/game/schema.ts 生成，请确认这个字段的 zod 模式能写成 JSON Schema（不要用 transform）',
    `data/units.yaml:${lineIn('units.yaml', 'speed:', `- id: ${units.units[1]!.id}`)}: units[id=${units.units[1]!.id}].speed：-1（整数）太小，应 > 0。` +
      '发布的 /data/1.0.1/units.json 与 units.schema.json 不符：模式由 src/game/schema.ts 生成，请确认这个字段的 zod 模式能写成 JSON Schema（不要用 transform）',
  ]);
});

test('a hand-edited frozen file is named by its path, with how to restore it', () => {
  const dir = path.join(scratch, 'data');
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(dataDir).filter((n) => n.endsWith('.yaml')))
    fs.copyFileSync(path.join(dataDir, name), path.join(dir, name));
  writeArchive(dir, '9.9.9');
  const file = path.join(dir, 'snapshots/9.9.9/eras.json');
  const eras = JSON.parse(fs.readFileSync(file, 'utf8')) as {eras: Record<string, unknown>[]};
  eras.eras[0]!.colour = 'red';
  fs.writeFileSync(file, JSON.stringify(eras));
  assert.deepEqual(checkOpenData(readArchives(dir)).map(formatProblem), [
    `data/snapshots/9.9.9/eras.json: eras[id=${String(eras.eras[0]!.id)}]：多了模式里没有的字段 colour。` +
      '归档的 eras.json 与 eras.schema.json 不符：归档文件不要手改，请从 git 历史恢复',
  ]);
});

test('the JSON Schema refuses what the zod schema refuses', () => {
  const set = current();
  const data = set.kinds.get('buildings')!.data as {buildings: {cost: Record<string, number>; extra?: number}[]};
  data.buildings[0]!.cost.timber = -5;
  data.buildings[0]!.extra = 1;
  const messages = checkOpenData([set], dataDir).map((p) => `${p.path}：${p.message.split('。')[0]}`);
  assert.deepEqual(messages, [
    `buildings[id=${(data.buildings[0] as unknown as {id: string}).id}]：多了模式里没有的字段 extra`,
    `buildings[id=${(data.buildings[0] as unknown as {id: string}).id}].cost.timber：-5（整数）太小，应 >= 0`,
  ]);
});

test('the Atom feed has one entry per release that changed numbers, linking its notes', () => {
  const releases = loadReleases(path.join(dataDir, 'releases.yaml'), {gameData: loadGameData(dataDir)});
  const rows = changeRows(releases, loadGameData(dataDir));
  const xml = balanceFeed(
    releases.map((r) => ({...r, notesUrl: `https://example.org/blog/${r.notes}`})),
    rows,
    {
      siteUrl: 'https://example.org',
      selfUrl: 'https://example.org/data/balance.atom',
      title: '平衡改动',
      author: '开发组',
    },
  );
  const doc = parseDocument(xml, {xmlMode: true});
  const entries = doc.children
    .flatMap((n) => ('children' in n ? n.children : []))
    .filter((n) => 'name' in n && n.name === 'entry');
  const withChanges = releases.filter((r) => (r.changes ?? []).length > 0);
  assert.equal(entries.length, withChanges.length);
  assert.match(xml, /<title>1\.0\.1 的平衡改动<\/title>/);
  assert.match(xml, /<link rel="alternate" type="text\/html" href="https:\/\/example.org\/blog\/release-1-0-1"\/>/);
  // 1.0.1 made the raider train slower: the entry says which unit, which field, and both numbers.
  const raider = rows.find((r) => r.version === '1.0.1' && r.entity === 'unit.raider')!;
  assert.ok(xml.includes(`&lt;li&gt;削弱：${raider.name}，训练时间：24 → 26 秒&lt;/li&gt;`), xml);
});
