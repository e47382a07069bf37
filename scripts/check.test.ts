/**
 * `npm run check` on fixtures: each test copies the site's content to a temporary folder, makes the
 * mistakes of tests/fixtures/check/ (one fixture per mistake, each in its own file), runs the check
 * and asserts that each mistake is reported once, in Chinese, at its file and line, and that nothing
 * else is: the check is the first step of `npm test` and of CI, so this is what an editor sees first.
 */
import {ENTITY_SECTIONS} from '../src/game/labels';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {check, report, type CheckResult} from './check';
import {FIXTURES, type Fixture} from '../tests/fixtures/check/fixtures';

const siteDir = path.resolve(__dirname, '..');
const COPIED = [
  'data',
  'docs',
  'blog',
  'static',
  // Rendered diagrams: the check reports a diagram whose SVG is not there.
  'diagram-cache',
  'sidebars.ts',
  // sidebars.ts imports its paths from here.
  path.join('src', 'config'),
  'CONTRIBUTING.md',
  path.join('src', 'pages'),
  path.join('src', 'components', 'GameTables'),
];
// Written from data/ at every build; the check makes them in memory.
const GENERATED = new RegExp(`^docs/数据/(${Object.values(ENTITY_SECTIONS).join('|')})/`);

function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-'));
  for (const part of COPIED) {
    fs.cpSync(path.join(siteDir, part), path.join(dir, part), {
      recursive: true,
      filter: (from) => !GENERATED.test(`${path.relative(siteDir, from).split(path.sep).join('/')}/`),
    });
  }
  return dir;
}

/** The text of each file as the fixtures left it, for their expected lines. */
const edited = new Map<string, string>();

async function run(fixtures: readonly Fixture[]): Promise<CheckResult> {
  const dir = copySite();
  try {
    for (const fixture of fixtures) {
      const file = path.join(dir, fixture.file);
      fs.writeFileSync(file, fixture.edit(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
      edited.set(fixture.file, fs.readFileSync(file, 'utf8'));
    }
    return await check(dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function assertReported(result: CheckResult, fixtures: readonly Fixture[]): void {
  const shown = report(result, 0).join('\n');
  for (const fixture of fixtures) {
    const list = fixture.warning ? result.warnings : result.errors;
    const file = fixture.expect.file ?? fixture.file;
    const line = fixture.expect.line(edited.get(fixture.file) ?? '');
    const hits = list.filter((p) => p.file === file && p.line === line && fixture.expect.message.test(p.message));
    assert.equal(
      hits.length,
      fixture.expect.count ?? 1,
      `${fixture.name}：应在 ${file}:${line} 报告一次，实际输出：\n${shown}`,
    );
    assert.ok(shown.includes(`${file}:${line}: `) || shown.includes(`${file}:${line}:`), shown);
  }
  const expected = (warning: boolean) =>
    fixtures.filter((f) => Boolean(f.warning) === warning).reduce((n, f) => n + (f.expect.count ?? 1), 0);
  assert.equal(result.errors.length, expected(false), `只应报告这些错误，实际输出：\n${shown}`);
  assert.equal(result.warnings.length, expected(true), `只应报告这些警告，实际输出：\n${shown}`);
}

// Broken anchors are only warnings for editors (the product wants the build to go on), so this is
// what keeps the site's own pages free of them (errors fail `npm run check` itself, before this).
test('the site as it is has no broken anchor', async () => {
  const result = await run([]);
  assert.deepEqual(result.warnings, [], report(result, 0).join('\n'));
});

// Mistakes in different files do not hide each other: one run checks them all.
test('content mistakes: each reported once, in Chinese, at its file and line', async () => {
  const fixtures = FIXTURES.filter((f) => f.group === 'content');
  assertReported(await run(fixtures), fixtures);
});

// A broken data file stops what depends on it, so each data mistake gets a run of its own.
for (const fixture of FIXTURES.filter((f) => f.group === 'data')) {
  test(`data mistake: ${fixture.name}`, async () => {
    assertReported(await run([fixture]), [fixture]);
  });
}

test('in GitHub Actions every mistake is also an annotation on its line', () => {
  const result: CheckResult = {
    errors: [{file: 'docs/资源.md', line: 3, message: '链接 /docs/x 指向的页面不存在'}],
    warnings: [{file: 'docs/村庄.md', line: 5, message: '锚点 #y 找不到'}],
  };
  const lines = report(result, 1, {GITHUB_ACTIONS: 'true'});
  assert.ok(
    lines.includes('::error file=docs/资源.md,line=3,title=npm run check::链接 /docs/x 指向的页面不存在'),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((line) => line.startsWith('::warning file=docs/村庄.md,line=5,')),
    lines.join('\n'),
  );
  assert.ok(!report(result, 1, {}).some((line) => line.startsWith('::')));
});
