/**
 * The text of build/sw.js. Workbox's own browser builds (copied to WORKBOX_DIR by the plugin) are
 * loaded with importScripts, so the worker needs no bundler, and nothing comes from another origin.
 *
 * - Precached pages and files are served from the cache first; `/docs/战斗` finds `docs/战斗.html`
 *   (cleanURLs), any query is ignored (`/search?q=…` is search.html).
 * - The search index is precached whole (precache.ts). Other same-origin assets (the blog's
 *   scripts, images) are cached as they are used, in a cache that carries the release; a new
 *   release deletes the old one (and the runtime search cache of releases before the index was
 *   precached). Pages the precache leaves out (the blog; entity pages over the budget, precache.ts)
 *   come from the network first, and from the copy last read when offline (a page reached by an
 *   in-site link is fetched again in the background each time, client.ts, PAGE_READ); a page never read
 *   gets OFFLINE_PAGE, which says so in Chinese, rather than the browser's own error.
 * - A new release waits until the reader accepts the notice (client.ts); the first install takes
 *   control at once, so the page of the first visit already works offline.
 */
import type {PrecacheEntry} from './precache';

export const WORKBOX_VERSION = '7.4.1';
export const WORKBOX_DIR = `assets/workbox-${WORKBOX_VERSION}`;
const MODULES = ['core', 'routing', 'strategies', 'precaching'];

/** The search index's files: `search-index-<hash>.json` and its shards, `…<hash>.t12.json`. */
export const SEARCH_INDEX_PATTERN = /\/search-index[^?#]*\.json$/;

/** What an offline reader sees for a page that was never stored: no script, nothing to load. */
export function offlinePage(baseUrl: string): string {
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>这一页还没有存到本机 · 千川纪</title></head><body><h1>这一页还没有存到本机</h1><p>现在没有网络。离线时能打开文档、数据表、下载页和搜索；博客文章和没有读过的页面，要等联网后再看。</p><p><a href="${baseUrl}docs">文档</a>　<a href="${baseUrl}">首页</a>　<a href="">重新加载</a></p></body></html>`;
}

export function swSource(baseUrl: string, entries: readonly PrecacheEntry[], release: string): string {
  const scripts = MODULES.map((name) => `${baseUrl}${WORKBOX_DIR}/workbox-${name}.prod.js`);
  const manifest = entries.map(({url, revision}) => ({url: `${baseUrl}${url}`, revision}));
  // ES2017, kept as text: it runs in the service worker as written.
  return `importScripts(${scripts.map((script) => JSON.stringify(script)).join(', ')});
(function () {
  'use strict';
  var release = ${JSON.stringify(release)};
  var runtimeCaches = ['qianchuan-assets-' + release, 'qianchuan-pages-' + release];
  workbox.core.setCacheNameDetails({prefix: 'qianchuan'});
  workbox.precaching.precacheAndRoute(${JSON.stringify(manifest)}, {
    cleanURLs: true,
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/.*/],
  });
  workbox.precaching.cleanupOutdatedCaches();
  workbox.core.clientsClaim();
  workbox.routing.registerRoute(function (options) {
    return options.sameOrigin && options.url.pathname.indexOf(${JSON.stringify(`${baseUrl}assets/`)}) === 0;
  }, new workbox.strategies.CacheFirst({cacheName: runtimeCaches[0]}));
  workbox.routing.registerRoute(function (options) {
    return options.sameOrigin && options.request.mode === 'navigate';
  }, new workbox.strategies.NetworkFirst({cacheName: runtimeCaches[1]}));
  workbox.routing.setCatchHandler(function (options) {
    if (options.request.mode !== 'navigate') return Promise.resolve(Response.error());
    return Promise.resolve(new Response(${JSON.stringify(offlinePage(baseUrl))}, {
      status: 503,
      headers: {'Content-Type': 'text/html; charset=utf-8'},
    }));
  });
  self.addEventListener('activate', function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return /^qianchuan-(search|assets|pages)-/.test(name) && runtimeCaches.indexOf(name) < 0;
      }).map(function (name) { return caches.delete(name); }));
    }));
  });
  self.addEventListener('message', function (event) {
    if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
    // A page read through an in-site link: its HTML never passed through the worker. Stored unless
    // precached, as if it had been opened directly.
    if (event.data && event.data.type === 'PAGE_READ' && typeof event.data.url === 'string') {
      var url = new URL(event.data.url, self.location.origin).href;
      var precached = [url, url + '.html', (url.slice(-1) === '/' ? url : url + '/') + 'index.html'].some(function (file) {
        return workbox.precaching.getCacheKeyForURL(file);
      });
      if (url.indexOf(self.location.origin + '/') !== 0 || precached) return;
      event.waitUntil(caches.open(runtimeCaches[1]).then(function (cache) {
        return cache.add(url);
      }).catch(function () {}));
    }
  });
})();
`;
}
