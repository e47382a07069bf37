/**
 * Rehype step after rehype-katex: a displayed formula wider than the text column (the 生产力 formula
 * on a phone) scrolls sideways inside its own box (src/css/custom.css, `.katex-display`) instead of
 * widening the page or running under the table of contents. A box that scrolls must be reachable
 * by keyboard (WCAG 2.1.1), so each displayed formula takes a tab stop and names itself 公式.
 */
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

const isDisplay = (node: Element): boolean => {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes('katex-display');
};

export default function rehypeMathScroll() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (!isDisplay(node)) return;
      node.properties = {...node.properties, tabIndex: 0, role: 'group', ariaLabel: '公式'};
    });
  };
}
