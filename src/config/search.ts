import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local/dist/types';
import {currentGameData} from '../plugins/game-data/store';
import {gameTerms} from '../plugins/game-data/terms';

/**
 * Offline search (PRODUCT.md §4): Chinese segmentation with every game name from data/ as a user
 * dictionary, so 「长枪兵」 or 「帝系传承」 are never split; docs and pages only, index named by hash.
 */
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

/** Everything besides docs/*.md that changes what the index holds. */
const INDEX_INPUTS = ['data', path.join('src', 'pages'), path.join('src', 'components')];

/**
 * The plugin names the index file after a hash of docs/*.md only (0.51.1, getIndexHash), yet the
 * index also holds the data tables, the pages, and jieba's splits of all of them. A browser or CDN
 * would keep serving a stale index under the old name after a data-only change. `docsDir` is read
 * for nothing but that hash, so we add a folder with one file that fingerprints the other inputs.
 */
export function writeIndexFingerprint(siteDir: string, userDict: string, outDir = path.join(siteDir, '.docusaurus', 'search-index-inputs')): string {
  const lines: string[] = [`jieba-user-dict ${crypto.createHash('sha256').update(userDict).digest('hex')}`];
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  for (const file of INDEX_INPUTS.flatMap((dir) => walk(path.join(siteDir, dir))).sort()) {
    lines.push(`${path.relative(siteDir, file).split(path.sep).join('/')} ${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`);
  }
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, 'fingerprint.md'), `${lines.join('\n')}\n`);
  return outDir;
}

export function searchOptions(siteDir: string): Partial<PluginOptions> {
  const userDict = jiebaUserDict(gameTerms(currentGameData(path.join(siteDir, 'data'))));
  return {
    language: ['zh', 'en'],
    hashed: 'filename',
    indexDocs: true,
    indexPages: true,
    indexBlog: false,
    // With indexBlog off, the plugin (0.51.1) still indexes blog routes as ordinary pages
    // because indexPages is on; keep the whole blog out explicitly.
    ignoreFiles: [/^blog(\/|$)/],
    docsRouteBasePath: '/docs',
    highlightSearchTermsOnTargetPage: true,
    searchBarShortcut: true,
    searchBarShortcutHint: true,
    searchResultLimits: 8,
    explicitSearchResultPath: true,
    zhUserDict: userDict,
    docsDir: [path.join(siteDir, 'docs'), writeIndexFingerprint(siteDir, userDict)],
  };
}
