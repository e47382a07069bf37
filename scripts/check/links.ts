/**
 * Links, anchors and images of the Markdown sources, checked from the sources themselves (no build):
 * a link to a page that does not exist is an error, as Docusaurus's onBrokenLinks: 'throw' makes it
 * in the build; one to a heading that does not exist is a warning (onBrokenAnchors: 'warn'), but a
 * clear one. Every message names the file and line the editor wrote, with the path decoded.
 */
import fs from 'node:fs';
import path from 'node:path';
import {didYouMean, type Problem} from '../../src/problems';
import {ENTITY_SECTIONS} from '../../src/plugins/entity-cards/paths';
import type {Parsed, Reference} from './markdown';
import type {Source} from './site';

export interface LinkProblems {
  errors: Problem[];
  warnings: Problem[];
}

/** Routes that plugins add and no Markdown file stands for. */
const PLUGIN_ROUTES = ['/download', '/search', '/blog', '/blog/archive', '/blog/tags', '/blog/authors'];

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const trimSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

interface Target {
  parsed?: Parsed;
  exists: boolean;
}

/** Every `id` in the game data: the anchors our components give table rows and map regions. */
export function dataIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) dataIds(item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string') into.add(record.id);
    for (const child of Object.values(record)) dataIds(child, into);
  }
  return into;
}

/** A page that renders a component (`<UnitTable />`) may have anchors its Markdown does not show. */
const hasComponent = (text: string) => /<[A-Z]\w*[\s/>]/.test(text);

export interface LinkOptions {
  /** Anchors components render (table rows, glossary terms), valid on any page that has a component. */
  componentAnchors?: ReadonlySet<string>;
  /** Without game data there are no entity pages to check links against: links to them are let pass. */
  entityPagesKnown?: boolean;
  /**
   * Whether `componentAnchors` is complete: not when data/ or data/glossary.yaml does not load (their
   * mistakes are reported on their own). Defaults to `entityPagesKnown`.
   */
  componentAnchorsKnown?: boolean;
  /**
   * Addresses whose missing page is reported elsewhere, once: the notes post of a release
   * (data/releases.yaml names it; the faction pages' 版本变化 link to it).
   */
  reportedElsewhere?: ReadonlySet<string>;
}

const ENTITY_PAGE = new RegExp(`^(?:/docs/|docs/)数据/(?:${Object.values(ENTITY_SECTIONS).join('|')})/`);

/** What a link can point to: the Markdown pages (by URL and by file), plugin and React routes, static files. */
interface SiteIndex {
  byUrl: Map<string, Parsed>;
  byFile: Map<string, Parsed>;
  routes: Set<string>;
  staticFile: (url: string) => boolean;
}

function siteIndex(all: readonly Parsed[], root: string): SiteIndex {
  const byUrl = new Map(all.map((p) => [trimSlash(p.source.url), p]));
  const byFile = new Map(all.map((p) => [p.source.file, p]));
  const pageRoutes = fs.existsSync(path.join(root, 'src', 'pages'))
    ? fs
        .readdirSync(path.join(root, 'src', 'pages'))
        .filter((f) => /\.(tsx|jsx|js)$/.test(f))
        .map((f) => `/${f.replace(/\.\w+$/, '').replace(/^index$/, '')}`)
    : [];
  const routes = new Set([...PLUGIN_ROUTES, ...pageRoutes].map(trimSlash));
  const staticFile = (url: string) =>
    ['static', 'diagram-cache'].some((dir) => fs.existsSync(path.join(root, dir, url)));
  return {byUrl, byFile, routes, staticFile};
}

/**
 * What a link written on the page `from` points to, from the address alone: a Markdown file
 * (`./资源.md`, relative to the file; `file`, under the site), else an address (`/docs/资源`, or
 * one relative to the page's; `url`, decoded, no trailing /), or the page itself (`#anchor`: neither).
 * A file path is one only in Markdown: in JSX Docusaurus takes it as a URL.
 */
export function linkTarget(
  from: Pick<Source, 'file' | 'url'>,
  {url: written, jsx}: Pick<Reference, 'url' | 'jsx'>,
): {file?: string; url?: string} {
  const pathname = decode(written.split('#')[0]!.split('?')[0]!);
  if (pathname === '') return {};
  if (/\.mdx?$/.test(pathname) && !pathname.startsWith('/') && !jsx)
    return {file: path.posix.normalize(path.posix.join(path.posix.dirname(from.file), pathname))};
  const url = pathname.startsWith('/')
    ? pathname
    : new URL(pathname, `http://site${from.url}`).pathname.split('/').map(decode).join('/');
  return {url: trimSlash(url)};
}

