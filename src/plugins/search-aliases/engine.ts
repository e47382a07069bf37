/**
 * The search itself, as the patched worker of @easyops-cn/docusaurus-search-local runs it: a
 * query's plan (./rewrite.ts) run on the index's parts, its results ordered (./rank.ts) and labelled
 * (./kinds.ts). It imports nothing at runtime: the plugin's own pieces (lunr, its tokenizer and its
 * ways to cut a query into words) are handed in, by the worker in the browser and by the tests in
 * Node (scripts/lib/search-engine.ts), so both run this same code on the same index.
 */
import {planQuery, type PlannedQuery, type QueryPlan, type SearchExtras} from './rewrite';
import {rankResults} from './rank';
import {isGlossaryUrl, resultKind} from './kinds';
import {openShards, type FirstFile, type SerialisedIndex, type ShardDocument, type ShardedIndex} from './shards';
import {rankedFor} from './paging';
import {toSimplified} from './traditional';

/** One document of the index (ShardDocument's fields) with its breadcrumb. */
export interface SearchDocument extends ShardDocument {
  b?: string[];
}

interface QueryTerm {
  value: string;
  presence: number;
  wildcard: number;
  editDistance?: number;
}

/** One of the plugin's ways to cut a query into words (smartQueries). */
export interface SmartQuery {
  tokens: string[];
  term: QueryTerm[];
}

interface LunrIndex {
  query(
    build: (query: {term(value: string, options: Omit<QueryTerm, 'value'>): unknown}) => void,
  ): {ref: string; score: number; matchData: {metadata: unknown}}[];
}

/** What the worker keeps of the index: its shards (./shards.ts), loaded as queries need them. */
export interface LoadedIndexes extends ShardedIndex<LunrIndex> {
  /** The type of the full-text part (the last). */
  contentType: number;
  extras?: SearchExtras;
}

/** The plugin's pieces the search needs, handed in (the worker imports them from the plugin). */
export interface SearchToolkit {
  tokenize(text: string, language: string[]): string[];
  smartQueries(tokens: string[], dictionary: string[]): SmartQuery[];
  sortSearchResults(results: SearchResult[]): void;
  processTreeStatusOfSearchResults(results: SearchResult[]): void;
  /** lunr's zh stop-word filter: returns undefined for a stop word. */
  stopWordFilter?: (word: string) => string | undefined;
  language: string[];
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: unknown;
  tokens: string[];
  score: number;
  index?: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
  kind?: string;
  keyLine?: string;
  /** An entity's icon: its file and colour (none: the text's), drawn as `.entity-icon`. */
  icon?: [href: string, colour?: string];
  /** The box's row: HTML before the title (icon, kind) and after it (key line). */
  before?: string;
  after?: string;
}

const TITLE = 0;
const HEADING = 1;

/**
 * What the box and /search show for `input`: at most `limit` results. The term shards the query's
 * words can come from are loaded first, then the documents its results show or are ranked by.
 */
export async function runSearch(
  indexes: LoadedIndexes,
  input: string,
  limit: number,
  kit: SearchToolkit,
): Promise<SearchResult[]> {
  // Our text is simplified: 長槍兵 is searched as 长枪兵 (and its results link with that highlight).
  const plan = planQuery(toSimplified(input, indexes.extras?.traditional ?? {}), indexes.extras);
  const texts = plan.queries.map((query) => query.text);
  await indexes.loadTerms([...texts, ...texts.flatMap((text) => kit.tokenize(text, kit.language))]);
  // A document not loaded yet stands in by its id and page until something reads its text; then
  // its shard is loaded and the search runs again, until everything it read or shows was real.
  for (;;) {
    const missing: Missing = {pages: new Set(), stubs: new Map()};
    const results = searchAll(indexes, plan, {ranked: rankedFor(limit), shown: limit}, kit, missing);
    for (const {type, document} of results)
      if (!indexes.document(type, document.i)) missing.pages.add(document.p ?? document.i);
    if (missing.pages.size === 0) return results;
    await indexes.loadDocuments([...missing.pages]);
  }
}

/**
 * Document `id` of part `type`, or a stand-in with its id, page and URL that notes its page in
 * `missing` when its text is read.
 */
