import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import {BROWSER_ARGS, serve} from './perf/page-weight';
import {root} from './perf/anchors';
(async () => {
  const {default: lighthouse} = await import('lighthouse');
  const s = await serve(path.join(root, 'build'), {gzip: true, headers: true});
  const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', headless: true, userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), args: BROWSER_ARGS});
  for (const route of process.argv.slice(2)) {
    const page = await browser.newPage();
    const r = await lighthouse(`${s.origin}${encodeURI(route)}`, {output: 'json', logLevel: 'error', onlyCategories: ['performance']}, undefined, page);
    const a = r!.lhr.audits as any;
    console.log('==', route, 'perf', r!.lhr.categories.performance!.score, 'TBT', a['total-blocking-time'].numericValue, 'bench', r!.lhr.environment.benchmarkIndex);
    console.log(' mainthread', (a['mainthread-work-breakdown'].details?.items ?? []).map((i: any) => `${i.group}=${Math.round(i.duration)}`).join(' '));
    console.log(' longtasks', (a['long-tasks'].details?.items ?? []).slice(0, 8).map((i: any) => `${decodeURIComponent(i.url.split('/').pop())}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(' '));
    console.log(' dom', a['dom-size']?.numericValue);
    await page.close();
  }
  await browser.close(); await s.close();
})();
