import assert from 'node:assert/strict';
import test from 'node:test';
import {currentGameData} from '../../game/store';
import {gameTerms} from '../../game/terms';
import {loadGlossary} from '../glossary';
import {docPath} from '../../config/docs';
import {EVERYDAY_SYNONYMS, QUESTION_SENSES} from '../../config/search-synonyms';
import {
  buildSearchExtras,
  checkEverydaySynonyms,
  checkQuestionSenses,
  definitionPages,
  entityKeyLines,
  homePages,
  PINYIN_OVERRIDES,
  pinyinOf,
} from './extras';
import {resultKind} from './kinds';
import {attributeOf, namesForPinyin, normaliseQuestion, planQuery, rewriteQuery} from './rewrite';
import {FIXTURE_DATA} from '../../../tests/support/site';

const data = currentGameData(FIXTURE_DATA);
const names = gameTerms(data);
const glossary = loadGlossary(FIXTURE_DATA);
/**
 * Page titles as the index has them (each doc's front-matter title), frozen like the data: a new or
 * renamed page cannot break these tests.
 */
const titles = `
  人口 介绍 基础名词 常见问题 开局 战斗 控制台 村庄 生产力 科技 胜利与模式 资源 单位与建筑总览 士兵 建筑
  地图总览 断脊群山 澄湖平原 阵营总览 玄岩山国 白港商盟 赤岚王朝 青林部族 行政点与政策 政策 行政点 单位数据
  国家等级数据 建筑数据 数据总览 政策数据 文明特质数据 村庄数据 科技数据 白港商盟特殊系统：商会契约
  赤岚王朝特殊系统：帝系传承
`
  .trim()
  .split(/\s+/);
/** The index's pages as the plugin lists them (title document id, title, URL); a few are enough. */
const pages = [
  {i: 1, t: '长枪兵', u: '/docs/数据/单位/spearman'},
  {i: 3, t: '赤岚王朝', u: '/docs/阵营/赤岚王朝'},
  {i: 5, t: '赤岚王朝特殊系统：帝系传承', u: '/docs/数据/赤岚王朝特殊系统'},
  {i: 7, t: '帆船', u: '/docs/数据/单位/sail_boat'},
  {i: 9, t: '帆船', u: '/docs/数据/科技/sailing'},
  {i: 11, t: '书斋', u: '/docs/数据/建筑/study_hall'},
  {i: 13, t: '森林', u: '/docs/数据/森林'},
  {i: 15, t: '国家等级', u: '/docs/数据/国家等级'},
  {i: 17, t: '阵营总览', u: '/docs/阵营'},
  {i: 19, t: '行政点', u: '/docs/行政点与政策/行政点'},
  {i: 21, t: '均田令', u: '/docs/数据/政策/equal_fields'},
  {i: 23, t: '资源', u: '/docs/资源'},
  {i: 25, t: '控制台', u: '/docs/控制台'},
];
const aliases = Object.fromEntries(data.factions.map((f) => [f.short, f.name]));
const extras = buildSearchExtras({
  names: [...names, ...titles],
  glossary,
  everyday: EVERYDAY_SYNONYMS,
  senses: QUESTION_SENSES,
  tokens: ['了解', '怎么办', '所有', '没有'],
  documentCounts: {石料: 40, 森林: 30, 水利: 2},
  pages,
  aliases,
  keyLines: entityKeyLines(data),
  definitions: {聚落: '/docs/数据/国家等级', 粮食: '/docs/资源', fps: '/docs/控制台'},
});

/**
 * Characters read more than one way (长 cháng/zhǎng, 行 xíng/háng …). Every name or title holding
 * one must have its reading checked in the table below, so a new name is looked at, not guessed.
 */
const HETERONYMS = /[长行重藏量调将都乐还强朝传冲系会泊降率便差参种曾和处应转只相省]/u;