/** The file, under the site, of an image written relative to the page in `file` (`./img/a.png`). */
export const imageFile = (file: string, url: string): string =>
  path.posix.join(path.posix.dirname(file), decode(url.split('?')[0]!.split('#')[0]!));

/** The page (or route, or file) a link written on `from` points to, and how to name it in a message. */
function resolveLink(site: SiteIndex, from: Parsed, reference: Reference): Target & {shown: string} {
  const {file, url} = linkTarget(from.source, reference);
  if (file !== undefined) return {parsed: site.byFile.get(file), exists: site.byFile.has(file), shown: file};
  if (url === undefined) return {parsed: from, exists: true, shown: `#${reference.url.split('#').slice(1).join('#')}`};
  const parsed = site.byUrl.get(url);
  return {
    parsed,
    exists:
      Boolean(parsed) ||
      site.routes.has(url) ||
      url.startsWith('/blog/tags/') ||
      url.startsWith('/blog/page/') ||
      site.staticFile(url),
    shown: url,
  };
}

/** The error for an image that is not there, or null. */
function missingImage(site: SiteIndex, root: string, from: Parsed, url: string): string | null {
  const where = url.startsWith('/') ? decode(url) : imageFile(from.source.file, url);
  const exists = url.startsWith('/') ? site.staticFile(decode(url)) : fs.existsSync(path.join(root, where));
  if (exists) return null;
  return `图片 ${decode(url)} 不存在（找的是 ${url.startsWith('/') ? `static${where}` : where}）：请把图片放进 static/img/，写成 ![说明](/img/文件名)，或改正文件名`;
}

export function checkLinks(
  all: readonly Parsed[],
  root: string,
  {
    componentAnchors = new Set(),
    entityPagesKnown = true,
    componentAnchorsKnown = entityPagesKnown,
    reportedElsewhere = new Set(),
  }: LinkOptions = {},
): LinkProblems {
  const site = siteIndex(all, root);
  const errors: Problem[] = [];
  const warnings: Problem[] = [];

  for (const from of all) {
    // A generated page's links are written by code: say where, or the editor looks for a file that is not there.
    const origin = from.source.generated
      ? '（这一页由 src/plugins/entity-pages 根据 data/ 生成，链接写在那里的代码中）'
      : '';
    for (const ref of from.references) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref.url)) continue; // another site, mailto:, data:
      const target = resolveLink(site, from, ref);
      const at = {file: from.source.file, line: ref.line};
      if (ref.image) {
        const message = missingImage(site, root, from, ref.url);
        if (message) errors.push({...at, message});
        continue;
      }
      if (!target.exists) {
        if (!entityPagesKnown && ENTITY_PAGE.test(target.shown)) continue;
        if (reportedElsewhere.has(target.shown)) continue;
        // In JSX only a URL is a link (resolveLink): suggest no file path there.
        const candidates = [...site.byUrl.keys(), ...(ref.jsx ? [] : site.byFile.keys())];
        errors.push({
          ...at,
          message: `链接 ${decode(ref.url)} 指向的页面不存在（${target.shown}）${didYouMean(target.shown, candidates, '。')}请改成已有页面的路径，例如 /docs/资源${ref.jsx ? '' : ' 或 ./资源.md'}${origin}`,
        });
        continue;
      }
      const anchor = decode(ref.url.split('#').slice(1).join('#'));
      const known = (a: string) =>
        target.parsed!.anchors.has(a) || (hasComponent(target.parsed!.source.text) && componentAnchors.has(a));
      // Without game data or the glossary, the anchors components render are unknown: no warning rather than a wrong one.
      const unknowable = !componentAnchorsKnown && hasComponent(target.parsed?.source.text ?? '');
      if (anchor && target.parsed && !known(anchor) && !unknowable) {
        const where = target.parsed.source.file;
        warnings.push({
          ...at,
          message: `链接 ${decode(ref.url)} 的锚点 #${anchor} 在 ${where} 里找不到${didYouMean(anchor, target.parsed.anchors, '。')}锚点是标题的 id：写成 ## 标题 {#${anchor}} 固定它，或改成页面上已有标题的 id`,
        });
      }
    }
  }
  return {errors, warnings};
}
