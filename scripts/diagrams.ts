/**
 * `npm run diagrams`: renders every diagram of the site that is not in diagram-cache/diagrams/ yet
 * (the ones `npm run check` reports), through the Kroki plugin's own renderer: the Kroki server of
 * `KROKI_URL` (default https://kroki.io), graphviz also offline. The new SVGs are committed with the
 * change that needs them, so the build asks Kroki for nothing.
 *
 *   npm run diagrams
 *   KROKI_URL=http://localhost:8000 npm run diagrams
 */
import path from 'node:path';
import fs from 'node:fs';
import {formatProblem, type Problem} from '../src/problems';
import {loadGameData} from '../src/game/load';
import {diagramCacheDir} from '../src/config/markdown';
import {refusal, renderDiagram, renderOptions, renderProblem} from '../src/remark/kroki';
import {diagramFile} from './check/diagrams';
import {parseSource, type Diagram} from './check/markdown';
import {readSite} from './check/site';

export interface Rendered {
  written: string[];
  problems: Problem[];
}

/** Renders the site's diagrams missing from its cache; each diagram once, however many pages show it. */
export async function renderMissing(root: string, serverUrl?: string): Promise<Rendered> {
  const dataDir = path.join(root, 'data');
  const cacheDir = diagramCacheDir(root);
  const render = renderOptions({cacheDir, serverUrl});
  const data = loadGameData(dataDir);
  const missing = new Map<string, {file: string; diagram: Diagram}>();
  const cwd = process.cwd();
  process.chdir(root);
  try {
    for (const source of readSite(root, data).sources) {
      for (const diagram of (await parseSource(source, root, dataDir)).diagrams) {
        const file = diagramFile(cacheDir, diagram);
        if (!fs.existsSync(file) && !missing.has(file)) missing.set(file, {file: source.file, diagram});
      }
    }
  } finally {
    process.chdir(cwd);
  }
  const written: string[] = [];
  const problems: Problem[] = [];
  for (const [cached, {file, diagram}] of missing) {
    const at = {file, line: diagram.line};
    const refused = refusal(diagram.lang, diagram.source);
    if (refused) {
      problems.push({...at, message: refused});
      continue;
    }
    try {
      await renderDiagram(render, diagram.type, diagram.source);
      written.push(path.relative(root, cached).split(path.sep).join('/'));
    } catch (error) {
      problems.push({...at, message: renderProblem(error as Error, diagram.lang)});
    }
  }
  return {written, problems};
}

if (require.main === module) {
  renderMissing(path.resolve(__dirname, '..'))
    .then(({written, problems}) => {
      for (const file of written) console.log(`已渲染 ${file}`);
      for (const problem of problems) console.error(`✖ ${formatProblem(problem)}`);
      if (problems.length > 0) {
        console.error(`\n${problems.length} 张图表没有渲染，按上面的提示修改后再运行 npm run diagrams。`);
        process.exit(1);
      }
      console.log(
        written.length > 0
          ? `\n渲染了 ${written.length} 张图表。把 diagram-cache/diagrams/ 里的新文件和这次改动一起提交（git add diagram-cache）。`
          : '所有图表都已在 diagram-cache/diagrams/ 里，不需要渲染。',
      );
    })
    .catch((error: unknown) => {
      // Broken data/ is reported, with its lines, by `npm run check`.
      console.error(error instanceof Error ? error.message : error);
      console.error('\n先运行 npm run check 修好上面的问题，再运行 npm run diagrams。');
      process.exit(1);
    });
}
