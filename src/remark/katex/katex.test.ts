import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import remarkKatexCheck, {MathError} from './index';
import {KATEX_CSS_INTEGRITY, KATEX_CSS_URL, KATEX_VERSION} from './stylesheet';

// The katex that rehype-katex itself resolves, not whichever one happens to be at the top.
const katexDir = path.dirname(require.resolve('katex/package.json', {paths: [path.dirname(require.resolve('rehype-katex'))]}));

test('the configured stylesheet is the version rehype-katex renders with', () => {
  const {version} = JSON.parse(fs.readFileSync(path.join(katexDir, 'package.json'), 'utf8')) as {version: string};
  assert.equal(KATEX_VERSION, version);
  assert.ok(KATEX_CSS_URL.includes(`katex@${version}/dist/katex.min.css`));
});

test('the SRI hash matches node_modules/katex/dist/katex.min.css', () => {
  const css = fs.readFileSync(path.join(katexDir, 'dist/katex.min.css'));
  assert.equal(KATEX_CSS_INTEGRITY, `sha384-${createHash('sha384').update(css).digest('base64')}`);
});

async function run(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkMath).use(remarkKatexCheck);
  const file = new VFile({value: markdown, path: path.join(process.cwd(), 'docs', '生产力.md')});
  return JSON.stringify(await processor.run(processor.parse(file), file));
}

test('a page with math gets the stylesheet; a page without gets nothing', async () => {
  const withMath = await run('产出为 $P = L \\times F$。\n\n$$\nP = \\sum_i x_i\n$$\n');
  assert.ok(withMath.includes(KATEX_CSS_URL) && withMath.includes(KATEX_CSS_INTEGRITY));
  assert.ok(withMath.includes('"crossOrigin"'));
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
  await assert.rejects(run('$$\n\\badcommand{x}\n$$\n'), /生产力\.md:1：公式无法解析：Undefined control sequence: \\badcommand/);
});
