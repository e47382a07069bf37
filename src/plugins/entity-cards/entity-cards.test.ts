import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {loadGameData} from '../game-data/load';
import {entityCards} from './cards';
import {entityPath, keyOfLink} from './paths';

const data = loadGameData(path.resolve(__dirname, '../../../data'));

test('a link names a card by its entity page or by its data-table row, nothing else', () => {
  assert.equal(keyOfLink('/docs/数据/单位/spearman', ''), '单位/spearman');
  assert.equal(keyOfLink('/docs/数据/建筑/farm/', ''), '建筑/farm');
  assert.equal(keyOfLink('/docs/数据/科技', '#archery'), '科技/archery');
  assert.equal(keyOfLink('/docs/数据/政策', ''), null);
  assert.equal(keyOfLink('/docs/数据/单位', '#数据表'), null);
  assert.equal(keyOfLink('/docs/数据/国家等级', '#settlement'), null);
  assert.equal(keyOfLink('/docs/单位/士兵', ''), null);
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
  assert.deepEqual(card.stats.find(([label]) => label === '生命'), ['生命', String(spearman.hp)]);
});

test('a unit’s card carries its upkeep with glyphs and its training time in seconds', () => {
  const cards = entityCards(data);
  for (const u of data.units) {
    const card = cards[`单位/${u.id}`]!;
    const glyph = (id: string) => data.resources.find((r) => r.id === id)!.glyph;
    assert.deepEqual(card.upkeep, Object.entries(u.upkeep).map(([id, n]) => [glyph(id), data.resources.find((r) => r.id === id)!.name, n]), u.id);
    assert.deepEqual(card.stats.find(([label]) => label === '训练'), ['训练', `${u.train_time} 秒`], u.id);
  }
});
