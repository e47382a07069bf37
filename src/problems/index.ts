/**
 * One shape for every problem an editor can cause (game data, the release manifest, diagrams,
 * math, the content lint), so they are all reported the same way: sorted by file and line, one
 * line each (`file:line: field：what is wrong，what to do`), in Chinese, and, in GitHub Actions,
 * also as workflow annotations that show on the pull request's changed line.
 */
import type {Document, LineCounter} from 'yaml';

export interface Problem {
  /** As the editor sees it in the repository, e.g. `data/units.yaml`. */
  file: string;
  /** 1-based; absent when the problem is about the whole file. */
  line?: number;
  column?: number;
  /** The field path as editors read it, e.g. `units[id=militia].hp`; absent for file-level problems. */
  path?: string;
  /** What is wrong and what to do, in Chinese. */
  message: string;
}

/** `data/units.yaml:27: units[id=militia].hp：类型不对……` */
export function formatProblem(problem: Problem): string {
  const place = [problem.file, problem.line, problem.line === undefined ? undefined : problem.column]
    .filter((part) => part !== undefined)
    .join(':');
  return problem.path ? `${place}: ${problem.path}：${problem.message}` : `${place}: ${problem.message}`;
}

/**
 * By file (in `fileOrder` when given, else by name), then line; problems at the same place keep
 * the order they were found in (Array.prototype.sort is stable).
 */
