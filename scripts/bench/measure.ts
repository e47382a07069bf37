/**
 * What the scale benchmark measures on a built or running copy of the site: a cold build's wall
 * and CPU time and peak memory, the search index's files, the largest page, and the dev server's
 * start and refresh after a data edit.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../src/plugins/files-under';
import {launch} from '../lib/browser';
import {gzipBytes as gz, median} from '../report';
import {measureQueries} from '../search-index-size';

export interface BuildFigures {
  wallSeconds: number;
  cpuSeconds: number;
  /** Largest resident set of one process (GNU time's "Maximum resident set size"). */
  maxRssMb: number;
  /** Largest sum of the resident sets of the build's whole process tree, sampled every 200 ms. */
  treeRssMb: number;
  /** Docusaurus's own phase timings (DOCUSAURUS_PERF_LOGGER), in seconds of wall time. */
  phases: [string, number][];
  /** The build's step (`Build > zh-Hans > SSG`) under way when the process tree's memory peaked. */
  peakPhase?: string;
  /** Each build step in order, with the process tree's largest resident set (MB) while it ran. */
  stepPeaks: [string, number][];
}

/** A step of the build itself (`Build > zh-Hans > postBuild()`), not one of its parts. */
const STEP = /^\[PERF\] (Build > [^>]+ > [^>]+) - /m;

/** A step's name without the build and locale (`Build > zh-Hans > SSG` → `SSG`). */
export const stepName = (step: string): string => step.replace(/^Build > [^>]+ > /, '');

/** The first step to end at or after `at` (ms), from [time it was printed, line] pairs. */
export function stepAt(lines: readonly [number, string][], at: number): string | undefined {
  const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');
  return lines.filter(([t, line]) => t >= at && STEP.test(plain(line))).map(([, l]) => STEP.exec(plain(l))![1])[0];
}

/**
 * The largest of `samples` ([time, MB]) taken during each step, in the order the steps ran; a
 * sample belongs to the first step to end at or after it (the steps run one after another).
 */
export function stepPeaks(
  lines: readonly [number, string][],
  samples: readonly [number, number][],
): [string, number][] {
  const peaks = new Map<string, number>();
  for (const [t, mb] of samples) {
    const step = stepAt(lines, t);
    if (step) peaks.set(step, Math.max(peaks.get(step) ?? 0, mb));
  }
  return [...peaks];
}

/** `[PERF] Load site > Load plugins > Load game-data > loadContent() - 1.20 seconds!` → [label, seconds]. */
export function perfPhases(output: string): [string, number][] {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return [...plain.matchAll(/^\[PERF\] (.+) - ([\d.]+) (ms|seconds)/gm)].map(([, label, n, unit]) => [
    label!,
    Number(n) / (unit === 'ms' ? 1000 : 1),
  ]);
}

/** The resident set (kB) of `pid` and all its descendants, from /proc. */
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      // Field 24 (rss, in pages) is fields[21] after the name.
      rss.set(pid, (Number(fields[21]) * 4096) / 1024);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command` under GNU time in `cwd` and returns its figures; rejects on a non-zero exit. */
export function timedRun(command: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-v', ...command], {cwd, env: {...process.env, ...env}});
    let err = '';
    let out = '';
    let perf = '';
    let peak = 0;
    let peakAt = 0;
    const lines: [number, string][] = [];
    const samples: [number, number][] = [];
    const sampler = setInterval(() => {
      const rss = treeRssKb(child.pid!);
      samples.push([performance.now(), rss / 1024]);
      if (rss > peak) [peak, peakAt] = [rss, performance.now()];
    }, 200);
    child.stdout.on('data', (c: Buffer) => {
      out = (out + c.toString()).slice(-20_000);
      perf += c.toString();
      for (const line of c.toString().split('\n')) if (line.includes('[PERF]')) lines.push([performance.now(), line]);
    });
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-20_000)));
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${command.join(' ')} 失败（退出码 ${code}）：\n${out}\n${err}`));
      const num = (label: string) => Number(new RegExp(`${label}[^:]*: ([\\d.]+)`).exec(err)?.[1] ?? NaN);
      resolve({
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds: num('User time') + num('System time'),
        maxRssMb: num('Maximum resident set size') / 1024,
        treeRssMb: peak / 1024,
        phases: perfPhases(perf),
        peakPhase: stepAt(lines, peakAt),
        stepPeaks: stepPeaks(lines, samples),
      });
    });
  });
}

export interface SearchFigures {
  files: number;
  rawKb: number;
  gzipKb: number;
  /** The file fetched on first use (search-index-<hash>.json), gzipped. */
  firstGzipKb: number;
  largestGzipKb: number;
  /** The most one query downloads from a fresh start (first file and shards), gzipped: box and /search. */
  worstQuery?: {query: string; limit: number; gzipKb: number};
}

/**
 * Every search-index*.json the build wrote, whatever its split, and the most one query downloads
 * (scripts/search-index-size.ts: every name the index knows and the long questions).
 */
export async function searchFigures(buildDir: string, {queries = true} = {}): Promise<SearchFigures> {
  const figures = searchFileFigures(buildDir);
  if (!queries || !fs.readdirSync(buildDir).some((f) => /^search-index-[0-9a-f]+\.t\d+\.json$/.test(f))) return figures;
  const [worst] = await measureQueries(buildDir);
  return worst
    ? {...figures, worstQuery: {query: worst.query, limit: worst.limit, gzipKb: worst.gzipBytes / 1024}}
    : figures;
}

