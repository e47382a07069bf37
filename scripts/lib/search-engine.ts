/**
 * The site's search, run in Node on the built index: the same code the browser's search worker
 * runs (src/plugins/search-aliases/engine.ts, handed the plugin's own lunr setup, tokenizer and
 * query cutting), without a browser, so a test can ask every name in data/ in seconds.
 */
import fs from 'node:fs';
import {register} from 'node:module';
import path from 'node:path';
import {
  loadIndexes,
  runSearch,
  type LoadedIndexes,
  type Lunr,
  type SearchResult,
  type SearchToolkit,
} from '../../src/plugins/search-aliases/engine';
import type {SearchExtras} from '../../src/plugins/search-aliases/rewrite';
import type {FirstFile} from '../../src/plugins/search-aliases/shards';
import {searchOptions} from '../../src/config/search';

const root = path.resolve(__dirname, '../..');

const PLUGIN = '@easyops-cn/docusaurus-search-local/dist/client';

/**
 * The plugin's client modules read their settings from a module Docusaurus generates at build time
 * (@generated/…/generated-constants.js). In Node they get the same settings from our options, and
 * their imports without an extension (./smartTerms) resolve as webpack resolves them.
 */
function registerGeneratedConstants(): void {
  const options = searchOptions(root);
  const constants = `export const language = ${JSON.stringify(options.language)}; export const removeDefaultStopWordFilter = []; export const fuzzyMatchingDistance = ${JSON.stringify(options.fuzzyMatchingDistance)};`;
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier.startsWith('@generated/@easyops-cn/docusaurus-search-local/')) {
      return {url: 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(constants)}), shortCircuit: true};
    }
    // The plugin's client modules import each other without an extension, as bundlers allow.
    if (/^\\.\\.?\\//.test(specifier) && !/\\.[cm]?js$/.test(specifier) && context.parentURL?.includes('/docusaurus-search-local/dist/client/')) {
      return next(specifier + '.js', context);
    }
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

let toolkit: Promise<{kit: SearchToolkit; lunr: Lunr}> | undefined;

/** The plugin's lunr (with its Chinese pipeline, as the generated module sets it up) and query helpers. */
function pluginToolkit(): Promise<{kit: SearchToolkit; lunr: Lunr}> {
  toolkit ??= (async () => {
    registerGeneratedConstants();
    // As the generated module does: lunr, its stemmer support, the plugin's Chinese pipeline, multi-language.
    const lunr = require('lunr') as Lunr;
    (require('lunr-languages/lunr.stemmer.support.js') as (l: Lunr) => void)(lunr);
    (await import(`${PLUGIN}/shared/lunrLanguageZh.js`)).lunrLanguageZh(lunr);
    (require('lunr-languages/lunr.multi.js') as (l: Lunr) => void)(lunr);
    const {tokenize} = await import(`${PLUGIN}/client/utils/tokenize.js`);
    const {smartQueries} = await import(`${PLUGIN}/client/utils/smartQueries.js`);
    const {sortSearchResults} = await import(`${PLUGIN}/client/utils/sortSearchResults.js`);
    const {processTreeStatusOfSearchResults} = await import(
      `${PLUGIN}/client/utils/processTreeStatusOfSearchResults.js`
    );
    const language = searchOptions(root).language as string[];
    const kit: SearchToolkit = {
      tokenize,
      smartQueries,
      sortSearchResults,
      processTreeStatusOfSearchResults,
      language,
      stopWordFilter: (word) => lunr.zh?.stopWordFilter?.(word),
    };
    return {kit, lunr};
  })();
  return toolkit;
}

export interface BuiltSearch {
  /** The results the box shows for `query` (8, as searchResultLimits). */
  search(query: string, limit?: number): Promise<SearchResult[]>;
  /** The pages of those results in order, each once (URL without hash or query). */
  pages(query: string, limit?: number): Promise<string[]>;
  extras: SearchExtras;
  indexes: LoadedIndexes;
}

/** Index files parsed once per process, by path and modification time: loading is read-only. */
const parsed = new Map<string, unknown>();

function parsedFile(file: string): unknown {
  const key = `${file}\0${fs.statSync(file).mtimeMs}`;
  if (!parsed.has(key)) parsed.set(key, JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.get(key);
}

/** The name of the search index's first file in `buildDir` (the one a page loads first). */
export function firstIndexFile(buildDir: string): string {
  const first = fs.readdirSync(buildDir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  if (!first) throw new Error(`${buildDir} 里没有 search-index-*.json，请先运行 npm run build。`);
  return first;
}

/**
 * The built site's search (build/search-index-*.json and its shards), loading shards as queries
 * need them, as the browser does.
 */
export async function builtSearch({buildDir = path.join(root, 'build')} = {}): Promise<BuiltSearch> {
  const {kit, lunr} = await pluginToolkit();
  const firstFile = firstIndexFile(buildDir);
  const read = (file: string) => parsedFile(path.join(buildDir, file));
  const first = read(firstFile) as FirstFile;
  const indexes = loadIndexes(
    first,
    (index) => lunr.Index.load(index),
    async (name) => read(firstFile.replace(/\.json$/, `.${name}.json`)),
  );
  const search = (query: string, limit = 8) => runSearch(indexes, query, limit, kit);
  const pages = async (query: string, limit = 8) => [
    ...new Set((await search(query, limit)).map((r) => decodeURI(r.document.u).replace(/\/$/, ''))),
  ];
  return {search, pages, extras: first.extras as SearchExtras, indexes};
}
