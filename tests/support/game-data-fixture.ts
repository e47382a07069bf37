import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {GameDataError, loadGameData} from '../../src/game/load';
import {formatProblem} from '../../src/problems';
import {dataFixtures} from './data-fixture';

/**
 * Copies of data/ with text replaced (data-fixture.ts), and the problems the loader reports for one,
 * each as `file:line: …` (none when it loads: a test that expects problems asserts on them).
 */
export function gameDataFixtures(prefix: string): {
  mutated: (edits: Record<string, [from: string, to: string][]>) => string;
  problemsOf: (dir: string) => string[];
} {
  const copyOfData = dataFixtures(prefix);
  return {
    mutated: copyOfData,
    problemsOf(dir) {
      try {
        loadGameData(dir);
      } catch (error) {
        assert.ok(error instanceof GameDataError, String(error));
        const lines = error.message.split('\n').slice(1);
        // The message lists exactly the structured problems, each as `file:line: field：message`.
        assert.deepEqual(
          lines,
          error.problems.map((p) => `  ${formatProblem(p)}`),
        );
        return lines.map((l) => l.trim());
      }
      return [];
    },
  };
}

/** The lines of `file` in the data folder `dir`. */
export const linesOf = (dir: string, file: string): string[] =>
  fs.readFileSync(path.join(dir, file), 'utf8').split('\n');

/** 1-based number of the first line of `file` in `dir` that contains (or matches) `text`. */
export function lineOf(dir: string, file: string, text: string | RegExp): number {
  const index = linesOf(dir, file).findIndex((l) => (typeof text === 'string' ? l.includes(text) : text.test(l)));
  assert.ok(index >= 0, `${file} has no line matching ${String(text)}`);
  return index + 1;
}

/** The first of `problems` that contains `text` (matches it, passes it); fails listing them all when none does. */
export function problemWith(problems: readonly string[], text: string | RegExp | ((p: string) => boolean)): string {
  const test =
    typeof text === 'function' ? text : (p: string) => (typeof text === 'string' ? p.includes(text) : text.test(p));
  const hit = problems.find(test);
  assert.ok(hit !== undefined, `no problem matches ${String(text)}; got:\n${problems.join('\n')}`);
  return hit;
}
