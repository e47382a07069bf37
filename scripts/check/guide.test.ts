import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {checkGuideSections, guideCitations} from './guide';

/** A site of its own: a guide with `headings` and a script that cites two sections. */
function site(headings: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
  fs.writeFileSync(path.join(root, 'CONTRIBUTING.md'), headings.map((h) => `## ${h}\n\n正文。\n`).join('\n'));
  fs.mkdirSync(path.join(root, 'scripts', 'lib'), {recursive: true});
  fs.writeFileSync(
    path.join(root, 'scripts', 'lib', 'advice.ts'),
    "// See CONTRIBUTING.md「提交前检查」.\n\nexport const ADVICE = '规则见 CONTRIBUTING.md「写作规范」。';\n",
  );
  return root;
}

test('a section of CONTRIBUTING.md the code names, renamed: reported on the guide with the citing line', () => {
  const root = site(['提交前检查', '写作规范']);
  const renamed = site(['提交前检查', '文风']);
  try {
    assert.deepEqual(
      guideCitations(root).map((c) => `${c.file}:${c.line}:${c.section}`),
      ['scripts/lib/advice.ts:1:提交前检查', 'scripts/lib/advice.ts:3:写作规范'],
    );
    assert.deepEqual(checkGuideSections(root), []);
    const problems = checkGuideSections(renamed);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line]),
      [['CONTRIBUTING.md', undefined]],
    );
    assert.match(problems[0]!.message, /^没有标题「写作规范」，而 scripts\/lib\/advice\.ts:3 的提示让编辑去看这一节/);
  } finally {
    for (const dir of [root, renamed]) fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('the site’s own code cites the guide', () => {
  // So the check above has something to check on the real site (npm run check runs it there).
  assert.ok(guideCitations(path.resolve(__dirname, '../..')).length >= 2);
});
