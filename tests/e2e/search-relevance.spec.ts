import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {searchResultLinks} from '../support/search-results';
import {loadGlossary} from '../../src/plugins/glossary/glossary';

/**
 * What players type, and the page they mean. Each query's results are read from the full
 * results page (/search), which runs the same index and ranking as the navbar box.
 */
const queries: [string, string][] = [
  // names from the game data
  ['长枪兵', '/docs/数据/单位/spearman'], // a name finds its own page first
  ['民兵', '/docs/数据/单位/militia'],
  ['帝系传承', '/docs/数据/赤岚王朝特殊系统'],
  ['继承法', '/docs/数据/赤岚王朝特殊系统'],
  ['君主', '/docs/数据/赤岚王朝特殊系统'],
  ['商会契约', '/docs/数据/白港商盟特殊系统'],
  ['青林部族', '/docs/阵营/青林部族'],
  ['赤岚王朝', '/docs/阵营/赤岚王朝'],
  ['澄湖平原', '/docs/地图/澄湖平原'],
  ['断脊群山', '/docs/地图/断脊群山'],
  ['国家等级', '/docs/数据/国家等级'],
  ['文明特质', '/docs/数据/文明'],
  ['科技树', '/docs/数据/科技'],
  ['前置科技', '/docs/数据/科技'],
  // partial names
  ['玄岩', '/docs/阵营/玄岩山国'],
  ['白港', '/docs/阵营/白港商盟'],
  ['赤岚', '/docs/阵营/赤岚王朝'],
  ['澄湖', '/docs/地图/澄湖平原'],
  ['断脊', '/docs/地图/断脊群山'],
  // rules and terms
  ['行政点', '/docs/行政点与政策/行政点'],
  ['行政点上限', '/docs/行政点与政策/行政点'],
  ['政策', '/docs/行政点与政策/政策'],
  ['村庄', '/docs/村庄'],
  ['兼并', '/docs/村庄'],
  ['生产力', '/docs/生产力'],
  ['肥力', '/docs/基础名词'],
  ['新生地块', '/docs/基础名词'],
  ['资源', '/docs/资源'],
  ['铜钱', '/docs/资源'],
  ['克制', '/docs/单位/士兵'],
  ['攻城', '/docs/单位/士兵'],
  ['山口', '/docs/地图/断脊群山'],
  ['兵营', '/docs/数据/建筑/barracks'],
  // phrases
  ['怎么下载', '/download'],
  ['系统需求', '/download'],
  ['编写指南', '/markdown-page'],
  ['控制台', '/docs/控制台'],
  ['作弊', '/docs/控制台'],
  // English console commands
  ['give', '/docs/控制台'],
  ['spawn', '/docs/控制台'],
  ['research', '/docs/控制台'],
  ['reveal', '/docs/控制台'],
  // pinyin and initials, as typed on a keyboard without an input method
  ['changqiangbing', '/docs/数据/单位/spearman'],
  ['cqb', '/docs/数据/单位/spearman'],
  ['qiangqibing', '/docs/数据/单位/lancer'],
  ['qiang qi bing', '/docs/数据/单位/lancer'],
  ["qiang'qi'bing", '/docs/数据/单位/lancer'],
  ['qqb', '/docs/数据/单位/lancer'],
  ['dixichuancheng', '/docs/数据/赤岚王朝特殊系统'],
  ['dxcc', '/docs/数据/赤岚王朝特殊系统'],
  ['chenghupingyuan', '/docs/地图/澄湖平原'],
  ['chpy', '/docs/地图/澄湖平原'],
  ['duanjiqunshan', '/docs/地图/断脊群山'],
  ['qinglinbuzu', '/docs/阵营/青林部族'],
  ['qlbz', '/docs/阵营/青林部族'],
  ['xingzhengdian', '/docs/行政点与政策/行政点'],
  ['kongzhitai', '/docs/控制台'],
  ['kzt', '/docs/控制台'],
  ['shanghuiqiyue', '/docs/数据/白港商盟特殊系统'],
  ['guojiadengji', '/docs/数据/国家等级'],
  // retired names (data/glossary.yaml) and everyday words
  ['投石车', '/docs/数据/单位/trebuchet'],
  ['投石机', '/docs/数据/单位/trebuchet'],
  ['秘籍', '/docs/控制台'],
  ['作弊码', '/docs/控制台'],
  ['行政力', '/docs/行政点与政策/行政点'],
  ['治理点', '/docs/行政点与政策/行政点'],
  ['回合', '/docs/基础名词'],
  ['金币', '/docs/资源'],
  ['木头', '/docs/资源'],
  ['弓箭手', '/docs/数据/单位/archer'],
  ['好感度', '/docs/村庄'],
  // questions, as players ask them
  ['粮食不够怎么办', '/docs/人口'],
  ['怎么打有城墙的城', '/docs/战斗'], // 「城墙、地形与高低差」: walls, and the siege engines that open them
  ['人口为什么不涨了', '/docs/常见问题'],
  ['怎么打开控制台', '/docs/控制台'],
  ['画面卡顿怎么办', '/docs/常见问题'],
  ['存档在哪里', '/docs/常见问题'],
  ['怎么和朋友联机', '/docs/常见问题'],
  ['如何吞并村庄', '/docs/村庄'],
  ['伤害怎么算', '/docs/战斗'],
  ['怎么进入新时代', '/docs/科技'],
  ['学识从哪里来', '/docs/资源'], // where each resource comes from, 书斋 first
];

