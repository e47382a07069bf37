import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {currentGameData} from '../game-data/store';
import {gameTerms} from '../game-data/terms';
import {loadGlossary} from '../glossary';
import {EVERYDAY_SYNONYMS} from '../../config/search-synonyms';
import {buildSearchExtras, checkEverydaySynonyms, entityKeyLines, PINYIN_OVERRIDES, pinyinOf} from './extras';
import {resultKind} from './kinds';
import {expandQuery, namesForPinyin, normaliseQuestion} from './rewrite';

const siteDir = path.resolve(__dirname, '../../..');
const data = currentGameData(path.join(siteDir, 'data'));
const names = gameTerms(data);
const glossary = loadGlossary(path.join(siteDir, 'data'));
/** Page titles as the index has them: each doc's front-matter title. */
const titles = fs
  .readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.md'))
  .map((file) => /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(siteDir, 'docs', file), 'utf8'))?.[1]?.trim())
  .filter((title): title is string => title !== undefined);
const extras = buildSearchExtras({names: [...names, ...titles], glossary, everyday: EVERYDAY_SYNONYMS, tokens: ['了解', '怎么办'], keyLines: entityKeyLines(data)});

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

test('every game name and page title is found by its full pinyin and by its initials', () => {
  for (const name of new Set([...names, ...titles])) {
    if (!/\p{Unified_Ideograph}/u.test(name)) continue; // console commands are typed as they are
    const {full, initials} = pinyinOf(name);
    assert.match(full, /^[a-z]+$/, name);
    assert.ok(namesForPinyin(full, extras).includes(name) || extras.pinyin[full]!.includes(name), `${name}: ${full}`);
    assert.ok(extras.pinyin[initials]?.includes(name), `${name}: ${initials}`);
  }
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
});

test('queries run the rewriting first and what was typed last, pinyin only as the names it spells', () => {
  assert.deepEqual(expandQuery('cqb', extras), ['长枪兵']);
  assert.deepEqual(expandQuery('粮食不够怎么办', extras), ['粮食不够', '粮食不够怎么办']);
  assert.deepEqual(expandQuery('give', extras), ['give']);
  assert.deepEqual(expandQuery('长枪兵', extras), ['长枪兵']);
  assert.deepEqual(expandQuery('长枪兵', undefined), ['长枪兵']);
});

test('retired names and everyday words become the term our text uses', () => {
  for (const term of glossary) {
    for (const word of term.retired) assert.equal(normaliseQuestion(word, extras), term.term, word);
  }
  for (const [word, term] of Object.entries(EVERYDAY_SYNONYMS)) assert.equal(normaliseQuestion(word, extras), term, word);
  assert.equal(normaliseQuestion('投石车怎么造', extras), '配重投石机 造');
  // A name that contains a retired word keeps it.
  assert.equal(normaliseQuestion('盐泽村', extras), '盐泽村');
  assert.equal(normaliseQuestion('配重投石机', extras), '配重投石机');
});

test('question words and particles are dropped, the subject stays', () => {
  const cases: [string, string][] = [
    ['粮食不够怎么办', '粮食不够'],
    ['怎么打有城墙的城', '打有城墙 城'],
    ['人口为什么不涨了', '人口 不涨'],
    ['怎么下载', '下载'],
    ['如何打开控制台？', '打开控制台'],
    ['了解村庄', '了解村庄'],
    ['怎么办', '怎么办'],
  ];
  for (const [input, expected] of cases) assert.equal(normaliseQuestion(input, extras), expected, input);
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
    ['/docs/数据/单位', {kind: '页面'}],
    ['/docs/数据/单位/militia/extra', {kind: '页面'}],
    ['/docs/单位/士兵', {kind: '页面'}],
    ['/download', {kind: '页面'}],
    ['/docs/%E6%95', {kind: '页面'}],
  ];
  for (const [url, expected] of cases) assert.deepEqual(resultKind(url), expected, url);
});

test('every unit, building, technology and policy has a key line from data: era and cost, or level and admin cost', () => {
  const lines = entityKeyLines(data);
  assert.equal(lines['单位/militia'], '拓荒时代 · 粮食 30、木材 10');
  for (const [kind, rows] of [['单位', data.units], ['建筑', data.buildings], ['科技', data.technologies], ['政策', data.policies]] as const) {
    for (const row of rows) assert.match(lines[`${kind}/${row.id}`] ?? '', /^\p{Unified_Ideograph}+ · \p{Unified_Ideograph}+ \d/u, `${kind}/${row.id}`);
  }
  assert.equal(extras.keyLines['政策/equal_fields'], `聚落 · 行政点 ${data.policies.find((p) => p.id === 'equal_fields')!.admin_cost}`);
});
