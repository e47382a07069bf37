import assert from 'node:assert/strict';
import test from 'node:test';
import {byPinyin, initialOf} from './pinyin';

test('a Chinese label files under its pinyin initial', () => {
  const cases: [string, string][] = [
    ['版本说明', 'B'],
    ['测试版', 'C'],
    ['开发日志', 'K'],
    ['平衡性', 'P'],
    ['阿', 'A'],
    ['征兵', 'Z'],
    ['兵种', 'B'],
    ['社区', 'S'],
    ['玩法', 'W'],
    ['新手', 'X'],
    ['Beta', 'B'],
  ];
  for (const [label, letter] of cases) assert.equal(initialOf(label), letter, label);
});

test('groups come in letter order and labels in pinyin order, whatever the input order', () => {
  const labels = ['平衡性', '开发日志', '测试版', '版本说明', '补丁'].map((label) => ({label}));
  const groups = byPinyin(labels).map((g) => `${g.letter}:${g.tags.map((t) => t.label).join(',')}`);
  assert.deepEqual(groups, ['B:版本说明,补丁', 'C:测试版', 'K:开发日志', 'P:平衡性']);
  assert.deepEqual(byPinyin([...labels].reverse()), byPinyin(labels));
});
