/**
 * What `npm run check` reads in each Markdown source, in one parse: its `:data[…]` references (all of
 * them, through the build's own remark plugin), its formulas (through the build's KaTeX check), its
 * headings' anchors (as Docusaurus makes them), its links and images with their lines (JSX `to` and
 * `href` too) and where in the text each address is written (`npm run doc:move` rewrites them there),
 * the JSX elements it gives text attributes (`<BalanceChanges version="…" />`), and its diagrams as
 * the Kroki plugin renders them (the generated tech tree too).
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Problem} from '../../src/problems';
import remarkGameData, {DataReferenceError} from '../../src/remark/game-data';
import {mathProblems} from '../../src/remark/katex';
import {diagramType} from '../../src/remark/kroki';
import {parseMdx} from '../lib/mdx';
import type {Source} from './site';

export interface Reference {
  url: string;
  line: number;
  image: boolean;
  /** Written in JSX (`<Link to>`, `<a href>`): Docusaurus resolves no `.md` file path there, only URLs. */
  jsx?: boolean;
  /** Where the address is written in the source's text, [start, end); missing when it is not written as read (escapes). */
  at?: [number, number];
}

/** A JSX element with its attributes written as text (`version="1.0.0"`); those written as `{…}` are left out. */
export interface JsxElement {
  name: string;
  line: number;
  attributes: Record<string, string>;
}

/** A fenced block the Kroki plugin renders, as the build gives it to the plugin (data filled in). */
export interface Diagram {
  line: number;
  /** The fence's language as written: `mermaid`, `dot`; `techtree` for the tech tree made from data/. */
  lang: string;
  /** Kroki's diagram type (`dot` → `graphviz`). */
  type: string;
  source: string;
}

export interface Parsed {
  source: Source;
  anchors: Set<string>;
  references: Reference[];
  elements: JsxElement[];
  diagrams: Diagram[];
  /** The source has a `<!-- truncate -->` (or `{/* truncate *\/}`) marker. */
  truncated: boolean;
  problems: Problem[];
}

/** `id="…"` on JSX or HTML in the page: anchors a component or raw HTML puts there. */
const ELEMENT_IDS = /\bid=["']([^"']+)["']/g;

type Position = NonNullable<Root['position']>;

/** Offsets of the start of each line. */
const lineStarts = (text: string): number[] => [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];

/** Where an address is written in the source's text, from the node it is in (see placeOf). */
type Locate = (
  position: Position | undefined,
  url: string,
  before: string,
  last?: boolean,
) => [number, number] | undefined;

/**
 * Finds addresses in the source's text. The parse read a copy whose heading lines may differ (ids
 * escaped), so a node's offsets are taken back line by line. The address is the node's text's
 * occurrence that follows one of `before` (`(` in `[x](url)`, a quote in `to="url"`): the first, or
 * the `last` (a link's text may quote its address).
 */
function placeOf(text: string, parsedText: string): Locate {
  const starts = lineStarts(parsedText);
  const own = lineStarts(text);
  const back = (point: Position['start']) => own[point.line - 1]! + point.offset! - starts[point.line - 1]!;
  return (position, url, before, last = false) => {
    if (position?.start.offset === undefined || position.end.offset === undefined) return undefined;
    const start = back(position.start);
    const slice = text.slice(start, back(position.end));
    let found: number | undefined;
    for (let i = slice.indexOf(url); i >= 0 && (found === undefined || last); i = slice.indexOf(url, i + 1))
      if (i > 0 && before.includes(slice[i - 1]!)) found = i;
    return found === undefined ? undefined : [start + found, start + found + url.length];
  };
}

/** `dataDir` is left out when data/ itself is broken: its references cannot be checked yet. */
export async function parseSource(source: Source, root: string, dataDir?: string): Promise<Parsed> {
  const problems: Problem[] = [];
  const file = new VFile({value: source.text, path: path.join(root, source.file)});
  let tree: Root;
  let parsedText: string;
  try {
    // A generated page's stat card is a large JSON prop with no link in it; acorn takes long to read it.
    const text = source.generated ? source.text.replace(/^<StatCard card=\{.*\} \/>$/m, '') : source.text;
    parsedText = escapeMarkdownHeadingIds(text);
    tree = parseMdx(parsedText);
  } catch (error) {
    const place = error as {line?: number; reason?: string};
    // The content lint reports an editor's file that MDX cannot parse; a generated one is ours.
    if (source.generated)
      problems.push({
        file: source.file,
        line: place.line ?? 1,
        message: `无法解析为 MDX：${place.reason ?? String(error)}。常见原因：正文里的 { } < > 要写成 \\{ \\} &lt; &gt;，或放进行内代码`,
      });
    return {source, anchors: new Set(), references: [], elements: [], diagrams: [], truncated: false, problems};
  }
  // The game-data plugin writes the tech tree's Graphviz source into its ```techtree fence.
  const techTrees = new Set<Code>();
  visit(tree, 'code', (node) => {
    if (node.lang === 'techtree') techTrees.add(node);
  });
  try {
    // The build's own plugin: it replaces each reference with its value (headings need the value).
    // The check reports data/releases.yaml itself (check.ts), once, not on every page that lists releases.
    if (dataDir) await remarkGameData({dataDir, releasesReportedElsewhere: true})(tree, file);
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
  const diagrams: Diagram[] = [];
  const at = placeOf(source.text, parsedText);
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    const type = node.type === 'code' ? diagramType(node) : undefined;
    if (node.type === 'code' && type)
      diagrams.push({line, lang: techTrees.has(node) ? 'techtree' : node.lang!, type, source: node.value});
    if (node.type === 'heading') {
      const parsed = parseMarkdownHeadingId(toString(node));
      anchors.add(parsed.id ?? slugs.slug(parsed.text));
    }
    if ((node.type === 'link' || node.type === 'image') && node.url)
      references.push({url: node.url, line, image: node.type === 'image', at: at(node.position, node.url, '(<', true)});
    if (node.type === 'definition' && node.url)
      references.push({url: node.url, line, image: false, at: at(node.position, node.url, ' \t<')});
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
            at: at(attribute.position, attribute.value, '"\''),
          });
      }
      elements.push({name: node.name, line, attributes});
    }
  });
  for (const match of source.text.matchAll(ELEMENT_IDS)) anchors.add(match[1]!);
  const truncated = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(source.text);
  return {source, anchors, references, elements, diagrams, truncated, problems};
}
