/**
 * `npm run lint:content`: checks the Chinese copy before the build does, with messages an editor
 * can act on from a PR's CI log (file:line, what is wrong, what to write instead).
 *
 * - spacing and punctuation: autocorrect (the tool made for CJK typography) on the body of every
 *   doc, blog post and page;
 * - no placeholder words (待补充, TODO, lorem …);
 * - docs: title, description and keywords in the front matter; images with Chinese alt text;
 * - reference pages (docs outside 数据/) also: at least 800 Han characters of prose outside
 *   tables, code and headings; at least one link to 基础名词;
 * - every doc (reference and 数据 pages): no number typed into prose (game numbers come from data/
 *   through :data[…]); docs and pages (src/pages, Markdown and React): no count typed as a Chinese
 *   numeral (:data[…]{format=count}). Blog posts keep theirs: a release note counts what that
 *   release changed, which today's data/ cannot say.
 * - no link to a data table's row (`数据/单位.md#spearman`) for a thing that has its own page.
 * - no hand-written list of game things that a data directive renders (`hand-written-list`:
 *   「剑士、投石手和象兵」 where `:data[derived.unit_lists.standalone.all]{format=links}` says it).
 *
 * autocorrect has no notion of "prose vs. data", so the last three rules are ours, on the mdast.
 * Every rule's message is in SAY.
 */
import fs from 'node:fs';
import path from 'node:path';
import {lintFor, loadConfig} from 'autocorrect-node';
import type {Root} from 'mdast';
import {annotate, type Problem as EditorProblem} from '../src/problems';
import {findRetired, loadGlossary, type GlossaryTerm} from '../src/plugins/glossary/glossary';
import {parseYaml} from '../src/problems/yaml';
import {GENERATED_MARKER} from '../src/plugins/entity-pages/generate';
import {filesUnder} from '../src/plugins/files-under';
import {entityPageLink, readEntityIds, type EntityIds} from './lib/entity-links';
import {listFinder, namedLists, type NamedList} from './lib/entity-lists';
import {parseMdx} from './lib/mdx';
import {currentGameData} from '../src/game/store';
import {UNIT_TYPES} from '../src/game/enums';
import {UI_TERMS} from '../src/game/terms';
import {readFrontMatter} from './check/site';
import {DOC_IDS} from '../src/config/docs';

/** The one problem shape (src/problems) with its line always known and the rule that found it. */
export type Problem = Required<Pick<EditorProblem, 'file' | 'line' | 'message'>> & {rule: string};

export interface LintOptions {
  /** A reference page: prose length and a glossary link. */
  reference: boolean;
  /** Docs need SEO front matter; blog posts and pages have their own. */
  doc: boolean;
  /** No game number typed into prose (typed-number); every doc. Defaults to `reference`. */
  numbers?: boolean;
  /** No count typed as a Chinese numeral (typed-count); docs and pages. Defaults to `reference`. */
  counts?: boolean;
}

export const MIN_PROSE_HAN = 800;
export const MIN_DATA_PAGE_HAN = 300;
// Code blocks hold YAML and commands whose commas are syntax, not Chinese punctuation.
loadConfig(JSON.stringify({context: {codeblock: 0}}));
const PLACEHOLDERS = /待补充|待完善|待填写|施工中|TODO|FIXME|TBD|lorem|ipsum/i;
const HAN = /\p{Script=Han}/gu;
/** The glossary page's doc id (src/config/docs.ts), and its name as links and file names have it. */
const GLOSSARY_ID = DOC_IDS.glossary;
const GLOSSARY = path.posix.basename(GLOSSARY_ID);

/**
 * What each rule says, by rule (`rule:variant` where a rule has more than one message): what is
 * wrong and what to write instead.
 */