test('heteronyms in our names are read as the names mean them', () => {
  const readings: Record<string, string> = {
    长枪兵: 'changqiangbing',
    长弓守林人: 'changgongshoulinren',
    嫡长继承: 'dizhangjicheng', // the eldest son: zhǎng (PINYIN_OVERRIDES)
    行政点: 'xingzhengdian',
    行政点与政策: 'xingzhengdianyuzhengce',
    行伍严整: 'hangwuyanzheng',
    行会特许: 'hanghuitexu',
    特许商行: 'texushanghang',
    腌鱼行: 'yanyuhang', // a guild trade: háng (PINYIN_OVERRIDES)
    重骑: 'zhongqi',
    辎重队: 'zizhongdui',
    配重投石机: 'peizhongtoushiji',
    玄甲重卫: 'xuanjiazhongwei',
    赤岚王朝: 'chilanwangchao',
    '赤岚王朝特殊系统：帝系传承': 'chilanwangchaoteshuxitongdixichuancheng',
    藏书阁: 'cangshuge',
    冲车: 'chongche',
    传令官: 'chuanlingguan',
    帝系传承: 'dixichuancheng',
    商会馆: 'shanghuiguan',
    商会契约: 'shanghuiqiyue',
    '白港商盟特殊系统：商会契约': 'baigangshangmengteshuxitongshanghuiqiyue',
    文会资助: 'wenhuizizhu',
    湖泊: 'hupo', // pō (PINYIN_OVERRIDES)
  };
  const others: Record<string, string> = {
    车船: 'chechuan',
    干船坞: 'ganchuanwu',
    大索貌阅: 'dasuomaoyue',
    掠袭骑: 'lvexiqi',
    晒盐: 'shaiyan',
    淤田屯: 'yutiantun',
    鹰愁关: 'yingchouguan',
    枪骑兵: 'qiangqibing',
    追潮快船: 'zhuichaokuaichuan',
    澄湖平原: 'chenghupingyuan',
    射圃: 'shepu',
    县衙: 'xianya',
    鹿角骑: 'lujiaoqi',
    征召令: 'zhengzhaoling',
    识潮人: 'shichaoren',
    聚落: 'juluo',
  };
  const all = new Set([...names, ...titles]);
  for (const [name, full] of Object.entries({...readings, ...others})) {
    assert.ok(all.has(name), `${name} is no longer a game name or page title: update this table`);
    assert.equal(pinyinOf(name).full, full, name);
  }
  const unchecked = [...all].filter((name) => HETERONYMS.test(name) && !(name in readings));
  assert.deepEqual(unchecked, [], 'names with a heteronym whose reading this test does not check yet');
  assert.equal(pinyinOf('长枪兵').initials, 'cqb');
  assert.equal(pinyinOf('嫡长继承').initials, 'dzjc');
});

test('every word of PINYIN_OVERRIDES occurs in a name, and is read as it says wherever it occurs', () => {
  for (const [word, syllables] of Object.entries(PINYIN_OVERRIDES)) {
    const holders = [...names, ...titles].filter((name) => name.includes(word));
    assert.ok(holders.length > 0, `${word}: no name holds it any more`);
    for (const name of holders) assert.ok(pinyinOf(name).full.includes(syllables.replace(/ /g, '')), name);
  }
  // Around other characters too, and more than once.
  assert.equal(pinyinOf('立嫡长子').full, 'lidizhangzi');
  assert.equal(pinyinOf('腌鱼行与腌鱼行').full, 'yanyuhangyuyanyuhang');
});

test('every game name and page title is found by its full pinyin and by its initials, however many share them', () => {
  for (const name of new Set([...names, ...titles])) {
    if (!/\p{Unified_Ideograph}/u.test(name)) continue; // console commands are typed as they are
    const {full, initials} = pinyinOf(name);
    assert.match(full, /^[a-z]+$/, name);
    for (const key of [full, initials]) {
      assert.ok(namesForPinyin(key, extras).includes(name), `${name}: ${key}`);
      assert.ok(
        planQuery(key, extras).queries.some((q) => q.text === name),
        `${name}: ${key} (the worker's plan)`,
      );
    }
  }
});

test('names that share initials all come back, the most mentioned first', () => {
  // sl: 石料, 圣林, 山炉, 水利, 森林 (the lookup used to stop at four, and 森林 was never found).
  const sl = namesForPinyin('sl', extras);
  assert.deepEqual([...sl].sort(), ['圣林', '山炉', '森林', '水利', '石料'].sort());
  assert.deepEqual(sl.slice(0, 3), ['石料', '森林', '水利']);
  const slPlan = planQuery('sl', extras);
  const texts = slPlan.queries.map((q) => q.text);
  assert.deepEqual(texts, sl);
  assert.equal(slPlan.interleave, true);
  assert.deepEqual(slPlan.homes, [13], '森林 has a page here; the others have none');
  // A half-typed full pinyin completes to at most as many names as the box shows.
  assert.ok(namesForPinyin('chan', extras).length <= 8);
});

