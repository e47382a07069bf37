import path from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import remarkGameData from '../remark/game-data';
import remarkKatexCheck from '../remark/katex';
import remarkKroki from '../remark/kroki';
import rehypeMathScroll from '../remark/math-scroll';

/** Rendered diagrams live here, committed, and are served at /diagrams/ (a static directory). */
export const diagramCacheRoot = 'diagram-cache';

/** The same markdown features for docs, blog and pages: diagrams, math, npm2yarn tabs, game data. */
export function markdownPlugins(siteDir: string, baseUrl: string) {
  return {
    // Before Docusaurus's own plugins, so diagrams are images by the time images are processed;
    // game data first, so the generated tech tree is rendered like any other diagram.
    beforeDefaultRemarkPlugins: [
      [remarkGameData, {dataDir: path.join(siteDir, 'data')}],
      [remarkKroki, {cacheDir: path.join(siteDir, diagramCacheRoot, 'diagrams'), publicPath: `${baseUrl}diagrams/`}],
    ],
    remarkPlugins: [remarkMath, remarkKatexCheck, [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}]],
    // A displayed formula wider than the column scrolls in its own box (src/remark/math-scroll).
    rehypePlugins: [rehypeKatex, rehypeMathScroll],
  };
}