const SAY = {
  syntax: (reason: string) => `无法解析为 MDX：${reason}`,
  'front-matter': (message: string) => message,
  'front-matter:missing': (field: string) =>
    `front matter 缺少「${field}」：每个文档页都要有 title、description（一句话简介，用于搜索引擎和站内搜索）和 keywords`,
  placeholder: (word: string) => `有占位词「${word}」：请写出真正的内容，或者删掉这一处`,
  'doc-cards': () =>
    '不能用 DocCard／DocCardList：本站的文档插件不向浏览器发送文档列表（见 ARCHITECTURE.md「Deliberate exceptions to plain Docusaurus behaviour」）。请改写成一列普通链接',
  typography: (column: number, old: string, fixed: string) =>
    `第 ${column} 列起：「${old}」应写作「${fixed}」（中英文、数字之间加空格，中文句子用全角标点）`,
  'typed-number': (digits: string, text: string) =>
    `正文里直接写了数字「${digits}」（「${text}」）。游戏数值请用 :data[文件.条目id.字段] 从 data/ 读取，例如 :data[units.militia.hp]；游戏里的数量也从数据读取，例如「:data[eras]{format=count}个时代」；和游戏无关的计数请用汉字，例如「分两步」`,
  'data-page-guide': (han: number) =>
    `数据页的说明只有 ${han} 个汉字（不计表格和标题），至少要 ${MIN_DATA_PAGE_HAN} 个：写清每一列的含义和单位、怎样比较、有哪些例外`,
  'prose-length': (han: number) =>
    `正文只有 ${han} 个汉字（不计表格、代码和标题），参考页至少要 ${MIN_PROSE_HAN} 个：补充玩家需要的说明，而不是凑字数`,
  'glossary-link': () =>
    `没有链接到「${GLOSSARY}」：术语第一次出现时请链接到它的条目，例如 [行政点](./${GLOSSARY_ID}.md#admin-points)`,
  'image-alt': (url: string) => `图片 ${url} 没有中文说明文字：写成 ![说明图片内容的一句话](${url})`,
  'entity-row-link': (url: string, better: string) =>
    `链接 ${url} 指向数据表里的一行，而它有自己的页面：请改成 ${better}（它的页面有完整资料，悬停也有卡片）`,
  'undefined-term:anchor': (text: string, anchor: string) =>
    `链接「${text}」指向${GLOSSARY}的 #${anchor}，那里没有这个条目：请在 data/glossary.yaml 加上这个术语（anchor: ${anchor}）并在${GLOSSARY}页写它的小节，或改成已有的锚点`,
  'undefined-term:link': (text: string) =>
    `链接到${GLOSSARY}的「${text}」不是术语表或 data/ 里的名称：请链接文字写成术语本身（例如 [行政点](./${GLOSSARY_ID}.md#admin-points)），或在 data/glossary.yaml 定义「${text}」`,
  'undefined-term': (text: string) =>
    `加粗的「${text}」像一个术语，但术语表（data/glossary.yaml）和 data/ 里都没有定义它：请在术语表里定义并链接到${GLOSSARY}，或者不要加粗`,
  'template-opening': (text: string, opening: string) =>
    `「${text}」是模板式开头：删掉「${opening}……」这类预告，第一句直接说内容本身`,
  'template-opening:ahead': (sentence: string) => `「${sentence}」是在预告下文：删掉这句，直接写内容本身`,
  'retired-term': (retired: string, term: string) =>
    `「${retired}」是不再使用的叫法，请写「${term}」（术语表：data/glossary.yaml；确实要提到旧称时，在同一行加 {/* 旧称：${retired} */}）`,
  'retired-term:header': (header: string, retired: string, term: string) =>
    `表头「${header}」用了不再使用的叫法「${retired}」，请写「${term}」（术语表：data/glossary.yaml）`,
  'typed-count': (count: string, text: string) =>
    `正文里手写了数量「${count}」（「${text.trim().slice(0, 30)}」）。游戏里的数量请从 data/ 读取，例如 :data[factions]{format=count}${count.replace(/^[一二两三四五六七八九十百千]+(?:多|余)?/, '')}；与数据无关的说法请改写，不要写死数字`,
  'quoted-data': (quoted: string) =>
    `${quoted} 把数据里的一句话原样放进了引号：去掉「」，把它写进句子里（名称可以用引号，整句的说明不要）`,
  'loose-counter': (before: string, after: string) =>
    `「${before}克制${after}」是一条克制关系，却写成了正文：请把它写进 data/rules.yaml 的 combat.claims（构建会按等价兵力推演它），用 <CounterClaims> 列出，或者删掉这句`,
  'hand-written-list': (names: readonly string[], path: string, chain: boolean) =>
    `这里手写了一串名称（${names.join('、')}），正好是 :data[${path}]{format=${chain ? 'chain' : 'links'}} 列出的内容：请改写成这个数据引用（不要链接时写 {format=names}），以后数据里增减一项，这句话会跟着变`,
};

