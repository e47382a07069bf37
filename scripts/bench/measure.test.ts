import assert from 'node:assert/strict';
import test from 'node:test';
import {stepAt, stepName, stepPeaks} from './measure';

const lines: [number, string][] = [
  [1000, '[PERF] Build > zh-Hans > Load site > Load plugins - 3.07 seconds!'],
  [1010, '[PERF] Build > zh-Hans > Load site - 3.81 seconds!'],
  [9000, '\x1b[36m[PERF] Build > zh-Hans > Bundling with Webpack - 101.81 seconds!\x1b[0m'],
  [12000, '[PERF] Build > zh-Hans > SSG - 28.48 seconds!'],
  [13000, '[PERF] Build > zh-Hans > postBuild() - 12.31 seconds!'],
];

test('a moment of the build belongs to the step that ends next', () => {
  assert.equal(stepAt(lines, 500), 'Build > zh-Hans > Load site');
  assert.equal(stepAt(lines, 9000), 'Build > zh-Hans > Bundling with Webpack');
  assert.equal(stepAt(lines, 12500), 'Build > zh-Hans > postBuild()');
  assert.equal(stepAt(lines, 20000), undefined);
  // The report names it without the build and locale.
  assert.equal(stepName(stepAt(lines, 500)!), 'Load site');
});

test('each step’s memory peak, in the order the steps ran', () => {
  const samples: [number, number][] = [
    [200, 300],
    [900, 512],
    [5000, 1400],
    [8000, 1250],
    [11000, 900],
    [12800, 1100],
    [14000, 50],
  ];
  assert.deepEqual(stepPeaks(lines, samples), [
    ['Build > zh-Hans > Load site', 512],
    ['Build > zh-Hans > Bundling with Webpack', 1400],
    ['Build > zh-Hans > SSG', 900],
    ['Build > zh-Hans > postBuild()', 1100],
  ]);
});
