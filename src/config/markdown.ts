import path from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import remarkGameData from '../remark/game-data';
import {pageStampDir} from '../plugins/game-data/pageStamps';
import remarkKatexCheck from '../remark/katex';
import {writeKatexAssets} from '../remark/katex/stylesheet';
import remarkKroki from '../remark/kroki';
import rehypeMathScroll from '../remark/math-scroll';

/** Rendered diagrams live here, committed, and are served at /diagrams/ (a static directory). */
export const diagramCacheRoot = 'diagram-cache';

/** The Kroki plugin's cache under the site, one SVG per diagram (`npm run check` looks there too). */
export const diagramCacheDir = (siteDir: string): string => path.join(siteDir, diagramCacheRoot, 'diagrams');

/**
 * The KaTeX stylesheet and fonts (src/remark/katex/stylesheet.ts) are written here, git-ignored,
 * each time the config loads, and served from it as a static directory: `npm start` and the build
 * alike, at /assets/katex/ (cached for good, like webpack's files).
 */
export const katexStaticRoot = 'node_modules/.cache/katex-static';

/** The same markdown features for docs, blog and pages: diagrams, math, npm2yarn tabs, game data. */
export function markdownPlugins(siteDir: string, baseUrl: string) {
  const katexCss = writeKatexAssets(siteDir, path.join(siteDir, katexStaticRoot));
  return {
    // Before Docusaurus's own plugins, so diagrams are images by the time images are processed;
    // game data first, so the generated tech tree is rendered like any other diagram.
    beforeDefaultRemarkPlugins: [
      [
        remarkGameData,
        {dataDir: path.join(siteDir, 'data'), pagesDir: pageStampDir(path.join(siteDir, GENERATED_FILES_DIR_NAME))},
      ],
      [remarkKroki, {cacheDir: diagramCacheDir(siteDir), publicPath: `${baseUrl}diagrams/`}],
    ],
    remarkPlugins: [
      remarkMath,
      [remarkKatexCheck, {href: `${baseUrl}${katexCss}`}],
      [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
    ],
    // A displayed formula wider than the column scrolls in its own box (src/remark/math-scroll).
    rehypePlugins: [rehypeKatex, rehypeMathScroll],
  };
}
