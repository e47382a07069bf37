import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {root} from './site';

const katexDist = path.join(root, 'node_modules/katex/dist');

/** The CDN is unreachable in CI: answer its requests with the same bytes from node_modules. */
export async function serveKatexFromNodeModules(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route('https://cdn.jsdelivr.net/npm/katex@*/dist/**', async (route) => {
    const file = path.join(katexDist, new URL(route.request().url()).pathname.replace(/^.*\/dist\//, ''));
    served.push(path.basename(file));
    const type = file.endsWith('.css') ? 'text/css' : file.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream';
    await route.fulfill({body: fs.readFileSync(file), contentType: type, headers: {'Access-Control-Allow-Origin': '*'}});
  });
  return served;
}
