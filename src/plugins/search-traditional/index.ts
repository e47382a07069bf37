import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, ResolveData} from 'webpack';
import type {CharMap} from './convert';
import {SEARCHABLE_SOURCES, searchableChars, traditionalMap} from './map';

/** The search theme's package (@easyops-cn/docusaurus-search-local 0.51.1). */
export const searchThemeDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
/** Our replacement for the theme's `searchByWorker` module. */
export const wrapperPath = path.join(__dirname, 'searchByWorker.ts');
/** How the theme's SearchBar and SearchPage import it. */
const THEME_REQUEST = /^\.\.\/searchByWorker(?:\.js)?$/;

/**
 * Sends the theme's own `import … from "../searchByWorker"` to our wrapper. Only that request from
 * inside the theme's package is redirected; the wrapper imports the original by its package path,
 * which neither matches the request nor comes from inside the theme, so nothing loops.
 */
export function redirectThemeImport(data: Pick<ResolveData, 'context' | 'request'>): void {
  if (THEME_REQUEST.test(data.request) && data.context.startsWith(searchThemeDir + path.sep)) {
    data.request = wrapperPath;
  }
}

/**
 * Search accepts traditional characters (長槍兵, 帝係傳承, 資源) and finds what the simplified
 * spelling finds (issue 6).
 *
 * - At build time, a traditional → simplified map restricted to the characters of our searchable
 *   text (a few KB) is written as `@generated/search-traditional/default/traditional-map.json`.
 * - In the browser, ./searchByWorker.ts stands in for the search theme's module of the same name:
 *   it loads the map as its own chunk on first use of search and converts each query before the
 *   original searches. Result links then highlight the simplified words the page contains.
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
    configureWebpack() {
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              new compiler.webpack.NormalModuleReplacementPlugin(THEME_REQUEST, redirectThemeImport).apply(compiler);
            },
          },
        ],
      };
    },
  };
}
