import assert from 'node:assert/strict';
import test from 'node:test';
import {distance, nearMisses, type Candidate} from './nearMiss';

const pages: Candidate[] = [
  {path: '/docs/数据/单位/spearman', label: '长枪兵'},
  {path: '/docs/数据/单位/swordsman', label: '刀盾兵'},
  {path: '/docs/基础名词', label: '基础名词'},
  {path: '/docs/生产力', label: '生产力'},
  {path: '/download', label: '下载'},
];
const paths = (requested: string) => nearMisses(encodeURI(requested), pages).map((c) => c.path);

test('distance counts Chinese characters one each', () => {
  assert.equal(distance('长枪', '长枪兵'), 1);
  assert.equal(distance('spearmen', 'spearman'), 1);
  assert.equal(distance('', 'abc'), 3);
});

test('a typo, a name for an id, a wrong section or a stray suffix finds the page', () => {
  assert.deepEqual(paths('/docs/数据/单位/spearmen'), ['/docs/数据/单位/spearman']);
  assert.deepEqual(paths('/docs/数据/单位/长枪兵'), ['/docs/数据/单位/spearman']);
  assert.deepEqual(paths('/docs/spearman'), ['/docs/数据/单位/spearman']);
  assert.deepEqual(paths('/docs/基础名称'), ['/docs/基础名词']);
  assert.deepEqual(paths('/Download.html'), ['/download']);
});

test('nothing close, nothing suggested', () => {
  assert.deepEqual(paths('/no/such/page'), []);
  assert.deepEqual(paths('/'), []);
});