type Say = typeof SAY;
type Report = <K extends keyof Say>(line: number, said: K, ...args: Parameters<Say[K]>) => void;

/** A report into `problems`: the rule is SAY's key without its variant. */
function reporter(file: string, problems: Problem[]): Report {
  return (line, said, ...args) => {
    const message = (SAY[said] as (...a: unknown[]) => string)(...args);
    problems.push({file, line, rule: said.replace(/:.*/, ''), message});
  };
}

/** Node types whose text is not prose: code, formulas, raw HTML/JSX and data references. */
const NOT_PROSE = new Set([
  ...['code', 'inlineCode', 'math', 'inlineMath', 'html', 'yaml'],
  ...['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'textDirective', 'leafDirective'],
]);

interface Node {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  name?: string | null;
  children?: Node[];
  position?: {start: {line: number}; end?: {line: number}};
}

type DefinedTerms = {names: ReadonlySet<string>; anchors: ReadonlySet<string>};

/** What the rules read from data/: lintContent loads it, tests set what they need (setLintData). */
const known = {
  /** The glossary's terms and their retired synonyms (retired-term). */
  glossary: [] as readonly GlossaryTerm[],
  /** Terms the site defines, with the glossary's anchors (undefined-term); null: not checked. */
  definedTerms: null as DefinedTerms | null,
  /** The units, buildings, technologies and policies, which each have a page (entity-row-link). */
  entityIds: new Map() as EntityIds,
  /** The units' names and the unit types: what can stand either side of 「克制」 (loose-counter). */
  unitNames: [...UNIT_TYPES] as string[],
  /** Finds hand-written lists the data holds in a paragraph's text (hand-written-list). */
  findLists: listFinder([]),
};

export function setLintData({
  unitNames,
  namedLists: lists,
  ...rest
}: Partial<Omit<typeof known, 'unitNames' | 'findLists'>> & {
  unitNames?: Iterable<string>;
  namedLists?: readonly NamedList[];
}): void {
  Object.assign(known, rest);
  // Longest first, so 「长枪兵」 is matched before a shorter name it ends with.
  if (unitNames) known.unitNames = [...new Set([...UNIT_TYPES, ...unitNames])].sort((a, b) => b.length - a.length);
  if (lists) known.findLists = listFinder(lists);
}

export function lintMarkdown(source: string, file: string, options: LintOptions): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file, problems);
  // The same reading (and message, on the YAML's own line) as `npm run check`'s, which shows it once.
  const {front, problems: frontProblems} = readFrontMatter(source, file);
  for (const problem of frontProblems) report(problem.line ?? 1, 'front-matter', problem.message);
  lintSourceLines(source, report);
  // A broken front matter reads as empty: its fields are not missing, they are unreadable.
  if (options.doc && frontProblems.length === 0)
    for (const field of ['title', 'description', 'keywords'] as const) {
      const value = front[field];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
        report(1, 'front-matter:missing', field);
    }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  // Blank lines keep the body's line numbers equal to the file's.
  const body = match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
  let tree: Node;
  try {
    tree = parseBody(body) as unknown as Node;
  } catch (parseError) {
    const place = parseError as {line?: number; reason?: string};
    report(place.line ?? 1, 'syntax', place.reason ?? String(parseError));
    return problems;
  }
  lintTypography(tree, body, file, report);
  lintProse(tree, file, options, report);
  lintWording(tree, source, options, report);
  if (options.reference) lintTerms(tree, report);
  if (options.reference) lintLooseCounters(tree, report);
  // Paragraphs and table cells (not headings, which name a section) that type out a list the data holds.
  eachBlock(tree, ['paragraph', 'tableCell'], (line, text) => {
    for (const hit of known.findLists(text)) report(line, 'hand-written-list', hit.names, hit.path, hit.chain);
  });
  return problems;
}

