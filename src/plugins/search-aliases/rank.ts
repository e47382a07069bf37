/**
 * Runs in the search worker (imported by the patched worker of @easyops-cn/docusaurus-search-local),
 * so it imports nothing at runtime: it only orders what the plugin's own search found.
 *
 * The worker runs each query of a plan (./rewrite.ts) on the index's first file (titles, headings,
 * descriptions, keywords) and, once it has arrived, on the full text: one list of results per query
 * and per tier. This puts them together, a page at a time:
 *
 * - a page's results stay together, its title (or keywords) first with its headings under it;
 * - the first file's pages come before the pages only the full text finds, so a query's first
 *   results are the same before and after the full text arrives;
 * - within a tier: what a strict query found (a heading with every word of a question), then
 *   the pages the query names (`homes`); then, for a question, reference pages
 *   (页面) before entity pages, whose names a question mentions but which rarely answer it, and
 *   among them those with a matching heading (a section about it) before those where only the
 *   keywords or the description match;
 *   for a pinyin spelling of several names, each name's best page in turn.
 */

/** The plugin's document types (SearchDocumentType): title, heading, description, keywords, content. */
const TITLE = 0;
const HEADING = 1;
const KEYWORDS = 3;

export interface RankedResult {
  /** `i`: the document's id; `p`: its page's id (the page's title document), for all but titles. */
  document: {i: number; u: string; p?: number; t?: string};
  type: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export interface RankOptions {
  limit: number;
  /**
   * How many of the first results will be shown (default `limit`): only their texts are read, so
   * only their documents need to have loaded (./shards.ts). The first `shown` results are the same
   * as without it; the ones after may keep a heading a full reading would drop.
   */
  shown?: number;
  /** Ids of the pages the query names (a name, or the names its pinyin spells): first, in order. */
  homes: readonly number[];
  /** Typed as a question: reference pages before entity pages. */
  question: boolean;
  /** The queries are the names one pinyin spells: take each one's best page in turn. */
  interleave: boolean;
  /** Which queries are strict (every word of a question): what they find goes before all else. */
  strict: readonly boolean[];
  /** Whether the page at this URL is an entity page (单位, 建筑, 科技, 政策). */
  isEntity: (url: string) => boolean;
  /**
   * Whether the page at this URL defines terms (基础名词): a question asks what to do, which the
   * rules pages answer; a definition comes after them.
   */
  isGlossary?: (url: string) => boolean;
}

interface Group<T> {
  page: number;
  items: T[];
  /** Which query found it first, and its place in that query's list (for interleaving). */
  query: number;
  rank: number;
  /** Found by a strict query (every word of a question in one heading). */
  strict: boolean;
}

const pageOf = (result: RankedResult): number =>
  result.type === TITLE ? result.document.i : (result.document.p ?? result.document.i);

/** One query's results (in the plugin's order) as pages: each page's results in one group. */
function groupsOf<T extends RankedResult>(results: readonly T[], query: number, strict: boolean): Group<T>[] {
  const groups = new Map<number, Group<T>>();
  for (const result of results) {
    const page = pageOf(result);
    const group = groups.get(page);
    if (group) group.items.push(result);
    else groups.set(page, {page, items: [result], query, rank: groups.size, strict});
  }
  return [...groups.values()];
}

/** The results of one tier (one list per query, best query first) as ordered pages. */
function rankTier<T extends RankedResult>(lists: readonly (readonly T[])[], options: RankOptions): Group<T>[] {
  const home = (group: Group<T>) => {
    const at = options.homes.indexOf(group.page);
    return at === -1 ? options.homes.length : at;
  };
  const found = lists.map((results, query) => groupsOf(results, query, options.strict[query] ?? false));
  // Interleaved names: each name's own page leads its list, then the lists take turns, so the
  // names keep their order (the most mentioned first) whether or not they have a page.
  const sequence = options.interleave
    ? found
        .flatMap((groups) => [...groups].sort((a, b) => home(a) - home(b)).map((group, rank) => ({...group, rank})))
        .sort((a, b) => a.rank - b.rank || a.query - b.query)
    : found.flat();
  const pages = new Map<number, Group<T>>();
  for (const group of sequence) {
    const known = pages.get(group.page);
    if (known) known.items.push(...group.items);
    else pages.set(group.page, {...group, items: [...group.items]});
  }
  // For a question: reference pages with a heading (or title) that matches, then other reference
  // pages (a keyword or the description matches), then the glossary, then entity pages.
  const answer = (group: Group<T>) => {
    if (!options.question) return 0;
    const url = group.items[0]!.document.u;
    if (options.isEntity(url)) return 3;
    if (options.isGlossary?.(url)) return 2;
    return group.items.some((item) => item.type === TITLE || item.type === HEADING) ? 0 : 1;
  };
  // Array.prototype.sort is stable: otherwise the order the queries found them in.
  const strict = (group: Group<T>) => (group.strict ? 0 : 1);
  const named = (group: Group<T>) => (options.interleave ? 0 : home(group));
  return [...pages.values()].sort((a, b) => strict(a) - strict(b) || named(a) - named(b) || answer(a) - answer(b));
}

/**
 * A heading shown without its page's title above it reads as its text alone: three unit pages'
 * 「克制关系」 looked like one result three times. Keep the first of such headings of one text.
 */
function dropRepeatedHeadings<T extends RankedResult>(groups: T[][], limit: number, reserved: number): void {
  const seen = new Set<string>();
  let count = 0;
  // Past the groups that can be shown (`limit` results, the first `reserved` groups each keep one),
  // nothing is read: a document's text may not have been loaded (./shards.ts).
  for (let g = 0; g < groups.length && (count < limit || g < reserved); g++) {
    const items = groups[g]!;
    if (items[0]!.type === TITLE || items[0]!.type === KEYWORDS) {
      count += items.length;
      continue;
    }
    const kept = items.filter((item) => {
      const text = item.document.t ?? '';
      if (item.type !== HEADING || text === '') return true;
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
    if (kept.length === 0) groups.splice(g--, 1);
    else groups[g] = kept;
    count += kept.length;
  }
}

/**
 * The results to show, at most `limit`, from `tiers` (the first file's, then the full text's; in
 * each, one list per query, best query first), with the plugin's tree marks set anew: a page's
 * headings and text under its title.
 */
export function rankResults<T extends RankedResult>(
  tiers: readonly (readonly (readonly T[])[])[],
  options: RankOptions,
): T[] {
  const taken = new Set<T['document']>();
  const groups: T[][] = [];
  for (const tier of tiers) {
    for (const group of rankTier(tier, options)) {
      const items = group.items.filter((item) => {
        if (taken.has(item.document)) return false;
        taken.add(item.document);
        return true;
      });
      // The title (or the keywords, which show the title) heads its page's results.
      const head = items.findIndex((item) => item.type === TITLE || item.type === KEYWORDS);
      if (head > 0) items.unshift(...items.splice(head, 1));
      if (items.length > 0) groups.push(items);
    }
  }
  // Interleaved names: keep a place for the best page of each name before anyone's headings.
  const names = options.interleave ? (tiers[0]?.filter((list) => list.length > 0).length ?? 0) : 0;
  dropRepeatedHeadings(groups, Math.min(options.shown ?? options.limit, options.limit), names);
  const reserved = Math.min(names, groups.length);
  const shown: T[] = [];
  groups.forEach((items, index) => {
    const keep = Math.max(
      index < reserved ? options.limit - shown.length - (reserved - index - 1) : options.limit - shown.length,
      0,
    );
    const kept = items.slice(0, keep);
    const tree = kept[0] !== undefined && (kept[0].type === TITLE || kept[0].type === KEYWORDS);
    kept.forEach((item, i) => {
      item.isInterOfTree = tree && i > 0 && i < kept.length - 1 ? true : undefined;
      item.isLastOfTree = tree && i > 0 && i === kept.length - 1 ? true : undefined;
    });
    shown.push(...kept);
  });
  return shown;
}
