/**
 * What `npm run check` reads in each Markdown source, in one parse: its `:data[…]` references (all of
 * them, through the build's own remark plugin), its formulas (through the build's KaTeX check), its
 * headings' anchors (as Docusaurus makes them), its links and images with their lines (JSX `to` and
 * `href` too), and the JSX elements it gives text attributes (`<BalanceChanges version="…" />`).
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Problem} from '../../src/problems';
import remarkGameData, {DataReferenceError} from '../../src/remark/game-data';
import {mathProblems} from '../../src/remark/katex';
import {parseMdx} from '../lib/mdx';
import type {Source} from './site';

export interface Reference {
  url: string;
  line: number;
  image: boolean;
  /** Written in JSX (`<Link to>`, `<a href>`): Docusaurus resolves no `.md` file path there, only URLs. */
  jsx?: boolean;
}

/** A JSX element with its attributes written as text (`version="1.0.0"`); those written as `{…}` are left out. */
export interface JsxElement {
  name: string;
  line: number;
  attributes: Record<string, string>;
}

export interface Parsed {
  source: Source;
  anchors: Set<string>;
  references: Reference[];
  elements: JsxElement[];
  /** The source has a `<!-- truncate -->` (or `{/* truncate *\/}`) marker. */
  truncated: boolean;
  problems: Problem[];
}

/** `id="…"` on JSX or HTML in the page: anchors a component or raw HTML puts there. */
const ELEMENT_IDS = /\bid=["']([^"']+)["']/g;

/** `dataDir` is left out when data/ itself is broken: its references cannot be checked yet. */
export async function parseSource(source: Source, root: string, dataDir?: string): Promise<Parsed> {
  const problems: Problem[] = [];
  const file = new VFile({value: source.text, path: path.join(root, source.file)});
  let tree: Root;
  try {
    // A generated page's stat card is a large JSON prop with no link in it; acorn takes long to read it.
    const text = source.generated ? source.text.replace(/^<StatCard card=\{.*\} \/>$/m, '') : source.text;
    tree = parseMdx(escapeMarkdownHeadingIds(text));
  } catch (error) {
    const place = error as {line?: number; reason?: string};
    // The content lint reports an editor's file that MDX cannot parse; a generated one is ours.
    if (source.generated)
      problems.push({
        file: source.file,
        line: place.line ?? 1,
        message: `无法解析为 MDX：${place.reason ?? String(error)}。常见原因：正文里的 { } < > 要写成 \\{ \\} &lt; &gt;，或放进行内代码`,
      });
    return {source, anchors: new Set(), references: [], elements: [], truncated: false, problems};
  }
  try {
    // The build's own plugin: it replaces each reference with its value (headings need the value).
    if (dataDir) await remarkGameData({dataDir})(tree, file);
  } catch (error) {
    if (!(error instanceof DataReferenceError)) throw error;
    problems.push(...error.problems.map((p) => ({...p, file: source.file})));
  }
  // After the data: a `\data{…}` still in a formula is a reference reported above, or data/ is broken.
  problems.push(...mathProblems(tree, source.file, (formula) => !formula.value.includes('\\data{')));
  const anchors = new Set<string>();
  const slugs = createSlugger();
  const references: Reference[] = [];
  const elements: JsxElement[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading') {
      const parsed = parseMarkdownHeadingId(toString(node));
      anchors.add(parsed.id ?? slugs.slug(parsed.text));
    }
    if ((node.type === 'link' || node.type === 'definition') && node.url)
      references.push({url: node.url, line, image: false});
    if (node.type === 'image' && node.url) references.push({url: node.url, line, image: true});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const attributes: Record<string, string> = {};
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        attributes[attribute.name] = attribute.value;
        // `<Link to>` and `<a href>` (which MDX renders as a Link): the build checks them as links.
        if ((attribute.name === 'to' || attribute.name === 'href') && attribute.value)
          references.push({
            url: attribute.value,
            line: attribute.position?.start.line ?? line,
            image: false,
            jsx: true,
          });
      }
      elements.push({name: node.name, line, attributes});
    }
  });
  for (const match of source.text.matchAll(ELEMENT_IDS)) anchors.add(match[1]!);
  const truncated = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(source.text);
  return {source, anchors, references, elements, truncated, problems};
}
