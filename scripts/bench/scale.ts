/**
 * `npm run bench:scale`: how the site grows with the game (issue 28). For each size (default 1×, 3×
 * and 10× today's game, scripts/bench/scale-site.ts) it generates a copy of the site, validates it
 * with the build's own checks, builds it cold and measures the build (wall, CPU, peak memory), the
 * search index, the largest page, and the dev server's start and refresh after a data edit; then
 * writes the table to reports/scale.md and prints it. A benchmark, not a timed test.
 *
 *   npm run bench:scale                          # 1×, 3×, 10× (10× takes a quarter of an hour)
 *   npm run bench:scale -- --sizes 1,3 --no-dev  # fewer sizes, no dev server
 *   npm run bench:scale -- --check               # generate + validate 1× and 3× only; measures
 *                                                # ./build if it exists (npm test runs this)
 *   npm run bench:scale -- --generate-only 10 --out /tmp/scale10   # just the copy (see scale-site.ts)
 *   npm run bench:scale -- --dev-only --sizes 1 --edits 5   # no build: the dev server's refresh
 *                                                           # after each of 5 YAML edits, and its median
 *   npm run bench:scale -- --sizes 1,10 --no-dev --inp      # and each build's INP (scripts/perf/inp.ts):
 *                                                           # its table per size in reports/scale.md
 *
 * Options: --sizes a,b,… · --no-dev · --no-queries (not each query's download, minutes at 10×) · --keep (keep the copies in the temp folder) ·
 * --dev-port N (default 4301) · --out DIR (with --generate-only) · --dev-only · --edits N (default 1) ·
 * --inp [--inp-runs N (default 5)]: the interactions of `npm run perf:inp` on each size's build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {writeReport} from '../report';
import {BUDGET} from '../search-index-size';
import {CPU_SLOWDOWN, inpTable, measureInp, type InpResult} from '../perf/inp';
import {generateScaledSite, SITE_DIR, validateScaledSite, type ScaledSite} from './scale-site';
import {
  devFigures,
  largestPage,
  searchFigures,
  stepName,
  timedRun,
  type BuildFigures,
  type DevFigures,
  type PageFigures,
  type SearchFigures,
} from './measure';

/** The options, from the command line (see the top). */
function parseOptions(args: string[]) {
  try {
    const {values} = parseArgs({
      args,
      options: {
        sizes: {type: 'string'},
        'no-dev': {type: 'boolean'},
        'no-queries': {type: 'boolean'},
        'dev-only': {type: 'boolean'},
        edits: {type: 'string', default: '1'},
        keep: {type: 'boolean', default: false},
        check: {type: 'boolean', default: false},
        'dev-port': {type: 'string', default: '4301'},
        'generate-only': {type: 'string'},
        out: {type: 'string'},
        inp: {type: 'boolean'},
        'inp-runs': {type: 'string'},
      },
    });
    const generateOnly = values['generate-only'];
    return {
      sizes: values.sizes?.split(',').map(Number) ?? (values.check ? [1, 3] : [1, 3, 10]),
      dev: !values['no-dev'],
      devOnly: values['dev-only'] ?? false,
      edits: Number(values.edits),
      keep: values.keep!,
      check: values.check!,
      devPort: Number(values['dev-port']),
      generateOnly: generateOnly === undefined ? undefined : Number(generateOnly),
      out: values.out,
      /** Measure what each query downloads (every name and question, from a fresh start: minutes at 10×). */
      queries: !values['no-queries'],
      /** Rounds of INP per size's build; 0: not measured. */
      inpRuns: Number(values['inp-runs'] ?? (values.inp ? 5 : 0)),
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}（见 scripts/bench/scale.ts 开头的说明）`);
  }
}
type Options = ReturnType<typeof parseOptions>;

interface Result {
  site: ScaledSite;
  validateSeconds: number;
  build?: BuildFigures;
  search?: SearchFigures;
  page?: PageFigures;
  dev?: DevFigures;
  inp?: InpResult[];
}

async function measureDev(dir: string, options: Options): Promise<DevFigures> {
  console.log(`  开发服务器…`);
  // A dev server that never shows the edit is a finding for the table, not the end of the run.
  const dev: DevFigures = await devFigures(dir, options.devPort, options.edits).catch((error: unknown) => {
    console.error(String(error).slice(0, 2000));
    return {startSeconds: NaN, refreshSeconds: NaN, failed: true};
  });
  if (dev.refreshes) console.log(`  每次改 YAML 后的刷新（秒）：${dev.refreshes.map((s) => s.toFixed(1)).join('、')}`);
  return dev;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Writes the table of the results so far (after each step of a size, so a stopped run keeps them). */
type Progress = (partial: Result) => void;

async function measureSize(factor: number, options: Options, progress: Progress): Promise<Result> {
  const dir = path.join(os.tmpdir(), `scale-bench-${factor}`);
  console.log(`\n▶ ${factor}×：生成 ${dir}`);
  const site = generateScaledSite(factor, dir);
  const started = performance.now();
  validateScaledSite(dir);
  const result: Result = {site, validateSeconds: seconds(started)};
  console.log(`  数据与版本记录通过构建的检查（${result.validateSeconds.toFixed(1)} 秒）`);
  if (options.check) {
    // npm test: reuse the build it has just made at 1× instead of building again.
    const built = path.join(SITE_DIR, 'build');
    if (factor === 1 && fs.existsSync(built)) {
      // Not every query's download: the search e2e (search-index.spec.ts) measures those at 1×.
      result.search = await searchFigures(built, {queries: false});
      result.page = largestPage(built);
    }
  } else if (options.devOnly) {
    result.dev = await measureDev(dir, options);
  } else {
    console.log(`  冷构建…`);
    // `npm run build`, as CI and npm test build: the script's Node options (heap limit) included.
    result.build = await timedRun(['npm', 'run', 'build'], dir, {DOCUSAURUS_PERF_LOGGER: '1'});
    result.page = largestPage(path.join(dir, 'build'));
    result.search = await searchFigures(path.join(dir, 'build'), {queries: false});
    progress(result);
    if (options.queries) {
      console.log(`  每个查询的下载量…`);
      result.search = await searchFigures(path.join(dir, 'build'));
    }
    if (options.inpRuns > 0) {
      console.log(`  INP（CPU ${CPU_SLOWDOWN} 倍减速，${options.inpRuns} 轮）…`);
      result.inp = await measureInp(path.join(dir, 'build'), options.inpRuns);
      progress(result);
    }
    if (options.dev) result.dev = await measureDev(dir, options);
  }
  if (!options.keep) fs.rmSync(dir, {recursive: true, force: true, maxRetries: 3});
  return result;
}

const f0 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(0));
const percent = (kb: number, budgetKb: number) => `${((100 * kb) / budgetKb).toFixed(0)}%`;
const f1 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(1));

/** Rows of the table: a label and each size's cell. */
type Row = [string, (r: Result) => string];

function rows(results: readonly Result[]): Row[] {
  const all: Row[] = [
    [
      '单位 / 建筑 / 科技 / 政策',
      (r) =>
        `${r.site.counts.units} / ${r.site.counts.buildings} / ${r.site.counts.technologies} / ${r.site.counts.policies}`,
    ],
    ['版本 / 文章', (r) => `${r.site.counts.releases} / ${r.site.counts.posts}`],
    ['页面数', (r) => f0(r.page?.pages)],
    ['数据加载与检查（秒）', (r) => f1(r.validateSeconds)],
    ['冷构建墙钟时间（秒）', (r) => f0(r.build?.wallSeconds)],
    ['冷构建 CPU 时间（秒）', (r) => f0(r.build?.cpuSeconds)],
    ['峰值内存：单个进程（MB）', (r) => f0(r.build?.maxRssMb)],
    ['峰值内存：整个进程树（MB）', (r) => f0(r.build?.treeRssMb)],
    ['峰值内存出现时的构建步骤', (r) => (r.build?.peakPhase ? `\`${stepName(r.build.peakPhase)}\`` : '—')],
    ['开发服务器启动（秒）', (r) => f0(r.dev?.startSeconds)],
    ['改 YAML 后页面刷新（秒，多次时取中位数）', (r) => (r.dev?.failed ? '没有刷新' : f1(r.dev?.refreshSeconds))],
    ['搜索索引文件数', (r) => f0(r.search?.files)],
    ['搜索索引合计 gzip（KB）', (r) => f0(r.search?.gzipKb)],
    [
      `搜索首个文件 gzip（KB，占预算 ${BUDGET.firstKb} KB）`,
      (r) => (r.search ? `${f0(r.search.firstGzipKb)}（${percent(r.search.firstGzipKb, BUDGET.firstKb)}）` : '—'),
    ],
    ['搜索最大文件 gzip（KB）', (r) => f0(r.search?.largestGzipKb)],
    [
      `一次查询最多下载 gzip（KB，占预算 ${BUDGET.perQueryKb} KB；查询）`,
      (r) => {
        const worst = r.search?.worstQuery;
        return worst
          ? `${f0(worst.gzipKb)}（${percent(worst.gzipKb, BUDGET.perQueryKb)}；「${worst.query}」，${worst.limit} 条）`
          : '—';
      },
    ],
    ['最大页面', (r) => (r.page ? `\`${r.page.largest}\`` : '—')],
    ['最大页面 HTML（KB，gzip KB）', (r) => (r.page ? `${f0(r.page.htmlKb)}（${f0(r.page.htmlGzipKb)}）` : '—')],
    ['最大页面引用的 JS（个，gzip KB）', (r) => (r.page ? `${r.page.jsFiles}（${f0(r.page.jsGzipKb)}）` : '—')],
  ];
  return all.filter(([, cell]) => results.some((r) => cell(r) !== '—'));
}

