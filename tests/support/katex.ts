import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {root} from './site';

const katexDist = path.join(root, 'node_modules/katex/dist');

/** The pinned KaTeX folder on jsDelivr, whose files (stylesheet, math fonts) we stand in for. */
export const KATEX_CDN_PATTERN = 'https://cdn.jsdelivr.net/npm/katex@*/dist/**';

/** The bytes and type of a KaTeX CDN file, from node_modules (the CDN is unreachable in CI). */
export function katexCdnFile(url: string): {body: Buffer; contentType: string; name: string} {
  const file = path.join(katexDist, new URL(url).pathname.replace(/^.*\/dist\//, ''));
  const contentType = file.endsWith('.css') ? 'text/css' : /\.(woff2?|ttf)$/.test(file) ? `font/${path.extname(file).slice(1)}` : 'application/octet-stream';
  return {body: fs.readFileSync(file), contentType, name: path.basename(file)};
}

/** The CDN is unreachable in CI: answer its requests with the same bytes from node_modules. */
export async function serveKatexFromNodeModules(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(KATEX_CDN_PATTERN, async (route) => {
    const {body, contentType, name} = katexCdnFile(route.request().url());
    served.push(name);
    await route.fulfill({body, contentType, headers: {'Access-Control-Allow-Origin': '*'}});
  });
  return served;
}
