import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {CharMap} from './convert';
import {SEARCHABLE_SOURCES, searchableChars, traditionalMap} from './map';

/**
 * Search accepts traditional characters (長槍兵, 帝係傳承, 資源) and finds what the simplified
 * spelling finds (issue 6).
 *
 * - At build time, a traditional → simplified map restricted to the characters of our searchable
 *   text (a few KB) is written as `@generated/search-traditional/default/traditional-map.json`.
 * - In the browser, ./searchByWorker.ts wraps the search theme's module of the same name (the
 *   theme's SearchBar and SearchPage import the wrapper: patches/@easyops-cn+docusaurus-search-local
 *   +0.51.1.patch): it loads the map as its own chunk on first use of search and converts each
 *   query before the original searches. Result links then highlight the simplified words the page
 *   contains.
 */
export default function searchTraditionalPlugin(context: LoadContext): Plugin<CharMap> {
  return {
    name: 'search-traditional',
    getPathsToWatch: () => SEARCHABLE_SOURCES.map((dir) => path.join(context.siteDir, dir, '**/*')),
    async loadContent() {
      return traditionalMap(searchableChars(context.siteDir));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('traditional-map.json', JSON.stringify(content));
    },
  };
}
