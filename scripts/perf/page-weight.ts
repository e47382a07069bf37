/**
 * What the first visit of a page downloads in JS and CSS, gzipped: measured in Chromium (the
 * route chunks are fetched by the runtime, not listed in the HTML), counting every script and
 * stylesheet response once, gzipped at level 9 as our hosts would. Bytes, not seconds: the same
 * build always gives the same figures, so a test can keep a budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {gzipBytes} from '../report';
import {root} from './anchors';

export interface Weight {
  js: number;
  css: number;
  total: number;
  /** Elements in the page's body once it has loaded and hydrated, counted as Lighthouse's dom-size does. */
  elements: number;
  files: {url: string; type: 'js' | 'css'; gzip: number}[];
}

/**
 * Allowed total for every page type, relative to the plain Docusaurus doc page. The 149 entity
 * pages pushed the largest data page to 1.16× (their routes, and the sidebar every docs page
 * loads); the docs plugin's version data without its per-doc list, medium-zoom only where there is
 * an image, and no base-URL banner brought it to 1.12× (2026-11-24). The tool pages, icons and the
 * offline client then pushed five page types to 1.16–1.19× (2026-11-26); each page's CSS modules
 * loading with that page (src/plugins/page-styles), the service worker registered without
 * workbox-window, the comparison page without the icons' code, and a sidebar that lists the data
 * tables but not their rows' pages brought every page type back under 1.15×, the comparison page
 * highest at 1.14× (2026-11-26).
 */
export const BUDGET_RATIO = 1.15;
/**
 * Allowed elements in the body of each page type, at a phone's width. Every element costs style,
 * layout and hydration time; Lighthouse flags pages from 800 elements and calls 1,400 excessive.
 * Each budget is what the page type had when it was set (issue 12, in the comments) plus room for
 * ordinary growth: a page type that needs more should say why here.
 */
export const ELEMENT_BUDGET: Record<string, number> = {
  home: 300, // 144 when set
  intro: 600, // 286
  // The largest data table (48 units × 14 columns): 1,148 when set, kept under Lighthouse's 1,400;
  // 1,355 with every name a link to its page (2026-11-24).
  data: 1400,
  faction: 700, // 352
  download: 800, // 523: a row per installer, each with size and SHA-256
  post: 400, // 168
  guide: 1100, // 733: the authoring guide shows every content feature
  comparison: 700, // 313 when set (issue 15): picker, stats table and fights of two units
  entity: 400, // 201 when set (issue 15): a unit's page, the longest kind
  techtree: 1200, // issue 27: 40 technologies with what each unlocks and improves, and the faction matrix
  // The opening planner (issue 27): a recommended order of some 70 steps, each with its three
  // buttons, two charts and the era table.
  planner: 1000,
  patches: 500, // issue 27: four pickers and a table of the changes between two releases
};

/** Pages of 数据/ that are tools, not tables: measured as their own page types. */
const TOOL_PAGES = ['对比', '科技树', '版本对比', '开局推演'];

/** The page types of issue 8, resolved against our build. */
export function pageTypes(
  buildDir = path.join(root, 'build'),
): {key: keyof typeof ELEMENT_BUDGET; name: string; route: string}[] {
  const dataDir = path.join(buildDir, 'docs', '数据');
  const largestData = fs
    .readdirSync(dataDir)
    // The tools (comparison, tech tree, patch comparison, planner) are page types of their own.
    .filter((f) => f.endsWith('.html') && !TOOL_PAGES.includes(f.replace(/\.html$/, '')))
    .map((f) => ({f, size: fs.statSync(path.join(dataDir, f)).size}))
    .sort((a, b) => b.size - a.size)[0]!
    .f.replace(/\.html$/, '');
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const post = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)]
    .map((m) => decodeURIComponent(m[1]!))
    .find((route) => !/\/blog\/(tags|archive|page|authors)(\/|$)/.test(route) && route !== '/blog/index');
  if (!post) throw new Error('sitemap.xml 里没有博客文章');
  return [
    {key: 'home', name: '首页', route: '/'},
    {key: 'intro', name: '介绍', route: '/docs'},
    {key: 'data', name: `最大的数据页（${largestData}）`, route: `/docs/数据/${largestData}`},
    {key: 'faction', name: '阵营页', route: '/docs/阵营/赤岚王朝'},
    {key: 'download', name: '下载页', route: '/download'},
    {key: 'post', name: '博客文章', route: post},
    {key: 'guide', name: '编写指南', route: '/markdown-page'},
    {key: 'comparison', name: '单位对比', route: '/docs/数据/对比'},
    {key: 'entity', name: '单位页', route: '/docs/数据/单位/spearman'},
    {key: 'techtree', name: '科技树', route: '/docs/数据/科技树'},
    {key: 'planner', name: '开局推演', route: '/docs/数据/开局推演'},
    {key: 'patches', name: '版本对比', route: '/docs/数据/版本对比'},
  ];
}

/** Loads `url` in a fresh context and sums the gzipped JS and CSS it fetched. */
export async function measure(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  const files = new Map<string, {url: string; type: 'js' | 'css'; gzip: number}>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then(
          (body) =>
            void files.set(response.url(), {
              url: response.url(),
              type: type === 'script' ? 'js' : 'css',
              gzip: gzipBytes(body),
            }),
        )
        .catch(() => undefined),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Hydration can end after the network is idle (the server's HTML and React's can differ by a
  // few dozen elements, and hydration may fetch more code): count once the page has held still
  // for a second, as Lighthouse's dom-size sees it at the end of its run.
  const count = () => page.evaluate(() => document.body.querySelectorAll('*').length + 1);
  let elements = await count();
  for (let stable = 0, waited = 0; stable < 4 && waited < 10_000; waited += 250) {
    await page.waitForTimeout(250);
    const now = await count();
    stable = now === elements ? stable + 1 : 0;
    elements = now;
  }
  await Promise.all(pending);
  await context.close();
  const list = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const js = list.filter((f) => f.type === 'js').reduce((s, f) => s + f.gzip, 0);
  const css = list.filter((f) => f.type === 'css').reduce((s, f) => s + f.gzip, 0);
  return {js, css, total: js + css, elements, files: list};
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
