/**
 * `npm test`: everything CI checks, in the order that fails fastest.
 * `npm run check` (data, releases, front matter, :data references, links, images, the blog's rules,
 * the sidebar and the content lint, in seconds) → typecheck → ESLint → unit tests → the editors' preview
 * (`docusaurus start` on a copy of the site: a data edit reaches prose and tables) → production build
 * (timed: scripts/build-time.ts) → the scale benchmark's check (scripts/bench) → the build deployed to a local S3 server (scripts/deploy) → e2e tests against the served
 * build → page-weight budgets (gzipped JS and CSS per page type against a plain Docusaurus site).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {findChromium} from './lib/browser';
import {childrenCpuSeconds, judgeBuildTime, machineCpuSeconds} from './build-time';
import {writeReport} from './report';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {buildMemoryFile} from '../src/plugins/cold-build';

function browserOrExplain(): void {
  if (findChromium()) return;
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    // Playwright throws when it has no browser for this platform; handled below.
  }
  if (own && fs.existsSync(own)) return;
  console.error(
    '找不到浏览器：请安装 Chromium（Debian/Ubuntu：apt-get install chromium），或运行 npx playwright install chromium，或用 CHROMIUM_PATH 指向一个 Chromium 可执行文件。',
  );
  process.exit(1);
}

const timings: [string, number][] = [];

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', shell: process.platform === 'win32'});
  const seconds = (Date.now() - started) / 1000;
  timings.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`✖ ${title} 失败（退出码 ${result.status ?? result.signal}，用时 ${seconds.toFixed(0)} 秒）`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title}：${seconds.toFixed(0)} 秒`);
}

/** What the build records its peak memory in (src/plugins/cold-build), relative to the site. */
const MEMORY_FILE = buildMemoryFile(GENERATED_FILES_DIR_NAME);

/** The peak memory the build just recorded, or null. */
function buildPeakMb(): number | null {
  try {
    return (JSON.parse(fs.readFileSync(MEMORY_FILE, 'utf8')) as {peakMb: number}).peakMb;
  } catch {
    return null;
  }
}

/** The build step, timed: wall time, CPU time and peak memory against scripts/build-time.ts's limits. */
function timedBuild(): void {
  fs.rmSync(MEMORY_FILE, {force: true});
  const cpuBefore = childrenCpuSeconds();
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  step('生产构建', 'npm', ['run', 'build']);
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const machineAfter = machineCpuSeconds();
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  // What the rest of the machine used meanwhile: a shared machine costs the build CPU time too.
  const othersShare =
    cpuSeconds === null || !machineBefore || !machineAfter
      ? null
      : Math.max(0, machineAfter.busy - machineBefore.busy - cpuSeconds) / (wallSeconds * machineAfter.cores);
  const peakMb = buildPeakMb();
  const {report, failures} = judgeBuildTime({wallSeconds, cpuSeconds, othersShare, peakMb});
  if (peakMb === null)
    failures.push(
      `构建没有在 ${MEMORY_FILE} 记下内存峰值：docusaurus.config.ts 里要有 coldBuildPlugin（src/plugins/cold-build）。`,
    );
  writeReport('build-time', report);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`✖ ${failure}`);
    process.exit(1);
  }
}

/** Issue 29: the editors' check answers within a minute on a 2-core machine (it takes seconds). */
const CHECK_LIMIT_SECONDS = 60;

// First: an editor's mistake gets its one clear message (file, line, fix) before any test can fail on it.
step('内容检查', 'npm', ['run', 'check']);
if (timings.at(-1)![1] > CHECK_LIMIT_SECONDS) {
  console.error(
    `✖ npm run check 用了 ${timings.at(-1)![1].toFixed(0)} 秒，超过 ${CHECK_LIMIT_SECONDS} 秒：编辑提交前要跑它，请找出变慢的检查（scripts/check.ts）。`,
  );
  process.exit(1);
}
browserOrExplain();
step('类型检查', 'npm', ['run', 'typecheck']);
step('代码检查', 'npm', ['run', 'lint']);
step('单元测试', 'npm', ['run', 'test:unit']);
step('开发服务器预览', 'node', ['--import', 'tsx', '--test', 'tests/dev/data-refresh.test.ts']);
timedBuild();
// The scale benchmark (scripts/bench/scale.ts) kept working: 1× and 3× generated and checked, 1× measured on this build.
step('规模基准（生成与检查）', 'npm', ['run', 'bench:scale', '--', '--check']);
step('部署测试（本地 S3）', 'npm', ['run', 'test:deploy']);
step('端到端测试', 'npm', ['run', 'test:e2e']);
step('性能预算', 'npm', ['run', 'budget']);
// Where the time goes, printed so a slow step shows in the CI log.
writeReport(
  'test-steps',
  `各步用时：${timings.map(([title, seconds]) => `${title} ${seconds.toFixed(0)} 秒`).join('，')}。`,
);
