/** Finds the line of a field in a data/ file, so problems can point an editor at it. */
import fs from 'node:fs';
import path from 'node:path';
import {yamlLine} from '../problems';
import {readYamlFile} from './yamlFile';
import type {Problem} from './rules';

type FieldPath = (string | number)[];

/** Line (1-based) of the deepest node of `fieldPath` that exists in `dataDir/<kind>.yaml`. */
export function lineOf(dataDir: string, kind: string, fieldPath: FieldPath): number | undefined {
  const file = path.join(dataDir, `${kind}.yaml`);
  if (!fs.existsSync(file)) return undefined;
  // The parse the loader read, or the file as it is now if it changed since (yamlFile.ts).
  const {doc, lines} = readYamlFile(file);
  return yamlLine(doc, lines, fieldPath);
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
