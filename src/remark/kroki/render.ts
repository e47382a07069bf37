import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Kroki refuses nothing smaller; we refuse anything larger before sending it. */
export const MAX_DIAGRAM_CHARS = 999_999;

/** Fence languages we render, mapped to Kroki's diagram types. */
export const KROKI_LANGUAGES: Readonly<Record<string, string>> = {
  graphviz: 'graphviz',
  dot: 'graphviz',
  mermaid: 'mermaid',
  plantuml: 'plantuml',
  c4plantuml: 'c4plantuml',
  d2: 'd2',
  ditaa: 'ditaa',
  erd: 'erd',
  nomnoml: 'nomnoml',
  svgbob: 'svgbob',
  vegalite: 'vegalite',
  wavedrom: 'wavedrom',
  bpmn: 'bpmn',
  pikchr: 'pikchr',
  dbml: 'dbml',
};

export interface RenderOptions {
  serverUrl: string;
  cacheDir: string;
  timeoutMs: number;
  retries: number;
}

/** The server answered and refused the diagram (a syntax error): retrying will not help. */
export class DiagramRejected extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Who refused it, for the editor: the Kroki server or the local Graphviz. */
    readonly renderer = 'Kroki 服务',
  ) {
    super(message);
  }
}

/** The server could not be reached, timed out, or kept failing with 5xx. */
export class ServerUnavailable extends Error {}

export function cacheKey(type: string, source: string): string {
  return createHash('sha256')
    .update(JSON.stringify({type, source, format: 'svg'}))
    .digest('hex')
    .slice(0, 32);
}

export function cachePath(cacheDir: string, key: string): string {
  return path.join(cacheDir, `${key}.svg`);
}

/** Writes through a temporary file and a rename, so a crash never leaves half an SVG in the cache. */
export function writeCache(file: string, svg: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, svg);
  fs.renameSync(tmp, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST {server}/{type}/svg with the source as the body (Kroki's HTTP API), bounded in time and tries. */
export async function fetchFromKroki(type: string, source: string, options: RenderOptions): Promise<string> {
  const url = `${options.serverUrl.replace(/\/+$/, '')}/${type}/svg`;
  let lastProblem = '';
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(250 * 2 ** (attempt - 1));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'Content-Type': 'text/plain; charset=utf-8', Accept: 'image/svg+xml'},
        body: source,
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.ok) {
        if (!/<svg[\s>]/.test(text)) throw new DiagramRejected(`${url} 返回的内容不是 SVG`, response.status);
        return text;
      }
      if (response.status >= 400 && response.status < 500) {
        throw new DiagramRejected(text.trim() || response.statusText, response.status);
      }
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      if (error instanceof DiagramRejected) throw error;
      lastProblem = controller.signal.aborted
        ? `${options.timeoutMs} ms 内没有响应`
        : String((error as Error).cause ?? error);
    } finally {
      clearTimeout(timer);
    }
  }
  throw new ServerUnavailable(`${url}：${lastProblem}（已尝试 ${options.retries + 1} 次）`);
}

let vizInstance: Promise<import('@viz-js/viz').Viz> | undefined;

/** WebAssembly Graphviz, for building this site's own graphviz diagrams without a Kroki server. */
export async function renderGraphvizLocally(source: string): Promise<string> {
  vizInstance ??= import('@viz-js/viz').then((m) => m.instance());
  const viz = await vizInstance;
  const result = viz.render(source, {format: 'svg'});
  if (result.status === 'failure') {
    const message = result.errors.map((e) => e.message.trim()).join('; ') || '无法解析这段源码';
    throw new DiagramRejected(message, 400, '本地 Graphviz（WebAssembly）');
  }
  return result.output;
}

/** The intrinsic size of an SVG in CSS pixels, from its width/height (pt or px) or its viewBox. */
/** The renderer answered with an SVG we cannot size (no width/height, no viewBox). */
export class UnusableSvg extends Error {
  override name = 'UnusableSvg';
}

export function svgSize(svg: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
  const toPx = (value: string | undefined) => {
    const match = value && /^([\d.]+)(px|pt)?$/.exec(value.trim());
    if (!match) return undefined;
    return Math.round(Number(match[1]) * (match[2] === 'pt' ? 4 / 3 : 1));
  };
  const viewBox = attr('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const width = toPx(attr('width')) ?? (viewBox ? Math.round(viewBox[2]!) : undefined);
  const height = toPx(attr('height')) ?? (viewBox ? Math.round(viewBox[3]!) : undefined);
  if (!width || !height) throw new UnusableSvg('SVG 缺少 width/height 和 viewBox，无法确定图片尺寸');
  return {width, height};
}
