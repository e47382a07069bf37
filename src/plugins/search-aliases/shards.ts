/**
 * The search index in shards, as the worker loads it (imported by ./engine.ts, so it imports
 * nothing at runtime). ./split.ts writes it at build time from the plugin's whole index:
 *
 * - the first file: the query-rewriting data (./extras.ts), the page titles, and which shard holds
 *   what;
 * - term shards: every part's postings (lunr's, each with its document's weight for that word)
 *   for the words that begin with the characters a shard holds. A query can only match words
 *   that begin with one of its own characters (the plugin cuts a query into words of the index
 *   that it contains, or their beginnings), so a query loads the shards of its characters and
 *   nothing else;
 * - document shards: the documents (headings, descriptions, keywords, text) of a run of pages,
 *   loaded for the results a query shows or ranks by.
 *
 * The words loaded are rebuilt into one lunr index per part, holding exactly the postings and
 * document weights the whole index has for them: lunr scores a document by the weights of the
 * query's words only (the cosine is normalised by the query's length), so a query scores and orders
 * its results as it would on the whole index.
 */

/** One document of the index: id, title, URL, heading hash, page id, the text searched. */
export interface ShardDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
}

/** A word's posting in one part: lunr's `_index`, then per field [document id, weight, metadata]. */
export type TermPosting = [token: string, index: number, fields: Record<string, [number, number, unknown][]>];

export interface TermShard {
  /** Per part (title, heading, description, keywords, content): its words in dictionary order. */
  parts: TermPosting[][];
}

/** Per part (title, heading, description, keywords, content), the documents of a run of pages (none of part 0). */
export interface DocShard {
  parts: ShardDocument[][];
}

/** What the first file says of the shards. */
export interface ShardManifest {
  /** The first file's URL without `.json`: a shard is at `<url>.<suffix>.json` (`.t3.json`, `.d0.json`). */
  url: string;
  /** lunr's version, fields and pipeline of each part (as lunr.Index.load wants them). */
  parts: {version: string; fields: string[]; pipeline: string[]}[];
  /** Per term shard, the first characters of its words. */
  terms: string[];
  /** Per document shard, its first page's id (ascending). */
  docs: number[];
}

export interface FirstFile {
  extras: unknown;
  /** The title documents of every page (part 0). */
  titles: ShardDocument[];
  shards: ShardManifest;
}

/** lunr.Index.load's input. */
export interface SerialisedIndex {
  version: string;
  fields: string[];
  pipeline: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
}

/** The characters that decide which term shards a query needs (a word begins with one of them). */
export function shardCharacters(texts: readonly string[]): Set<string> {
  const chars = new Set<string>();
  for (const text of texts) for (const char of text.toLowerCase()) chars.add(char);
  return chars;
}

/**
 * The last of ascending `firsts` that is at most `id`: a document's page among the title ids (ids
 * run page by page; a description's or keywords' id is its page's), a page's document shard.
 */
export function lastAtMost(firsts: readonly number[], id: number): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (firsts[middle]! <= id) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The loaded words of one part, rebuilt into what lunr.Index.load reads. */
export function serialisePart(meta: ShardManifest['parts'][number], postings: readonly TermPosting[]): SerialisedIndex {
  const vectors = new Map<string, number[][]>();
  const invertedIndex: [string, Record<string, unknown>][] = [];
  for (const [token, index, fields] of postings) {
    const posting: Record<string, unknown> = {_index: index};
    for (const [field, refs] of Object.entries(fields)) {
      const byRef: Record<string, unknown> = {};
      for (const [ref, weight, metadata] of refs) {
        byRef[ref] = metadata;
        const key = `${field}/${ref}`;
        const vector = vectors.get(key) ?? [];
        vector.push([index, weight]);
        vectors.set(key, vector);
      }
      posting[field] = byRef;
    }
    invertedIndex.push([token, posting]);
  }
  // lunr's token set is built from words in order, and its vectors are merged by word index.
  invertedIndex.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const fieldVectors = [...vectors].map(
    ([key, pairs]) => [key, pairs.sort((a, b) => a[0]! - b[0]!).flat()] as [string, number[]],
  );
  return {...meta, fieldVectors, invertedIndex};
}

/** The shards as the engine uses them: what is loaded so far, and ways to load more. */
export interface ShardedIndex<Index> {
  /** Per part, lunr's index of the words loaded so far. */
  indexes: Index[];
  /** Chinese words of every part loaded so far, in the whole index's order (the plugin cuts queries with them). */
  zhDictionary: string[];
  /** Chinese words of the parts but the full text. */
  titleDictionary: string[];
  titles: ShardDocument[];
  /** Loads the term shards words in `texts` can begin with. A shard that fails to arrive is left out (tried again next time). */
  loadTerms(texts: readonly string[]): Promise<void>;
  /** A loaded document of a part (titles are always loaded), or undefined. */
  document(type: number, id: number): ShardDocument | undefined;
  /** The id of the page document `id` belongs to. */
  pageOf(id: number): number;
  /** Loads the documents of these pages. */
  loadDocuments(pages: readonly number[]): Promise<void>;
  /** How many shard files have arrived (for tests). */
  loaded(): string[];
}

