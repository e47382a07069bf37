/**
 * Runs after remark-math: checks every formula with KaTeX so invalid TeX fails the build with
 * file and line (rehype-katex would ship a red error box to readers), and gives pages that
 * contain math — and only those — the KaTeX stylesheet through <Head>: the site's own
 * content-hashed copy (`stylesheet.ts`), whose address the config passes in as `href`.
 */
import path from 'node:path';
import katex from 'katex';
import type {Root} from 'mdast';
// Type-only: remark-math's node types (math, inlineMath), which this import also adds to mdast.
import type {InlineMath, Math as DisplayMath} from 'mdast-util-math';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {annotate, type Problem} from '../../problems';

export class MathError extends Error {
  override name = 'MathError';
}

export interface KatexOptions {
  /** The stylesheet's URL path, e.g. `/assets/katex/katex.0123abcd.css`. */
  href: string;
}

export const stylesheetElement = (href: string): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'Head',
  attributes: [],
  children: [
    {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
        {type: 'mdxJsxAttribute', name: 'href', value: href},
      ],
      children: [],
    },
  ],
});

/**
 * Every formula in the tree that KaTeX cannot render, as a problem at its line in `file` (one line
 * each, with KaTeX's reason): the build's check below, and `npm run check`'s. `include` leaves out
 * formulas the caller cannot judge yet.
 */
export function mathProblems(
  tree: Root,
  file: string,
  include: (formula: DisplayMath | InlineMath) => boolean = () => true,
): Problem[] {
  const problems: Problem[] = [];
  visit(tree, (node) => {
    if ((node.type !== 'math' && node.type !== 'inlineMath') || !include(node)) return;
    try {
      katex.renderToString(node.value, {throwOnError: true, displayMode: node.type === 'math', strict: 'ignore'});
    } catch (error) {
      // KaTeX underlines the place with combining characters (U+0332), which terminals garble.
      const reason = (error as Error).message.replace(/^KaTeX parse error: /, '').replace(/\u0332/g, '');
      problems.push({
        file,
        line: node.position?.start.line,
        message: `公式无法解析：${reason}。公式是 ${node.value.replace(/\s+/g, ' ').trim()}，请检查 TeX 语法（括号是否成对、命令是否拼写正确）`,
      });
    }
  });
  return problems;
}

export default function remarkKatexCheck(options: KatexOptions) {
  return (tree: Root, file: VFile): void => {
    const problems = mathProblems(tree, path.relative(process.cwd(), file.path || '(未知文件)'));
    if (problems.length > 0) {
      annotate(problems, '公式错误');
      throw new MathError(problems.map((p) => `${p.file}:${p.line ?? '?'}：${p.message}`).join('\n'));
    }
    let found = false;
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') found = true;
    });
    if (found) tree.children.push(stylesheetElement(options.href));
  };
}
