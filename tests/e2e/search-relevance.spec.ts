import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {firstPagesOf, searchResultLinks} from '../support/search-results';
import {loadGlossary} from '../../src/plugins/glossary/glossary';
import {doc} from '../support/routes';
import {queries, type Kind} from '../support/relevance-queries';

/** The rules pages: questions about each one's subject must find it first. */
const RULES_PAGES = [
  doc('openings'),
  doc('combat'),
  doc('population'),
  doc('victory'),
  doc('maps'),
  doc('resources'),
  doc('villages'),
  doc('faq'),
];

/** At least this many queries in all, and of each kind the issue asks for. */
const MINIMUM = {all: 80, pinyin: 15, synonym: 10, question: 10};

const pagesOf = (expected: string | string[]) => (typeof expected === 'string' ? [expected] : expected);

/** The first three pages /search lists for `query` (one /search page per test: see searchResultLinks). */
const firstPages = async (page: Page, query: string) => firstPagesOf(await searchResultLinks(page, query));

test('the suite has enough queries of each kind, and its synonyms and questions prove something', async ({request}) => {
  const count = (kind: Kind) => queries.filter(([, , k]) => k === kind).length;
  expect(queries.length).toBeGreaterThanOrEqual(MINIMUM.all);
  expect(count('pinyin'), 'pinyin and initials').toBeGreaterThanOrEqual(MINIMUM.pinyin);
  expect(count('synonym'), 'synonyms').toBeGreaterThanOrEqual(MINIMUM.synonym);
  expect(count('question'), 'questions').toBeGreaterThanOrEqual(MINIMUM.question);
  expect(new Set(queries.map(([q]) => q)).size, 'no query twice').toBe(queries.length);
  for (const [query, , kind] of queries) {
    if (kind === 'pinyin') expect(query, query).toMatch(/^[a-z' ]+$/);
  }
  // A synonym must not be a keyword or the title of its page: then the rewriting, not the page, finds it.
  const unproven: string[] = [];
  for (const [query, expected, kind] of queries) {
    if (kind !== 'synonym') continue;
    for (const url of pagesOf(expected)) {
      const html = await (await request.get(encodeURI(url))).text();
      const keywords = /<meta[^>]* name="keywords" content="([^"]*)"/.exec(html)?.[1]?.split(/,\s*/) ?? [];
      // The page's own name (「配重投石机 | 千川纪」): 投石机 is not it, nor a word of it the index knows.
      const title = /<title[^>]*>([^<|]*)/.exec(html)?.[1]?.trim() ?? '';
      expect(keywords.length, `${url} has keywords`).toBeGreaterThan(0);
      if (keywords.includes(query) || title === query) unproven.push(`${query}: ${url}`);
    }
  }
  expect(unproven, 'synonyms that are already a keyword or the title of their page').toEqual([]);
  // Questions are asked in players' words, not copied from the FAQ's headings.
  const faq = await (await request.get(encodeURI(doc('faq')))).text();
  const headings = [...faq.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/[？?\u200b]/g, '')
      .trim(),
  );
  expect(headings.length).toBeGreaterThan(10);
  const copied = queries.filter(
    ([query, , kind]) => kind === 'question' && headings.includes(query.replace(/[？?]/g, '')),
  );
  expect(
    copied.map(([q]) => q),
    'questions copied from FAQ headings',
  ).toEqual([]);
  // Questions about each rules page's subject, without the page's name: at least 40, a few per page.
  const titles = new Map<string, string>();
  for (const url of RULES_PAGES) {
    const html = await (await request.get(encodeURI(url))).text();
    titles.set(url, /<title[^>]*>([^<|]*)/.exec(html)?.[1]?.trim() ?? '');
    expect(titles.get(url), url).not.toBe('');
  }
  const about = queries.filter(([query, expected, kind]) => {
    const url = pagesOf(expected)[0]!;
    return kind === 'question' && titles.has(url) && !query.includes(titles.get(url)!);
  });
  expect(about.length, 'questions about a rules page that do not name it').toBeGreaterThanOrEqual(40);
  for (const url of RULES_PAGES)
    expect(
      about.filter(([, expected]) => pagesOf(expected)[0] === url).length,
      `questions about ${url}`,
    ).toBeGreaterThanOrEqual(4);
});

test('relevance: the right page first (hit@1 ≥ 90%) and always in the top 3 (hit@3 = 100%)', async ({page}) => {
  test.setTimeout(600_000);
  const misses: string[] = [];
  const notFirst: string[] = [];
  const byKind = new Map<Kind, {n: number; hit1: number}>();
  let hit1 = 0;
  let hit3 = 0;
  for (const [query, expected, kind] of queries) {
    const wanted = pagesOf(expected);
    const pages = await firstPages(page, query);
    const tally = byKind.get(kind) ?? {n: 0, hit1: 0};
    byKind.set(kind, tally);
    tally.n++;
    if (pages[0] === wanted[0]) {
      hit1++;
      tally.hit1++;
    } else notFirst.push(`${query} → ${pages[0] ?? '（无结果）'}，应为 ${wanted[0]}`);
    if (pages.some((p) => wanted.includes(p))) hit3++;
    else misses.push(`${query} → ${pages.join(', ') || '（无结果）'}，应为 ${wanted.join(' 或 ')}`);
  }
  const kinds = [...byKind].map(([kind, {n, hit1: h}]) => `${kind} ${h}/${n}`).join(', ');
  const report = `hit@1 ${hit1}/${queries.length} (${((hit1 / queries.length) * 100).toFixed(1)}%), hit@3 ${hit3}/${queries.length} (${((hit3 / queries.length) * 100).toFixed(1)}%); hit@1 by kind: ${kinds}`;
  console.log(`search relevance: ${report}`);
  fs.mkdirSync(path.join(__dirname, '../../test-results'), {recursive: true});
  fs.writeFileSync(
    path.join(__dirname, '../../test-results/search-relevance.txt'),
    `${report}\n未进前三：\n${misses.join('\n')}\n不在第一：\n${notFirst.join('\n')}\n`,
  );
  expect(misses, report).toEqual([]);
  expect(hit1 / queries.length, report).toBeGreaterThanOrEqual(0.9);
});

test('the authoring guide is for editors: no query a player types finds it', async ({page}) => {
  for (const query of ['编写指南', 'Markdown', '如何写文档', '提示框']) {
    const pages = await firstPages(page, query);
    expect(pages, query).not.toContain('/markdown-page');
  }
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
