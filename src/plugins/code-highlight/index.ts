/**
 * Code blocks without Prism on first load.
 *
 * The classic theme highlights code with prism-react-renderer (25 KB gzipped plus 7 KB of Prism
 * language metadata) and loads it on every page through a client module, though few of our pages
 * have code. Highlighting happens at build time anyway: the server bundle renders every code
 * block with Prism into the HTML. In the browser, the swizzled `CodeBlock/Content/String` keeps
 * that HTML as it is (an island React does not hydrate) and loads Prism and the theme's own code
 * block only when a reader points at, touches or focuses a block, which then takes over with its
 * copy and word-wrap buttons. See IslandCodeBlockString.tsx.
 *
 * No library does this for Docusaurus; the webpack part is two aliases:
 * - in the browser, the theme's `prism-include-languages` client module becomes a no-op (the
 *   island runs it when Prism arrives, so `additionalLanguages` still work);
 * - on the server, the island component is replaced by the static one, which renders the theme's
 *   code block synchronously.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
export const prismClientModule = path.join(themeClassicLib, 'prism-include-languages');
export const islandModule = path.join(__dirname, 'IslandCodeBlockString');
export const staticModule = path.join(__dirname, 'StaticCodeBlockString.tsx');

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: isServer
            ? {[`${islandModule}$`]: staticModule}
            : {[`${prismClientModule}$`]: path.join(__dirname, 'noPrismOnLoad.ts')},
        },
      };
    },
  };
}