/** The first three pages /search lists for `query` (one /search page per test: see searchResultLinks). */
async function firstPages(page: import('@playwright/test').Page, query: string): Promise<string[]> {
  const links = await searchResultLinks(page, query);
  return [...new Set(links.map((href) => href.split(/[?#]/)[0]!))].slice(0, 3);
}

test('relevance: the right page first (hit@1 ≥ 90%) and always in the top 3 (hit@3 = 100%)', async ({page}) => {
  test.setTimeout(600_000);
  expect(queries.length).toBeGreaterThanOrEqual(80);
  const misses: string[] = [];
  const notFirst: string[] = [];
  let hit1 = 0;
  let hit3 = 0;
  for (const [query, expected] of queries) {
    const pages = await firstPages(page, query);
    if (pages[0] === expected) hit1++;
    else notFirst.push(`${query} → ${pages[0] ?? '（无结果）'}`);
    if (pages.includes(expected)) hit3++;
    else misses.push(`${query} → ${pages.join(', ') || '（无结果）'}，应为 ${expected}`);
  }
  const report = `hit@1 ${hit1}/${queries.length} (${((hit1 / queries.length) * 100).toFixed(1)}%), hit@3 ${hit3}/${queries.length} (${((hit3 / queries.length) * 100).toFixed(1)}%)`;
  console.log(`search relevance: ${report}`);
  fs.mkdirSync(path.join(__dirname, '../../test-results'), {recursive: true});
  fs.writeFileSync(path.join(__dirname, '../../test-results/search-relevance.txt'), `${report}\n未进前三：\n${misses.join('\n')}\n不在第一：\n${notFirst.join('\n')}\n`);
  expect(misses, report).toEqual([]);
  expect(hit1 / queries.length, report).toBeGreaterThanOrEqual(0.9);
});

test('every retired name of the glossary finds its term’s page first', async ({page}) => {
  test.setTimeout(300_000);
  const glossary = loadGlossary(path.join(__dirname, '../../data'));
  const wrong: string[] = [];
  for (const term of glossary) {
    if (term.retired.length === 0) continue;
    const [want] = await firstPages(page, term.term);
    expect(want, `${term.term} finds nothing`).toBeTruthy();
    for (const word of term.retired) {
      const [got] = await firstPages(page, word);
      if (got !== want) wrong.push(`${word} → ${got ?? '（无结果）'}，${term.term} → ${want}`);
    }
  }
  expect(wrong).toEqual([]);
});