function documentOf(indexes: LoadedIndexes, type: number, id: number, missing: Missing): SearchDocument {
  const loaded = indexes.document(type, id);
  if (loaded) return loaded;
  // One stand-in a document: the ranking tells documents apart by identity.
  const known = missing.stubs.get(`${type}/${id}`);
  if (known) return known;
  const page = indexes.document(TITLE, indexes.pageOf(id))!;
  const stub = {i: id, u: page.u, p: page.i} as SearchDocument;
  const read = () => {
    missing.pages.add(page.i);
    return '';
  };
  Object.defineProperties(stub, {t: {get: read}, h: {get: read}, s: {get: read}});
  missing.stubs.set(`${type}/${id}`, stub);
  return stub;
}

/** The pages whose documents a search pass read without having them, and the stand-ins it used. */
interface Missing {
  pages: Set<number>;
  stubs: Map<string, SearchDocument>;
}

/**
 * Each query of the plan in the first file's parts (titles, headings, descriptions, keywords), then
 * in the full text once it has arrived, ranked by ./rank.ts: what the first file finds comes
 * first, so a query ranks its pages the same whether or not the full text has loaded yet; the full
 * text only adds results after them.
 */
function searchAll(
  indexes: LoadedIndexes,
  plan: QueryPlan,
  {ranked: limit, shown}: {ranked: number; shown: number},
  kit: SearchToolkit,
  missing: Missing,
): SearchResult[] {
  // A question reorders pages: look a little further than the limit, not to lose its answer. It
  // runs several queries, each of which tries only the likeliest cuts of its words: the plugin
  // tries up to a hundred for a long one, most with one-character wildcards (长*, 兵*), which took
  // hundreds of milliseconds and found nothing the first twelve do not.
  const perQuery = plan.question ? Math.max(limit, 24) : limit;
  const cuts = plan.question ? 12 : undefined;
  // A strict query looks for a heading with every word of a question: titles and headings only,
  // and a heading that shares more than the question's own words with it (「单位升级要花多少？」 is
  // no answer to 「打人掉多少血」: the words the index lacks drop out of the query, 多少 stays).
  const asking = questionWordsOf(indexes);
  const tiers = [false, true].map((inContent) =>
    plan.queries.map((query) =>
      inContent && query.strict
        ? []
        : searchOne(indexes, query, {limit: perQuery, inContent, cuts, missing, asking}, kit).filter(
            (result) => !query.strict || Object.keys(result.metadata ?? {}).some((word) => !asking.has(word)),
          ),
    ),
  );
  // A name's own page (or its row's or definition's) comes first even when no part of its first
  // file holds the name (a country level is a row of a table in the full text).
  // Its link highlights what was asked for there (聚落 on 国家等级), as every other result's does.
  if (!plan.question) {
    const asked = plan.queries[0] ? kit.tokenize(plan.queries[0].text, kit.language) : [];
    tiers[0]!.push(missingHomes(indexes, plan.homes, tiers[0]!, asked));
  }
  const merged = rankResults(tiers, {
    limit,
    shown,
    homes: plan.homes,
    question: plan.question,
    interleave: plan.interleave,
    strict: plan.queries.map((query) => Boolean(query.strict)),
    isEntity: (url) => resultKind(url).kind !== '页面',
    isGlossary: (url) => isGlossaryUrl(url, indexes.extras?.glossaryUrl),
  }).slice(0, shown);
  for (const result of merged) label(result, indexes.extras);
  return merged;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a result is (单位, 建筑, 科技, 政策 or 页面), an entity's key line from data and its icon;
 * and the same as HTML for the box's rows (the plugin's SuggestionTemplate puts `before` before the
 * title and `after` under it: the patch's option), with the classes of src/theme/SearchBar.
 */
function label(result: SearchResult, extras: SearchExtras | undefined): void {
  const {kind, key} = resultKind(result.document.u);
  result.kind = kind;
  result.keyLine = (key && extras?.keyLines[key]) || undefined;
  const icon = key ? extras?.icons?.[key] : undefined;
  if (icon) result.icon = [`${extras!.iconBase}${icon[0]}.svg`, ...(icon[1] ? [icon[1]] : [])] as SearchResult['icon'];
  const iconHtml = result.icon
    ? `<span class="entity-icon" aria-hidden="true" style="--icon:url(${escapeHtml(result.icon[0])})${result.icon[1] ? `;--icon-colour:${escapeHtml(result.icon[1])}` : ''}"></span>`
    : '';
  result.before = `${iconHtml}<span class="search-hit-kind">${escapeHtml(kind)}</span>`;
  result.after = result.keyLine ? `<span class="search-hit-key-line">${escapeHtml(result.keyLine)}</span>` : '';
}

const questionWords = new WeakMap<object, Set<string>>();

/** The words that only make a query a question (怎么办, 多少, 了): no subject of their own. */
function questionWordsOf(indexes: LoadedIndexes): Set<string> {
  const extras = indexes.extras;
  if (!extras) return new Set();
  let words = questionWords.get(extras);
  if (!words) questionWords.set(extras, (words = new Set([...extras.questionWords, ...extras.fillers])));
  return words;
}

/**
 * Drops results that matched only single characters when the query's cut has longer words (兵 of
 * 「骑兵怕什么兵」, in any text that mentions a soldier), and single characters from the words a
 * result highlights when it has longer ones. A query cut into single characters only (旬, or 改键
 * when the index knows 改 and 键 apart) keeps them.
 */
function notSingleCharacter(cut: readonly string[]): (result: SearchResult) => boolean {
  const long = (word: string) => [...word].length > 1;
  if (!cut.some(long)) return () => true;
  return (result) => {
    const matched = Object.keys((result.metadata as Record<string, unknown> | undefined) ?? {});
    if (matched.length > 0 && !matched.some(long)) return false;
    if (result.tokens.some(long)) result.tokens = result.tokens.filter(long);
    // The marks come from the metadata's positions: none for a single character either (兵 in a
    // text that has 骑兵), now that the full text answers a query's first search too.
    if (matched.some(long) && !matched.every(long)) {
      const metadata = result.metadata as Record<string, unknown>;
      result.metadata = Object.fromEntries(Object.entries(metadata).filter(([word]) => long(word)));
    }
    return true;
  };
}

/** Title results for the pages of `homes` that no list of `found` holds, highlighting `tokens`. */
function missingHomes(
  indexes: LoadedIndexes,
  homes: readonly number[],
  found: readonly SearchResult[][],
  tokens: string[],
): SearchResult[] {
  const pages = new Set(found.flat().map((result) => (result.type === TITLE ? result.document.i : result.document.p)));
  const titles = indexes.titles;
  return homes.flatMap((id) => {
    const document = pages.has(id) ? undefined : titles.find((doc) => doc.i === id);
    // The whole title as its match: the plugin's highlighting needs one (and the page is the answer).
    const metadata = document ? {[document.t]: {t: {position: [[0, document.t.length]]}}} : {};
    return document ? [{document, type: TITLE, page: undefined, metadata, tokens, score: 0}] : [];
  });
}

/**
 * One query in the first file's parts (with their words), or in the full text (with all words),
 * trying at most `cuts` of the plugin's ways to cut it into words, if given. A strict query keeps
 * only the plugin's queries that hold every word typed, none left out, and only the titles and
 * headings that hold every one of those words but the question words (`asking`): 「一局大约要玩
 * 多久？」 has 一局 and 多久 of 「一局要打多久」, not 打.
 */
function searchOne(
  indexes: LoadedIndexes,
  {text, strict}: PlannedQuery,
  {
    limit,
    inContent,
    cuts,
    missing,
    asking,
  }: {limit: number; inContent: boolean; cuts?: number; missing: Missing; asking: ReadonlySet<string>},
  kit: SearchToolkit,
): SearchResult[] {
  const {zhDictionary, titleDictionary, contentType} = indexes;
  const rawTokens = kit.tokenize(text, kit.language);
  if (rawTokens.length === 0) return [];
  let queries = kit.smartQueries(rawTokens, inContent ? zhDictionary : titleDictionary);
  if (cuts) queries = queries.slice(0, cuts);
  let required: string[] = [];
  if (strict) {
    // Every word of the cut that reads most of the question (but stop words, which the index
    // leaves out), exactly: 「人口咋不涨了」 is 人口 不涨, not 人口 不 (a stop word), which any
    // heading with 人口 would answer.
    const stopWord = (word: string) => kit.stopWordFilter?.(word) === undefined;
    const wordsOf = (query: SmartQuery) => query.tokens.filter((word) => !stopWord(word));
    const read = (query: SmartQuery) => wordsOf(query).join('').length;
    const best = queries.reduce<SmartQuery | undefined>(
      (found, query) =>
        query.term.some((item) => item.editDistance) || (found && read(found) >= read(query)) ? found : query,
      undefined,
    );
    const words = best ? wordsOf(best) : [];
    // Single characters only (「人丁到顶了怎么办」: 人 丁 到 顶): no heading is about them.
    if (!words.some((word) => [...word].length > 1)) return [];
    queries = queries.filter(
      (query) => words.every((word) => query.tokens.includes(word)) && query.term.every((item) => !item.editDistance),
    );
    required = words.filter((word) => !asking.has(word));
  }
  // A word is matched by itself or, cut as a prefix (用*), by a longer one (用途).
  const holdsAll = (metadata: unknown) => {
    const matched = Object.keys((metadata as Record<string, unknown> | undefined) ?? {});
    return required.every((word) => matched.some((key) => key.startsWith(word)));
  };
  // A strict query looks for a title or heading with every word of a question, nothing else.
  const parts = indexes.indexes
    .map((index, type) => ({index, type}))
    .filter(({type}) => (type === contentType) === inContent && (!strict || type === TITLE || type === HEADING));
  const results: SearchResult[] = [];
  search: for (const {term, tokens} of queries) {
    for (const {index, type} of parts) {
      const found = index
        .query((query) => {
          for (const item of term) {
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? {editDistance: item.editDistance} : null),
            });
          }
        })
        .slice(0, limit)
        // Remove duplicated results.
        .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
        .slice(0, limit - results.length);
      const wanted = notSingleCharacter(tokens);
      for (const result of found) {
        const document = documentOf(indexes, type, Number(result.ref), missing);
        const page = type !== TITLE && indexes.titles.find((doc) => doc.i === document.p);
        const item: SearchResult = {
          document,
          type,
          page,
          metadata: result.matchData.metadata,
          tokens,
          score: result.score,
        };
        if (wanted(item) && holdsAll(item.metadata)) results.push(item);
      }
      if (results.length >= limit) break search;
    }
  }
  kit.sortSearchResults(results);
  kit.processTreeStatusOfSearchResults(results);
  return results;
}

