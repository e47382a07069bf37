/**
 * Writes the plugin's whole index as shards (./shards.ts says what each file holds and why), at
 * build time: the patched plugin hands its index here (`splitIndex` in src/config/search.ts).
 */
import {gzipSync} from 'node:zlib';
import type {DocShard, FirstFile, SerialisedIndex, ShardDocument, TermPosting, TermShard} from './shards';

/** A part as the plugin builds it: its documents and its lunr index (or the index's JSON). */
export interface BuiltPart {
  documents: ShardDocument[];
  /** lunr.Index (the plugin's) or its JSON. */
  index: unknown;
}

export interface SplitOptions {
  /** A term shard is closed once its words' postings pass this many bytes of JSON. */
  termShardBytes: number;
  /** A document shard is closed once its pages' documents pass this many bytes of JSON. */
  docShardBytes: number;
}

/**
 * Small shards: a query loads the shards of its characters (a dozen for a question) and of the
 * pages it shows, and gzip gains little from size beyond a few KB. Term shards of about 2 KB
 * gzipped at today's size, document shards of about one page.
 */
export const SHARD_SIZES: SplitOptions = {termShardBytes: 6_000, docShardBytes: 3_000};

export interface SplitIndex {
  first: FirstFile;
  terms: TermShard[];
  docs: DocShard[];
}

const json = (index: unknown): SerialisedIndex => JSON.parse(JSON.stringify(index)) as SerialisedIndex;

/** Each part's postings, with each document's weight for the word (from lunr's field vectors). */
function postingsOf(index: SerialisedIndex): TermPosting[] {
  const weights = new Map<string, Map<number, number>>();
  for (const [key, elements] of index.fieldVectors) {
    const byTerm = new Map<number, number>();
    for (let e = 0; e < elements.length; e += 2) byTerm.set(elements[e]!, elements[e + 1]!);
    weights.set(key, byTerm);
  }
  return index.invertedIndex.map(([token, posting]) => {
    const termIndex = posting._index as number;
    const fields: TermPosting[2] = {};
    for (const [field, refs] of Object.entries(posting)) {
      if (field === '_index') continue;
      fields[field] = Object.entries(refs as Record<string, unknown>).map(([ref, metadata]) => {
        const weight = weights.get(`${field}/${ref}`)?.get(termIndex) ?? 0;
        return [Number(ref), weight, metadata];
      });
    }
    return [token, termIndex, fields];
  });
}

/** Words grouped by first character, characters packed in code order into shards of about `bytes`. */
function packTerms(parts: TermPosting[][], bytes: number): {terms: TermShard[]; chars: string[]} {
  const sizes = new Map<string, number>();
  for (const postings of parts)
    for (const posting of postings) {
      const first = [...posting[0]][0]!;
      sizes.set(first, (sizes.get(first) ?? 0) + JSON.stringify(posting).length);
    }
  const shardOf = new Map<string, number>();
  const chars: string[] = [];
  let size = Infinity;
  for (const char of [...sizes.keys()].sort()) {
    if (size + sizes.get(char)! > bytes && size > 0) {
      chars.push('');
      size = 0;
    }
    chars[chars.length - 1] += char;
    shardOf.set(char, chars.length - 1);
    size += sizes.get(char)!;
  }
  const terms: TermShard[] = chars.map(() => ({parts: parts.map(() => [])}));
  parts.forEach((postings, part) => {
    for (const posting of postings) terms[shardOf.get([...posting[0]][0]!)!]!.parts[part]!.push(posting);
  });
  return {terms, chars};
}

/** Documents of all parts but the titles, a page's together, pages in shards of about `bytes`. */
function packDocs(parts: BuiltPart[], bytes: number): {docs: DocShard[]; firsts: number[]} {
  const byPage = new Map<number, ShardDocument[][]>(parts[0]!.documents.map((title) => [title.i, parts.map(() => [])]));
  parts.slice(1).forEach((part, p) => {
    for (const document of part.documents) byPage.get(document.p ?? document.i)![p + 1]!.push(document);
  });
  const docs: DocShard[] = [];
  const firsts: number[] = [];
  let size = Infinity;
  for (const [page, documents] of [...byPage].sort((a, b) => a[0] - b[0])) {
    if (size > bytes) {
      docs.push({parts: parts.map(() => [])});
      firsts.push(page);
      size = 0;
    }
    documents.forEach((list, type) => docs[docs.length - 1]!.parts[type]!.push(...list));
    size += JSON.stringify(documents).length;
  }
  return {docs, firsts};
}

/** What the query rewriting data is built from (./extras.ts): the index's pages and Chinese words. */
export interface IndexWords {
  titles: string[];
  /** Every Chinese word of the index, in code order. */
  tokens: string[];
  /** How many entries (a document's field) hold each word. */
  documentCounts: Record<string, number>;
  /** Each page's title document: id, title, URL. */
  pages: {i: number; t: string; u: string}[];
}

export function indexWords(parts: BuiltPart[]): IndexWords {
  const tokens = new Set<string>();
  const documentCounts: Record<string, number> = {};
  for (const part of parts) {
    // lunr's Index holds an object of words; its JSON, a list of [word, posting].
    const inverted = (part.index as {invertedIndex: Record<string, object> | [string, object][]}).invertedIndex;
    for (const [token, posting] of Array.isArray(inverted) ? inverted : Object.entries(inverted)) {
      if (!/\p{Unified_Ideograph}/u.test(token)) continue;
      tokens.add(token);
      for (const [field, refs] of Object.entries(posting))
        if (field !== '_index')
          documentCounts[token] = (documentCounts[token] ?? 0) + Object.keys(refs as object).length;
    }
  }
  const titles = parts[0]!.documents;
  return {
    titles: titles.map((doc) => doc.t),
    tokens: [...tokens].sort(),
    documentCounts,
    pages: titles.map(({i, t, u}) => ({i, t, u})),
  };
}

/** The index in shards; `url` is the first file's (`/search-index-<hash>.json`). */
export function splitIndex(
  parts: BuiltPart[],
  extras: unknown,
  url: string,
  options: SplitOptions = SHARD_SIZES,
): SplitIndex {
  const indexes = parts.map((part) => json(part.index));
  const {terms, chars} = packTerms(indexes.map(postingsOf), options.termShardBytes);
  const {docs, firsts} = packDocs(parts, options.docShardBytes);
  const first: FirstFile = {
    extras,
    titles: parts[0]!.documents,
    shards: {
      url: url.replace(/\.json$/, ''),
      parts: indexes.map(({version, fields, pipeline}) => ({version, fields, pipeline})),
      terms: chars,
      docs: firsts,
    },
  };
  return {first, terms, docs};
}

/** The files to write: the first under the index's own name, then `.t<n>` and `.d<n>` beside it. */
export function indexFiles(split: SplitIndex): Record<string, unknown> {
  return {
    '': split.first,
    ...Object.fromEntries(split.terms.map((shard, n) => [`t${n}`, shard])),
    ...Object.fromEntries(split.docs.map((shard, n) => [`d${n}`, shard])),
  };
}

export const gzipBytes = (value: unknown): number => gzipSync(JSON.stringify(value), {level: 9}).length;
