import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {entityPageLink, readEntityIds, rewriteEntityLinks} from './entity-links';

const ids = readEntityIds(path.resolve(__dirname, '../../data'));

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
  assert.equal(entityPageLink('../docs/数据/建筑.md#barracks', 'blog/2026-11-14-release-1-0-1.md', ids), '../docs/数据/建筑/barracks.mdx');
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

test('rewriting a page: links, reference definitions and JSX; not code; a second run changes nothing', () => {
  const source = [
    '---',
    'title: 士兵',
    '---',
    '[长枪兵](../数据/单位.md#spearman)克制[轻骑](../数据/单位.md#light_cavalry "轻骑")，见[单位表](../数据/单位.md#数据表)。',
    '',
    '`[长枪兵](../数据/单位.md#spearman)` 是旧写法。',
    '',
    '```md',
    '[长枪兵](../数据/单位.md#spearman)',
    '```',
    '',
    '<Link to="/docs/数据/科技#writing">文字</Link>',
    '',
    '[兵营]: ../数据/建筑.md#barracks',
  ].join('\n');
  const first = rewriteEntityLinks(source, 'docs/单位/士兵.md', ids);
  assert.deepEqual(
    first.changes.map((c) => `${c.line}:${c.to}`),
    ['4:../数据/单位/spearman.mdx', '4:../数据/单位/light_cavalry.mdx', '12:/docs/数据/科技/writing', '14:../数据/建筑/barracks.mdx'],
  );
  assert.ok(first.source.includes('[轻骑](../数据/单位/light_cavalry.mdx "轻骑")'));
  assert.ok(first.source.includes('[单位表](../数据/单位.md#数据表)'));
  assert.ok(first.source.includes('`[长枪兵](../数据/单位.md#spearman)` 是旧写法'));
  assert.ok(first.source.includes('```md\n[长枪兵](../数据/单位.md#spearman)\n```'));
  const second = rewriteEntityLinks(first.source, 'docs/单位/士兵.md', ids);
  assert.deepEqual(second.changes, []);
  assert.equal(second.source, first.source);
});