test('pinyin may be typed with spaces, apostrophes, capitals, or be half typed', () => {
  for (const input of ['qiangqibing', 'qiang qi bing', "qiang'qi'bing", 'QiangQiBing', ' qiangqibing ']) {
    assert.equal(namesForPinyin(input, extras)[0], '枪骑兵', input);
  }
  assert.deepEqual(namesForPinyin('qqb', extras), ['枪骑兵']);
  assert.equal(namesForPinyin('changqiangb', extras)[0], '长枪兵');
  assert.ok(namesForPinyin('luexiqi', extras).includes('掠袭骑'));
  assert.deepEqual(namesForPinyin('give', extras), []);
  assert.deepEqual(namesForPinyin('长枪兵', extras), []);
  assert.deepEqual(namesForPinyin('di zhang ji cheng', extras), ['嫡长继承']);
  assert.deepEqual(namesForPinyin("yan'yu'hang", extras), ['腌鱼行']);
  assert.deepEqual(namesForPinyin('dichangjicheng', extras), [], 'not the misreading');
});

/** A whole plan, not interleaved: its queries in order (a string for `{text}`), its homes. */
const plan = (queries: (string | {text: string; strict: true})[], homes: number[], question = false) => ({
  queries: queries.map((q) => (typeof q === 'string' ? {text: q} : q)),
  question,
  homes,
  interleave: false,
});

test('a query plan: pinyin as the names it spells, else the rewriting first and what was typed last', () => {
  assert.deepEqual(planQuery('cqb', extras), plan(['长枪兵'], [1]));
  assert.deepEqual(planQuery('give', extras), plan(['give'], []));
  assert.deepEqual(planQuery('长枪兵', extras), plan(['长枪兵'], [1]));
  assert.deepEqual(planQuery('投石车', extras).queries, [{text: '配重投石机'}, {text: '投石车'}]);
  assert.deepEqual(planQuery('长枪兵', undefined), plan(['长枪兵'], []));
  // A faction's short name leads to the faction's page.
  assert.deepEqual(planQuery('赤岚', extras).homes, [3]);
  // A name as typed wins over a phrasing it looks like: the command fps, then 帧率 (the FAQ).
  assert.deepEqual(planQuery('fps', extras), plan(['fps', '帧率'], [25]));
  assert.equal(planQuery('怎么看fps', extras).question, true);
});

test('a question runs strictly as typed (its phrasings read as their words), then its subject, what its phrasing means and its names', () => {
  assert.deepEqual(
    planQuery('粮食不够怎么办', extras),
    plan([{text: '粮食不够怎么办', strict: true}, '粮食'], [], true),
  );
  assert.deepEqual(planQuery('前期铜钱总是不够用咋办', extras).queries, [
    {text: '前期铜钱总是不够用咋办', strict: true},
    {text: '前期铜钱'},
    {text: '铜钱'},
  ]);
  assert.deepEqual(
    planQuery('长枪兵打得过骑兵吗', extras),
    plan([{text: '长枪兵 克制 骑兵吗', strict: true}, '长枪兵 克制 骑兵', '克制', '长枪兵'], [1], true),
  );
  assert.equal(
    planQuery('书斋要多少钱', extras).homes[0],
    11,
    'a question about one thing with a page: that page first',
  );
});

test('retired names and everyday words become the term our text uses', () => {
  for (const term of glossary) {
    for (const word of term.retired) assert.equal(normaliseQuestion(word, extras), term.term, word);
  }
  for (const [word, term] of Object.entries(EVERYDAY_SYNONYMS))
    assert.equal(normaliseQuestion(word, extras), term, word);
  assert.equal(normaliseQuestion('投石车怎么造', extras), '配重投石机 造');
  // A name that contains a retired word keeps it.
  assert.equal(normaliseQuestion('盐泽村', extras), '盐泽村');
  assert.equal(normaliseQuestion('配重投石机', extras), '配重投石机');
});

