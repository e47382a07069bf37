/**
 * Runs after remark-math: checks every formula with KaTeX so invalid TeX fails the build with
 * file and line (rehype-katex would ship a red error box to readers), and gives pages that
 * contain math — and only those — the KaTeX stylesheet through <Head>.
 */
import path from 'node:path';
import katex from 'katex';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {KATEX_CSS_INTEGRITY, KATEX_CSS_URL} from './stylesheet';

export class MathError extends Error {
  override name = 'MathError';
}

interface MathNode {
  type: 'math' | 'inlineMath';
  value: string;
  position?: {start: {line: number}};
}

export const stylesheetElement = (): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'Head',
  attributes: [],
  children: [
    {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
        {type: 'mdxJsxAttribute', name: 'href', value: KATEX_CSS_URL},
        {type: 'mdxJsxAttribute', name: 'integrity', value: KATEX_CSS_INTEGRITY},
        {type: 'mdxJsxAttribute', name: 'crossOrigin', value: 'anonymous'},
      ],
      children: [],
    },
  ],
});

export default function remarkKatexCheck() {
  return (tree: Root, file: VFile): void => {
    const problems: string[] = [];
    let found = false;
    visit(tree, (node) => {
      if (node.type !== 'math' && node.type !== 'inlineMath') return;
      found = true;
      const math = node as unknown as MathNode;
      try {
        katex.renderToString(math.value, {throwOnError: true, displayMode: math.type === 'math', strict: 'ignore'});
      } catch (error) {
        const where = `${path.relative(process.cwd(), file.path || '(未知文件)')}:${math.position?.start.line ?? '?'}`;
        const message = (error as Error).message.replace(/^KaTeX parse error: /, '');
        problems.push(`${where}：公式无法解析：${message}\n  公式：${math.value}\n  请检查 TeX 语法（括号是否成对、命令是否拼写正确）。`);
      }
    });
    if (problems.length > 0) throw new MathError(problems.join('\n'));
    if (found) tree.children.push(stylesheetElement() as unknown as Root['children'][number]);
  };
}