export function table(results: readonly Result[]): string {
  const head = `| | ${results.map((r) => `${r.site.factor}×`).join(' | ')} |`;
  const line = `| --- | ${results.map(() => '---').join(' | ')} |`;
  const body = rows(results).map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`);
  return [head, line, ...body].join('\n');
}

function report(results: readonly Result[], options: Options): string {
  const machine = `${os.cpus().length} 核，${(os.totalmem() / 2 ** 30).toFixed(0)} GB 内存，测量开始时负载 ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
  return [
    `# 规模基准（npm run bench:scale${options.check ? ' -- --check' : ''}）`,
    '',
    `合成游戏见 scripts/bench/scale-site.ts；${machine}。CPU 时间是构建进程及其子进程的 user + system（GNU time）。`,
    '',
    table(results),
    profile(results),
    ...results.filter((r) => r.inp).map((r) => inpSection(r, options)),
  ].join('\n');
}

/** One size's interactions (scripts/perf/inp.ts), measured on its build. */
function inpSection(r: Result, options: Options): string {
  return [
    '',
    `## ${r.site.factor}× 的交互延迟（INP，CPU ${CPU_SLOWDOWN} 倍减速，${options.inpRuns} 轮取中位，最大的数据页：${r.inp![0]!.route}）`,
    '',
    inpTable(r.inp!),
  ].join('\n');
}

