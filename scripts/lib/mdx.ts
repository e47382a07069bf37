import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/**
 * A page as the editors' check and the content lint read it: MDX with front matter, GFM, math and
 * directives, as the site compiles it. HTML comments (<!-- truncate -->), which Docusaurus accepts
 * and the bare MDX parser does not, are blanked out first, every line kept where it was. Throws,
 * with the line, when the text does not parse.
 */
export function parseMdx(text: string): Root {
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkMdx)
    .use(remarkMath)
    .use(remarkDirective)
    .parse(withoutComments) as Root;
}
