/**
 * A YAML file under data/, parsed once per content. In `npm start` every edit of data/ reloads the
 * game data, the releases and the open data, and each read every file again: at ten times today's
 * game, parsing the files that had not changed was about a third of an edit's CPU (ARCHITECTURE.md,
 * "Scale"). Keyed by the file's text, so an edited file is always parsed anew. Callers read what it
 * returns and never change it: the same objects serve the next caller.
 */
import fs from 'node:fs';
import type {Document, LineCounter} from 'yaml';
import {parseYaml} from '../problems/yaml';

export interface YamlFile {
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The document as plain values; undefined when it has syntax errors (`doc.errors`). */
  raw: unknown;
}

const parsed = new Map<string, YamlFile>();

export function readYamlFile(file: string): YamlFile {
  const text = fs.readFileSync(file, 'utf8');
  const known = parsed.get(file);
  if (known?.text === text) return known;
  // Every mistake in doc.errors, none thrown (src/problems/yaml.ts).
  const result = parseYaml(text);
  parsed.set(file, result);
  return result;
}

/** The file's value, or its first syntax error thrown (as `yaml`'s `parse` would). */
export function readYamlValue(file: string): unknown {
  const {doc, raw} = readYamlFile(file);
  if (doc.errors.length > 0) throw doc.errors[0];
  return raw;
}
