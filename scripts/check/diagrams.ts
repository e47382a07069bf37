/**
 * Diagrams for `npm run check`: each Kroki fence an editor writes must already be in the committed
 * cache, found by the Kroki plugin's own key (the tech tree made from data/ need not be: see
 * checkDiagrams); `npm run diagrams` (scripts/diagrams.ts) renders the missing ones into it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from '../../src/problems';
import {refusal} from '../../src/remark/kroki';
import {cacheKey, cachePath} from '../../src/remark/kroki/render';
import type {Diagram, Parsed} from './markdown';

/** The cache file of a diagram, where the Kroki plugin looks for it. */
export const diagramFile = (cacheDir: string, diagram: Diagram): string =>
  cachePath(cacheDir, cacheKey(diagram.type, diagram.source));

/** What to do when a diagram is not in the cache yet: the command, and what to do offline. */
function missingMessage(diagram: Diagram, shown: string): string {
  const what = `这张 ${diagram.lang} 图表还没有渲染：缓存里没有 ${shown}（图表按源码缓存，新写的和改过的图表都要渲染一次）`;
  const how =
    diagram.type === 'graphviz'
      ? '请运行 npm run diagrams 把它渲染进 diagram-cache/diagrams/（graphviz 图表连不上 Kroki 服务时在本地渲染，离线也行），再把新生成的 SVG 和这次改动一起提交'
      : '请运行 npm run diagrams，它经 Kroki 服务（默认 https://kroki.io）把图表渲染进 diagram-cache/diagrams/，再把新生成的 SVG 和这次改动一起提交；连不上 Kroki 时，用环境变量 KROKI_URL 指向一个能用的 Kroki 服务再运行（例如 KROKI_URL=http://localhost:8000 npm run diagrams），或把图表改写成可以离线渲染的 graphviz';
  return `${what}。${how}`;
}

/** Each diagram that is too long, or not in `cacheDir` yet, at its file and line. */
export function checkDiagrams(parsed: readonly Parsed[], root: string, cacheDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const {source, diagrams} of parsed) {
    for (const diagram of diagrams) {
      const refused = refusal(diagram.lang, diagram.source);
      const file = diagramFile(cacheDir, diagram);
      const shown = path.relative(root, file).split(path.sep).join('/');
      if (refused) problems.push({file: source.file, line: diagram.line, message: refused});
      // The tech tree follows data/: an editor who renames a technology has no diagram to render,
      // and its Graphviz source renders offline in the build when the cache lacks it.
      else if (diagram.lang !== 'techtree' && !fs.existsSync(file))
        problems.push({file: source.file, line: diagram.line, message: missingMessage(diagram, shown)});
    }
  }
  return problems;
}
