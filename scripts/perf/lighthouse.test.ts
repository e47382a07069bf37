import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gate, GATE} from './lighthouse';

const page = (performance: number, tbt = 50, cls = 0, others = 100) => ({
  scores: {performance, accessibility: others, 'best-practices': 100, seo: 100},
  tbt,
  cls,
  failing: [] as string[],
});
const anchor = (performance: number, tbt: number) => ({scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100}, tbt});

test('a fast page passes; a page under the bar fails and says by how much, next to the anchor', () => {
  assert.deepEqual(gate(page(98), anchor(96, 200)), []);
  const problems = gate(page(GATE.performance - 3), anchor(98, 200));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, new RegExp(`性能 ${GATE.performance - 3}，低于 ${GATE.performance}（纯 Docusaurus 页同一轮 98）`));
});

test('on a machine so slow that the anchor itself scores low, the bar follows the anchor down, not further', () => {
  const slow = anchor(GATE.performance - 5, 400);
  assert.deepEqual(gate(page(GATE.performance - 5 - GATE.belowAnchor, 300), slow), []);
  assert.equal(gate(page(GATE.performance - 5 - GATE.belowAnchor - 1, 300), slow).length, 1);
});

test('TBT: over the bar fails unless the anchor blocked longer in the same run; layout shift and the other categories', () => {
  assert.match(gate(page(95, GATE.tbt + 50), anchor(96, 100)).join(), /TBT \d+ ms，高于 250 ms/);
  assert.deepEqual(gate(page(95, GATE.tbt + 50), anchor(93, GATE.tbt + 100)), []);
  // On a slow machine: the anchor's TBT times GATE.tbtOverAnchor is the bar.
  assert.deepEqual(gate(page(90, 640), anchor(90, 600)), []);
  assert.match(gate(page(90, 600 * GATE.tbtOverAnchor + 10), anchor(90, 600)).join(), /TBT \d+ ms，高于 900 ms/);
  assert.match(gate(page(99, 50, 0.05)).join(), /CLS 0\.050/);
  assert.match(gate(page(99, 50, 0, 96)).join(), /accessibility 96（应为 100）/);
});

test('without the performance part, only layout shift and the other categories are judged', () => {
  assert.deepEqual(gate(page(60, 2000), anchor(98, 100), {performance: false}), []);
  assert.match(gate(page(99, 50, 0.05), anchor(98, 100), {performance: false}).join(), /CLS 0\.050/);
  assert.match(gate(page(99, 50, 0, 96), undefined, {performance: false}).join(), /accessibility 96/);
});
