import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

/**
 * `docusaurus build` compiles the server bundle and then the client's (core patch): both at once
 * were the memory peak of a build at ten times the game (ARCHITECTURE.md, "Deliberate exceptions").
 * A reinstall without patches/ or an upgrade that drops the patch brings the peak back.
 */
test('the build compiles the server bundle, then the client bundle, never both at once', () => {
  const build = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build.js'), 'utf8');
  assert.doesNotMatch(build, /compile\)\(\[clientConfig, serverConfig\]\)/);
  assert.match(build, /compile\)\(\[serverConfig\]\)\.then\(\(\) => \(0, utils_2\.compile\)\(\[clientConfig\]\)\)/);
});
