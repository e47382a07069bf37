import assert from 'node:assert/strict';
import test from 'node:test';
import {LineCounter, parseDocument} from 'yaml';
import {
  annotate,
  annotation,
  escapeData,
  escapeProperty,
  formatProblem,
  sortProblems,
  yamlLine,
  type Problem,
} from './index';

test('a problem reads file:line: field：message', () => {
  assert.equal(
    formatProblem({file: 'data/units.yaml', line: 27, path: 'units[id=militia].hp', message: '类型不对'}),
    'data/units.yaml:27: units[id=militia].hp：类型不对',
  );
  assert.equal(
    formatProblem({file: 'data/x.yaml', line: 3, column: 7, message: 'YAML 语法错误'}),
    'data/x.yaml:3:7: YAML 语法错误',
  );
  assert.equal(formatProblem({file: 'data/x.yaml', message: '找不到这个文件'}), 'data/x.yaml: 找不到这个文件');
});

test('problems sort by file order, then line, keeping the order found within a line', () => {
  const sorted = sortProblems(
    [
      {file: 'b.yaml', line: 2, message: '1'},
      {file: 'a.yaml', line: 9, message: '2'},
      {file: 'b.yaml', line: 1, message: '3'},
      {file: 'b.yaml', line: 1, message: '4'},
      {file: 'c.yaml', message: '5'},
    ],
    ['b.yaml', 'a.yaml'],
  );
  assert.deepEqual(
    sorted.map((p) => p.message),
    ['3', '4', '1', '2', '5'],
  );
});

test('a workflow annotation escapes its message and properties as GitHub requires', () => {
  assert.equal(escapeData('100%\r\nnext'), '100%25%0D%0Anext');
  assert.equal(escapeProperty('a:b,c%'), 'a%3Ab%2Cc%25');
  assert.equal(
    annotation(
      {file: 'docs/a,b:c.md', line: 12, path: 'units[id=militia].hp', message: '50% 太大\n应为 ≤ 40'},
      '游戏数据错误: 数值',
    ),
    '::error file=docs/a%2Cb%3Ac.md,line=12,title=游戏数据错误%3A 数值::units[id=militia].hp：50%25 太大%0A应为 ≤ 40',
  );
  assert.equal(annotation({file: 'data/x.yaml', message: '找不到'}, 't'), '::error file=data/x.yaml,title=t::找不到');
  assert.equal(
    annotation({file: 'data/x.yaml', line: 3, column: 5, message: 'm'}, 't'),
    '::error file=data/x.yaml,line=3,col=5,title=t::m',
  );
});

test('annotations are printed only in GitHub Actions, and not from inside unit tests', () => {
  const problems: Problem[] = [{file: 'data/units.yaml', line: 2, message: 'm'}];
  const printed: string[] = [];
  assert.deepEqual(
    annotate(problems, 't', {}, (line) => printed.push(line)),
    [],
  );
  assert.deepEqual(
    annotate(problems, 't', {GITHUB_ACTIONS: 'true', NODE_TEST_CONTEXT: 'child-v8'}, (line) => printed.push(line)),
    [],
  );
  assert.equal(printed.length, 0);
  annotate(problems, 't', {GITHUB_ACTIONS: 'true'}, (line) => printed.push(line));
  assert.deepEqual(printed, ['::error file=data/units.yaml,line=2,title=t::m']);
});

test('yamlLine finds the deepest node of a path that exists', () => {
  const lines = new LineCounter();
  const doc = parseDocument('units:\n  - id: a\n    hp: 3\n  - id: b\n', {lineCounter: lines});
  assert.equal(yamlLine(doc, lines, ['units', 0, 'hp']), 3);
  assert.equal(yamlLine(doc, lines, ['units', 1, 'hp']), 4);
  assert.equal(yamlLine(doc, lines, ['nothing']), undefined);
});
