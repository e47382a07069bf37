import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after} from 'node:test';
import {FIXTURE_DATA} from './site';

/**
 * Copies of the real data/ with some text replaced, for tests that break the data on purpose, e.g.
 * `mutated({'units.yaml': [['hp: 60', 'hp: sixty']]})`. Each `from` must occur in its file, so a
 * test cannot silently stop testing anything. The copies are removed when the test file ends.
 */
export function dataFixtures(prefix: string): (edits: Record<string, [from: string, to: string][]>) => string {
  const realDataDir = FIXTURE_DATA;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  after(() => fs.rmSync(scratch, {recursive: true, force: true}));
  let copies = 0;
  return (edits) => {
    const dir = path.join(scratch, String(++copies), 'data');
    fs.mkdirSync(dir, {recursive: true});
    for (const file of fs.readdirSync(realDataDir)) {
      if (file.endsWith('.yaml')) fs.copyFileSync(path.join(realDataDir, file), path.join(dir, file));
    }
    for (const [file, replacements] of Object.entries(edits)) {
      let text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [from, to] of replacements) {
        assert.ok(text.includes(from), `fixture: ${file} no longer contains ${JSON.stringify(from)}`);
        text = text.replace(from, to);
      }
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  };
}
