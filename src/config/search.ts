import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {currentGameData} from '../game/store';
import {gameTerms} from '../game/terms';
import {SEARCHABLE_SOURCES, searchableChars, traditionalMap} from '../plugins/search-traditional/map';
import {loadGlossary} from '../plugins/glossary';
import {definitionUrls} from '../plugins/search-aliases/homes';
import {
  buildSearchExtras,
  checkEverydaySynonyms,
  checkQuestionSenses,
  entityIcons,
  entityKeyLines,
} from '../plugins/search-aliases/extras';
import {announceSearchIndex} from '../plugins/offline/late-files';
import {iconsDir} from '../plugins/icons';
import {site} from './site';
import {indexFiles, indexWords, splitIndex, type BuiltPart, type IndexWords} from '../plugins/search-aliases/split';
import {EVERYDAY_SYNONYMS, QUESTION_SENSES} from './search-synonyms';

// Offline search (ARCHITECTURE.md, "Decisions"): Chinese segmentation with every game name from data/ as
// a user dictionary, so 「长枪兵」 or 「帝系传承」 are never split; docs and pages only, index named
// by a hash of what it is built from.

/**
 * jieba's dictionary format, `word frequency` per line. Without a frequency a word is added but
 * loses to the default dictionary's splits (长枪兵 → 成长/枪兵); a high one makes it win.
 */
export function jiebaUserDict(terms: string[]): string {
  return terms
    .filter((term) => !/\s/.test(term))
    .map((term) => `${term} 1000000`)
    .join('\n');
}

/**
 * The plugin names the index file after a hash of docs/*.md only, yet the index also holds what
 * data, pages and components render, and jieba's splits of all of it. Our patch of the plugin
 * (patches/@easyops-cn+docusaurus-search-local+0.51.1.patch) adds this string to the hash: a hash
 * of every file of the searchable sources other than docs/ and of the user dictionary, so a
 * data-only change renames the index and no browser or CDN keeps serving a stale one.
 */
export function indexHashSalt(siteDir: string, userDict: string): string {
  const hash = createHash('md5');
  for (const dir of SEARCHABLE_SOURCES.filter((d) => d !== 'docs').map((d) => path.join(siteDir, d))) {
    if (!fs.existsSync(dir)) continue;
    const files = fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(siteDir, file)).update(fs.readFileSync(file));
  }
  return hash.update(userDict).digest('hex');
}

/**
 * Writes the user dictionary where the plugin reads it (its `zhUserDictPath`); returns that path,
 * relative to the directory the build runs in. Not the `zhUserDict` string: Docusaurus copies every
 * theme's options into the site config that main.js carries, and the dictionary was 2.4 KB of it
 * (gzip) on every page, for a build-time step.
 */
function writeUserDict(siteDir: string, userDict: string): string {
  const file = path.join(siteDir, 'node_modules', '.cache', 'search-user-dict', 'zh.txt');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== userDict) fs.writeFileSync(file, userDict);
  return path.relative(process.cwd(), file);
}

/** Options our patch of the plugin adds (ARCHITECTURE.md, "Search"). */
type PatchedOptions = {
  /** Writes the index as files: file-name suffix → JSON ("" the index's own name). */
  writeIndex: (parts: unknown[], url: string) => Record<string, unknown>;
  /** The module the plugin's worker runs to open the index and search (its `open` and `search`). */
  workerEngine: string;
  /** More of what the index is built from, for its file name's hash. */
  indexHashSalt: string;
};

export function searchOptions(siteDir: string): Partial<PluginOptions> & PatchedOptions {
  const data = currentGameData(path.join(siteDir, 'data'));
  const terms = gameTerms(data);
  const userDict = jiebaUserDict(terms);
  // Pinyin, synonyms, question words and each name's own page for the worker's query rewriting and
  // ranking, made once the index exists, from its pages and words.
  const searchExtras = ({titles, tokens, documentCounts, pages}: IndexWords) => {
    const glossary = loadGlossary(path.join(siteDir, 'data'));
    checkEverydaySynonyms(EVERYDAY_SYNONYMS, [...terms, ...glossary.map((t) => t.term)]);
    checkQuestionSenses(QUESTION_SENSES, tokens);
    const extras = buildSearchExtras({
      names: [...terms, ...titles],
      glossary,
      everyday: EVERYDAY_SYNONYMS,
      senses: QUESTION_SENSES,
      tokens,
      documentCounts,
      pages,
      aliases: Object.fromEntries(data.factions.map((f) => [f.short, f.name])),
      keyLines: entityKeyLines(data),
      definitions: definitionUrls(data, glossary),
      icons: entityIcons(data),
      iconBase: `${site.baseUrl}${iconsDir()}`,
    });
    // Queries in traditional characters are converted in the worker (search-aliases/traditional.ts).
    return {...extras, traditional: traditionalMap(searchableChars(siteDir))};
  };
  return {
    language: ['zh', 'en'],
    hashed: 'filename',
    indexDocs: true,
    indexPages: true,
    indexBlog: false,
    // With indexBlog off, the plugin (0.51.1) still indexes blog routes as ordinary pages
    // because indexPages is on; keep the whole blog out explicitly.
    // The authoring guide (/markdown-page) is for editors: players searching find only their pages.
    ignoreFiles: [/^blog(\/|$)/, 'markdown-page'],
    // A formula is indexed once, as the text of its MathML (D=max(1, A×k×…)): not also as its LaTeX
    // source (the MathML's annotation, which showed in snippets) and KaTeX's drawn copy.
    ignoreCssSelectors: ['.katex-html', '.katex-mathml annotation'],
    docsRouteBasePath: '/docs',
    highlightSearchTermsOnTargetPage: true,
    searchBarShortcut: true,
    searchBarShortcutHint: true,
    searchResultLimits: 8,
    // No fuzzy matching: an edit distance of 1 on a two-character Chinese word matches any word that
    // shares a character (收益 finds 收支), and it was most of the time a long query took.
    fuzzyMatchingDistance: 0,
    explicitSearchResultPath: true,
    zhUserDictPath: writeUserDict(siteDir, userDict),
    indexHashSalt: indexHashSalt(siteDir, userDict),
    // The plugin's worker runs our search (src/plugins/search-aliases/engine.ts: pinyin, synonyms,
    // questions, ranking, shards). Through Docusaurus's `@site` alias, not an absolute path: the
    // options end up in main.js, which must not differ between the machines that build it.
    workerEngine: '@site/src/plugins/search-aliases/engine.ts',
    // A first file and shards a query loads as it needs them (src/plugins/search-aliases/shards.ts),
    // the first with the query-rewriting data made from the built index. They are also handed to
    // the offline plugin, which precaches them (src/plugins/offline/late-files.ts).
    writeIndex: (parts, url) => {
      const built = parts as BuiltPart[];
      const files = indexFiles(splitIndex(built, searchExtras(indexWords(built)), url));
      const name = path.posix.basename(url);
      announceSearchIndex(
        Object.entries(files).map(([suffix, file]) => ({
          file: suffix ? name.replace(/\.json$/, `.${suffix}.json`) : name,
          body: JSON.stringify(file),
        })),
      );
      return files;
    },
  };
}
