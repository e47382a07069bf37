/** Finds the line of a field in a data/ file, so problems can point an editor at it. */
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, type Document} from 'yaml';
import {yamlLine} from '../problems';
import type {Problem} from './rules';

type FieldPath = (string | number)[];
const cache = new Map<string, {doc: Document.Parsed; lines: LineCounter} | null>();

function source(file: string): {doc: Document.Parsed; lines: LineCounter} | null {
  if (!cache.has(file)) {
    if (!fs.existsSync(file)) cache.set(file, null);
    else {
      const lines = new LineCounter();
      cache.set(file, {doc: parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter: lines}), lines});
    }
  }
  return cache.get(file) ?? null;
}

/** Line (1-based) of the deepest node of `fieldPath` that exists in `dataDir/<kind>.yaml`. */
export function lineOf(dataDir: string, kind: string, fieldPath: FieldPath): number | undefined {
  const src = source(path.join(dataDir, `${kind}.yaml`));
  if (!src) return undefined;
  return yamlLine(src.doc, src.lines, fieldPath);
}

/** Reports a problem at a field of `<dataDir>/<kind>.yaml`. */
export type Add = (kind: string, fieldPath: FieldPath, message: string) => void;

/** A check's problems, and the `add` that reports one with its file, line and field. */
export function problemList(dataDir: string): {problems: Problem[]; add: Add} {
  const problems: Problem[] = [];
  const dir = path.basename(dataDir);
  const add: Add = (kind, fieldPath, message) =>
    problems.push({
      file: `${dir}/${kind}.yaml`,
      line: lineOf(dataDir, kind, fieldPath),
      path: fieldPath.join('.'),
      message,
    });
  return {problems, add};
}

/** Forget parsed files (tests write data to temporary folders and read them again). */
export function clearLineCache(): void {
  cache.clear();
}