/**
 * The index as the search uses it, from its first file: shards are fetched from the first file's
 * `shards.url` unless `fetchShard` is given (the tests read files). `loadIndex` is lunr.Index.load.
 */
export function loadIndexes(
  first: FirstFile,
  loadIndex: (serialised: SerialisedIndex) => LunrIndex,
  fetchShard: (name: string) => Promise<unknown> = fetchJson(first.shards.url),
): LoadedIndexes {
  const shards = openShards(first, fetchShard, loadIndex);
  return Object.assign(shards, {
    contentType: first.shards.parts.length - 1,
    extras: (first.extras as SearchExtras | null) ?? undefined,
  });
}

/** Fetches `<url>.<name>.json` (same origin: the first file's URL is a path). */
const fetchJson =
  (url: string) =>
  async (name: string): Promise<unknown> => {
    const response = await fetch(`${url}.${name}.json`);
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.json();
  };

/** lunr as the plugin's worker sets it up (its Chinese pipeline in `zh`). */
export interface Lunr {
  Index: {load(serialised: SerialisedIndex): LunrIndex};
  zh?: {stopWordFilter?: (word: string) => string | undefined};
}

/**
 * The plugin's worker runs this module instead of its own search (its option `workerEngine`,
 * patches/@easyops-cn+docusaurus-search-local+0.51.1.patch): `open` for its first fetch of the
 * index at `url`, `search` for every query, with the plugin's own pieces.
 */
export async function open(url: string, lunr: Lunr): Promise<LoadedIndexes> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  return loadIndexes((await response.json()) as FirstFile, (index) => lunr.Index.load(index));
}

export function search(
  indexes: LoadedIndexes,
  input: string,
  limit: number,
  pieces: Omit<SearchToolkit, 'stopWordFilter'> & {lunr: Lunr},
): Promise<SearchResult[]> {
  return runSearch(indexes, input, limit, {
    ...pieces,
    stopWordFilter: (word) => pieces.lunr.zh?.stopWordFilter?.(word),
  });
}
