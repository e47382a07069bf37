import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

/**
 * `docusaurus build` compiles the client bundle and then the server's (core patch): both at once
 * were the memory peak of a build at ten times the game (ARCHITECTURE.md, "Deliberate exceptions").
 * A reinstall without patches/ or an upgrade that drops the patch brings the peak back.
 */
test('the build compiles the client bundle, then the server bundle, never both at once', () => {
  const build = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build.js'), 'utf8');
  assert.doesNotMatch(build, /compile\)\(\[clientConfig, serverConfig\]\)/);
  assert.match(build, /compile\)\(\[clientConfig\]\)\.then\(\(\) => \(0, utils_2\.compile\)\(\[serverConfig\]\)\)/);
});