test('question words and fillers are dropped whole, the subject stays', () => {
  const cases: [string, string][] = [
    ['粮食不够怎么办', '粮食'],
    ['怎么打有城墙的城', '攻城'],
    ['人口为什么不涨了', '人口 不涨'],
    ['怎么下载', '下载'],
    ['如何打开控制台？', '打开控制台'],
    ['存档在哪里', '存档'],
    ['存档放在哪', '存档'],
    ['学识从哪里来', '学识'],
    ['学识哪来的', '学识'],
    ['伤害怎么算', '伤害'],
    ['伤害是怎么算的', '伤害'],
    ['长枪兵打得过骑兵吗', '长枪兵 克制 骑兵'],
    ['游戏太卡了怎么办', '游戏 卡顿'],
    ['怎么升到下个时代', '进入新时代'],
    ['开局先造啥', '开局 建造顺序'],
    ['了解村庄', '了解村庄'],
    ['所有单位', '所有单位'],
    ['怎么办', '怎么办'],
  ];
  for (const [input, expected] of cases) assert.equal(normaliseQuestion(input, extras), expected, input);
});

test('a query is a question when a question word or a phrasing is found, not for a particle alone', () => {
  for (const input of '粮食不够怎么办 存档在哪 人口咋不涨了 长枪兵打得过骑兵吗 怎么打有城墙的城 支持模组吗 学识从哪里来'.split(
    ' ',
  ))
    assert.equal(rewriteQuery(input, extras).question, true, input);
  for (const input of ['长枪兵', '长枪兵的攻击', '投石车', '行政点上限', 'give', '了解村庄'])
    assert.equal(rewriteQuery(input, extras).question, false, input);
});

