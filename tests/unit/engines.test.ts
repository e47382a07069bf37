import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {engines: {node: string}};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {engines?: {node?: string} | string[]; optional?: boolean}>;
};
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

// The oldest Node the project promises; `npm ci` on it must print no EBADENGINE warning.
const oldest = semver.minVersion(pkg.engines.node)!.version;

test('README names the same oldest Node as package.json engines', () => {
  const [major, minor] = oldest.split('.');
  assert.ok(
    readme.includes(`Node ${major}.${minor}`),
    `README.md should name Node ${major}.${minor} (package.json engines.node is ${pkg.engines.node})`,
  );
});

test('every locked package accepts the oldest Node we support (no EBADENGINE on npm ci)', () => {
  const refused: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (!range || where === '') continue;
    if (!semver.satisfies(oldest, range)) refused.push(`${where.replace(/^.*node_modules\//, '')} wants node ${range}`);
  }
  assert.deepEqual(
    refused,
    [],
    `pin these to a version whose engines accept Node ${oldest} (npm view <pkg>@<ver> engines)`,
  );
});

test('the CI workflow tests the oldest supported Node and the current LTS', () => {
  const ci = fs.readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8');
  const matrix = /node-version:\s*\[([^\]]*)\]/
    .exec(ci)?.[1]
    ?.split(',')
    .map((v) => v.trim().replace(/['"]/g, ''));
  assert.ok(matrix, 'ci.yml should test a matrix of Node versions');
  assert.ok(
    matrix.includes(oldest.split('.').slice(0, 2).join('.')),
    `matrix ${matrix.join(', ')} should include ${oldest}`,
  );
  assert.ok(
    matrix.some((v) => Number(v.split('.')[0]) >= 24),
    `matrix ${matrix.join(', ')} should include the current LTS (24)`,
  );
});
