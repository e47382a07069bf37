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

/** 「。你是不是要写「archer」？」, or `otherwise` when no candidate is close. */
export function didYouMean(word: string, candidates: Iterable<string>, otherwise = ''): string {
  const guess = closest(word, candidates);
  return guess === undefined ? otherwise : `。你是不是要写「${guess}」？`;
}

/**
 * Where a YAML syntax error is, as an editor would look for it. The parser notices a missing closing
 * quote only at the end of the file; the mistake is on the line whose quote is never closed.
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
  return {line, column: col};
}

/** The parser's message for the usual YAML mistakes, in Chinese; others as the parser says them. */
export function yamlErrorMessage(error: {code?: string; message: string}): string {
  const first = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const quote = /Missing closing (["'])quote/.exec(first)?.[1];
  if (quote) return `引号没有成对：这一行的 ${quote} 没有对应的结尾 ${quote}`;
  if (/Nested mappings are not allowed in compact mappings/.test(first))
    return '一行里有两个「: 」：值里有冒号时，把整个值用引号括起来';
  if (/Implicit map keys need to be followed by map values/.test(first)) return '这一行缺少「: 」，应写成「字段: 值」';
  if (error.code === 'DUPLICATE_KEY') return '同一个字段写了两次，删掉其中一个';
  if (error.code === 'BAD_INDENT' || /indent/i.test(first))
    return `缩进不对（${first}）：同一层的字段要对齐，用空格而不是 Tab`;
  if (error.code === 'TAB_AS_INDENT') return '用了 Tab 缩进：YAML 只能用空格缩进';
  return first;
}
