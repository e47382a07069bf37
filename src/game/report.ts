/**
 * Where a game-data problem is: file, line and the field path editors read
 * (`units[id=militia].cost.grain`), built on the shared reporter (src/problems).
 */
import type {Document, LineCounter} from 'yaml';
import {sortProblems, yamlLine, type Problem} from '../problems';
import {KINDS, type Kind} from './schema';

export type Segment = string | number;
export type FieldPath = readonly Segment[];

interface Source {
  doc: Document.Parsed;
  lines: LineCounter;
  raw: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class Reporter {
  readonly problems: Problem[] = [];
  readonly sources = new Map<Kind, Source>();

  constructor(readonly dirLabel: string) {}

  fileOf(kind: Kind): string {
    return `${this.dirLabel}/${kind}.yaml`;
  }

  /** `units[id=militia].cost.grain`: list items are named by their id when they have one. */
  display(kind: Kind, fieldPath: FieldPath): string {
    let current: unknown = this.sources.get(kind)?.raw;
    let out = '';
    for (const segment of fieldPath) {
      if (typeof segment === 'number') {
        const item: unknown = Array.isArray(current) ? current[segment] : undefined;
        out += isRecord(item) && typeof item.id === 'string' && item.id !== '' ? `[id=${item.id}]` : `[${segment}]`;
        current = item;
      } else {
        out += out === '' ? segment : `.${segment}`;
        current = isRecord(current) ? current[segment] : undefined;
      }
    }
    return out === '' ? '（顶层）' : out;
  }

  line(kind: Kind, fieldPath: FieldPath): number | undefined {
    const source = this.sources.get(kind);
    return source ? yamlLine(source.doc, source.lines, fieldPath) : undefined;
  }

  add(kind: Kind, fieldPath: FieldPath, message: string): void {
    this.problems.push({
      file: this.fileOf(kind),
      line: this.line(kind, fieldPath),
      path: this.display(kind, fieldPath),
      message,
    });
  }

  addFile(kind: Kind, message: string, line?: number, column?: number): void {
    this.problems.push({file: this.fileOf(kind), line, column, message});
  }

  /** By file in KINDS order, then line. */
  sorted(): Problem[] {
    return sortProblems(
      this.problems,
      KINDS.map((kind) => this.fileOf(kind)),
    );
  }
}
