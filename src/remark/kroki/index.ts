/**
 * Diagrams as code: fenced blocks in a Kroki language become SVG images at build time.
 *
 * Our own plugin because the existing remark Kroki plugins inline the server's SVG into the page
 * (a server's markup would run in our pages) or render in the browser; we want files that are
 * rendered once, cached by content hash, served as <img> with a size, and precise errors for
 * editors. See ARCHITECTURE.md ("Screens, diagrams and math") and the authoring guide (/markdown-page).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {annotate} from '../../problems';
import {
  cacheKey,
  cachePath,
  DiagramRejected,
  fetchFromKroki,
  KROKI_LANGUAGES,
  MAX_DIAGRAM_CHARS,
  renderGraphvizLocally,
  ServerUnavailable,
  svgSize,
  UnusableSvg,
  writeCache,
  type RenderOptions,
} from './render';

export interface KrokiOptions {
  /** Kroki server; default `KROKI_URL`, else https://kroki.io. */
  serverUrl?: string;
  /** Where rendered SVGs are kept; it must be served at `publicPath` (a static directory). */
  cacheDir: string;
  /** URL prefix of the cached files in the site, e.g. `/diagrams/`. */
  publicPath: string;
  /** `build` fails on an unrenderable diagram; `start` shows its source with a warning. */
  mode?: 'build' | 'start';
  timeoutMs?: number;
  retries?: number;
}

export class DiagramError extends Error {
  override name = 'DiagramError';
}

function parseMeta(meta: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of (meta ?? '').matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    result[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return result;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/** How the plugin renders: its options with their defaults (the server from `KROKI_URL`, else kroki.io). */
export function renderOptions(
  options: Pick<KrokiOptions, 'serverUrl' | 'cacheDir' | 'timeoutMs' | 'retries'>,
): RenderOptions {
  return {
    serverUrl: options.serverUrl ?? process.env.KROKI_URL ?? 'https://kroki.io',
    cacheDir: options.cacheDir,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 2,
  };
}

/** The Kroki type a fenced block is rendered as (```dot → graphviz); undefined for ordinary code. */
export const diagramType = (node: Pick<Code, 'lang'>): string | undefined =>
  node.lang ? KROKI_LANGUAGES[node.lang.toLowerCase()] : undefined;

/** Why a diagram is refused before anything is asked of a renderer (its source is too long); else undefined. */
export function refusal(lang: string | null | undefined, source: string): string | undefined {
  return source.length > MAX_DIAGRAM_CHARS
    ? `${lang} 图表源码有 ${source.length} 个字符，超过上限 ${MAX_DIAGRAM_CHARS}。请把它拆成几张较小的图。`
    : undefined;
}

/**
 * The diagram's SVG and size: from the cache, else from the Kroki server (graphviz also offline),
 * then cached; an SVG that cannot be sized (UnusableSvg) is not cached. `npm run diagrams` renders
 * the diagrams `npm run check` finds missing from the cache through this too.
 */
export async function renderDiagram(
  render: RenderOptions,
  type: string,
  source: string,
): Promise<{key: string; size: {width: number; height: number}}> {
  const key = cacheKey(type, source);
  const file = cachePath(render.cacheDir, key);
  if (fs.existsSync(file)) return {key, size: svgSize(fs.readFileSync(file, 'utf8'))};
  let svg: string;
  try {
    svg = await fetchFromKroki(type, source, render);
  } catch (error) {
    if (!(error instanceof ServerUnavailable) || type !== 'graphviz') throw error;
    svg = await renderGraphvizLocally(source);
  }
  const size = svgSize(svg);
  writeCache(file, svg);
  return {key, size};
}

/** The <img> that stands for a rendered diagram, sized so the page does not jump. */
function diagramImage(
  src: string,
  lang: string | null | undefined,
  meta: Record<string, string>,
  size: {width: number; height: number},
): MdxJsxFlowElement {
  const alt = meta.alt ?? meta.title ?? `${lang} 图表`;
  return {
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('src', src),
      attribute('alt', alt),
      ...(meta.title ? [attribute('title', meta.title)] : []),
      attribute('width', String(size.width)),
      attribute('height', String(size.height)),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
      attribute('className', 'kroki-diagram'),
    ],
    children: [],
  };
}

/** Why a diagram could not be rendered, for the build log, the warning `start` shows and `npm run diagrams`. */
export function renderProblem(error: Error, lang: string | null | undefined): string {
  if (error instanceof DiagramRejected)
    return `${error.renderer}拒绝了这张 ${lang} 图表（HTTP ${error.status}）：${error.message}\n请按上面的提示修正图表源码。`;
  return error instanceof UnusableSvg
    ? `无法使用这张 ${lang} 图表渲染出的 SVG：${error.message}。请检查图表源码，或换一个 Kroki 服务（KROKI_URL）后重新构建。`
    : `无法渲染这张 ${lang} 图表：连接不上 Kroki 服务 ${error.message}，缓存里也没有它。` +
        `请设置 KROKI_URL 指向一个可用的 Kroki 服务后重新构建，或者改用可以离线渲染的 graphviz。`;
}

/** In `start`: the diagram's source under a warning, in place of the image. */
function unrenderedNote(node: Code, text: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('className', 'kroki-unavailable'), attribute('role', 'note')],
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [{type: 'text', value: '图表未渲染：'}]},
          {type: 'text', value: text},
        ],
      },
      node,
    ],
  };
}

export default function remarkKroki(options: KrokiOptions) {
  const render = renderOptions(options);
  const mode = options.mode ?? (process.env.NODE_ENV === 'production' ? 'build' : 'start');

  return async function transformer(tree: Root, vfile: VFile): Promise<void> {
    const file = path.relative(process.cwd(), vfile.path || '(未知文件)');
    const where = (node: Code) => `${file}:${node.position?.start.line ?? '?'}`;
    /** The error for the build log, also shown on the pull request in GitHub Actions. */
    const fail = (node: Code, message: string): DiagramError => {
      annotate([{file, line: node.position?.start.line, message}], '图表错误');
      return new DiagramError(`${where(node)}：${message}`);
    };
    const jobs: Promise<void>[] = [];
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      const type = diagramType(node);
      if (!type || !parent || index === undefined) return;
      const meta = parseMeta(node.meta);
      const replace = (replacement: MdxJsxFlowElement) => {
        parent.children[index] = replacement as unknown as Parent['children'][number];
      };
      const refused = refusal(node.lang, node.value);
      if (refused) throw fail(node, refused);
      jobs.push(
        // Sized inside renderDiagram, so an unusable SVG is reported below with file and line (and
        // shown as a warning in start) instead of escaping the success handler.
        renderDiagram(render, type, node.value).then(
          ({key, size}) => replace(diagramImage(`${options.publicPath}${key}.svg`, node.lang, meta, size)),
          (error: Error) => {
            const problem = renderProblem(error, node.lang);
            if (mode === 'build' || error instanceof DiagramRejected) throw fail(node, problem);
            replace(unrenderedNote(node, `${where(node)}：${problem}`));
          },
        ),
      );
    });
    await Promise.all(jobs);
  };
}
