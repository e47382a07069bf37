/**
 * `npx tsx scripts/perf/planner.ts` (after a build): how long the opening planner takes to re-plan
 * on a phone-class CPU. Chromium's CPU is slowed 4× through the DevTools protocol (Lighthouse's
 * mobile setting); each re-plan is timed in the page from the click on a step's ↓ button to the
 * new era times in the DOM (worker, message and React render included). Each time is also divided
 * by the machine's contention just before it (scripts/perf/inp.ts: 1 on a quiet machine). Writes
 * reports/planner.md and exits 1 when the normalised median is over LIMIT_MS.
 */
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {median, writeReport} from '../report';
import {root} from './anchors';
import {contention} from '../lib/contention';
import {launch} from '../lib/browser';
import {serve} from '../serve-build';

const LIMIT_MS = 50;
const ROUNDS = 15;
const ROUTE = '/docs/数据/开局推演';

/** Clicks the ↓ of step `i` and resolves with the milliseconds until the summary line changes. */
function timedEdit(i: number): Promise<number> {
  const summary = document.querySelector('[data-testid="planner-summary"]')!;
  const before = summary.textContent;
  const button = document.querySelector<HTMLButtonElement>(`[data-step="${i}"] [data-action="down"]`)!;
  return new Promise((resolve) => {
    let started = 0;
    const observer = new MutationObserver(() => {
      if (summary.textContent === before) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(summary, {childList: true, subtree: true, characterData: true});
    started = performance.now();
    button.click();
  });
}

async function main(): Promise<void> {
  // --dir: another build (to compare one before a change with one after, in the same run).
  const {values} = parseArgs({options: {dir: {type: 'string', default: path.join(root, 'build')}}});
  const site = await serve(path.resolve(values.dir!));
  const browser = await launch();
  try {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${site.origin}${encodeURI(ROUTE)}`, {waitUntil: 'networkidle'});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // The first edit loads the planner's code and starts its worker: timed apart.
    const first = await page.evaluate(timedEdit, 0);
    const times: number[] = [];
    const normalised: number[] = [];
    const worker: number[] = [];
    // Moving step 1 down and back (steps 0 and 1 swap each time), so every round changes the plan.
    for (let round = 0; round < ROUNDS; round++) {
      const share = contention();
      times.push(await page.evaluate(timedEdit, 0));
      normalised.push(times.at(-1)! / share);
      worker.push(Number(await page.locator('[data-worker-ms]').getAttribute('data-worker-ms')));
    }
    const fair = median(normalised);
    const worst = Math.max(...times);
    const verdict = fair <= LIMIT_MS ? '达标' : '超标';
    writeReport(
      'planner',
      [
        `# 开局推演：重算一次的时间`,
        '',
        `Chromium，CPU 降速 4 倍（Lighthouse 的手机设定），${ROUTE}，从点击一步的 ↓ 到页面上的时代时间更新（worker 推演、传回和 React 渲染都算在内）。`,
        '',
        `| 项目 | 毫秒 |`,
        `| --- | ---: |`,
        `| 第一次（加载推演代码、启动 worker） | ${first.toFixed(1)} |`,
        `| 之后 ${ROUNDS} 次的中位数 | ${median(times).toFixed(1)} |`,
        `| 同上，按机器繁忙倍数折算到空闲机器 | ${fair.toFixed(1)} |`,
        `| 之后 ${ROUNDS} 次的最大值 | ${worst.toFixed(1)} |`,
        `| 其中 worker 推演的中位数 | ${median(worker).toFixed(1)} |`,
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
