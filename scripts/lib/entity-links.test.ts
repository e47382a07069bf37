import assert from 'node:assert/strict';
import test from 'node:test';
import {entityPageLink, readEntityIds} from './entity-links';
import {FIXTURE_DATA} from '../../tests/support/site';

const ids = readEntityIds(FIXTURE_DATA);

test('the ids come from data/: units, buildings, technologies and policies', () => {
  assert.ok(ids.get('单位')!.has('spearman'));
  assert.ok(ids.get('建筑')!.has('barracks'));
  assert.ok(ids.get('科技')!.has('writing'));
  assert.ok(ids.get('政策')!.has('levy'));
  assert.ok(!ids.get('单位')!.has('barracks'));
});

test('a row link becomes the entity page link, in the form it was written', () => {
  assert.equal(entityPageLink('../数据/单位.md#spearman', 'docs/单位/士兵.md', ids), '../数据/单位/spearman.mdx');
  assert.equal(entityPageLink('./数据/科技.md#writing', 'docs/资源.md', ids), './数据/科技/writing.mdx');
  assert.equal(entityPageLink('./单位.md#herald', 'docs/数据/政策.md', ids), './单位/herald.mdx');
  assert.equal(
    entityPageLink('../docs/数据/建筑.md#barracks', 'blog/2026-11-14-release-1-0-1.md', ids),
    '../docs/数据/建筑/barracks.mdx',
  );
  assert.equal(entityPageLink('/docs/数据/政策#levy', 'docs/资源.md', ids), '/docs/数据/政策/levy');
  assert.equal(entityPageLink(encodeURI('/docs/数据/政策#levy'), 'docs/资源.md', ids), '/docs/数据/政策/levy');
});

test('anything else is left alone', () => {
  // Not an entity of that kind, or not an entity id at all.
  assert.equal(entityPageLink('../数据/单位.md#barracks', 'docs/单位/士兵.md', ids), null);
  assert.equal(entityPageLink('../数据/单位.md#数据表', 'docs/单位/士兵.md', ids), null);
  // A guide that happens to be called 建筑.md, not the data table.
  assert.equal(entityPageLink('./建筑.md#barracks', 'docs/单位/士兵.md', ids), null);
  // Other data tables, already an entity page, other sites.
  assert.equal(entityPageLink('../数据/国家等级.md#county', 'docs/单位/士兵.md', ids), null);
  assert.equal(entityPageLink('../数据/单位/spearman.mdx', 'docs/单位/士兵.md', ids), null);
  assert.equal(entityPageLink('https://example.com/docs/数据/单位#spearman', 'docs/资源.md', ids), null);
  assert.equal(entityPageLink('#spearman', 'docs/数据/单位.md', ids), null);
});
