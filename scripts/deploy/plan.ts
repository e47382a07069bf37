/**
 * What a deploy of build/ to object storage (Alibaba OSS, Tencent COS, any S3-compatible store)
 * puts where, with which headers, in which order — pure functions, no network (deploy/README.md).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {relativeFiles} from '../../src/plugins/files-under';
import {HOST_FILES as HOST_CONFIG_FILES} from '../../src/plugins/host-files';

/** Files the build writes for a host's configuration, not for readers. */
const HOST_FILES = new Set<string>(HOST_CONFIG_FILES);

/** Webpack's files and ours under /assets/ carry a content hash in their names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change under the same name: the browser and the CDN revalidate each time. */
export const REVALIDATE = 'no-cache';

/** Content-Type by extension: what the deploy stores, and what scripts/serve-build.ts serves. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

export class DeployError extends Error {
  override name = 'DeployError';
}

export interface PlannedObject {
  /** The object's key: the URL path without the leading slash, not percent-encoded. */
  key: string;
  /** The file in the build it is made from. */
  file: string;
  contentType: string;
  cacheControl: string;
  /** Hex MD5 of the body: what S3 compares (Content-MD5) and what the deploy state records. */
  md5: string;
  /** 0: hashed assets, 1: other files, 2: HTML pages and the sitemap, 3: sw.js, uploaded last. */
  phase: 0 | 1 | 2 | 3;
}

export function contentType(file: string): string {
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) {
    throw new DeployError(
      `build/${file}：不知道扩展名“${path.extname(file) || '（无）'}”的 Content-Type。请在 scripts/deploy/plan.ts 的 TYPES 里加上它，否则浏览器会按下载文件处理。`,
    );
  }
  return type;
}

/**
 * The keys a page is served under. Static object storage has no rewrite rules, so a page built
 * as `docs/战斗.html` is also stored as `docs/战斗`, the address the site links to (with
 * trailingSlash false every route `/a` is built as `a.html`; `blog/index.html` is the post
 * `/blog/index`, not `/blog`). `index.html` and `404.html` keep their names: the bucket's website
 * settings name them as index and error documents.
 */
export function pageKeys(file: string): string[] {
  if (file === 'index.html' || file === '404.html') return [file];
  return [file, file.replace(/\.html$/, '')];
}

/** Every object a deploy of `buildDir` puts in the bucket, in upload order. */
export function planBuild(buildDir: string): PlannedObject[] {
  const objects: PlannedObject[] = [];
  const files = relativeFiles(buildDir)
    .filter((file) => !HOST_FILES.has(file))
    .sort();
  const taken = new Set(files);
  for (const file of files) {
    const md5 = createHash('md5')
      .update(fs.readFileSync(path.join(buildDir, file)))
      .digest('hex');
    const html = file.endsWith('.html');
    // The service worker goes up after the pages: it lists them, and a reader's browser that
    // installed it before they were up would store the old pages as the new release.
    const phase = file === 'sw.js' ? 3 : html || file === 'sitemap.xml' ? 2 : file.startsWith('assets/') ? 0 : 1;
    const cacheControl = phase === 0 ? IMMUTABLE : REVALIDATE;
    // A clean key that is also a real file of the build (a folder `a` beside `a.html` cannot be one) is left to that file.
    const keys = html ? pageKeys(file).filter((key, index) => index === 0 || !taken.has(key)) : [file];
    for (const key of keys)
      objects.push({key, file, contentType: html ? TYPES['.html']! : contentType(file), cacheControl, md5, phase});
  }
  return objects.sort((a, b) => a.phase - b.phase || a.key.localeCompare(b.key));
}

/** What the bucket held after the last deploy: the deploy state object (`STATE_KEY`). */
export interface DeployState {
  version: 1;
  objects: Record<string, {md5: string; contentType: string; cacheControl: string; lastDeployed: string}>;
}

/** Kept in the bucket beside the site; never served as a page (deploy/README.md). */
export const STATE_KEY = '_deploy/state.json';
/** Files of an earlier release stay this long after the last release that had them. */
export const KEEP_DAYS = 7;

export interface DeployPlan {
  upload: PlannedObject[];
  unchanged: PlannedObject[];
  /** Objects no release has had for KEEP_DAYS: deleted once the new pages are up. */
  prune: string[];
  /** Objects of earlier releases still kept, for tabs opened before this deploy. */
  kept: string[];
  state: DeployState;
}

/** Compares the build with what the last deploy recorded: only changed objects are uploaded. */
export function diff(
  objects: readonly PlannedObject[],
  previous: DeployState | undefined,
  now: Date,
  keepDays = KEEP_DAYS,
): DeployPlan {
  const old = previous?.objects ?? {};
  const stamp = now.toISOString();
  const state: DeployState = {version: 1, objects: {}};
  const upload: PlannedObject[] = [];
  const unchanged: PlannedObject[] = [];
  for (const object of objects) {
    const before = old[object.key];
    const same =
      before &&
      before.md5 === object.md5 &&
      before.contentType === object.contentType &&
      before.cacheControl === object.cacheControl;
    (same ? unchanged : upload).push(object);
    state.objects[object.key] = {
      md5: object.md5,
      contentType: object.contentType,
      cacheControl: object.cacheControl,
      lastDeployed: stamp,
    };
  }
  const prune: string[] = [];
  const kept: string[] = [];
  const limit = now.getTime() - keepDays * 24 * 3600 * 1000;
  for (const [key, entry] of Object.entries(old)) {
    if (state.objects[key]) continue;
    if (Date.parse(entry.lastDeployed) < limit) prune.push(key);
    else {
      kept.push(key);
      state.objects[key] = entry;
    }
  }
  return {upload, unchanged, prune: prune.sort(), kept: kept.sort(), state};
}
