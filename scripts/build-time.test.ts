import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import test from 'node:test';
import {BUILD_LIMITS, childrenCpuSeconds, judgeBuildTime, machineCpuSeconds, TARGET_WALL_SECONDS} from './build-time';

test('a build within the target prints its time and passes', () => {
  const {report, failures} = judgeBuildTime({wallSeconds: 61.4, cpuSeconds: 70.2});
  assert.equal(report, '生产构建用时 61 秒（CPU 时间 70 秒）');
  assert.deepEqual(failures, []);
});

test('too much CPU time fails with the limit, the issue’s target and how to reproduce', () => {
  const {failures} = judgeBuildTime({wallSeconds: 80, cpuSeconds: BUILD_LIMITS.cpuSeconds + 1});
  assert.equal(failures.length, 1);
  assert.match(
    failures[0]!,
    new RegExp(`${BUILD_LIMITS.cpuSeconds + 1} 秒 CPU 时间，超过上限 ${BUILD_LIMITS.cpuSeconds} 秒`),
  );
  assert.match(failures[0]!, new RegExp(`超过 ${TARGET_WALL_SECONDS} 秒`));
  assert.match(failures[0]!, /rm -rf node_modules\/\.cache \.docusaurus build && npm run build/);
});

test('on a shared machine the CPU bar is higher, and the report says why', () => {
  // Less than a core on average.
  const starved = judgeBuildTime({wallSeconds: 281, cpuSeconds: 180});
  assert.deepEqual(starved.failures, []);
  assert.match(starved.report, /CPU 时间超过了 160 秒，但构建平均分到 0\.64 个核.*按 208 秒判断/);
  // Its cores, but other processes busy beside it.
  const crowded = judgeBuildTime({wallSeconds: 138, cpuSeconds: 182, othersShare: 0.3});
  assert.deepEqual(crowded.failures, []);
  assert.match(crowded.report, /其他进程占了机器 30% 的 CPU/);
  const over = judgeBuildTime({wallSeconds: 138, cpuSeconds: 215, othersShare: 0.3});
  assert.match(over.failures[0]!, /215 秒 CPU 时间，超过上限 208 秒（构建平均分到 1\.56 个核/);
  // A machine to itself keeps the bar.
  assert.equal(judgeBuildTime({wallSeconds: 110, cpuSeconds: 170, othersShare: 0.02}).failures.length, 1);
});

test('the machine’s busy CPU time and cores are read from /proc/stat', () => {
  const stat =
    'cpu  100 20 30 5000 7 1 2 3 0 0\ncpu0 50 10 15 2500 3 0 1 1 0 0\ncpu1 50 10 15 2500 4 1 1 2 0 0\nintr 1';
  assert.deepEqual(machineCpuSeconds(stat), {busy: 1.56, cores: 2});
  assert.equal(machineCpuSeconds(null), null);
});

test('a slow build on a busy machine is reported, not failed; a stuck one fails', () => {
  const busy = judgeBuildTime({wallSeconds: 200, cpuSeconds: 70});
  assert.deepEqual(busy.failures, []);
  assert.match(busy.report, /超过了 90 秒的目标，但 CPU 时间在上限之内.*0\.35 个核/);
  const stuck = judgeBuildTime({wallSeconds: BUILD_LIMITS.wallSeconds + 5, cpuSeconds: 70});
  assert.equal(stuck.failures.length, 1);
  assert.match(
    stuck.failures[0]!,
    new RegExp(`用时 ${BUILD_LIMITS.wallSeconds + 5} 秒，超过上限 ${BUILD_LIMITS.wallSeconds} 秒`),
  );
  // Without CPU time (no /proc), only the wall time is judged.
  assert.deepEqual(judgeBuildTime({wallSeconds: 100, cpuSeconds: null}).failures, []);
  assert.equal(judgeBuildTime({wallSeconds: BUILD_LIMITS.wallSeconds + 1, cpuSeconds: null}).failures.length, 1);
});

test('children’s CPU time is read from /proc/self/stat, name with spaces and all', () => {
  const fields = Array.from({length: 50}, (_, i) => String(i + 3)); // field 3 onwards
  fields[13] = '6000'; // cutime, field 16
  fields[14] = '1050'; // cstime, field 17
  assert.equal(childrenCpuSeconds(`1234 (node (x) y) ${fields.join(' ')}`), 70.5);
  assert.equal(childrenCpuSeconds(null), null);
});

test('on Linux, a child’s CPU time shows up once it has ended', {skip: !fs.existsSync('/proc/self/stat')}, () => {
  const before = childrenCpuSeconds()!;
  // The child spins until it has used 0.3 s of CPU (not of wall time: a busy machine gives less).
  spawnSync(process.execPath, [
    '-e',
    'const start = process.cpuUsage(); while (process.cpuUsage(start).user < 300000);',
  ]);
  assert.ok(childrenCpuSeconds()! - before >= 0.2);
});

test('the build’s peak memory is printed, and above its bar fails with where to look', () => {
  const {report, failures} = judgeBuildTime({wallSeconds: 61.4, cpuSeconds: 70.2, peakMb: 652});
  assert.equal(report, '生产构建用时 61 秒（CPU 时间 70 秒，内存峰值 652 MB）');
  assert.deepEqual(failures, []);
  const over = judgeBuildTime({wallSeconds: 61.4, cpuSeconds: 70.2, peakMb: BUILD_LIMITS.peakMb + 80});
  assert.equal(over.failures.length, 1);
  assert.match(
    over.failures[0]!,
    new RegExp(`内存峰值 ${BUILD_LIMITS.peakMb + 80} MB，超过上限 ${BUILD_LIMITS.peakMb} MB`),
  );
  assert.match(over.failures[0]!, /--max-old-space-size.*npm run bench:scale/);
});