/** Where the largest size's build spent its wall time, by Docusaurus phase (plugins load in parallel). */
function profile(results: readonly Result[]): string {
  const last = [...results].reverse().find((r) => r.build);
  if (!last?.build) return '';
  const phases = last.build.phases
    .filter(([, s]) => s >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([label, s]) => `| ${label.replaceAll('|', '\\|')} | ${s.toFixed(1)} |`);
  return [
    '',
    `## ${last.site.factor}× 构建的阶段（DOCUSAURUS_PERF_LOGGER，墙钟秒；各插件并行加载，时间有重叠）`,
    '',
    '| 阶段 | 秒 |',
    '| --- | --- |',
    ...phases,
    '',
    `## ${last.site.factor}× 构建各步骤的内存峰值（整个进程树的常驻内存，每 200 ms 采样）`,
    '',
    '| 步骤 | MB |',
    '| --- | --- |',
    ...last.build.stepPeaks.map(([label, mb]) => `| ${stepName(label).replaceAll('|', '\\|')} | ${Math.round(mb)} |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.generateOnly !== undefined) {
    const dir = path.resolve(options.out ?? path.join(os.tmpdir(), `scale${options.generateOnly}`));
    const site = generateScaledSite(options.generateOnly, dir);
    validateScaledSite(dir);
    console.log(`已生成 ${options.generateOnly}× 的站点副本：${dir}`, site.counts);
    console.log(
      `构建：cd ${dir} && npx docusaurus build；预览（在本仓库）：npx tsx scripts/serve-build.ts --dir ${dir}/build --port <端口>`,
    );
    return;
  }
  const results: Result[] = [];
  // One size at a time: a build takes both cores of a small machine.
  // The report is rewritten after each size, so a long run that is stopped keeps what it measured.
  const write = (all: readonly Result[]) =>
    writeReport(options.check ? 'scale-check' : options.devOnly ? 'scale-dev' : 'scale', report(all, options));
  for (const factor of options.sizes) {
    results.push(await measureSize(factor, options, (partial) => write([...results, partial])));
    write(results);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
