import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

/**
 * `docusaurus build` compiles the client bundle and then the server's, and drops each webpack
 * config after its compile (core patch): both compiles at once, then a config kept in scope
 * through SSG and postBuild (its plugins hold its compiler and so the whole compilation), were
 * the memory peak of a build at ten times the game (ARCHITECTURE.md, "Deliberate exceptions").
 * A reinstall without patches/ or an upgrade that drops the patch brings the peak back.
 */
const build = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build.js'), 'utf8');
const buildLocale = build.slice(
  build.indexOf('async function buildLocale('),
  build.indexOf('\n}\n', build.indexOf('async function buildLocale(')),
);

test('the build compiles the client bundle, then the server bundle, never both at once', () => {
  assert.doesNotMatch(build, /compile\)\(\[clientConfig, serverConfig\]\)/);
  assert.match(buildLocale, /await compileClient\([^)]*\);\s*const serverBundlePath[^;]*await compileServer\(/);
});

test('no webpack config outlives its compile in the build’s scope', () => {
  assert.ok(buildLocale.includes('executeSSG'), 'buildLocale not found in build.js');
  assert.doesNotMatch(buildLocale, /clientConfig|serverConfig/);
});
