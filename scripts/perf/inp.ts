/**
 * `npm run perf:inp`: Interaction to Next Paint (issue 28) of the interactions a reader repeats, on
 * the production build served gzipped with the deployed headers, in Chromium with the CPU slowed
 * 4× (Lighthouse's mobile preset) through CDP:
 * - sorting the largest data table by a column, and filtering it by a menu (keyboard);
 * - typing in the search box (every key, once its code has loaded);
 * - opening a hover card with a tap on a table's link (a phone);
 * - picking a unit on the comparison page (a name and Enter);
 * - opening the sidebar menu at 390 px.
 * Each interaction's INP is the longest `event` PerformanceEventTiming entry of its interactions
 * (what web-vitals' onINP reports for one interaction): from the input to the next paint, once the
 * page has settled (network idle and an idle callback), without the offline worker. Rounds are
 * interleaved (round 1 runs every interaction once, then round 2 …), each in a fresh page; each
 * round is also divided by the machine's contention() measured just before it, and each
 * interaction keeps the median of both. Writes reports/inp.md.
 *
 * `--gate` exits 1 when an interaction's normalised median is over its bar (gateOf: GATE_MS, or GATE_EXCEPTIONS). `--runs <n>` sets the rounds (5),
 * `--dir <build dir>` measures another build (the 10× site: `npm run bench:scale -- --generate-only 10
 * --out <dir>`, `npm run build` there, then `--dir <dir>/build --report inp-10x`; or in one go
 * `npm run bench:scale -- --sizes 10 --no-dev --inp`), `--report <name>` names the report (inp).
 */
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser, Locator, Page} from '@playwright/test';
import {endGate, interleaved, median, writeReport} from '../report';
import {root} from './anchors';
import {serve} from '../serve-build';
import {launch} from '../lib/browser';
import {contention} from '../lib/contention';
import {pageTypes} from './page-weight';

/** Issue 28's target for every interaction. */
export const TARGET_MS = 100;
/**
 * The bar of `--gate`: the target, for each interaction's median of the rounds normalised by the
 * machine's contention (see contention() and ARCHITECTURE.md, "Interactions under 100 ms").
 */
export const GATE_MS = TARGET_MS;

/**
 * Interactions whose bar is above the target for now, each with why: the gate still fails them when
 * they get slower. Take one out once it is under the target on a quiet machine. The bars are about
 * 1.3 × the highest median of eight runs on a quiet machine (2026-11-29, Chromium 156, builds of
 * b8358f3 and bb24cc3): b8358f3, whose sort measured 86–103 ms in earlier runs, measured 120–176.
 * Search's then rose to 144 ms in the closing CI of 5f464b8 (rounds 120–224 ms), with no change
 * to search since the 86 ms of 9cbdc0d's: its bar is 1.3 × that.
 */
const SLOWER_BROWSER =
  'Chromium 156 在这台 2 核机器上比先前慢约 1.4 倍（同一提交的排序中位由 86–103 ms 变成 120–176 ms）';
export const GATE_EXCEPTIONS: Readonly<Record<string, {ms: number; why: string}>> = {
  card: {ms: 150, why: `${SLOWER_BROWSER}，八次中位 81–113 ms`},
  search: {ms: 190, why: `${SLOWER_BROWSER}，八次中位 66–109 ms，此后一次 CI 的中位 144 ms`},
  sidebar: {ms: 130, why: `${SLOWER_BROWSER}，八次中位 54–95 ms`},
};

/** The bar `--gate` holds an interaction to. */
export const gateOf = (key: string): number => GATE_EXCEPTIONS[key]?.ms ?? GATE_MS;
export const CPU_SLOWDOWN = 4;

interface Scenario {
  key: string;
  name: string;
  route: string;
  width?: number;
  touch?: boolean;
  /** Gets the page ready (hydrated, code loaded): not measured. */
  prepare?: (page: Page) => Promise<void>;
  /** The interactions measured. */
  act: (page: Page) => Promise<void>;
}

/**
 * A click as a reader makes it: the pointer is over the target first (its hover handled in earlier
 * frames), then pressed and released. Playwright's `click()` would move, check the target with a
 * listener of its own and press in one task, and that task is what INP measures.
 */
async function click(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.down();
  await page.mouse.up();
}