test('every phrasing is a valid pattern that leads to words of the index', () => {
  // The words our phrasings lead to, as the index cuts them.
  checkQuestionSenses(
    QUESTION_SENSES,
    (
      '克制 关系 推演 疆域 组队 攻城 卡 顿 联机 进入 新 时代 建造 顺序 开局 人口 上限 资源 伤害 高低差 战斗 ' +
      '粮食 劳力 役夫 士兵 胜利条件 遭遇战 视野 迷雾 游戏模式 地图 新生地块 铜钱 储量上限 市集 ' +
      '交易 资源一览 态度 劫掠 贸易 电脑配置 改键 崩溃 模组 语言 帧率 耗电 对局 时长 用途'
    ).split(' '),
  );
  assert.throws(
    () => checkQuestionSenses({'怎么(': '攻城'}, ['攻城']),
    /src\/config\/search-synonyms\.ts：「怎么\(」不是有效的正则表达式/,
  );
  assert.throws(() => checkQuestionSenses({打城: '攻城战'}, ['攻城']), /「打城」指向的「攻城战」不在搜索索引的词里/);
});

test('a name’s own page: its title, the part after 「：」, or its alias’s page; a shared title names none', () => {
  const homes = homePages(['长枪兵', '帝系传承', '帆船', '粮食'], pages, {赤岚: '赤岚王朝'});
  assert.deepEqual(homes, {长枪兵: 1, 帝系传承: 5, 赤岚: 3});
});

test('「X总览」 is the page of X; a name without a page finds its row’s or definition’s page', () => {
  assert.deepEqual(homePages(['阵营'], pages, {}), {阵营: 17});
  assert.deepEqual(definitionPages({聚落: '/docs/数据/国家等级'}, pages), {聚落: 15});
  assert.throws(
    () => definitionPages({聚落: '/docs/数据/没有这页'}, pages),
    /src\/plugins\/search-aliases\/homes\.ts：.*「聚落」→ \/docs\/数据\/没有这页/,
  );
  assert.deepEqual(planQuery('聚落', extras).homes, [15], 'a country level: the levels’ table');
  assert.deepEqual(planQuery('juluo', extras).homes, [15], 'and spelled in pinyin');
  // In a question, 粮食 is what the question is about, not a request for the resources page.
  assert.deepEqual(planQuery('粮食不够怎么办', extras).homes, []);
});

test('a name with an attribute word is about that name’s page; a shared name takes the attribute’s kind', () => {
  assert.deepEqual(planQuery('长枪兵攻击力', extras).homes, [1]);
  assert.ok(
    planQuery('长枪兵攻击力', extras).queries.some((q) => q.text === '长枪兵'),
    'the name alone is searched too',
  );
  assert.deepEqual(planQuery('书斋 造价', extras).homes, [11]);
  assert.deepEqual(planQuery('均田令行政点', extras).homes, [21], '行政点 is asked of 均田令 here');
  assert.deepEqual(planQuery('帆船射程', extras).homes, [7]);
  assert.deepEqual(planQuery('帆船研究时间', extras).homes, [9]);
  assert.deepEqual(planQuery('帆船', extras).homes, [7, 9], 'a shared name alone: both pages');
  assert.deepEqual(attributeOf('长枪兵怎么练', extras), [], 'not an attribute: no name is forced first');
});

test('an everyday word that leads nowhere stops the build, naming the file and the word', () => {
  checkEverydaySynonyms(EVERYDAY_SYNONYMS, [...names, ...glossary.map((t) => t.term)]);
  assert.throws(
    () => checkEverydaySynonyms({投石车: '投石大炮'}, names),
    /src\/config\/search-synonyms\.ts：「投石车」指向「投石大炮」/,
  );
});

test('a result’s kind comes from its URL: entity pages by their folder, every other page is 页面', () => {
  const cases: [string, ReturnType<typeof resultKind>][] = [
    ['/docs/数据/单位/militia', {kind: '单位', key: '单位/militia'}],
    ['/docs/%E6%95%B0%E6%8D%AE/%E5%BB%BA%E7%AD%91/granary', {kind: '建筑', key: '建筑/granary'}],
    ['/docs/数据/科技/masonry#前置', {kind: '科技', key: '科技/masonry'}],
    ['/docs/数据/政策/equal_fields/', {kind: '政策', key: '政策/equal_fields'}],
    ['/docs/数据/村庄/fishing_village', {kind: '村庄', key: '村庄/fishing_village'}],
    ['/docs/数据/商会契约/salted_fish?_highlight=x', {kind: '商会契约', key: '商会契约/salted_fish'}],
    ['/docs/数据/村庄', {kind: '页面'}],
    ['/docs/村庄', {kind: '页面'}],
    ['/docs/数据/单位', {kind: '页面'}],
    ['/docs/数据/单位/militia/extra', {kind: '页面'}],
    ['/docs/单位/士兵', {kind: '页面'}],
    ['/download', {kind: '页面'}],
    ['/docs/%E6%95', {kind: '页面'}],
  ];
  for (const [url, expected] of cases) assert.deepEqual(resultKind(url), expected, url);
});

test('the extras name the glossary’s page as the doc map has it (a question ranks its definitions last)', () =>
  assert.equal(extras.glossaryUrl, docPath('glossary')));

test('every unit, building, technology and policy has a key line from data: era and cost, or level and admin cost', () => {
  const lines = entityKeyLines(data);
  assert.equal(lines['单位/militia'], '拓荒时代 · 粮食 30、木材 10');
  for (const [kind, rows] of [
    ['单位', data.units],
    ['建筑', data.buildings],
    ['科技', data.technologies],
    ['政策', data.policies],
  ] as const) {
    for (const row of rows)
      assert.match(
        lines[`${kind}/${row.id}`] ?? '',
        /^\p{Unified_Ideograph}+ · \p{Unified_Ideograph}+ \d/u,
        `${kind}/${row.id}`,
      );
  }
  assert.equal(
    extras.keyLines['政策/equal_fields'],
    `聚落 · 行政点 ${data.policies.find((p) => p.id === 'equal_fields')!.admin_cost}`,
  );
});

test('villages and guild contracts have a key line from data: produce and annexation, or level and one cycle', () => {
  const lines = entityKeyLines(data);
  const fishing = data.villages.find((v) => v.id === 'fishing_village')!;
  assert.equal(
    lines['村庄/fishing_village'],
    `每旬 粮食 ${fishing.produces.grain}、海盐 ${fishing.produces.salt} · 聚落起吞并，行政点 ${fishing.annex_admin_cost}`,
  );
  const fish = data.guilds.contracts.find((c) => c.id === 'salted_fish')!;
  assert.equal(
    lines['商会契约/salted_fish'],
    `乡邑 · 每 ${fish.cycle_ticks} 旬 海盐 ${fish.inputs.salt}、粮食 ${fish.inputs.grain} → 铜钱 ${fish.outputs.coin}`,
  );
  assert.match(lines['商会契约/mercenary_bond'] ?? '', /→ 只有效果$/);
  for (const v of data.villages) assert.ok(lines[`村庄/${v.id}`], v.id);
  for (const c of data.guilds.contracts) assert.ok(lines[`商会契约/${c.id}`], c.id);
});
