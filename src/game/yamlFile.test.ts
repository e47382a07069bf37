import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {lineOf} from './locate';
import {readYamlFile, readYamlValue} from './yamlFile';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-file-')), 'units.yaml');

test('a file read again unchanged is the same parse; an edit is parsed anew', () => {
  fs.writeFileSync(file, 'units:\n  - id: militia\n    hp: 60\n');
  const first = readYamlFile(file);
  assert.equal(readYamlFile(file), first);
  fs.writeFileSync(file, 'units:\n  - id: militia\n    hp: 61\n');
  assert.deepEqual(readYamlValue(file), {units: [{id: 'militia', hp: 61}]});
  assert.notEqual(readYamlFile(file), first);
});

test('a syntax error is kept for the loader, and thrown by readYamlValue', () => {
  fs.writeFileSync(file, 'units:\n  - id: militia\n   hp: [60\n');
  assert.equal(readYamlFile(file).raw, undefined);
  assert.ok(readYamlFile(file).doc.errors.length > 0);
  assert.throws(() => readYamlValue(file), {name: 'YAMLParseError'});
});

test("a problem's line follows an edit of its file (the preview reports lines of the file as it is)", () => {
  const dir = path.dirname(file);
  fs.writeFileSync(file, 'units:\n  - id: militia\n    hp: 60\n');
  assert.equal(lineOf(dir, 'units', ['units', 0, 'hp']), 3);
  fs.writeFileSync(file, '# 单位\n\nunits:\n  - id: militia\n    hp: 60\n');
  assert.equal(lineOf(dir, 'units', ['units', 0, 'hp']), 5);
});