/** A tap on a phone, without Playwright's own checks of the target in the measured task. */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
const searchBox = (page: Page) => page.locator('input.navbar__search-input').filter({visible: true});

/** Hydrated, and the table's filters enabled: the table takes input. */
const tableReady = async (page: Page) => {
  await hydrated(page);
  await page.locator('select:not([disabled])').first().waitFor();
};

const sortScenario = (data: string): Scenario => ({
  key: 'sort',
  name: '数据表排序（点表头）',
  route: data,
  prepare: tableReady,
  act: async (page) => {
    await click(page, page.locator('thead button').nth(6));
    await page.locator('th[aria-sort="ascending"]').waitFor();
  },
});

const filterScenario = (data: string): Scenario => ({
  key: 'filter',
  name: '数据表筛选（键盘选菜单）',
  route: data,
  prepare: async (page) => {
    await tableReady(page);
    await page.locator('select').last().focus();
  },
  act: async (page) => {
    await page.keyboard.press('ArrowDown');
    await page
      .locator('select')
      .last()
      .evaluate((s: HTMLSelectElement) => s.value !== '' || Promise.reject(new Error('菜单没有变')));
  },
});

const searchScenario = (): Scenario => ({
  key: 'search',
  name: '在搜索框里打字',
  route: '/docs',
  prepare: async (page) => {
    await hydrated(page);
    await searchBox(page).click();
    await page.locator('.navbar__search[class*="searchIndexLoading"]').waitFor({state: 'detached'});
  },
  act: async (page) => {
    await searchBox(page).pressSequentially('changqiang');
    await page.getByRole('option').first().waitFor();
  },
});

const cardScenario = (data: string): Scenario => ({
  key: 'card',
  name: '打开悬停卡片（手机上点链接）',
  route: data,
  touch: true,
  prepare: tableReady,
  act: async (page) => {
    await tap(page, page.locator('tbody a').first());
    await page.locator('[data-entity-card]').waitFor();
  },
});

const compareScenario = (): Scenario => ({
  key: 'compare',
  name: '对比页选一个单位',
  route: '/docs/数据/对比',
  prepare: async (page) => {
    await hydrated(page);
    const names = await page
      .locator('datalist option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // A trailing space: a whole name would be picked as it is filled (a pick from the list).
    await page
      .getByPlaceholder('输入单位名称')
      .last()
      .fill(`${names.at(-1)!} `);
  },
  act: async (page) => {
    const before = await page.getByPlaceholder('输入单位名称').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('input[placeholder="输入单位名称"]').length !== n,
      before,
    );
  },
});

const sidebarScenario = (data: string): Scenario => ({
  key: 'sidebar',
  name: '打开侧边菜单（390 px）',
  route: data,
  width: 390,
  prepare: hydrated,
  act: async (page) => {
    await click(page, page.getByRole('button', {name: '切换导航栏'}));
    // The drawer opens at once; its menus follow in a transition (src/theme/Navbar/MobileSidebar).
    await page.locator('.navbar-sidebar a.menu__link[aria-current="page"]').last().waitFor();
  },
});

export function scenarios(buildDir: string): Scenario[] {
  const data = pageTypes(buildDir).find((p) => p.key === 'data')!.route;
  return [
    sortScenario(data),
    filterScenario(data),
    searchScenario(),
    cardScenario(data),
    compareScenario(),
    sidebarScenario(data),
  ];
}

/** Collects the page's event timing entries that belong to an interaction. */
function observeInteractions(): void {
  const w = window as unknown as {__interactions: {name: string; duration: number; id: number}[]};
  w.__interactions = [];
  new PerformanceObserver((list) => {
    // interactionId: in Chromium's entries, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & {interactionId?: number})[])
      if (e.interactionId) w.__interactions.push({name: e.name, duration: e.duration, id: e.interactionId});
  }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);
}

