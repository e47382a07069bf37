import assert from 'node:assert/strict';
import {test} from 'node:test';
import {GATE_MS, inpGate, inpTable, type InpResult} from './inp';

const result = (median: number, rounds = [median]): InpResult => ({
  key: 'sort',
  name: '数据表排序（点表头）',
  route: '/docs/数据/单位',
  median,
  rounds,
});

test('the INP gate judges each interaction by its median, naming it and its rounds', () => {
  assert.deepEqual(inpGate([result(GATE_MS, [40, GATE_MS, 400])]), []);
  const [failure, ...rest] = inpGate([result(GATE_MS + 1, [90, GATE_MS + 1, 300])]);
  assert.equal(rest.length, 0);
  assert.match(
    failure!,
    /数据表排序（点表头）（\/docs\/数据\/单位）：INP 中位 101 ms，高于 100 ms（各轮：90，101，300）/,
  );
});

test('the INP report shows interactions under the observer threshold as < 16 ms', () => {
  assert.match(inpTable([result(0, [0, 0, 24])]), /\| < 16 ms \| < 16 ms，< 16 ms，24 ms \| ✓ 100 ms \|/);
});
