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
  const place = [problem.file, problem.line, problem.line === undefined ? undefined : problem.column].filter((part) => part !== undefined).join(':');
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
    (a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
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
export const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,title=…::message`, the line GitHub turns into an annotation. */
export function annotation(problem: Problem, title: string): string {
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`);
  if (problem.line !== undefined && problem.column !== undefined) properties.push(`col=${problem.column}`);
  properties.push(`title=${escapeProperty(title)}`);
  const message = problem.path ? `${problem.path}：${problem.message}` : problem.message;
  return `::error ${properties.join(',')}::${escapeData(message)}`;
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
  // Unit tests break files on purpose; their problems are not the pull request's.
  if (env.GITHUB_ACTIONS !== 'true' || env.NODE_TEST_CONTEXT) return [];
  const lines = problems.map((problem) => annotation(problem, title));
  lines.forEach(print);
  return lines;
}

/** The line of the deepest node along `fieldPath` that exists in the YAML document. */
export function yamlLine(doc: Document.Parsed, lines: LineCounter, fieldPath: readonly (string | number)[]): number | undefined {
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