/** One round of one scenario in a fresh page: the longest interaction's duration (0: under 16 ms). */
export async function measureOnce(browser: Browser, origin: string, s: Scenario): Promise<number> {
  const context = await browser.newContext({
    viewport: {width: s.width ?? 412, height: 823},
    ...(s.touch ? {hasTouch: true, isMobile: true} : {}),
    // The offline worker's first visit fetches 500 files (the test server gzips each): on a 2-core
    // machine that runs beside the interaction and measures the machine, not the page.
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(`${origin}${encodeURI(s.route)}`, {waitUntil: 'load'});
    await s.prepare?.(page);
    // A reader who acts once the page has settled: not while its route chunks still arrive.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, {timeout: 2000})));
    await page.evaluate(observeInteractions);
    await s.act(page);
    // Entries arrive after the next paint: wait two frames, then a moment for the observer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
    );
    const entries = await page.evaluate(
      () => (window as unknown as {__interactions: {duration: number}[]}).__interactions,
    );
    return Math.max(0, ...entries.map((e) => e.duration));
  } finally {
    await context.close();
  }
}

export interface InpResult {
  key: string;
  name: string;
  route: string;
  /** Median of the rounds as measured, and of the rounds each divided by its contention(). */
  median: number;
  normalised: number;
  rounds: {ms: number; contention: number}[];
}

export async function measureInp(buildDir: string, runs: number): Promise<InpResult[]> {
  const server = await serve(buildDir, {gzip: true, headers: true});
  const browser = await launch();
  const list = scenarios(buildDir);
  let rounds: InpResult['rounds'][];
  try {
    rounds = await interleaved('INP', list, runs, async (s) => {
      const share = contention();
      return {ms: await measureOnce(browser, server.origin, s), contention: share};
    });
  } finally {
    await browser.close();
    await server.close();
  }
  return list.map((s, i) => ({
    key: s.key,
    name: s.name,
    route: s.route,
    median: median(rounds[i]!.map((r) => r.ms)),
    normalised: median(rounds[i]!.map((r) => r.ms / r.contention)),
    rounds: rounds[i]!,
  }));
}

const ms = (n: number) => (n < 16 ? '< 16 ms' : `${Math.round(n)} ms`);

export function inpTable(results: InpResult[]): string {
  return [
    '| 交互 | 页面 | 中位（实测） | 中位（折算到空闲机器） | 各轮（实测 ÷ 机器繁忙倍数） | 门槛 |',
    '| --- | --- | ---: | ---: | --- | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.route} | ${ms(r.median)} | ${ms(r.normalised)} | ${r.rounds.map((x) => `${ms(x.ms)} ÷ ${x.contention.toFixed(1)}`).join('，')} | ${r.normalised <= gateOf(r.key) ? '✓' : '✗'} ${gateOf(r.key)} ms${GATE_EXCEPTIONS[r.key] ? '（暂定，目标 100 ms）' : ''} |`,
    ),
  ].join('\n');
}

/** What fails the gate: each interaction whose normalised median is over its bar. */
export function inpGate(results: InpResult[]): string[] {
  return results
    .filter((r) => r.normalised > gateOf(r.key))
    .map(
      (r) =>
        `${r.name}（${r.route}）：INP 中位折算后 ${Math.round(r.normalised)} ms（实测 ${Math.round(r.median)} ms），高于 ${gateOf(r.key)} ms（各轮：${r.rounds.map((x) => `${Math.round(x.ms)} ÷ ${x.contention.toFixed(1)}`).join('，')}）`,
    );
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      gate: {type: 'boolean', default: false},
      runs: {type: 'string', default: '5'},
      dir: {type: 'string', default: path.join(root, 'build')},
      report: {type: 'string', default: 'inp'},
    },
  });
  const dir = path.resolve(values.dir!);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const results = await measureInp(dir, Math.max(1, Number(values.runs)));
  writeReport(
    values.report!,
    `# INP（CPU ${CPU_SLOWDOWN} 倍减速，${values.runs} 轮取中位）\n\n${new Date().toISOString()}，构建：${path.relative(root, dir) || dir}，测量开始时负载 ${load}（${os.cpus().length} 核）\n\n${inpTable(results)}\n`,
  );
  if (!values.gate) return;
  const excepted = Object.entries(GATE_EXCEPTIONS).map(([key, {ms, why}]) => `${key} 不超过 ${ms} ms（${why}）`);
  endGate(
    'INP',
    inpGate(results),
    `每种交互的中位都在门槛内：${[...excepted, `其余不超过 ${GATE_MS} ms`].join('；')}。`,
  );
}

if (require.main === module) void main();
