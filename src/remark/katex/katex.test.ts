import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import remarkKatexCheck, {MathError, mathProblems} from './index';
import {KATEX_ASSET_DIR, katexAssets, katexDist, KATEX_VERSION} from './stylesheet';

const siteDir = path.resolve(__dirname, '../../..');
// The katex that rehype-katex itself resolves, not whichever one happens to be at the top.
const dist = katexDist(siteDir);

test('the served stylesheet is made from the katex rehype-katex renders with, pinned in package.json', () => {
  const {version} = JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8')) as {version: string};
  const pinned = (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>}
  ).dependencies.katex;
  assert.equal(KATEX_VERSION, version);
  assert.equal(pinned, version);
});

test('the stylesheet and each font are named by their content, and the stylesheet names only served WOFF2 fonts', () => {
  const {cssPath, files} = katexAssets(dist);
  const css = files.get(cssPath)!.toString();
  assert.match(cssPath, new RegExp(`^${KATEX_ASSET_DIR}katex\\.[0-9a-f]{10}\\.css$`));
  const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
  // Every family and style KaTeX has: one font each, no WOFF or TTF fallbacks, nothing remote.
  assert.equal(urls.length, 20);
  for (const url of urls) {
    assert.match(url, /^fonts\/KaTeX_[\w-]+\.[0-9a-f]{10}\.woff2$/);
    const body = files.get(`${KATEX_ASSET_DIR}${url}`);
    const original = fs.readFileSync(path.join(dist, url.replace(/\.[0-9a-f]{10}\.woff2$/, '.woff2')));
    assert.ok(body?.equals(original), `${url} is KaTeX's own font`);
  }
  assert.equal(files.size, urls.length + 1);
  // Same input, same names: a rebuild does not change the files' addresses.
  assert.equal(katexAssets(dist).cssPath, cssPath);
});

const HREF = '/assets/katex/katex.0123456789.css';

async function run(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkMath).use(remarkKatexCheck, {href: HREF});
  const file = new VFile({value: markdown, path: path.join(process.cwd(), 'docs', '生产力.md')});
  return JSON.stringify(await processor.run(processor.parse(file), file));
}

test('a page with math gets the stylesheet; a page without gets nothing', async () => {
  const withMath = await run('产出为 $P = L \\times F$。\n\n$$\nP = \\sum_i x_i\n$$\n');
  assert.ok(withMath.includes(HREF));
  const without = await run('没有公式的页面，只有 100 铜钱。\n');
  assert.ok(!without.includes('katex'));
});

test('invalid TeX fails with file, line and KaTeX’s message', async () => {
  await assert.rejects(
    run('第一行\n\n第三行 $\\frac{1}{$ 结束\n'),
    (error: Error) =>
      error instanceof MathError &&
      error.message.includes(`${path.join('docs', '生产力.md')}:3：公式无法解析`) &&
      /Expected '}'|Unexpected end/.test(error.message),
  );
  await assert.rejects(
    run('$$\n\\badcommand{x}\n$$\n'),
    /生产力\.md:1：公式无法解析：Undefined control sequence: \\badcommand/,
  );
});

test('mathProblems: one line per formula KaTeX cannot render, at its line, leaving out what the caller skips', () => {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkMath)
    .parse('$x$\n\n$\\frac{1}{$\n\n$\\data{a.b}$\n');
  const problems = mathProblems(tree, 'docs/生产力.md', (formula) => !formula.value.includes('\\data{'));
  assert.deepEqual(
    problems.map((p) => [p.file, p.line]),
    [['docs/生产力.md', 3]],
  );
  assert.match(problems[0]!.message, /^公式无法解析：[^\n]*公式是 \\frac\{1\}\{，请检查 TeX 语法/);
  assert.equal(mathProblems(tree, 'docs/生产力.md').length, 2);
});