function searchFileFigures(buildDir: string): SearchFigures {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  const sizes = files.map((f) => {
    const raw = fs.readFileSync(path.join(buildDir, f));
    return {f, raw: raw.length, gz: gz(raw)};
  });
  const first = sizes.find((s) => /^search-index-[0-9a-f]+\.json$/.test(s.f));
  return {
    files: files.length,
    rawKb: sizes.reduce((a, s) => a + s.raw, 0) / 1024,
    gzipKb: sizes.reduce((a, s) => a + s.gz, 0) / 1024,
    firstGzipKb: (first?.gz ?? 0) / 1024,
    largestGzipKb: Math.max(0, ...sizes.map((s) => s.gz)) / 1024,
  };
}

export interface PageFigures {
  pages: number;
  largest: string;
  htmlKb: number;
  htmlGzipKb: number;
  /** The scripts the page's HTML names (entry and route chunks), gzipped. */
  jsGzipKb: number;
  jsFiles: number;
}

/** The largest built page by HTML bytes, and the JavaScript its HTML names. */
export function largestPage(buildDir: string): PageFigures {
  const pages = filesUnder(buildDir, /\.html$/);
  const [largest] = pages.map((file) => ({file, size: fs.statSync(file).size})).sort((a, b) => b.size - a.size);
  if (!largest) throw new Error(`${buildDir} 里没有页面，请先构建`);
  const html = fs.readFileSync(largest.file, 'utf8');
  const scripts = new Set([...html.matchAll(/["'(](\/assets\/js\/[^"'()\s]+\.js)/g)].map((m) => m[1]!));
  const js = [...scripts].map((src) => path.join(buildDir, src)).filter((f) => fs.existsSync(f));
  return {
    pages: pages.length,
    largest: path.relative(buildDir, largest.file),
    htmlKb: largest.size / 1024,
    htmlGzipKb: gz(html) / 1024,
    jsGzipKb: js.reduce((a, f) => a + gz(fs.readFileSync(f)), 0) / 1024,
    jsFiles: js.length,
  };
}

export interface DevFigures {
  startSeconds: number;
  /** The median of `refreshes`. */
  refreshSeconds: number;
  /** Each edit's seconds, in order (the first one after start can be slower). */
  refreshes?: number[];
  failed?: boolean;
}

/** Waits until `probe` holds (a probe that throws does not yet); after `timeoutMs`, throws with the log's end. */
async function until(what: string, timeoutMs: number, log: () => string, probe: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}：${timeoutMs / 1000} 秒内没有等到\n${log().slice(-3000)}`);
}

const PAGE = '/docs/数据/单位/militia';

/**
 * `docusaurus start` in `dir`: seconds until a page is served, then, `edits` times, seconds from an
 * edit of 民兵's train_time in data/units.yaml to the open page showing it (its stat list).
 * train_time is no combat stat, so the edit cannot trip the balance checks at any scale.
 */
export async function devFigures(dir: string, port: number, edits = 1): Promise<DevFigures> {
  let log = '';
  const started = performance.now();
  const server: ChildProcess = spawn(
    path.join(dir, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: dir, detached: true, env: {...process.env, BROWSER: 'none'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  server.stdout!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-10_000)));
  server.stderr!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-10_000)));
  const browser = await launch();
  const file = path.join(dir, 'data', 'units.yaml');
  const yaml = fs.readFileSync(file, 'utf8');
  try {
    const url = `http://127.0.0.1:${port}${encodeURI(PAGE)}`;
    await until(
      '开发服务器启动',
      900_000,
      () => log,
      async () => (await fetch(url)).ok,
    );
    const startSeconds = (performance.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(url, {waitUntil: 'domcontentloaded'});
    const text = () => page.locator('article').innerText();
    await until(
      '民兵的页面',
      120_000,
      () => log,
      async () => (await text()).includes('训练'),
    );
    const refreshes: number[] = [];
    for (let i = 0; i < edits; i++) {
      // Each edit starts on an idle server: nothing printed for 3 s (the last edit's reloads are over).
      await quiet(() => log);
      refreshes.push(await editAndWait(file, text, () => log));
    }
    return {startSeconds, refreshSeconds: median(refreshes), refreshes};
  } finally {
    fs.writeFileSync(file, yaml);
    await browser.close();
    // Until it has exited (10 s at most): on SIGTERM webpack still writes its cache into the copy,
    // which its removal then trips over (ENOTEMPTY).
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    } catch {
      // already gone
    }
  }
}

/** Until the server has printed nothing for 3 s. */
async function quiet(log: () => string): Promise<void> {
  let last = log();
  let since = performance.now();
  await until('开发服务器空闲', 300_000, log, async () => {
    if (log() !== last) [last, since] = [log(), performance.now()];
    return performance.now() - since > 3000;
  });
}

/** Sets 民兵's train_time to a value the page does not show yet; seconds until the page shows it. */
async function editAndWait(file: string, text: () => Promise<string>, log: () => string): Promise<number> {
  const before = await text();
  const yaml = fs.readFileSync(file, 'utf8');
  const at = /- id: militia\n(?: {4}.*\n)*? {4}train_time: (\d+)\n/.exec(yaml)!;
  let next = Number(at[1]) + 1;
  while (before.includes(`${next} 秒`)) next++;
  const edited = at[0].replace(/train_time: \d+/, `train_time: ${next}`);
  const edit = performance.now();
  fs.writeFileSync(file, yaml.replace(at[0], edited));
  await until(`民兵的训练时间变成 ${next} 秒`, 300_000, log, async () => (await text()).includes(`${next} 秒`));
  return (performance.now() - edit) / 1000;
}
