import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gate, GATE, mainThreadOf} from './lighthouse';

const page = (performance: number, tbt = 50, cls = 0, others = 100, {lcp = 1000} = {}) => ({
  scores: {performance, accessibility: others, 'best-practices': 100, seo: 100},
  tbt,
  lcp,
  cls,
  failing: [] as string[],
});
const anchor = (performance: number, tbt: number) => ({
  scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
  tbt,
});

test('a fast page passes; a page under the bar fails and says by how much, next to the anchor', () => {
  assert.deepEqual(gate(page(100), anchor(97, 180)), []);
  const problems = gate(page(GATE.performance - 3), anchor(98, 180));
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]!,
    new RegExp(`性能 ${GATE.performance - 3}，低于 ${GATE.performance}（纯 Docusaurus 页同一轮 98）`),
  );
});

test('on a machine so slow that the anchor itself scores low, the bar follows the anchor down, not further', () => {
  const slow = anchor(GATE.performance - 5, 400);
  assert.deepEqual(gate(page(GATE.performance - 5 - GATE.belowAnchor, 300), slow), []);
  assert.equal(gate(page(GATE.performance - 5 - GATE.belowAnchor - 1, 300), slow).length, 1);
});

test('TBT: over the bar fails unless the anchor blocked longer in the same run', () => {
  assert.match(gate(page(99, GATE.tbt + 50), anchor(97, 100)).join(), new RegExp(`TBT \\d+ ms，高于 ${GATE.tbt} ms`));
  assert.deepEqual(gate(page(97, GATE.tbt + 50), anchor(97, GATE.tbt + 100)), []);
  // On a slow machine: the anchor's TBT times GATE.tbtOverAnchor is the bar.
  assert.deepEqual(gate(page(90, 640), anchor(90, 600)), []);
  assert.match(gate(page(90, 600 * GATE.tbtOverAnchor + 10), anchor(90, 600)).join(), /TBT \d+ ms，高于 900 ms/);
});

test('LCP over the bar fails, math pages included: their stylesheet comes from the site', () => {
  assert.match(gate(page(99, 50, 0, 100, {lcp: GATE.lcp + 100}), anchor(97, 180)).join(), /LCP 2\.1 s，晚于 2\.0 s/);
  assert.deepEqual(gate(page(99, 50, 0, 100, {lcp: GATE.lcp - 100}), anchor(97, 180)), []);
});

test('layout shift and the other categories', () => {
  assert.match(gate(page(99, 50, 0.05)).join(), /CLS 0\.050/);
  assert.match(gate(page(99, 50, 0, 96)).join(), /accessibility 96（应为 100）/);
});

test('the main-thread table reads elements, long tasks, work per kind and the heaviest scripts from the run', () => {
  const audit = (items: Record<string, unknown>[], numericValue?: number) => ({
    score: 1,
    numericValue,
    title: '',
    scoreDisplayMode: 'numeric',
    details: {items},
  });
  const lhr = {
    categories: {},
    audits: {
      'dom-size': audit([], 812),
      'long-tasks': audit([{duration: 120}, {duration: 60}]),
      'mainthread-work-breakdown': audit([
        {group: 'scriptEvaluation', duration: 300},
        {group: 'styleLayout', duration: 80},
        {group: 'scriptEvaluation', duration: 20},
      ]),
      'bootup-time': audit([
        {url: 'http://x/assets/js/a.js', total: 50},
        {url: 'http://x/assets/js/main.js', total: 400},
        {url: 'http://x/assets/js/b.js', total: 90},
        {url: 'http://x/assets/js/c.js', total: 10},
      ]),
    },
  };
  const m = mainThreadOf(lhr);
  assert.equal(m.elements, 812);
  assert.equal(m.longTasks, 2);
  assert.deepEqual(m.work, {scriptEvaluation: 320, styleLayout: 80});
  assert.deepEqual(
    m.scripts.map((s) => s.ms),
    [400, 90, 50],
  );
});
