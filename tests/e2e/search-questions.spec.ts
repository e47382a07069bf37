import {expect, test} from '@playwright/test';
import {builtSearch, type BuiltSearch} from '../../scripts/lib/search-engine';
import {queries, type Kind} from '../support/relevance-queries';
import {doc} from '../support/routes';

/**
 * The relevance suite's questions, run in Node on the built index by the search's own code
 * (scripts/lib/search-engine.ts), as the browser's worker runs it: seconds for all of them, so
 * each can be held to its answer, not only the suite to a rate (search-relevance.spec.ts runs the
 * whole suite in the browser, on /search).
 */
const RULES_PAGES = new Set(
  (['openings', 'combat', 'population', 'victory', 'maps', 'resources', 'villages', 'faq'] as const).map((key) =>
    doc(key),
  ),
);
const first = (expected: string | string[]) => (typeof expected === 'string' ? expected : expected[0]!);

let search: BuiltSearch;
test.beforeAll(async () => {
  search = await builtSearch();
});

/** The first three pages the search lists for `query` (as /search shows them, 20 at once). */
const firstPages = async (query: string) => (await search.pages(query, 20)).slice(0, 3);

test('every question about a rules page finds that page first', async () => {
  const asked = queries.filter(([, expected, kind]) => kind === 'question' && RULES_PAGES.has(first(expected)));
  expect(asked.length).toBeGreaterThanOrEqual(40);
  const wrong: string[] = [];
  for (const [query, expected] of asked) {
    const [got] = await firstPages(query);
    if (got !== first(expected)) wrong.push(`${query} → ${got ?? '（无结果）'}，应为 ${first(expected)}`);
  }
  expect(wrong, `${wrong.length} / ${asked.length}`).toEqual([]);
});

test('the whole suite in Node: every query’s page in the top 3, and hit@1 by kind', async () => {
  const tally = new Map<Kind, {n: number; first: number}>();
  const misses: string[] = [];
  for (const [query, expected, kind] of queries) {
    const wanted = typeof expected === 'string' ? [expected] : expected;
    const pages = await firstPages(query);
    const count = tally.get(kind) ?? {n: 0, first: 0};
    tally.set(kind, count);
    count.n++;
    if (pages[0] === wanted[0]) count.first++;
    if (!pages.some((page) => wanted.includes(page))) misses.push(`${query} → ${pages.join(', ') || '（无结果）'}`);
  }
  const report = [...tally].map(([kind, {n, first: hit}]) => `${kind} ${hit}/${n}`).join(', ');
  console.log(`search relevance in Node, hit@1 by kind: ${report}`);
  expect(misses, report).toEqual([]);
  // Questions are the kind players type most and the suite holds most of: each one first.
  expect(tally.get('question')!.first, report).toBe(tally.get('question')!.n);
});
