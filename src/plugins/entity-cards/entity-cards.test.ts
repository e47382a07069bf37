import assert from 'node:assert/strict';
import test from 'node:test';
import {loadGameData} from '../../game/load';
import {entityCards} from './cards';
import {allCards, systemCards} from './system-cards';
import {entityPath, keyOfLink} from './paths';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {docPath} from '../../config/docs';

const data = loadGameData(FIXTURE_DATA);

test('a link names a card by its entity page or by its data-table row, nothing else', () => {
  assert.equal(keyOfLink('/docs/数据/单位/spearman', ''), '单位/spearman');
  assert.equal(keyOfLink('/docs/数据/建筑/farm/', ''), '建筑/farm');
  assert.equal(keyOfLink('/docs/数据/科技', '#archery'), '科技/archery');
  assert.equal(keyOfLink('/docs/数据/政策', ''), null);
  assert.equal(keyOfLink('/docs/数据/单位', '#数据表'), null);
  assert.equal(keyOfLink('/docs/数据/国家等级', '#settlement'), null);
  assert.equal(keyOfLink('/docs/单位/士兵', ''), null);
  // Villages and contracts have pages; traits and rulers only a row; contracts' table is the 白港 page.
  assert.equal(keyOfLink('/docs/数据/村庄/fishing_village', ''), '村庄/fishing_village');
  assert.equal(keyOfLink('/docs/村庄', '#fishing_village'), '村庄/fishing_village');
  assert.equal(keyOfLink('/docs/数据/商会契约/salted_fish', ''), '商会契约/salted_fish');
  assert.equal(keyOfLink('/docs/数据/白港商盟特殊系统', '#salted_fish'), '商会契约/salted_fish');
  assert.equal(keyOfLink('/docs/数据/文明', '#silt_farmers'), '文明特质/silt_farmers');
  assert.equal(keyOfLink('/docs/数据/赤岚王朝特殊系统/', '#founder'), '君主/founder');
  assert.equal(keyOfLink('/docs/数据/文明/silt_farmers', ''), null);
  assert.equal(keyOfLink('/docs/村庄', '#attitude-fishing_village'), null);
});

test('every unit, building, technology and policy has a card that links to its page', () => {
  const cards = entityCards(data);
  const expected = [
    ...data.units.map((u) => ['单位', u.id, 'unit'] as const),
    ...data.buildings.map((b) => ['建筑', b.id, 'building'] as const),
    ...data.technologies.map((t) => ['科技', t.id, 'technology'] as const),
    ...data.policies.map((p) => ['政策', p.id, 'policy'] as const),
  ];
  assert.equal(Object.keys(cards).length, expected.length);
  for (const [section, id, kind] of expected) assert.equal(cards[`${section}/${id}`]?.href, entityPath(kind, id));
});

test('a unit’s card carries its cost with glyphs and its stats from the data', () => {
  const spearman = data.units.find((u) => u.id === 'spearman')!;
  const card = entityCards(data)['单位/spearman']!;
  assert.equal(card.name, spearman.name);
  assert.match(card.meta, new RegExp(`^单位 · 通用 · .+ · ${spearman.type}$`));
  assert.deepEqual(
    card.cost.map(([, , n]) => n),
    Object.values(spearman.cost),
  );
  assert.equal(card.cost[0]![0], data.resources.find((r) => r.id === Object.keys(spearman.cost)[0])!.glyph);
  assert.deepEqual(
    card.stats.find(([label]) => label === '生命'),
    ['生命', String(spearman.hp)],
  );
});

test('villages, contracts, culture traits and rulers have cards: the first two link to their pages, the others to their rows', () => {
  const cards = systemCards(data);
  assert.equal(
    Object.keys(cards).length,
    data.villages.length + data.guilds.contracts.length + data.culture_traits.length + data.dynasty.rulers.length,
  );
  for (const v of data.villages) assert.equal(cards[`村庄/${v.id}`]?.href, entityPath('village', v.id));
  for (const c of data.guilds.contracts) assert.equal(cards[`商会契约/${c.id}`]?.href, entityPath('contract', c.id));
  for (const t of data.culture_traits) assert.equal(cards[`文明特质/${t.id}`]?.href, docPath('cultures', `#${t.id}`));
  for (const r of data.dynasty.rulers) assert.equal(cards[`君主/${r.id}`]?.href, docPath('dynasty', `#${r.id}`));
  // allCards is what the plugin and the pages use: every key once.
  assert.equal(Object.keys(allCards(data)).length, Object.keys(entityCards(data)).length + Object.keys(cards).length);
});

test('a contract’s card shows its inputs and outputs with glyphs, its cycle and its value ratio', () => {
  const contract = data.guilds.contracts.find((c) => c.id === 'salted_fish')!;
  const card = systemCards(data)['商会契约/salted_fish']!;
  assert.deepEqual(
    card.amounts?.map(([label]) => label),
    ['每周期投入', '每周期产出'],
  );
  assert.deepEqual(
    card.amounts![0]![1].map(([, , n]) => n),
    Object.values(contract.inputs),
  );
  assert.equal(
    card.amounts![1]![1][0]![0],
    data.resources.find((r) => r.id === Object.keys(contract.outputs)[0])!.glyph,
  );
  assert.deepEqual(
    card.stats.find(([label]) => label === '周期'),
    ['周期', `${contract.cycle_ticks} 旬（${contract.cycle_ticks * data.productivity.tick_seconds} 秒）`],
  );
  assert.match(card.stats.find(([label]) => label === '收益比')![1], /^1\.\d+$/);
  const trait = data.culture_traits.find((t) => t.modifiers)!;
  assert.equal(systemCards(data)[`文明特质/${trait.id}`]!.note, trait.effect);
});

test('a unit’s card carries its upkeep with glyphs and its training time in seconds', () => {
  const cards = entityCards(data);
  for (const u of data.units) {
    const card = cards[`单位/${u.id}`]!;
    const glyph = (id: string) => data.resources.find((r) => r.id === id)!.glyph;
    assert.deepEqual(
      card.upkeep,
      Object.entries(u.upkeep).map(([id, n]) => [glyph(id), data.resources.find((r) => r.id === id)!.name, n]),
      u.id,
    );
    assert.deepEqual(
      card.stats.find(([label]) => label === '训练'),
      ['训练', `${u.train_time} 秒`],
      u.id,
    );
  }
});
