import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {loadGameData} from '../../game/load';
import {findBacklinks} from './backlinks';
import {entityPages, GENERATED_MARKER} from './generate';
import {writeEntityPages} from './index';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {docInFolder, docPath} from '../../config/docs';
import {entityPath} from '../entity-cards/paths';

const dataDir = FIXTURE_DATA;
const data = loadGameData(dataDir);

function scratchDocs(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entity-pages-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('one page per unit, building, technology, policy, village and guild contract, each marked as generated', () => {
  const pages = entityPages(data, new Map());
  assert.equal(
    pages.size,
    data.units.length +
      data.buildings.length +
      data.technologies.length +
      data.policies.length +
      data.villages.length +
      data.guilds.contracts.length,
  );
  const spearman = pages.get(path.join('数据', '单位', 'spearman.mdx'))!;
  assert.ok(spearman.includes(GENERATED_MARKER));
  assert.match(spearman, /^---\ntitle: "长枪兵"/);
  assert.ok(spearman.includes('custom_edit_url: null'));
});

test('malformed front matter does not make the backlinks throw: npm run check and the docs plugin report it', () => {
  const docs = scratchDocs({
    'bad.md': '---\ntitle: 甲\ndescription: 样例: 冒号: 没有引号\n---\n弓手站在后排。',
    'good.md': '---\ntitle: 乙\n---\n弓手站在后排。',
  });
  const backlinks = findBacklinks(data, docs);
  assert.ok(backlinks.get('unit/archer')?.some((m) => m.title === '乙'));
});

test('backlinks: a name inside a longer name is not a mention, a link to the page or the row is', () => {
  const docs = scratchDocs({
    'a.md': '---\ntitle: 甲\n---\n林弓手在林中射击。',
    'b.md': '---\ntitle: 乙\n---\n见[这一行](./数据/单位.md#archer)。',
    'c.md': '---\ntitle: 丙\n---\n弓手站在后排。',
    'd.md': '---\ntitle: 丁\n---\n见[它的页面](./数据/单位/archer.mdx)。',
    'e.md': '---\ntitle: 戊\n---\n见[另一个](./数据/单位/archer_guard.mdx)和[这一行](./数据/单位.md#archer_guard)。',
    '数据/单位.md': '---\ntitle: 表\n---\n弓手',
  });
  const backlinks = findBacklinks(data, docs);
  assert.deepEqual(
    backlinks.get('unit/archer')?.map((m) => m.title),
    ['乙', '丙', '丁'],
  );
  assert.deepEqual(
    backlinks.get('unit/forest_archer')?.map((m) => m.title),
    ['甲'],
  );
});

test('backlinks follow an edit of a doc and a renamed unit, though an unchanged doc is searched once', () => {
  const docs = scratchDocs({'a.md': '---\ntitle: 甲\n---\n弓手站在后排。', 'b.md': '---\ntitle: 乙\n---\n民兵守城。'});
  const titles = (d: typeof data, key: string) =>
    findBacklinks(d, docs)
      .get(key)
      ?.map((m) => m.title);
  assert.deepEqual(titles(data, 'unit/archer'), ['甲']);
  fs.writeFileSync(path.join(docs, 'b.md'), '---\ntitle: 乙\n---\n弓手和民兵守城。');
  assert.deepEqual(titles(data, 'unit/archer'), ['甲', '乙']);
  const renamed = {...data, units: data.units.map((u) => (u.id === 'archer' ? {...u, name: '射手'} : u))};
  assert.deepEqual(titles(renamed, 'unit/archer'), undefined);
  assert.deepEqual(titles(data, 'unit/archer'), ['甲', '乙']);
});

test('writing pages: only changed files are written, stale generated pages go, an editor’s file stays', () => {
  const docs = scratchDocs({
    '数据/单位/retired_unit.mdx': `---\ntitle: 旧\n---\n\n${GENERATED_MARKER}\n`,
    '数据/单位/notes.md': '---\ntitle: 编辑写的\n---\n这一页不是生成的。',
  });
  const first = writeEntityPages(docs, dataDir);
  assert.equal(first.removed, 1);
  assert.ok(!fs.existsSync(path.join(docs, '数据/单位/retired_unit.mdx')));
  assert.ok(fs.existsSync(path.join(docs, '数据/单位/notes.md')));
  assert.ok(fs.existsSync(path.join(docs, '数据/单位/spearman.mdx')));
  const again = writeEntityPages(docs, dataDir);
  assert.deepEqual([again.written, again.removed], [0, 0]);
  assert.equal(again.frontMatter, first.frontMatter);
});

test('a village page: attitude rules with their numbers, annexation, and the map regions it appears in, linked', () => {
  const village = data.villages.find((v) => v.id === 'woodcutter_hamlet')!;
  const page = entityPages(data, new Map()).get(path.join('数据', '村庄', `${village.id}.mdx`))!;
  for (const rule of village.attitude.rules)
    assert.ok(page.includes(`${rule.note}，态度 ${rule.change > 0 ? '+' : '−'}${Math.abs(rule.change)}`), rule.note);
  assert.ok(page.includes(`- 费用：${village.annex_admin_cost} [行政点]`));
  assert.ok(page.includes(`(${docPath('countryLevels', `#${village.annex_requires_level}`)})`));
  for (const map of data.maps) {
    for (const region of map.regions.filter((r) => r.villages.includes(village.id)))
      assert.ok(page.includes(`[${region.name}](${docInFolder('maps', map.name)}#${region.id})`), region.name);
  }
  // A contract whose effect names the village links it, and the contract's page links back.
  const contract = data.guilds.contracts.find((c) => c.effect.includes(village.name))!;
  assert.ok(page.includes(`(${entityPath('contract', contract.id)})`));
  assert.ok(
    entityPages(data, new Map())
      .get(path.join('数据', '商会契约', `${contract.id}.mdx`))!
      .includes(`[${village.name}](${entityPath('village', village.id)})`),
  );
});

test('a contract page: building, level, cycle in 旬 and seconds, and the value ratio worked out', () => {
  const contract = data.guilds.contracts.find((c) => c.id === 'salted_fish')!;
  const page = entityPages(data, new Map()).get(path.join('数据', '商会契约', `${contract.id}.mdx`))!;
  assert.ok(page.includes(`(${entityPath('building', contract.requires_building)})`));
  assert.ok(page.includes(`(${docPath('countryLevels', `#${contract.requires_level}`)})`));
  assert.ok(
    page.includes(
      `每 ${contract.cycle_ticks} 旬（1 倍速下 ${contract.cycle_ticks * data.productivity.tick_seconds} 秒）结算一次`,
    ),
  );
  assert.match(page, /收益比\]\(\/docs\/基础名词#special-system\)是 \d+ ÷ \d+ = 1\.\d+/);
  // Without outputs there is no ratio to work out.
  const bond = entityPages(data, new Map()).get(path.join('数据', '商会契约', 'mercenary_bond.mdx'))!;
  assert.ok(bond.includes('没有产出，不计'));
});

test('backlinks: a unit named by a list reference is mentioned by the page', () => {
  const line = ':data[derived.unit_lists.lines.all.舰船]{format=chain}';
  const docs = scratchDocs({'a.md': `---\ntitle: 甲\n---\n舰船的升级路线：${line}。`});
  const last = data.units.find((u) => u.type === '舰船' && u.faction === 'all' && !u.upgrades_to)!;
  assert.deepEqual(
    findBacklinks(data, docs)
      .get(`unit/${last.id}`)
      ?.map((m) => m.title),
    ['甲'],
  );
});
