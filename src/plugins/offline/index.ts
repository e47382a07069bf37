import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import {searchIndexFiles, type LateFile} from './late-files';
import {describe, entityPageChunks, planPrecache} from './precache';
import {swSource, WORKBOX_DIR} from './sw';

export class OfflineError extends Error {
  override name = 'OfflineError';
}

export const SW_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.json';
const THEME_COLOR = '#9a3412';

/** The web manifest browsers read to offer installing the site; icons from static/img. */
export function webManifest(baseUrl: string): string {
  const icon = (src: string) => ({src: `${baseUrl}img/${src}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any'});
  return `${JSON.stringify(
    {
      name: `${site.title}：玩家参考资料`,
      short_name: site.title,
      description: site.tagline,
      lang: 'zh-Hans',
      start_url: baseUrl,
      scope: baseUrl,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [icon('logo.svg'), icon('favicon.svg')],
    },
    null,
    2,
  )}\n`;
}

/**
 * Writes build/manifest.json, the Workbox browser builds and build/sw.js with the precache list.
 * `generatedFilesDir` (.docusaurus) says which script is each entity page's own (precache.ts).
 */
export function writeOffline(
  outDir: string,
  baseUrl: string,
  searchIndex: readonly LateFile[] = [],
  generatedFilesDir?: string,
): string {
  fs.writeFileSync(path.join(outDir, MANIFEST_FILE), webManifest(baseUrl));
  const workboxDir = path.join(outDir, WORKBOX_DIR);
  fs.mkdirSync(workboxDir, {recursive: true});
  for (const name of ['core', 'routing', 'strategies', 'precaching']) {
    const file = `workbox-${name}.prod.js`;
    fs.copyFileSync(require.resolve(`workbox-${name}/build/${file}`), path.join(workboxDir, file));
  }
  const chunks = generatedFilesDir ? entityPageChunks(outDir, generatedFilesDir) : undefined;
  const {entries, summary, over} = planPrecache(outDir, searchIndex, chunks);
  if (over) throw new OfflineError(over);
  const release = createHash('md5')
    .update(entries.map((entry) => `${entry.url} ${entry.revision}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  fs.writeFileSync(path.join(outDir, SW_FILE), swSource(baseUrl, entries, release));
  return describe(summary);
}

/**
 * Offline reading (issue 24): a Workbox service worker, registered after the page has loaded and the
 * browser is idle, and the web manifest. See ARCHITECTURE.md, "Offline reading".
 */
export default function offlinePlugin(): Plugin {
  return {
    name: 'offline',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'link', attributes: {rel: 'manifest', href: `${site.baseUrl}${MANIFEST_FILE}`}},
        {tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLOR}},
      ],
    }),
    async postBuild({outDir, baseUrl, generatedFilesDir, plugins}) {
      const searchIndex = await searchIndexFiles(plugins.map((plugin) => plugin.name));
      console.log(`[offline] ${writeOffline(outDir, baseUrl, searchIndex, generatedFilesDir)}`);
    },
  };
}
