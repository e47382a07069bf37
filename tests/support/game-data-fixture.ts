import assert from 'node:assert/strict';
import {GameDataError, loadGameData} from '../../src/game/load';
import {clearLineCache} from '../../src/game/locate';
import {formatProblem} from '../../src/problems';
import {dataFixtures} from './data-fixture';

/**
 * Copies of data/ with text replaced (data-fixture.ts), the line cache cleared so problems point at
 * the copy's lines, and the problems the loader reports for one, each as `file:line: …` (none when
 * it loads: a test that expects problems asserts on them).
 */
export function gameDataFixtures(prefix: string): {
  mutated: (edits: Record<string, [from: string, to: string][]>) => string;
  problemsOf: (dir: string) => string[];
} {
  const copyOfData = dataFixtures(prefix);
  return {
    mutated(edits) {
      const dir = copyOfData(edits);
      clearLineCache();
      return dir;
    },
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
