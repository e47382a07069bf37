import assert from 'node:assert/strict';
import test from 'node:test';
import type {Element, Root} from 'hast';
import {toHast} from 'mdast-util-to-hast';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import rehypeMathScroll from './index';

/** Markdown → hast as the site renders it (remark-math, rehype-katex), then this step. */
function render(markdown: string): Element[] {
  const mdast = unified().use(remarkMath).runSync(unified().use(remarkParse).use(remarkMath).parse(markdown));
  const hast = toHast(mdast as import('mdast').Root) as Root;
  (rehypeKatex() as unknown as (tree: Root, file: VFile) => void)(hast, new VFile());
  rehypeMathScroll()(hast);
  const found: Element[] = [];
  visit(hast, 'element', (node) => {
    if (node.properties.tabIndex !== undefined) found.push(node);
  });
  return found;
}

test('a displayed formula is a keyboard-reachable box named 公式; inline math is left alone', () => {
  const boxes = render('行内 $a+b$。\n\n$$\nP = L \\times F\n$$\n');
  assert.equal(boxes.length, 1);
  assert.deepEqual(boxes[0]!.properties.className, ['katex-display']);
  assert.equal(boxes[0]!.properties.tabIndex, 0);
  assert.equal(boxes[0]!.properties.ariaLabel, '公式');
});
