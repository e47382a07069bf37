import assert from 'node:assert/strict';
import {test} from 'node:test';
import {oneOfEachTemplate} from '../support/sitemap';

test('browser-heavy checks keep every page but only the first entity page of each kind', () => {
  const pages = '/docs/介绍 /docs/数据/单位 /docs/数据/单位/militia /docs/数据/单位/spearman /docs/数据/科技/writing';
  const routes = [...pages.split(' '), '/docs/数据/科技/masonry', '/blog'].map((r) => encodeURI(r));
  assert.deepEqual(
    oneOfEachTemplate(routes).map((r) => decodeURI(r)),
    ['/docs/介绍', '/docs/数据/单位', '/docs/数据/单位/militia', '/docs/数据/科技/writing', '/blog'],
  );
});
