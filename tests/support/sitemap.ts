import fs from 'node:fs';
import path from 'node:path';
import {relativeFiles} from '../../src/plugins/files-under';
import {root} from './site';

export const buildDir = path.join(root, 'build');

/** The `<loc>` URLs of the built sitemap, as written (absolute, on the production host). */
export function sitemapUrls(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error('build/sitemap.xml 不存在：请先运行 npm run build。');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The sitemap's pages as paths for the served build (percent-encoded, as a browser sends them). */
export function sitemapRoutes(): string[] {
  return sitemapUrls().map((url) => new URL(url).pathname);
}

/**
 * Built pages that the sitemap leaves out on purpose (see `sitemap` in docusaurus.config.ts): the
 * search page and the blog's tag pages. They still need descriptions and must pass axe.
 */
export function extraRoutes(): string[] {
  const listed = new Set(sitemapRoutes().map((p) => decodeURI(p)));
  const tags = path.join(buildDir, 'blog', 'tags');
  const tagPages = relativeFiles(tags).filter((file) => file.endsWith('.html'));
  const pages = ['/search', ...tagPages.map((file) => `/blog/tags/${file.replace(/\.html$/, '')}`)];
  if (fs.existsSync(`${tags}.html`)) pages.push('/blog/tags');
  return [...new Set(pages)].filter((p) => !listed.has(p)).map((p) => encodeURI(p));
}

/**
 * The routes with one page per page template: entity pages (`/docs/数据/单位/<id>` …) are one
 * template filled from data, so browser-heavy checks (axe takes 2–7 s a page on a 2-core machine)
 * audit the first page of each kind; cheap checks (fetching, the HTML checker) keep every page.
 */
export function oneOfEachTemplate(routes: string[]): string[] {
  const seenKinds = new Set<string>();
  return routes.filter((route) => {
    const entity = /^\/docs\/数据\/([^/]+)\/[^/]+$/.exec(decodeURI(route));
    if (!entity) return true;
    if (seenKinds.has(entity[1]!)) return false;
    seenKinds.add(entity[1]!);
    return true;
  });
}
