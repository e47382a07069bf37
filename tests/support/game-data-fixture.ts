import assert from 'node:assert/strict';
import {GameDataError, loadGameData} from '../../src/game/load';
import {clearLineCache} from '../../src/game/locate';
import {dataFixtures} from './data-fixture';

/**
 * Copies of data/ with text replaced (data-fixture.ts), the line cache cleared so problems point at
 * the copy's lines, and the problems the loader reports for one, each as `file:line: …`.
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
        return error.message
          .split('\n')
          .slice(1)
          .map((l) => l.trim());
      }
      return [];
    },
  };
}
