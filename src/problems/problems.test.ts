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
  yamlErrorMessage,
  yamlLine,
  yamlSyntaxProblem,
  type Problem,
} from './index';
import {parseYaml} from './yaml';

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

/** The first syntax error of `text` as the editor reads it: `line: message`. */
function said(text: string): string {
  const {doc, lines} = parseYaml(text);
  assert.ok(doc.errors.length > 0, `no error in ${JSON.stringify(text)}`);
  const problem = yamlSyntaxProblem('x.yaml', text, doc.errors[0]!, lines);
  return `${problem.line}: ${problem.message}`;
}

test('the YAML mistakes editors make are said in Chinese, on the line to fix, with what to do', () => {
  const cases: [string, RegExp][] = [
    ['a: 1\nb: "x\nc: 2\n', /^2: YAML 语法错误：引号没有成对：这一行的 " 没有对应的结尾 "/],
    ['a:\n\tb: 1\n', /^2: YAML 语法错误：用了 Tab 缩进/],
    ['a:\n  b: 1\n c: 2\n', /^3: YAML 语法错误：缩进不对：同一层的字段要从同一列开始/],
    ['a: {b: 1, c: 2\nd: 3\n', /^1: YAML 语法错误：花括号 \{…\} 没有闭合：在这一行的末尾补上 \}/],
    ['a: [1, 2\nd: 3\n', /^1: YAML 语法错误：方括号 \[…\] 没有闭合：在这一行的末尾补上 \]/],
    ['a: 1\na: 2\n', /^2: YAML 语法错误：同一个字段写了两次/],
    ['a: b: c\n', /^1: YAML 语法错误：一行里有两个「: 」/],
    ['a: 1\nb\nc: 2\n', /^2: YAML 语法错误：这一行缺少「: 」/],
    ['a:1\nb: 2\n', /^1: YAML 语法错误：这一行不是「字段: 值」的写法：冒号后面要有一个空格/],
    ['a: "x" y\n', /^1: YAML 语法错误：值的后面还有多余的文字/],
    ['a: @x\n', /^1: YAML 语法错误：值不能以 @ 开头：把整个值用引号括起来/],
    ['a: ]\n', /^1: YAML 语法错误：多了一个 \]/],
    ['a: "\\q"\n', /^1: YAML 语法错误：双引号里的反斜杠/],
    ['a: {b:\n  - 1}\n', /^\d: YAML 语法错误：(花括号|方括号)/],
    [
      '- {entity: unit.raider, field: hp old: 1}\n',
      /^1: YAML 语法错误：花括号 \{…\} 或方括号 \[…\] 里，各项之间要用英文逗号/,
    ],
    ['a: {b: 1,, c: 2}\n', /^1: YAML 语法错误：多了一个逗号/],
    ['%x\na: 1\n', /^1: YAML 语法错误：以 % 开头的行会被当成 YAML 指令/],
    ['a: 1\n---\nb: 2\n', /^2: YAML 语法错误：文件中间多了一行 ---/],
    ['a:\n  - b: 1\n    c: 2\n   d: 3\n', /^4: YAML 语法错误：缩进不对/],
    ['a:\n  - 1\n - 2\n', /^3: YAML 语法错误：列表的「- 」没有对齐/],
    // Written for emphasis, read as an alias: `yaml` throws this one from toJS, parseYaml reports it.
    ['a: 1\nb: *重要*\n', /^2: YAML 语法错误：值以 \*、& 或 ! 开头/],
  ];
  for (const [text, expected] of cases) {
    const message = said(text);
    assert.match(message, expected, JSON.stringify(text));
    assert.doesNotMatch(message.replace(/YAML/g, ''), /[A-Za-z]{4,}/, `English in ${message}`);
  }
});

test('a YAML error not known by name keeps the parser’s words inside a Chinese sentence', () => {
  assert.equal(
    yamlErrorMessage({code: 'IMPOSSIBLE', message: 'Something odd at line 3, column 1:\n\nx\n^'}),
    '这一行不符合 YAML 的写法（解析器的说明：Something odd）：请检查这一行和上一行的缩进、冒号和引号',
  );
});

test('parseYaml: the value, or undefined and the error, never a throw', () => {
  assert.deepEqual(parseYaml('a: &x 1\nb: *x\n').raw, {a: 1, b: 1});
  const broken = parseYaml('a: 1\nb: *x\n');
  assert.equal(broken.raw, undefined);
  assert.equal(broken.doc.errors[0]?.code, 'BAD_ALIAS');
});
