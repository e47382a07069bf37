/**
 * `npx tsx scripts/perf/planner.ts` (after a build): how long the opening planner takes to re-plan
 * on a phone-class CPU. Chromium's CPU is slowed 4× through the DevTools protocol (Lighthouse's
 * mobile setting); each re-plan is timed in the page from the click on a step's ↓ button to the
 * end of the frame that shows the new plan (worker, message, React render, layout and paint), with
 * a pause between edits so that no edit waits for the last one's frame. That throttling slows
 * the page's thread only, not its worker (measured here on each run: Chromium 156 runs the worker
 * at full speed), while a phone is as slow in both; so each time also gets the worker's missing
 * slowdown added, from the milliseconds the worker reports. Each time is then divided by the
 * machine's contention just before it (scripts/perf/inp.ts: 1 on a quiet machine). Writes
 * reports/planner.md and exits 1 when that median is over LIMIT_MS.
 */
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {CDPSession, Page} from '@playwright/test';
import {median, writeReport} from '../report';
import {root} from './anchors';
import {contention} from '../lib/contention';
import {launch} from '../lib/browser';
import {serve} from '../serve-build';

const LIMIT_MS = 50;
const CPU_SLOWDOWN = 4;
const ROUNDS = 15;
/** Between edits, as a reader pauses to read the new plan. */
const PAUSE_MS = 300;
const ROUTE = '/docs/数据/开局推演';

/**
 * Clicks the ↓ of step `i`; resolves with the milliseconds until the summary line changes and
 * until the frame after that change has been drawn (a task queued from its animation frame).
 */
function timedEdit(i: number): Promise<{dom: number; frame: number}> {
  const summary = document.querySelector('[data-testid="planner-summary"]')!;
  const before = summary.textContent;
  const button = document.querySelector<HTMLButtonElement>(`[data-step="${i}"] [data-action="down"]`)!;
  return new Promise((resolve) => {
    let started = 0;
    const observer = new MutationObserver(() => {
      if (summary.textContent === before) return;
      observer.disconnect();
      const dom = performance.now() - started;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({dom, frame: performance.now() - started});
        channel.port2.postMessage(null);
      });
    });
    observer.observe(summary, {childList: true, subtree: true, characterData: true});
    started = performance.now();
    button.click();
  });
}

/** Milliseconds of a fixed busy loop in a new dedicated worker. */
function workerLoopMs(): Promise<number> {
  const source = `onmessage = () => {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x += i % 7;
    postMessage([performance.now() - t, x]);
  }`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<[number, number]>) => {
      worker.terminate();
      resolve(event.data[0]);
    };
    worker.postMessage(null);
  });
}

/** How many times slower the page's throttling makes a worker: the same loop, unthrottled and throttled, in turns. */
async function workerSlowdown(page: Page, cdp: CDPSession): Promise<number> {
  const ratios: number[] = [];
  for (let i = 0; i < 3; i++) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    const fast = await page.evaluate(workerLoopMs);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    ratios.push((await page.evaluate(workerLoopMs)) / fast);
  }
  return Math.min(CPU_SLOWDOWN, Math.max(1, median(ratios)));
}

async function main(): Promise<void> {
  // --dir: another build (to compare one before a change with one after, in the same run).
  const {values} = parseArgs({options: {dir: {type: 'string', default: path.join(root, 'build')}}});
  const site = await serve(path.resolve(values.dir!));
  const browser = await launch();
  try {
    // As in perf:inp: the offline worker's first visit would fetch the whole site beside the edits.
    const page = await browser.newPage({viewport: {width: 412, height: 823}, serviceWorkers: 'block'});
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${site.origin}${encodeURI(ROUTE)}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated]').waitFor({state: 'attached'});
    const slowdown = await workerSlowdown(page, cdp);
    // What a worker's millisecond lacks of a phone's: none when the throttling reaches the worker.
    const missing = CPU_SLOWDOWN / slowdown - 1;
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    // The reader taps a step they see: the list in view, as on a phone (the page's top then is not).
    await page.locator('[data-step="0"]').evaluate((step) => step.scrollIntoView({block: 'center'}));
    // The first edit loads the planner's code and starts its worker: timed apart.
    const first = await page.evaluate(timedEdit, 0);
    await page.waitForTimeout(PAUSE_MS);
    const dom: number[] = [];
    const frame: number[] = [];
    const phone: number[] = [];
    const normalised: number[] = [];
    const worker: number[] = [];
    // Moving step 1 down and back (steps 0 and 1 swap each time), so every round changes the plan.
    for (let round = 0; round < ROUNDS; round++) {
      const share = contention();
      const timed = await page.evaluate(timedEdit, 0);
      dom.push(timed.dom);
      frame.push(timed.frame);
      worker.push(Number(await page.locator('[data-worker-ms]').getAttribute('data-worker-ms')));
      phone.push(timed.frame + missing * worker.at(-1)!);
      normalised.push(phone.at(-1)! / share);
      // A reader reads the new plan before the next edit: this one's garbage and idle work are done.
      await page.waitForTimeout(PAUSE_MS);
    }
    const fair = median(normalised);
    const verdict = fair <= LIMIT_MS ? '达标' : '超标';
    writeReport(
      'planner',
      [
        `# 开局推演：重算一次的时间`,
        '',
        `Chromium，CPU 降速 4 倍（Lighthouse 的手机设定），${ROUTE}，从点击一步的 ↓ 到画出新推演的那一帧（worker 推演、传回、React 渲染、排版和绘制都算在内）；两次改动之间停 ${PAUSE_MS} ms。`,
        '',
        `| 项目 | 毫秒 |`,
        `| --- | ---: |`,
        `| 第一次到新的一帧（加载推演代码、启动 worker） | ${first.frame.toFixed(1)} |`,
        `| 之后 ${ROUNDS} 次，到页面文字更新的中位数 | ${median(dom).toFixed(1)} |`,
        `| 之后 ${ROUNDS} 次，到新的一帧的中位数 | ${median(frame).toFixed(1)} |`,
        `| 之后 ${ROUNDS} 次，到新的一帧的最大值 | ${Math.max(...frame).toFixed(1)} |`,
        `| 其中 worker 推演的中位数 | ${median(worker).toFixed(1)} |`,
        `| 补上 worker 在手机上慢的部分后的中位数 | ${median(phone).toFixed(1)} |`,
        `| 同上，按机器繁忙倍数折算到空闲机器 | ${fair.toFixed(1)} |`,
        '',
        `降速对 worker 的作用：同一段循环降速后慢 ${slowdown.toFixed(1)} 倍（页面本身慢 ${CPU_SLOWDOWN} 倍），所以 worker 的每毫秒再补 ${missing.toFixed(1)} 毫秒。`,
        '',
        `上限 ${LIMIT_MS} ms（折算后的中位数）：${verdict}。测量时机器的平均负载 ${os.loadavg()[0]!.toFixed(1)}（${os.cpus().length} 核）。`,
      ].join('\n'),
    );
    if (fair > LIMIT_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}

if (require.main === module) void main();
