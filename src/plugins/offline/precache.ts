/**
 * What the service worker stores at install, so that the reference works offline after a first
 * visit: the pages players read beside the game (home, docs with the entity pages, the download
 * page, search, 404) and every script, stylesheet, font and image they use. The blog and the
 * search index are left out: the blog is news, not reference; the index is cached when first
 * fetched (see sw.ts), whatever its files are called.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Bytes a reader downloads, in the background, to fill the cache (gzip, as every host serves them). */
export const PRECACHE_BUDGET = 8 * 1024 * 1024;

const PAGES = /^(index|download|docs|search|404)\.html$|^docs\/.+\.html$/;
const ASSETS = /^assets\/(js\/.+\.js|css\/.+\.css|katex\/.+\.(css|woff2))$|^(img|diagrams)\/.+\.(svg|png|webp)$/;
// Only link previews use it; the manifest is what the install prompt reads.
const EXCLUDED = new Set(['img/social-card.png']);
const EXTRA = new Set(['manifest.json']);

export interface PrecacheEntry {
  url: string;
  revision: string;
  bytes: number;
  gzipBytes: number;
}

function* walk(root: string, dir = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, file);
    else yield file;
  }
}

export function isPrecached(file: string): boolean {
  return !EXCLUDED.has(file) && (PAGES.test(file) || ASSETS.test(file) || EXTRA.has(file));
}

/** The precache list of a build, sorted; `url` relative to the site's base URL. */
export function precacheEntries(outDir: string): PrecacheEntry[] {
  return [...walk(outDir)]
    .filter(isPrecached)
    .sort()
    .map((file) => {
      const body = fs.readFileSync(path.join(outDir, file));
      const revision = createHash('md5').update(body).digest('hex');
      return {url: file, revision, bytes: body.length, gzipBytes: zlib.gzipSync(body, {level: 6}).length};
    });
}

export interface PrecacheSummary {
  files: number;
  bytes: number;
  gzipBytes: number;
  pages: number;
}

export function summarize(entries: readonly PrecacheEntry[]): PrecacheSummary {
  return {
    files: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    gzipBytes: entries.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    pages: entries.filter((entry) => entry.url.endsWith('.html')).length,
  };
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

export function describe(summary: PrecacheSummary): string {
  return (
    `离线预缓存：${summary.files} 个文件（${summary.pages} 个页面），下载 ${mb(summary.gzipBytes)} MB（gzip），` +
    `解压后存储 ${mb(summary.bytes)} MB；预算 ${mb(PRECACHE_BUDGET)} MB（下载量）`
  );
}

/** A message naming what to do when the precache is over budget; undefined when within it. */
export function overBudget(summary: PrecacheSummary): string | undefined {
  if (summary.gzipBytes <= PRECACHE_BUDGET) return undefined;
  return (
    `${describe(summary)}，超出 ${mb(summary.gzipBytes - PRECACHE_BUDGET)} MB。` +
    '请在 src/plugins/offline/precache.ts 里收窄 PAGES 或 ASSETS（离线阅读只需参考资料页面），或精简最大的页面与脚本。'
  );
}