const IDEOGRAPH = /\p{Unified_Ideograph}/u;

type FetchShard = (name: string) => Promise<unknown>;

/**
 * Loads the term shards words in `texts` can begin with, each once; one that fails to arrive is
 * left out (offline for a moment: search what is loaded, try again next query). `onArrived` runs
 * when any came.
 */
function termShardLoader(
  terms: readonly string[],
  fetchShard: FetchShard,
  termShards: Map<number, TermShard>,
  arrived: string[],
  onArrived: () => void,
): (texts: readonly string[]) => Promise<void> {
  const shardOfChar = new Map<string, number>();
  terms.forEach((chars, shard) => {
    for (const char of chars) shardOfChar.set(char, shard);
  });
  const pending = new Map<number, Promise<void>>();
  const load = (shard: number) => {
    let loading = pending.get(shard);
    if (!loading) {
      loading = fetchShard(`t${shard}`).then(
        (data) => {
          termShards.set(shard, data as TermShard);
          arrived.push(`t${shard}`);
        },
        () => undefined,
      );
      loading.finally(() => pending.delete(shard));
      pending.set(shard, loading);
    }
    return loading;
  };
  return async (texts) => {
    const wanted = new Set<number>();
    for (const char of shardCharacters(texts)) {
      const shard = shardOfChar.get(char);
      if (shard !== undefined && !termShards.has(shard)) wanted.add(shard);
    }
    if (wanted.size === 0) return;
    const before = termShards.size;
    await Promise.all([...wanted].map(load));
    if (termShards.size > before) onArrived();
  };
}

/** Loads the document shards of pages into `documents`, each shard once. */
function documentLoader(
  docs: readonly number[],
  fetchShard: FetchShard,
  documents: Map<string, ShardDocument>,
  arrived: string[],
): (pages: readonly number[]) => Promise<void> {
  const docShards = new Map<number, Promise<void>>();
  const loadedPages = new Set<number>();
  const load = (shard: number) => {
    let loading = docShards.get(shard);
    if (!loading) {
      loading = fetchShard(`d${shard}`).then(
        (data) => {
          (data as DocShard).parts.forEach((part, type) => {
            for (const doc of part) {
              documents.set(`${type}/${doc.i}`, doc);
              loadedPages.add(doc.p ?? doc.i);
            }
          });
          arrived.push(`d${shard}`);
        },
        () => {
          docShards.delete(shard);
          throw new Error(`search: shard d${shard} did not arrive`);
        },
      );
      docShards.set(shard, loading);
    }
    return loading;
  };
  return async (pages) => {
    const wanted = new Set(pages.filter((page) => !loadedPages.has(page)).map((page) => lastAtMost(docs, page)));
    await Promise.all([...wanted].map(load));
  };
}

/** Every part's lunr index and the dictionaries, from the term shards loaded (in shard order). */
function rebuild<Index>(
  index: ShardedIndex<Index>,
  parts: FirstFile['shards']['parts'],
  termShards: ReadonlyMap<number, TermShard>,
  loadIndex: (serialised: SerialisedIndex) => Index,
): void {
  const shards = [...termShards].sort((a, b) => a[0] - b[0]).map(([, shard]) => shard);
  const known = new Set<string>();
  const dictionary: string[] = [];
  parts.forEach((meta, part) => {
    const postings = shards.flatMap((shard) => shard.parts[part] ?? []);
    index.indexes[part] = loadIndex(serialisePart(meta, postings));
    for (const [token] of postings) {
      if (IDEOGRAPH.test(token[0] ?? '') && !known.has(token)) {
        known.add(token);
        dictionary.push(token);
      }
    }
    if (part === parts.length - 2) index.titleDictionary = [...dictionary];
  });
  index.zhDictionary = dictionary;
}

/**
 * Opens the sharded index from its first file. `fetchShard` fetches a shard by its suffix (`t3`,
 * `d0`); `loadIndex` is lunr.Index.load.
 */
export function openShards<Index>(
  first: FirstFile,
  fetchShard: FetchShard,
  loadIndex: (serialised: SerialisedIndex) => Index,
): ShardedIndex<Index> {
  const {parts, terms, docs} = first.shards;
  const termShards = new Map<number, TermShard>();
  const documents = new Map(first.titles.map((doc) => [`0/${doc.i}`, doc]));
  const titleIds = first.titles.map((doc) => doc.i);
  const arrived: string[] = [];
  const empty = {version: '', fields: [], pipeline: []};
  const index: ShardedIndex<Index> = {
    indexes: parts.map((meta) => loadIndex(serialisePart(meta ?? empty, []))),
    zhDictionary: [],
    titleDictionary: [],
    titles: first.titles,
    loadTerms: termShardLoader(terms, fetchShard, termShards, arrived, () =>
      rebuild(index, parts, termShards, loadIndex),
    ),
    document: (type, id) => documents.get(`${type}/${id}`),
    pageOf: (id) => titleIds[lastAtMost(titleIds, id)]!,
    loadDocuments: documentLoader(docs, fetchShard, documents, arrived),
    loaded: () => [...arrived],
  };
  return index;
}
