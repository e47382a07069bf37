/**
 * What the service worker stores at install, so that the reference works offline after a first
 * visit: the pages players read beside the game (home, docs with the entity pages, the download
 * page, search, 404), every script, stylesheet, font and image they use, and the whole search
 * index, so that any search works offline, not only the words asked online (the index is in
 * shards, and a search online fetches only its own). The blog is left out: news, not reference.
 *
 * Everything but the entity pages must fit the budget, or the build fails. The entity pages (and
 * the scripts only they use) follow while the budget lasts, so a game many times today's size still
 * builds: the ones left over are cached when read (sw.ts), and the build says how many.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {isEntityPage} from '../entity-cards/paths';
import {relativeFiles} from '../files-under';
import type {LateFile} from './late-files';
import {SEARCH_INDEX_PATTERN} from './sw';

/**
 * Bytes a reader downloads, in the background, to fill the cache (gzip, as every host serves them):
 * what costs a reader on a metered plan. The browser stores the files unpacked, about four times
 * that; `describe` prints both (ARCHITECTURE.md, "Offline reading").
 */
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

/** A built entity page (`docs/数据/单位/spearman.html`, relative to the build): precached after the rest. */
const isEntityFile = (file: string): boolean => file.endsWith('.html') && isEntityPage(`/${file.slice(0, -5)}`);

export const isSearchIndex = (file: string): boolean => SEARCH_INDEX_PATTERN.test(`/${file}`);

export function isPrecached(file: string): boolean {
  return !EXCLUDED.has(file) && (PAGES.test(file) || ASSETS.test(file) || EXTRA.has(file) || isSearchIndex(file));
}

function entry(url: string, body: Buffer): PrecacheEntry {
  const revision = createHash('md5').update(body).digest('hex');
  return {url, revision, bytes: body.length, gzipBytes: zlib.gzipSync(body, {level: 6}).length};
}

/**
 * The precache list of a build, sorted; `url` relative to the site's base URL. The search index
 * comes from `searchIndex` (the files as the search plugin writes them, ./late-files.ts), never
 * from the directory, where it may be half written.
 */
export function precacheEntries(outDir: string, searchIndex: readonly LateFile[] = []): PrecacheEntry[] {
  const built = relativeFiles(outDir)
    .filter((file) => isPrecached(file) && !isSearchIndex(file))
    .map((file) => entry(file, fs.readFileSync(path.join(outDir, file))));
  const late = searchIndex.map(({file, body}) => entry(file, Buffer.from(body)));
  return [...built, ...late].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** The search index of a finished build, for measuring it afterwards (`npm run budget`). */
export function searchIndexOnDisk(outDir: string): LateFile[] {
  return fs
    .readdirSync(outDir)
    .filter(isSearchIndex)
    .map((file) => ({file, body: fs.readFileSync(path.join(outDir, file), 'utf8')}));
}

export interface PrecacheSummary {
  files: number;
  bytes: number;
  gzipBytes: number;
  pages: number;
  /** Entity pages over the budget, cached when read instead. */
  deferredPages: number;
}

export interface PrecachePlan {
  entries: PrecacheEntry[];
  summary: PrecacheSummary;
  /** Set when what must be precached (all but the entity pages) is over the budget. */
  over?: string;
}

/**
 * Each entity page's own script, its content chunk: Docusaurus names the chunks of every route in
 * routesChunkNames.json (generated files) and writes chunk `<name>` as `assets/js/<name>.<hash>.js`.
 * Routes carry a short hash suffix (`/docs/数据/单位/spearman-f49`).
 */
export function entityPageChunks(outDir: string, generatedFilesDir: string): Map<string, string> {
  const file = path.join(generatedFilesDir, 'routesChunkNames.json');
  if (!fs.existsSync(file)) return new Map();
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {content?: string}>;
  const scripts = new Map(
    fs.readdirSync(path.join(outDir, 'assets', 'js')).map((name) => [name.split('.')[0], `assets/js/${name}`]),
  );
  const chunks = new Map<string, string>();
  for (const [route, names] of Object.entries(routes)) {
    const page = `${route.replace(/^\//, '').replace(/-[0-9a-f]{3}$/, '')}.html`;
    const script = names.content && scripts.get(names.content);
    if (isEntityFile(page) && script) chunks.set(page, script);
  }
  return chunks;
}

/**
 * What to precache: every entry (precacheEntries) except the entity pages and their content
 * chunks (`entityPageChunks`), then each entity page with its chunk, in order, while the total stays
 * within `budget`.
 */
export function planPrecache(
  outDir: string,
  searchIndex: readonly LateFile[] = [],
  chunks: ReadonlyMap<string, string> = new Map(),
  budget = PRECACHE_BUDGET,
): PrecachePlan {
  const all = precacheEntries(outDir, searchIndex);
  const byUrl = new Map(all.map((e) => [e.url, e]));
  const entityPages = all.filter((e) => isEntityFile(e.url)).map((e) => e.url);
  const own = new Set(chunks.values());
  const taken = new Set(all.map((e) => e.url).filter((url) => !isEntityFile(url) && !own.has(url)));
  let total = [...taken].reduce((sum, url) => sum + byUrl.get(url)!.gzipBytes, 0);
  let deferredPages = 0;
  for (const page of entityPages) {
    const extra = [page, chunks.get(page)].filter((url): url is string => !!url && byUrl.has(url) && !taken.has(url));
    const cost = extra.reduce((sum, url) => sum + byUrl.get(url)!.gzipBytes, 0);
    if (total + cost > budget) {
      deferredPages++;
      continue;
    }
    for (const url of extra) taken.add(url);
    total += cost;
  }
  const entries = all.filter((e) => taken.has(e.url));
  const summary = {...summarize(entries), deferredPages};
  // Over only when the rest alone is: no entity page is taken then, so the summary is the rest's.
  return {entries, summary, over: overBudget(summary, budget)};
}

export function summarize(entries: readonly PrecacheEntry[]): PrecacheSummary {
  return {
    files: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    gzipBytes: entries.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    pages: entries.filter((entry) => entry.url.endsWith('.html')).length,
    deferredPages: 0,
  };
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

export function describe(summary: PrecacheSummary): string {
  return (
    `离线预缓存：${summary.files} 个文件（${summary.pages} 个页面），下载 ${mb(summary.gzipBytes)} MB（gzip），` +
    `解压后存储 ${mb(summary.bytes)} MB；预算 ${mb(PRECACHE_BUDGET)} MB（下载量）` +
    (summary.deferredPages > 0 ? `；另有 ${summary.deferredPages} 个数据页超出预算，读过之后才离线可用` : '')
  );
}

/** A message naming what to do when what must be precached is over budget; undefined when within it. */
export function overBudget(summary: PrecacheSummary, budget = PRECACHE_BUDGET): string | undefined {
  if (summary.gzipBytes <= budget) return undefined;
  return (
    `${describe(summary)}，不算数据页已超出 ${mb(summary.gzipBytes - budget)} MB。` +
    '请在 src/plugins/offline/precache.ts 里收窄 PAGES 或 ASSETS（离线阅读只需参考资料页面），或精简最大的页面与脚本。'
  );
}
