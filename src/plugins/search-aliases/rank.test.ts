import assert from 'node:assert/strict';
import test from 'node:test';
import {rankResults, type RankedResult, type RankOptions} from './rank';
import {resultKind} from './kinds';

/** Results as the plugin's search gives them: documents of the index's parts, by type. */
const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;

interface Result extends RankedResult {
  name: string;
}

/** A page's documents: its title (id = page id) and any headings, description, keywords, text. */
function page(id: number, url: string) {
  const doc = (type: number, i: number): Result => ({
    name: `${url} ${['title', 'heading', 'description', 'keywords', 'content'][type]}${i === id ? '' : ` ${i}`}`,
    type,
    document: {i, u: url, ...(type === TITLE ? {} : {p: id})},
  });
  return {
    title: doc(TITLE, id),
    heading: (i: number) => doc(HEADING, i),
    description: doc(DESCRIPTION, id),
    keywords: doc(KEYWORDS, id),
    content: (i: number) => doc(CONTENT, i),
  };
}

const spearman = page(1, '/docs/数据/单位/spearman');
const soldiers = page(3, '/docs/单位/士兵');
const combat = page(5, '/docs/战斗');
const unitTable = page(7, '/docs/数据/单位');
const faq = page(9, '/docs/常见问题');

const options = (extra: Partial<RankOptions> = {}): RankOptions => ({
  limit: 8,
  homes: [],
  question: false,
  interleave: false,
  strict: [],
  isEntity: (url) => resultKind(url).kind !== '页面',
  ...extra,
});
const names = (results: Result[]) =>
  results.map((r) => `${r.isInterOfTree ? '├ ' : r.isLastOfTree ? '└ ' : ''}${r.name}`);

test('a name query keeps the order found: the entity page first, with its headings under its title', () => {
  const found = [
    [spearman.title, soldiers.heading(30), spearman.heading(11), spearman.heading(12), combat.description],
  ];
  assert.deepEqual(names(rankResults([found], options())), [
    '/docs/数据/单位/spearman title',
    '├ /docs/数据/单位/spearman heading 11',
    '└ /docs/数据/单位/spearman heading 12',
    '/docs/单位/士兵 heading 30',
    '/docs/战斗 description',
  ]);
});

test('a question puts reference pages before entity pages, those with a matching heading first', () => {
  const found = [[spearman.title, unitTable.keywords, spearman.description, soldiers.heading(30), combat.heading(50)]];
  assert.deepEqual(names(rankResults([found], options({question: true}))), [
    '/docs/单位/士兵 heading 30',
    '/docs/战斗 heading 50',
    '/docs/数据/单位 keywords',
    '/docs/数据/单位/spearman title',
    '└ /docs/数据/单位/spearman description',
  ]);
});

test('what a strict query finds comes first, then the pages the query names, then the rest', () => {
  const found = [[faq.heading(90)], [soldiers.heading(30), spearman.title]];
  assert.deepEqual(names(rankResults([found], options({question: true, strict: [true, false], homes: [1]}))), [
    '/docs/常见问题 heading 90',
    '/docs/数据/单位/spearman title',
    '/docs/单位/士兵 heading 30',
  ]);
});

test('several queries: a page found twice is listed once, where it was first found, with all its results', () => {
  const found = [
    [soldiers.heading(30), combat.title],
    [combat.title, soldiers.title, soldiers.heading(31)],
  ];
  assert.deepEqual(names(rankResults([found], options())), [
    '/docs/单位/士兵 title',
    '├ /docs/单位/士兵 heading 30',
    '└ /docs/单位/士兵 heading 31',
    '/docs/战斗 title',
  ]);
});

test('the full text only adds after what titles and headings found, so the first results never change', () => {
  const titles = [[combat.heading(50), soldiers.title]];
  const before = names(rankResults([titles], options({question: true})));
  const after = names(
    rankResults([titles, [[faq.content(91), combat.content(51), spearman.content(21)]]], options({question: true})),
  );
  assert.deepEqual(after.slice(0, before.length), before);
  assert.deepEqual(after.slice(before.length), [
    '/docs/常见问题 content 91',
    '/docs/战斗 content 51',
    '/docs/数据/单位/spearman content 21',
  ]);
});

test('names one pinyin spells take turns, each keeping a place within the limit', () => {
  // sl: 石料 finds many results, 森林 and 水利 fewer; the box shows four.
  const stone = page(21, '/docs/资源');
  const forest = page(23, '/docs/数据/单位/forest_archer');
  const irrigation = page(25, '/docs/数据/科技/irrigation');
  const found = [
    [stone.keywords, stone.heading(40), stone.heading(41), stone.heading(42), page(27, '/docs/开局').heading(60)],
    [forest.description, combat.heading(52)],
    [irrigation.title],
  ];
  assert.deepEqual(names(rankResults([found], options({interleave: true, homes: [25], limit: 4}))), [
    '/docs/资源 keywords',
    '└ /docs/资源 heading 40',
    '/docs/数据/单位/forest_archer description',
    '/docs/数据/科技/irrigation title',
  ]);
});

test('the limit cuts a page’s results and its last one shown closes its tree', () => {
  const found = [[soldiers.title, soldiers.heading(30), soldiers.heading(31), soldiers.heading(32)]];
  assert.deepEqual(names(rankResults([found], options({limit: 3}))), [
    '/docs/单位/士兵 title',
    '├ /docs/单位/士兵 heading 30',
    '└ /docs/单位/士兵 heading 31',
  ]);
});

test('a heading shown without its page’s title appears once per text: three pages’ 「克制关系」 are one row', () => {
  const named = (result: Result, t: string): Result => ({...result, document: {...result.document, t}});
  const archer = page(11, '/docs/数据/单位/archer');
  const found = [
    [
      named(spearman.heading(12), '克制关系'),
      named(archer.heading(13), '克制关系'),
      soldiers.title,
      named(soldiers.heading(30), '克制关系'),
      named(combat.heading(50), '兵种克制'),
    ],
  ];
  assert.deepEqual(names(rankResults([found], options())), [
    '/docs/数据/单位/spearman heading 12',
    '/docs/单位/士兵 title',
    '└ /docs/单位/士兵 heading 30',
    '/docs/战斗 heading 50',
  ]);
});

test('a page of /search shows the first results of the full list, reading only the texts it shows', () => {
  const named = (result: Result, t: string): Result => ({...result, document: {...result.document, t}});
  // A heading whose text throws when read: its document shard has not loaded (./shards.ts).
  const unread = (result: Result): Result => ({
    ...result,
    document: Object.defineProperty({...result.document}, 't', {get: () => assert.fail(`${result.name} read`)}),
  });
  const archer = page(11, '/docs/数据/单位/archer');
  const found = (later: (result: Result) => Result) => [
    [
      named(spearman.heading(12), '克制关系'),
      named(archer.heading(13), '克制关系'),
      soldiers.title,
      named(soldiers.heading(30), '克制关系'),
      named(combat.heading(50), '兵种克制'),
      later(named(unitTable.heading(70), '克制关系')),
      later(faq.heading(90)),
    ],
  ];
  const all = names(rankResults([found((r) => r)], options({limit: 100})));
  const firstPage = names(rankResults([found(unread)], options({limit: 100, shown: 3})).slice(0, 3));
  assert.equal(all.length, 5);
  assert.deepEqual(firstPage, all.slice(0, 3));
});