/** Calls `check` on each line of `source` (its number and text). */
const eachLine = (source: string, check: (line: number, text: string) => void) =>
  source.split('\n').forEach((text, i) => check(i + 1, text));
/** A line without its inline code: an example in code is not prose. */
const withoutCode = (text: string) => text.replace(/`[^`]*`/g, '');

/** Rules read line by line on the raw source: placeholder words, then DocCard imports. */
function lintSourceLines(source: string, report: Report): void {
  let fenced = false;
  eachLine(source, (line, text) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    // Inside code, and in inline code, a placeholder word is being talked about, not used.
    const found = fenced ? null : PLACEHOLDERS.exec(withoutCode(text));
    if (found) report(line, 'placeholder', found[0]);
  });
  // The docs plugin is patched to ship no per-doc list to the browser (ARCHITECTURE.md, "Deliberate
  // exceptions"); DocCard and DocCardList read that list and would fail the build without saying why.
  eachLine(source, (line, text) => {
    if (/@theme\/DocCard(List)?\b|<DocCard(List)?\b/.test(text)) report(line, 'doc-cards');
  });
}

/** The body as MDX; throws (with the line) when it does not parse. */
function parseBody(body: string): Root {
  // Heading ids ({#town}) are taken out, as Docusaurus does before MDX sees them; [ \t], not \s:
  // keep the newlines, or later line numbers shift.
  return parseMdx(body.replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1'));
}

/** Spacing and punctuation, by autocorrect, on the body with its code blanked out. */
function lintTypography(tree: Node, body: string, file: string, report: Report): void {
  // autocorrect misses fences nested in lists, so code is blanked out before it reads the text.
  const lines = body.split('\n');
  const blankCode = (node: Node): void => {
    if (node.type === 'code' && node.position?.end) {
      for (let l = node.position.start.line; l <= node.position.end.line; l++) lines[l - 1] = '';
    }
    for (const child of node.children ?? []) blankCode(child);
  };
  blankCode(tree);
  const kind = file.endsWith('.mdx') ? 'page.mdx' : 'page.md';
  for (const {l, c, old, new: fixed} of lintFor(lines.join('\n'), kind).lines)
    report(l, 'typography', c, old.trim(), fixed.trim());
}

/** Images, links and typed numbers in the mdast; then, on reference pages, prose length and glossary links. */
function lintProse(tree: Node, file: string, options: LintOptions, report: Report): void {
  let proseHan = 0;
  let glossaryLinks = 0;
  const walk = (node: Node, inTable: boolean, inHeading: boolean): void => {
    const line = node.position?.start.line ?? 1;
    // An image without Chinese alt text; a link to a data table's row for a thing with its own page.
    if (node.type === 'image' && !/\p{Script=Han}/u.test(node.alt ?? '')) report(line, 'image-alt', String(node.url));
    const linked = (node.type === 'link' || node.type === 'definition') && node.url;
    const better = linked ? entityPageLink(linked, file, known.entityIds) : null;
    if (linked && better) report(line, 'entity-row-link', linked, better);
    if (node.type === 'link' && decodeURI(node.url ?? '').includes(GLOSSARY)) glossaryLinks++;
    if (NOT_PROSE.has(node.type) || node.type.startsWith('mdxJsx')) {
      // JSX elements can wrap prose (admonitions are directives, not JSX), but numbers there are props.
      if (node.type.startsWith('mdxJsx')) for (const child of node.children ?? []) walk(child, inTable, inHeading);
      return;
    }
    if (node.type === 'text' && node.value) {
      if (!inTable && !inHeading) proseHan += node.value.match(HAN)?.length ?? 0;
      const digits = /\d+(?:\.\d+)?/.exec(node.value);
      if ((options.numbers ?? options.reference) && digits)
        report(line, 'typed-number', digits[0], node.value.trim().slice(0, 30));
    }
    for (const child of node.children ?? [])
      walk(child, inTable || node.type === 'table', inHeading || node.type === 'heading');
  };
  for (const child of tree.children ?? []) walk(child, false, false);

  const dataPage = options.doc && !options.reference && /(^|\/)docs\/数据\//.test(file.replace(/\\/g, '/'));
  if (dataPage && proseHan < MIN_DATA_PAGE_HAN) report(1, 'data-page-guide', proseHan);
  if (options.reference && proseHan < MIN_PROSE_HAN) report(1, 'prose-length', proseHan);
  if (options.reference && glossaryLinks === 0 && !file.includes(GLOSSARY)) report(1, 'glossary-link');
}

/** What the site's Chinese copy consists of, and which rules each part follows. */
export function contentFiles(root: string): {file: string; options: LintOptions}[] {
  const walk = (dir: string) => filesUnder(path.join(root, dir));
  // Entity pages are written from data/ by src/plugins/entity-pages, not by editors.
  const docs = walk('docs')
    .filter((file) => !fs.readFileSync(file, 'utf8').includes(GENERATED_MARKER))
    .map((file) => ({
      file,
      options: {
        doc: true,
        reference: !path.relative(path.join(root, 'docs'), file).startsWith('数据'),
        numbers: true,
        counts: true,
      },
    }));
  // The authoring guide and other pages count nothing by hand either; blog posts may (see the top).
  const pages = walk(path.join('src', 'pages')).map((file) => ({
    file,
    options: {doc: false, reference: false, counts: true},
  }));
  const others = [...walk('blog'), path.join(root, 'CONTRIBUTING.md'), path.join(root, 'data', 'README.md')]
    .filter((file) => fs.existsSync(file))
    .map((file) => ({file, options: {doc: false, reference: false}}));
  return [...docs, ...pages, ...others].sort((a, b) => a.file.localeCompare(b.file));
}

export function lintContent(root: string, only: string[] = []): Problem[] {
  const dataDir = path.join(root, 'data');
  const glossary = loadGlossary(dataDir);
  setLintData({
    glossary,
    definedTerms: readDefinedTerms(root, glossary),
    entityIds: readEntityIds(dataDir),
    unitNames: readUnitNames(dataDir),
    namedLists: readNamedLists(dataDir),
  });
  const wanted = (file: string) => only.length === 0 || only.some((o) => path.resolve(o) === file);
  const lint = (file: string, rules: (source: string, file: string) => Problem[]) =>
    wanted(file) ? rules(fs.readFileSync(file, 'utf8'), path.relative(root, file)) : [];
  return [
    ...contentFiles(root).flatMap(({file, options}) =>
      lint(file, (source, name) => lintMarkdown(source, name, options)),
    ),
    ...tableHeaderFiles(root).flatMap((file) => lint(file, lintTableHeaders)),
    ...pageScriptFiles(root).flatMap((file) => lint(file, lintPageScript)),
  ];
}

// ---- Terms (issue 23): a bold or linked term must be defined once, in the glossary or in data/.

/** Every `name`, `short` and `term` in data/*.yaml, the unit types, and the glossary page's headings. */
export function readDefinedTerms(
  root: string,
  glossary: readonly GlossaryTerm[],
): {names: Set<string>; anchors: Set<string>} {
  const names = new Set<string>([...UNIT_TYPES, ...UI_TERMS, ...glossary.map((t) => t.term)]);
  // A glossary row has its own anchor too (#term-unit, see src/components/Glossary).
  const anchors = new Set(glossary.flatMap((t) => [t.anchor, `term-${t.id.replace(/_/g, '-')}`]));
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'name' || key === 'short' || key === 'term') && typeof v === 'string') names.add(v.trim());
        else collect(v);
      }
    }
  };
  const dataDir = path.join(root, 'data');
  // A file that does not parse is reported by its own loader (`npm run check`), not here in English.
  for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith('.yaml')))
    collect(parseYaml(fs.readFileSync(path.join(dataDir, file), 'utf8')).raw);
  const page = path.join(root, 'docs', `${GLOSSARY_ID}.md`);
  if (fs.existsSync(page)) {
    for (const match of fs.readFileSync(page, 'utf8').matchAll(/^#{2,4} (.+?) \{#([\w-]+)\}$/gm)) {
      anchors.add(match[2]!);
      for (const part of match[1]!.split('与')) names.add(part.trim());
      names.add(match[1]!.trim());
    }
  }
  return {names, anchors};
}

/** A bold that reads as a term: a short run of Han characters, not a label (「**优势**：」). */
const TERM_LIKE = /^\p{Script=Han}{2,8}$/u;

function lintTerms(tree: Node, report: Report): void {
  if (!known.definedTerms) return;
  const {names, anchors} = known.definedTerms;
  const visit = (node: Node, next: Node | undefined): void => {
    const line = node.position?.start.line ?? 1;
    const text = paragraphText(node).trim();
    if (node.type === 'link' && node.url) {
      const [target, anchor] = decodeURI(node.url).split('#');
      if (target?.includes(GLOSSARY) && anchor !== undefined && anchor !== '') {
        if (!anchors.has(anchor)) report(line, 'undefined-term:anchor', text, anchor);
        else if (TERM_LIKE.test(text) && text !== GLOSSARY && !names.has(text))
          report(line, 'undefined-term:link', text);
      }
    }
    // 「**优势**：」 is a label and 「**别让储备顶着上限**。」 a lead sentence, not a term.
    const label = next?.type === 'text' && /^\s*[：:。！？]/.test(next.value ?? '');
    if (
      node.type === 'strong' &&
      TERM_LIKE.test(text) &&
      !label &&
      !names.has(text) &&
      !(node.children ?? []).some((c) => c.type === 'link' || c.type === 'textDirective')
    )
      report(line, 'undefined-term', text);
    const children = node.children ?? [];
    children.forEach((child, i) => visit(child, children[i + 1]));
  };
  visit(tree, undefined);
}

// ---- Wording (issue 14): one name per term, no template openings, no hand-typed counts, and a
// real reading guide on the data pages. Kept in their own functions, apart from the rules above.

/**
 * 「:data[….note]」: a sentence from the data (a note, description or effect) pasted inside quotes
 * reads as a quotation; write it into the prose. A name in quotes (「安定」) is fine.
 */
const QUOTED_DATA = /「:data\[[^\]]*\.(?:note|description|effect|text)\](?:\{[^}]*\})?」/;

/** 「本页先讲……」「本页将……」「本页有两张表」: a page should start with what it says, not announce it. */
const TEMPLATE_OPENING = /本页(?:先|将|会|主要|介绍|收录|列出|讲|汇总|包含|有)|本文(?:先|将|介绍)/;

/**
 * The same announcement at the start of a sentence (「下面从大陆的来历说起」「下面讲……」「这一页写给……」
 * 「表格之后按……分组」), and a paragraph that ends by pointing at what follows (「……是下面几节的内容」).
 */
const ANNOUNCING_SENTENCE =
  /^(?:下面|下文|以下|接下来|表格之后|这一页|本节)(?:将|会|先|再|就|还)?(?:从|讲|谈|介绍|说明|列出|收录|汇总|逐条|逐一|分组|按|写给|既是)/;
const POINTING_AHEAD = /(?:是|见|在)(?:下面|下文|以下|后面)(?:几|各)(?:节|部分)(?:的内容)?/;

/** Measure words a count of game things comes before; 级 not in 「三级标题」 (a heading level), 方 only in 「四方阵营」. */
const MEASURE = '种|级(?!标题)|座|个|份|条|名|类|项|张|支|位|处|格|档|阶|家|层|件|块|片|艘|队|人|方(?=阵营)';

/**
 * A count typed as a Chinese numeral before a measure word (「八种」「共六级」「三座」「南边三家」
 * 「一百多人」). Counts of game things come from data/ (:data[factions]{format=count}). A lone 一
 * is the article, a lone 百 or 千 a figure of speech (百家争鸣、千条河川); 第三座 is an ordinal;
 * 两三名, 五六个 are guesses, not counts. 两 has its own rule.
 */
const TYPED_COUNT = new RegExp(
  `(?<![第一二两三四五六七八九十百千几])((?:[二三四五六七八九十]|一(?=[十百千]))[一二三四五六七八九十百千]*)(?:多|余)?(${MEASURE})`,
);
const GUESS = /^[二两三四五六七八九][三四五六七八九]$/;

/**
 * 两 is mostly casual (两条路线、两次测试、训练两名石盾兵); it is a typed count when what it counts is
 * a kind of game content whose number the data holds (两张地图、两项文明特质、两个阵营、两家).
 */
const COUNTED_KINDS =
  '地图|阵营|时代|资源|文明特质|特质|特殊系统|区域|出生点|兵种|地形|国家等级|君主|继承法|胜利条件|模式|难度|玩家';
const TYPED_TWO = new RegExp(`(?<![一第])两(?:家|(?:${MEASURE})(?=[^。，；：！？、]{0,4}?(?:${COUNTED_KINDS})))`);

/** The first typed count in a piece of prose, or null. */
export function typedCount(text: string): string | null {
  const re = new RegExp(TYPED_COUNT.source, 'g');
  for (const match of text.matchAll(re)) if (!GUESS.test(match[1] ?? '')) return match[0];
  return TYPED_TWO.exec(text)?.[0] ?? null;
}

/**
 * The page may name a retired synonym on purpose on one line (to say it is retired), with an MDX
 * comment on that line: {/* 旧称：石墙 *\/}. Only that synonym, only that line.
 */
const ALLOW_RETIRED = /旧称[:：]\s*(.+?)\s*(?:\*\/\}|-->)/g;

function allowedRetired(source: string): Map<number, Set<string>> {
  const allowed = new Map<number, Set<string>>();
  eachLine(source, (line, text) => {
    for (const match of text.matchAll(ALLOW_RETIRED)) {
      const names = allowed.get(line) ?? new Set<string>();
      for (const name of (match[1] ?? '').split(/[、,，\s]+/)) if (name) names.add(name);
      allowed.set(line, names);
    }
  });
  return allowed;
}

function lintWording(tree: Node, source: string, options: LintOptions, report: Report): void {
  const allowed = allowedRetired(source);
  const walk = (node: Node): void => {
    const line = node.position?.start.line ?? 1;
    if (NOT_PROSE.has(node.type)) return;
    if (node.type === 'text' && node.value) {
      const text = node.value;
      const opening = TEMPLATE_OPENING.exec(text);
      if (opening) report(line, 'template-opening', text.trim().slice(0, 24), opening[0]);
      for (const hit of findRetired(text, known.glossary))
        if (!allowed.get(line)?.has(hit.retired)) report(line, 'retired-term', hit.retired, hit.term);
      const count = (options.counts ?? options.reference) ? typedCount(text) : null;
      if (count) report(line, 'typed-count', count, text);
    }
    if (node.type === 'paragraph')
      for (const announcement of announcements(paragraphText(node)))
        report(line, 'template-opening:ahead', announcement.slice(0, 24));
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  eachLine(source, (line, text) => {
    const quoted = QUOTED_DATA.exec(withoutCode(text));
    if (quoted) report(line, 'quoted-data', quoted[0]);
  });
}

// ---- Counters (issue 23): 「X 克制 Y」 is a claim in rules.yaml the build checks, not loose prose.

/** The data's named lists; none when data/ does not load (the build and `npm run check` report that). */
function readNamedLists(dataDir: string): NamedList[] {
  try {
    return namedLists(currentGameData(dataDir));
  } catch {
    return [];
  }
}
function readUnitNames(dataDir: string): string[] {
  const file = path.join(dataDir, 'units.yaml');
  if (!fs.existsSync(file)) return [];
  const units = (parseYaml(fs.readFileSync(file, 'utf8')).raw as {units?: {name?: unknown}[]} | undefined)?.units ?? [];
  return units.map((u) => u?.name).filter((n): n is string => typeof n === 'string');
}

/** Calls `check` on each block of `types` (its line and text as read), not looking inside it or into headings. */
function eachBlock(tree: Node, types: readonly string[], check: (line: number, text: string) => void): void {
  const visit = (node: Node): void => {
    if (types.includes(node.type)) return check(node.position?.start.line ?? 1, paragraphText(node));
    if (node.type !== 'heading') for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

/** A paragraph that says a unit or type 克制 another in its own words, instead of rendering a checked claim. */
function lintLooseCounters(tree: Node, report: Report): void {
  eachBlock(tree, ['paragraph', 'heading', 'tableCell'], (line, raw) => {
    const text = raw.replace(/\s+/g, '');
    for (const m of text.matchAll(/克制/g)) {
      const before = known.unitNames.find((n) => text.slice(0, m.index).endsWith(n));
      const after = known.unitNames.find((n) => text.startsWith(n, m.index + 2));
      if (before && after) report(line, 'loose-counter', before, after);
    }
  });
}

/** A paragraph's text as read, links and inline code included, :data[…] values left out. */
function paragraphText(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'textDirective') return '';
  return (node.children ?? []).map(paragraphText).join('');
}

/** The sentences of a paragraph that announce what follows instead of saying it. */
export function announcements(paragraph: string): string[] {
  const found: string[] = [];
  for (const sentence of paragraph.split(/(?<=[。！？])/)) {
    const s = sentence.trim();
    if (ANNOUNCING_SENTENCE.test(s) || POINTING_AHEAD.test(s)) found.push(s);
  }
  return found;
}

/** src/pages/*.tsx: React pages, whose Chinese text is linted for typed counts too. */
export const pageScriptFiles = (root: string): string[] => filesUnder(path.join(root, 'src', 'pages'), /\.tsx$/);

/**
 * The Chinese text of a React page (JSX text and string literals, comments and {expressions} left
 * out): a count there is typed by hand like one in Markdown (「四方阵营」「其中两家」).
 */
export function lintPageScript(source: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file, problems);
  let inComment = false;
  eachLine(source, (line, raw) => {
    let text = raw;
    if (inComment) {
      const end = text.indexOf('*/');
      if (end < 0) return;
      text = text.slice(end + 2);
      inComment = false;
    }
    text = text.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/, '');
    const open = text.indexOf('/*');
    if (open >= 0) {
      text = text.slice(0, open);
      inComment = true;
    }
    text = text.replace(/\{[^{}]*\}/g, ' ').replace(/\$\{[^}]*\}/g, ' ');
    if (!/\p{Script=Han}/u.test(text)) return;
    const count = typedCount(text);
    if (count) report(line, 'typed-count', count, text);
  });
  return problems;
}

/** The Chinese column headers of the data tables, where a retired synonym would reach every reader. */
export function tableHeaderFiles(root: string): string[] {
  // The stat labels the tables' headers (and cards, comparison, balance lists) read.
  const labels = path.join(root, 'src', 'game', 'labels.ts');
  return [...filesUnder(path.join(root, 'src', 'components', 'GameTables'), /\.tsx$/), labels].filter(fs.existsSync);
}

export function lintTableHeaders(source: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file, problems);
  eachLine(source, (line, text) => {
    for (const match of text.matchAll(/(?:label|header|title)\s*[:=]\s*['"`]([^'"`]*)['"`]/g))
      for (const hit of findRetired(match[1] ?? '', known.glossary))
        report(line, 'retired-term:header', match[1] ?? '', hit.retired, hit.term);
  });
  return problems;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const problems = lintContent(root, process.argv.slice(2));
  for (const p of problems) console.error(`${p.file}:${p.line}: [${p.rule}] ${p.message}`);
  // In GitHub Actions each problem also shows on the pull request's line.
  for (const p of problems) annotate([p], `文案检查：${p.rule}`);
  if (problems.length > 0) {
    console.error(
      `\n文案检查发现 ${problems.length} 处问题。规则见 CONTRIBUTING.md「文案检查会查什么」；排版问题可以用 npx autocorrect --fix <文件> 自动修正。`,
    );
    process.exit(1);
  }
  console.log(`文案检查通过：${contentFiles(root).length} 个文件。`);
}
