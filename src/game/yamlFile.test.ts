import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
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
