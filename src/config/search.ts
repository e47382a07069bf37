import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local/dist/types';
import {loadGameData} from '../plugins/game-data/load';
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

export function searchOptions(siteDir: string): Partial<PluginOptions> {
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
    zhUserDict: jiebaUserDict(gameTerms(loadGameData(path.join(siteDir, 'data')))),
  };
}
