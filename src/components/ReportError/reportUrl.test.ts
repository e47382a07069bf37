import assert from 'node:assert/strict';
import test from 'node:test';
import {entityOf, reportUrl} from './reportUrl';

const repoUrl = 'https://github.com/qianchuan-game/qianchuan-site';
const fields = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('an entity page reports its page, entity id and game version to the repository', () => {
  const url = reportUrl({
    repoUrl,
    title: '长枪兵',
    url: 'https://example.org/docs/%E6%95%B0%E6%8D%AE/%E5%8D%95%E4%BD%8D/spearman',
    version: '1.0.1',
  });
  assert.ok(url.startsWith(`${repoUrl}/issues/new?`));
  assert.deepEqual(fields(url), {
    title: '数据有误：长枪兵',
    body:
      '页面：长枪兵（https://example.org/docs/%E6%95%B0%E6%8D%AE/%E5%8D%95%E4%BD%8D/spearman）\n条目：unit.spearman\n游戏版本：1.0.1\n\n' +
      '哪个数字或说法不对：\n\n应该是什么，依据是什么（例如游戏内截图、版本说明）：\n',
  });
});

test('a hand-written page names no entity', () => {
  const {title, body} = fields(
    reportUrl({repoUrl, title: '战斗', url: 'https://example.org/docs/战斗', version: '1.0.1'}),
  );
  assert.equal(title, '内容有误：战斗');
  assert.ok(body!.startsWith('页面：战斗（https://example.org/docs/战斗）\n游戏版本：1.0.1\n'), body);
});

test('entity ids follow the URL scheme of every entity kind, and only entity pages have one', () => {
  assert.equal(entityOf('/docs/数据/商会契约/salted_fish'), 'contract.salted_fish');
  assert.equal(entityOf('/docs/数据/村庄/fishing_village'), 'village.fishing_village');
  assert.equal(entityOf('/docs/数据/单位'), null);
  assert.equal(entityOf('/docs/阵营/赤岚王朝'), null);
});