export function sortProblems(problems: readonly Problem[], fileOrder: readonly string[] = []): Problem[] {
  const rank = (file: string): number => {
    const index = fileOrder.indexOf(file);
    return index === -1 ? fileOrder.length : index;
  };
  return [...problems].sort(
    (a, b) =>
      rank(a.file) - rank(b.file) ||
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

/** An error that carries all of its problems; its message lists them, one per line. */
export class ProblemsError extends Error {
  readonly problems: readonly Problem[];

  constructor(heading: string, problems: readonly Problem[]) {
    super(`${heading}\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.problems = problems;
  }
}

// GitHub's workflow-command escaping (actions/toolkit, core/src/command.ts).
export const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,title=…::message`, the line GitHub turns into an annotation. */
export function annotation(problem: Problem, title: string, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`);
  if (problem.line !== undefined && problem.column !== undefined) properties.push(`col=${problem.column}`);
  properties.push(`title=${escapeProperty(title)}`);
  const message = problem.path ? `${problem.path}：${problem.message}` : problem.message;
  return `::${level} ${properties.join(',')}::${escapeData(message)}`;
}

/**
 * In GitHub Actions (`GITHUB_ACTIONS=true`), prints each problem as an annotation as well; a no-op
 * elsewhere. Returns the lines it printed.
 */
export function annotate(
  problems: readonly Problem[],
  title: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  print: (line: string) => void = (line) => console.log(line),
): string[] {
  // Unit tests break files on purpose; their problems are not the pull request's. Under `npm run
  // check` (CHECK_ANNOTATES) the check prints every problem once itself.
  if (env.GITHUB_ACTIONS !== 'true' || env.NODE_TEST_CONTEXT || env.CHECK_ANNOTATES) return [];
  const lines = problems.map((problem) => annotation(problem, title));
  lines.forEach(print);
  return lines;
}

/** The line of the deepest node along `fieldPath` that exists in the YAML document. */
export function yamlLine(
  doc: Document.Parsed,
  lines: LineCounter,
  fieldPath: readonly (string | number)[],
): number | undefined {
  for (let n = fieldPath.length; n > 0; n--) {
    const node = doc.getIn(fieldPath.slice(0, n), true) as {range?: [number, number, number]} | undefined;
    if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** Annotates the error's problems (in GitHub Actions) and returns it, for `throw annotated(…)`. */
export function annotated<E extends ProblemsError>(error: E, title: string): E {
  annotate(error.problems, title);
  return error;
}

/** Edit distance (Levenshtein), for 「你是不是要写……」 suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to a mistyped word, when it is close enough to be a typo; else undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  // A third of the word may differ (hpp → hp, archr → archer); anything further is a guess.
  return best !== undefined && bestDistance > 0 && bestDistance <= Math.max(1, Math.ceil(word.length / 3))
    ? best
    : undefined;
}

/**
 * 「。你是不是要写「archer」？」, or `otherwise` when no candidate is close. `shown` writes the guess as
 * the editor should type it (`tide_runner` → `unit.tide_runner`) when the word compared is only a part.
 */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  otherwise = '',
  shown: (guess: string) => string = (guess) => guess,
): string {
  const guess = closest(word, candidates);
  return guess === undefined ? otherwise : `。你是不是要写「${shown(guess)}」？`;
}

/**
 * Where a YAML syntax error is, as an editor would look for it. The parser notices a missing closing
 * quote only at the end of the file, and a missing } or ] on the line after; the mistake is on the
 * line whose quote or bracket is never closed.
 */
export function yamlErrorPlace(
  source: string,
  error: {message: string; pos: [number, number]},
  lines: LineCounter,
): {line: number; column: number} {
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
  if (quote) {
    const index = source.split('\n').findIndex((text) => (text.replace(/\\./g, '').split(quote).length - 1) % 2 === 1);
    if (index >= 0) return {line: index + 1, column: source.split('\n')[index]!.indexOf(quote) + 1};
  }
  const {line, col} = lines.linePos(error.pos[0]);
  // A value starting with % at the top is read as a directive; the parser stops at the line after.
  if (/directives-end/.test(error.message)) {
    const index = source.split('\n').findIndex((text) => text.startsWith('%'));
    if (index >= 0) return {line: index + 1, column: 1};
  }
  // An unclosed { or [ is noticed on a later line (where the next entry starts); the mistake is on
  // the line that opened it and never closed it.
  const flow = /Flow (map|sequence) in block collection/.exec(error.message)?.[1];
  if (flow) {
    const [open, close] = flow === 'map' ? ['{', '}'] : ['[', ']'];
    const text = source.split('\n');
    for (let index = Math.min(line, text.length) - 1; index >= 0; index--) {
      // Quoted text may hold brackets of its own.
      const bare = text[index]!.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '');
      if (bare.split(open).length > bare.split(close).length)
        return {line: index + 1, column: text[index]!.lastIndexOf(open) + 1};
    }
  }
  return {line, column: col};
}

/** A YAML parser error as the loaders get it (`yaml`'s YAMLError). */
export interface YamlError {
  code?: string;
  message: string;
  pos: [number, number];
}

/** The YAML mistakes editors make, in Chinese: what is wrong, then what to do. The first that matches. */
const YAML_MISTAKES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /Missing closing (["'])quote/,
    ([, q]) => `引号没有成对：这一行的 ${q} 没有对应的结尾 ${q}，在值的末尾补上 ${q}，或去掉开头的 ${q}`,
  ],
  [/^TAB_AS_INDENT|Tabs are not allowed/, () => '用了 Tab 缩进：YAML 只能用空格缩进，把这一行开头的 Tab 换成空格'],
  [
    /Nested mappings are not allowed in compact mappings/,
    () => '一行里有两个「: 」：值里有冒号时，把整个值用引号括起来',
  ],
  [/Implicit map keys need to be followed by map values/, () => '这一行缺少「: 」，应写成「字段: 值」'],
  [
    /Implicit keys need to be on a single line/,
    () =>
      '这一行不是「字段: 值」的写法：冒号后面要有一个空格（写成 hp: 60，不是 hp:60）；列表的每一项以「- 」开头，并和同一列表的其他项对齐',
  ],
  [/^DUPLICATE_KEY|Map keys must be unique/, () => '同一个字段写了两次：删掉其中一个'],
  [
    /Flow map in block collection/,
    () => '花括号 {…} 没有闭合：在这一行的末尾补上 }；要分行写时，后面的行要比字段名缩进得更深',
  ],
  [
    /Flow sequence in block collection/,
    () => '方括号 […] 没有闭合：在这一行的末尾补上 ]；要分行写时，后面的行要比字段名缩进得更深',
  ],
  [
    /Unexpected flow-(seq|map)-end token/,
    ([, kind]) => `多了一个 ${kind === 'seq' ? ']' : '}'}：删掉它，或在前面补上对应的 ${kind === 'seq' ? '[' : '{'}`,
  ],
  [/Unexpected , in flow/, () => '多了一个逗号：两项之间只要一个「, 」'],
  [/Missing , or : between flow/, () => '花括号或方括号里的各项之间要用英文逗号「, 」隔开，字段和值之间用「: 」'],
  [
    /Unexpected scalar at node end/,
    () => '值的后面还有多余的文字：以引号开头的值，整个值都要放在引号里；否则检查这一行的缩进是否和上一行对齐',
  ],
  [
    /Sequence item without - indicator/,
    () =>
      '缩进不对：这一行既没有和同一层的字段对齐，也不是以「- 」开头的列表项。对齐同一层的字段，或用「- 」开始新的一项',
  ],
  [
    /A block sequence may not be used as an implicit map key/,
    () => '列表的「- 」没有对齐：同一个列表的每一项要从同一列开始',
  ],
  [
    /^BAD_INDENT|indent|same column/i,
    () => '缩进不对：同一层的字段要从同一列开始，下一层比上一层多缩进两个空格，只用空格',
  ],
  [/reserved character (\S)/, ([, c]) => `值不能以 ${c} 开头：把整个值用引号括起来`],
  [/^BAD_DQ_ESCAPE|escape sequence/, () => '双引号里的反斜杠 \\ 会被当成转义：写成两个反斜杠，或改用单引号把值括起来'],
  [
    /^BLOCK_IN_FLOW|Block collections are not allowed within flow/,
    () =>
      '花括号 {…} 或方括号 […] 里，各项之间要用英文逗号「, 」隔开（例如 {old: 24, new: 26}），也不能分行写列表或字段',
  ],
  [/^MULTIPLE_DOCS|multiple documents/, () => '文件中间多了一行 ---：一个文件只能有一份 YAML，删掉这一行'],
  [/directives-end|^BAD_DIRECTIVE/, () => '以 % 开头的行会被当成 YAML 指令：把这个值用引号括起来'],
  [
    /^(BAD_ALIAS|ALIAS_PROPS|MULTIPLE_ANCHORS|MULTIPLE_TAGS|BAD_PROP_ORDER|TAG_RESOLVE_FAILED)|alias|anchor/i,
    () => '值以 *、& 或 ! 开头，YAML 会把它当成引用或标记：把整个值用引号括起来（例如 "*重要*"）',
  ],
  [/^NON_STRING_KEY/, () => '字段名只能是简单的文字：去掉字段名里的 { } [ ]，或把它用引号括起来'],
];

/**
 * A YAML syntax error in Chinese: what is wrong and what to do. A mistake not in YAML_MISTAKES keeps
 * the parser's own words (in English) inside the Chinese sentence, so nothing of it is lost.
 */
export function yamlErrorMessage(error: {code?: string; message: string}): string {
  const first = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  for (const [pattern, say] of YAML_MISTAKES) {
    // The code first, so a pattern can name it (`^DUPLICATE_KEY`) as well as the parser's words.
    const match = pattern.exec(`${error.code ?? ''} ${first}`.trim());
    if (match) return say(match);
  }
  return `这一行不符合 YAML 的写法（解析器的说明：${first}）：请检查这一行和上一行的缩进、冒号和引号`;
}

/** A YAML syntax error as one problem of `file`, at the line to fix (yamlErrorPlace), in Chinese. */
export function yamlSyntaxProblem(file: string, source: string, error: YamlError, lines: LineCounter): Problem {
  const {line, column} = yamlErrorPlace(source, error, lines);
  return {file, line, column, message: `YAML 语法错误：${yamlErrorMessage(error)}`};
}
