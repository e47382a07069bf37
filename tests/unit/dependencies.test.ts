import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import test from 'node:test';
import pkg from '../../package.json';

interface Tree {
  version?: string;
  dependencies?: Record<string, Tree>;
}

function collect(tree: Tree, into: Map<string, Set<string>>): void {
  for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
    if (name.startsWith('@docusaurus/') && child.version) {
      into.set(name, (into.get(name) ?? new Set()).add(child.version));
    }
    collect(child, into);
  }
}

test('the install holds exactly one version of each @docusaurus/* package, 3.4.0', () => {
  // `npm ls` exits 1 on problems elsewhere in the tree too: lighthouse's @paulirish/trace_engine
  // asks for its dependencies as "latest", which npm ls reports as invalid once that tag moves on.
  // The JSON tree is complete either way; this test judges only the Docusaurus family.
  const {stdout: json} = spawnSync('npm', ['ls', '--all', '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const versions = new Map<string, Set<string>>();
  collect(JSON.parse(json) as Tree, versions);
  assert.ok(versions.size >= 15, `expected the whole Docusaurus family, found ${versions.size}`);
  for (const [name, set] of versions) {
    // react-loadable is Docusaurus's fork with its own numbering; one version is all we ask of it.
    const expected = name === '@docusaurus/react-loadable' ? [...set].slice(0, 1) : ['3.4.0'];
    assert.deepEqual([...set], expected, `${name} is installed as ${[...set].join(', ')}`);
  }
});

test('package.json pins every @docusaurus/* dependency to exactly 3.4.0', () => {
  const all = {...pkg.dependencies, ...pkg.devDependencies} as Record<string, string>;
  const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
  assert.ok(docusaurus.length >= 5);
  for (const [name, range] of docusaurus) assert.equal(range, '3.4.0', name);
  for (const [name, range] of Object.entries(all)) {
    assert.match(range, /^\d+\.\d+\.\d+$/, `${name} must be pinned exactly, not "${range}"`);
  }
});
