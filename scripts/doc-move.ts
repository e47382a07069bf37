/**
 * `npm run doc:move -- <old> <new>`: moves a doc and everything that names it, so that moving or
 * renaming a doc is this one command (CONTRIBUTING.md). Paths are relative to docs/, with or without
 * .md/.mdx: `npm run doc:move -- 资源 经济/资源`. It
 *
 * - moves the file (git mv when git tracks it), refusing, before it changes anything, when the doc is
 *   missing, the new place is taken, or the doc is generated from data/ (src/plugins/entity-pages);
 * - changes the id in sidebars.ts where it is written as a literal (in a `category(label, dir, [items])`
 *   list, when the doc stays in that folder), then reads the sidebar back (in a child process: a module
 *   once imported is not read again) and says what to change by hand when it still names the old id;
 * - changes the DOC_IDS of src/config/docs.ts that were the old id (the docs code links to);
 * - adds old address → new address to docs/redirects.yaml and points the redirects that led to the old
 *   address at the new one (no chains; one from the new address, now a page again, is removed);
 * - rewrites the links to the doc in docs/, blog/ and src/pages/ (Markdown links, images, definitions,
 *   JSX `to`/`href`, encoded or not, with their #anchor), and the moved doc's own relative links.
 *
 * Links are found as `npm run check` finds them (scripts/check/markdown.ts) and resolved as it
 * resolves them (scripts/check/links.ts), so the check afterwards agrees. Exit status: 0 when all is
 * done, 1 when something is left to do by hand (printed) or the move was refused.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {isMap, isSeq, parseDocument, YAMLSeq, type Document} from 'yaml';
import {ENTITY_SECTIONS} from '../src/plugins/entity-cards/paths';
import {docUrl} from '../src/plugins/entity-pages/backlinks';
import {GENERATED_MARKER, sectionFolder} from '../src/plugins/entity-pages/generate';
import {filesUnder, relativePath} from '../src/plugins/files-under';
import {REDIRECTS_FILE} from '../src/plugins/redirects/redirects';
import {imageFile, linkTarget} from './check/links';
import {parseSource, type Reference} from './check/markdown';
import {docId, lineOf, referencedIds} from './check/sidebar';
import {readSite, type Source} from './check/site';

/** A move refused before anything changed; its message says why and what to do, in Chinese. */
export class DocMoveError extends Error {}

/** The doc before and after: files relative to the site (`docs/资源.md`), ids, addresses. */
export interface Move {
  oldFile: string;
  newFile: string;
  oldId: string;
  newId: string;
  oldUrl: string;
  newUrl: string;
}

export interface MoveReport extends Move {
  /** The file was moved with git mv (it was tracked). */
  git: boolean;
  /** Literals changed in sidebars.ts; whether the sidebar names the doc at all once done. */
  sidebar: {edits: number; listed: boolean};
  /** The DOC_IDS keys whose id changed. */
  docKeys: string[];
  redirects: {added: boolean; retargeted: number; removed: number};
  /** Links rewritten, by file (relative to the site, the moved doc under its new name). */
  links: Map<string, number>;
  /** What is left to do by hand, one line each. */
  manual: string[];
}

const DOCS = 'docs';
const GENERATED_FOLDERS = Object.values(ENTITY_SECTIONS).map(
  (section) => `${DOCS}/${sectionFolder(section).split(path.sep).join('/')}/`,
);
const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const exists = (root: string, file: string) => fs.existsSync(path.join(root, file));

/** `资源`, `docs/资源.md`, `./经济/资源.mdx` → {path: 'docs/资源' or 'docs/经济/资源', ext}. */
function docArgument(argument: string): {path: string; ext?: string} {
  const cleaned = argument
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^docs\//, '')
    .replace(/\/+$/, '');
  const ext = /\.mdx?$/.exec(cleaned)?.[0];
  const bare = ext ? cleaned.slice(0, -ext.length) : cleaned;
  const normal = path.posix.normalize(bare);
  if (bare === '' || normal.startsWith('..') || path.posix.isAbsolute(normal))
    throw new DocMoveError(`「${argument}」不是 docs/ 下的文档路径：请写相对 docs/ 的路径，例如 资源 或 单位/士兵`);
  return {path: `${DOCS}/${normal}`, ext};
}

const generatedFolder = (file: string) => GENERATED_FOLDERS.find((folder) => file.startsWith(folder));

/** The doc's file now and where it goes, refusing what cannot be moved (nothing is changed yet). */
function filesOf(root: string, oldArgument: string, newArgument: string): {oldFile: string; newFile: string} {
  const from = docArgument(oldArgument);
  const to = docArgument(newArgument);
  const folder = generatedFolder(`${from.path}/`);
  if (folder)
    throw new DocMoveError(
      `${from.path} 是由 data/ 生成的页面（src/plugins/entity-pages），不能移动：${folder} 下的页面每次构建都按 data/ 重写，地址由数据的 id 决定。要改内容，请改 data/ 下的数据文件`,
    );
  const candidates = from.ext ? [from.path + from.ext] : ['.md', '.mdx'].map((ext) => from.path + ext);
  const found = candidates.filter((file) => exists(root, file));
  if (found.length === 0) {
    const folderHint = exists(root, from.path)
      ? `；${from.path} 是文件夹，要移动它的首页请写 ${from.path.slice(DOCS.length + 1)}/index`
      : '';
    throw new DocMoveError(
      `找不到要移动的文档 ${candidates.join(' 或 ')}${folderHint}。请写相对 docs/ 的路径，例如 npm run doc:move -- 资源 经济/资源`,
    );
  }
  if (found.length > 1)
    throw new DocMoveError(`${found.join(' 和 ')} 都存在：请写明扩展名，例如 ${found[0]!.replace(/^docs\//, '')}`);
  const oldFile = found[0]!;
  const oldText = fs.readFileSync(path.join(root, oldFile), 'utf8');
  if (oldText.includes(GENERATED_MARKER))
    throw new DocMoveError(
      `${oldFile} 是由 data/ 生成的页面（src/plugins/entity-pages），不能移动：要改内容，请改 data/ 下的数据文件`,
    );
  const newFile = to.path + (to.ext ?? path.posix.extname(oldFile));
  if (generatedFolder(newFile))
    throw new DocMoveError(
      `${generatedFolder(newFile)} 只放由 data/ 生成的页面（构建时重写，不进 git），不能把 ${oldFile} 移进去：请换一个文件夹`,
    );
  const taken = ['.md', '.mdx'].map((ext) => to.path + ext).find((file) => exists(root, file) && file !== oldFile);
  if (taken) throw new DocMoveError(`目标 ${taken} 已经存在：请换一个名字，或先移走那篇文档`);
  if (newFile === oldFile) throw new DocMoveError(`${oldFile} 移到原处，没有要做的事`);
  return {oldFile, newFile};
}

/** The doc's ids and addresses before and after, from its source as the check reads it. */
function moveOf(sources: readonly Source[], oldFile: string, newFile: string): Move {
  const source = sources.find((s) => s.file === oldFile)!;
  const moved = {...source, file: newFile};
  const newUrl = docUrl(path.posix.relative(DOCS, newFile), source.front.slug);
  const owner = sources.find((s) => s.url === newUrl && s.file !== oldFile);
  if (owner)
    throw new DocMoveError(
      `${newFile} 的地址 ${newUrl} 已经是 ${owner.file} 的页面：请换一个名字（文件夹的首页 index.md 的地址就是文件夹的地址）`,
    );
  return {oldFile, newFile, oldId: docId(source), newId: docId(moved), oldUrl: source.url, newUrl};
}

/**
 * `original` (an address as written) pointing at `target` instead: a file relative to where it is
 * read, or an address. Keeps what it can of how it was written: ./, a trailing /, %-encoding, and the
 * ?query and #anchor.
 */
function spell(original: string, target: string): string {
  const cut = original.search(/[?#]/);
  const written = cut < 0 ? original : original.slice(0, cut);
  const suffix = cut < 0 ? '' : original.slice(cut);
  let spelled = target;
  if (!target.startsWith('/') && !target.startsWith('.') && /^\.\.?\//.test(written)) spelled = `./${target}`;
  if (target.startsWith('/') && written.length > 1 && written.endsWith('/')) spelled += '/';
  if (/%[0-9a-f]{2}/i.test(written)) spelled = encodeURI(spelled);
  return spelled + suffix;
}

/** `file` as a path relative to the folder of `from` (both relative to the site). */
const relativeTo = (from: string, file: string) => path.posix.relative(path.posix.dirname(from), file);

/**
 * How a reference on `source` should read after the move, or undefined to leave it: a link to the
 * moved doc points to its new place; the moved doc's own relative links still lead where they did.
 */
function rewritten(reference: Reference, source: Pick<Source, 'file' | 'url'>, move: Move): string | undefined {
  const {url} = reference;
  if (EXTERNAL.test(url)) return undefined;
  const moved = source.file === move.oldFile;
  const place = moved ? {file: move.newFile, url: move.newUrl} : source;
  if (reference.image)
    return moved && !url.startsWith('/') ? spell(url, relativeTo(place.file, imageFile(source.file, url))) : undefined;
  const target = linkTarget(source, reference);
  if (target.file === move.oldFile) return spell(url, relativeTo(place.file, move.newFile));
  if (target.url === move.oldUrl) return spell(url, move.newUrl);
  if (!moved) return undefined;
  const again = linkTarget(place, reference);
  if (again.file === target.file && again.url === target.url) return undefined;
  return spell(url, target.file !== undefined ? relativeTo(place.file, target.file) : target.url!);
}

interface Edit {
  at: [number, number];
  text: string;
}

/** `text` with each edit's span replaced (the spans do not overlap). */
const applyEdits = (text: string, edits: readonly Edit[]): string =>
  [...edits]
    .sort((a, b) => b.at[0] - a.at[0])
    .reduce((out, edit) => out.slice(0, edit.at[0]) + edit.text + out.slice(edit.at[1]), text);

/** The string literals `to="…"` and `href="…"` of the JSX in a React page (src/pages/*.tsx). */
function jsxLinks(file: string, text: string): Reference[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Reference[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && ['to', 'href'].includes(node.name.getText()) && node.initializer)
      if (ts.isStringLiteral(node.initializer)) {
        const start = node.initializer.getStart() + 1;
        found.push({
          url: node.initializer.text,
          line: sourceFile.getLineAndCharacterOfPosition(start).line + 1,
          image: false,
          jsx: true,
          at: [start, node.initializer.end - 1],
        });
      }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

interface LinkPlan {
  /** New text by file (as the file is named before the move). */
  texts: Map<string, string>;
  counts: Map<string, number>;
  manual: string[];
}

/** Every file's links rewritten in memory: Markdown through the check's parse, React pages through TypeScript's. */
async function planLinks(root: string, sources: readonly Source[], move: Move): Promise<LinkPlan> {
  const plan: LinkPlan = {texts: new Map(), counts: new Map(), manual: []};
  const pages = filesUnder(path.join(root, 'src', 'pages'), /\.(tsx|jsx|js)$/).map((full) => {
    const file = relativePath(root, full);
    const text = fs.readFileSync(full, 'utf8');
    return {source: {file, url: '/', text}, references: jsxLinks(file, text)};
  });
  const markdown = [];
  for (const source of sources) markdown.push(await parseSource(source, root));
  for (const {source, references} of [...markdown, ...pages]) {
    const edits: Edit[] = [];
    for (const reference of references) {
      const text = rewritten(reference, source, move);
      if (text === undefined || text === reference.url) continue;
      if (reference.at) edits.push({at: reference.at, text});
      else
        plan.manual.push(
          `${source.file}:${reference.line}: 这个链接的写法（转义字符）工具无法原样找到，请手动把 ${reference.url} 改成 ${text}`,
        );
    }
    if (edits.length === 0) continue;
    plan.texts.set(source.file, applyEdits(source.text, edits));
    plan.counts.set(source.file === move.oldFile ? move.newFile : source.file, edits.length);
  }
  return plan;
}

/** Moves the file: git mv when git tracks it (the history follows), else a rename. */
function moveFile(root: string, move: Move, useGit: boolean): boolean {
  fs.mkdirSync(path.dirname(path.join(root, move.newFile)), {recursive: true});
  const git = (...args: string[]) => spawnSync('git', ['-C', root, ...args], {encoding: 'utf8'});
  if (useGit && git('ls-files', '--error-unmatch', '--', move.oldFile).status === 0) {
    const result = git('mv', '--', move.oldFile, move.newFile);
    if (result.status !== 0)
      throw new DocMoveError(`git mv ${move.oldFile} ${move.newFile} 失败：${result.stderr.trim()}`);
    return true;
  }
  fs.renameSync(path.join(root, move.oldFile), path.join(root, move.newFile));
  return false;
}

/** A string literal that names a doc in sidebars.ts, with the folder a `category(label, dir, [...])` puts it in. */
interface SidebarItem {
  literal: ts.StringLiteral;
  id: string;
  dir?: string;
  line: number;
}

/** The literals of sidebars.ts that name docs: items of a list, `id:` values; in a category's list, relative to its folder. */
function sidebarItems(sourceFile: ts.SourceFile): SidebarItem[] {
  const items: SidebarItem[] = [];
  const categoryDir = (list: ts.Node): string | undefined => {
    const call = list.parent;
    if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'category') return undefined;
    const dir = call.arguments[1];
    return call.arguments[2] === list && dir && ts.isStringLiteral(dir) ? dir.text : undefined;
  };
  const visit = (node: ts.Node) => {
    const parent = node.parent;
    const named =
      parent &&
      (ts.isArrayLiteralExpression(parent) || (ts.isPropertyAssignment(parent) && parent.name.getText() === 'id'));
    if (ts.isStringLiteral(node) && named) {
      const dir = ts.isArrayLiteralExpression(parent) ? categoryDir(parent) : undefined;
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      items.push({literal: node, id: dir ? `${dir}/${node.text}` : node.text, dir, line});
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return items;
}

/** A string literal written again with `text`, in its own quotes. */
const literalEdit = (literal: ts.StringLiteral, text: string): Edit => {
  const quote = literal.getText()[0]!;
  return {at: [literal.getStart(), literal.end], text: `${quote}${text}${quote}`};
};

/** The sidebars as the docs plugin gets them, read by a fresh Node (this process may hold an older copy). */
function sidebarIds(root: string): string[] | string {
  const loader = pathToFileURL(require.resolve('tsx')).href;
  const file = path.join(root, 'sidebars.ts');
  const script = `const m = require(${JSON.stringify(file)}); process.stdout.write(JSON.stringify(m.default?.default ?? m.default ?? m));`;
  const result = spawnSync(process.execPath, ['--import', loader, '-e', script], {encoding: 'utf8', cwd: root});
  if (result.status !== 0)
    return (
      result.stderr
        .trim()
        .split('\n')
        .find((line) => /Error/.test(line)) ?? result.stderr
    );
  const found: {id: string; dir?: boolean}[] = [];
  for (const sidebar of Object.values(JSON.parse(result.stdout) as Record<string, unknown>))
    referencedIds(sidebar, found);
  return found.filter((item) => !item.dir).map((item) => item.id);
}

/** sidebars.ts: the literals that name the doc changed; what cannot be changed so, said. */
function editSidebar(root: string, move: Move): {edits: number; listed: boolean; manual: string[]} {
  const file = path.join(root, 'sidebars.ts');
  if (!fs.existsSync(file)) return {edits: 0, listed: false, manual: []};
  const text = fs.readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const manual: string[] = [];
  for (const item of sidebarItems(sourceFile).filter((i) => i.id === move.oldId)) {
    if (!item.dir) edits.push(literalEdit(item.literal, move.newId));
    else if (move.newId.startsWith(`${item.dir}/`))
      edits.push(literalEdit(item.literal, move.newId.slice(item.dir.length + 1)));
    else
      manual.push(
        `sidebars.ts:${item.line}: 「${move.oldId}」写在 category(…, '${item.dir}', [...]) 的列表里，这个列表只放 ${item.dir}/ 下的文档，工具不能替你挪到别处：请从这个列表删掉 '${item.literal.text}'，再把 '${move.newId}' 写到侧边栏里它该在的位置（新文件夹若有自己的 category，就在那个列表里写 '${path.posix.basename(move.newId)}'）`,
      );
  }
  if (edits.length > 0) fs.writeFileSync(file, applyEdits(text, edits));
  const ids = sidebarIds(root);
  if (typeof ids === 'string')
    return {
      edits: edits.length,
      listed: true,
      manual: [...manual, `sidebars.ts: 读不出侧边栏（${ids}）：请确认里面的「${move.oldId}」已改成「${move.newId}」`],
    };
  if (manual.length === 0 && ids.includes(move.oldId)) {
    // A folder's index is named by its folder (`category(label, dir, …)` links to `${dir}/index`).
    const after = fs.readFileSync(file, 'utf8');
    const line = lineOf(after, move.oldId) ?? lineOf(after, move.oldId.replace(/\/index$/, ''));
    manual.push(
      `sidebars.ts${line ? `:${line}` : ''}: 侧边栏仍引用旧 id「${move.oldId}」（它由代码拼成，不是写成一整段文字，工具改不了）：请改成能得出「${move.newId}」的写法`,
    );
  }
  return {edits: edits.length, listed: ids.includes(move.newId) || ids.includes(move.oldId), manual};
}

/** src/config/docs.ts: each DOC_IDS value that was the old id. Returns the keys changed. */
function editDocIds(root: string, move: Move): string[] {
  const file = path.join(root, 'src', 'config', 'docs.ts');
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'DOC_IDS' && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value))
        for (const property of value.properties)
          if (
            ts.isPropertyAssignment(property) &&
            ts.isStringLiteral(property.initializer) &&
            property.initializer.text === move.oldId
          ) {
            edits.push(literalEdit(property.initializer, move.newId));
            keys.push(property.name.getText());
          }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (edits.length > 0) fs.writeFileSync(file, applyEdits(text, edits));
  return keys;
}

/**
 * docs/redirects.yaml, through the yaml package's document (its comments and layout kept): old → new
 * added; redirects to the old address now go to the new one; one from the new address (a page again) removed.
 */
function editRedirects(root: string, move: Move): MoveReport['redirects'] & {manual: string[]} {
  const none = {added: false, retargeted: 0, removed: 0, manual: []};
  if (move.oldUrl === move.newUrl) return none;
  const file = path.join(root, REDIRECTS_FILE);
  const doc: Document = parseDocument(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  if (doc.contents === null) doc.contents = new YAMLSeq();
  const list = doc.contents;
  if (doc.errors.length > 0 || !isSeq(list))
    return {
      ...none,
      manual: [
        `${REDIRECTS_FILE}: 不是一份能读的跳转列表，没有改：请修好后加一条 from: ${move.oldUrl} / to: ${move.newUrl}`,
      ],
    };
  const entries = list.items.filter(isMap);
  const removed = entries.filter((entry) => entry.get('from') === move.newUrl);
  list.items = list.items.filter((item) => !removed.includes(item as never));
  const retargeted = entries.filter((entry) => !removed.includes(entry) && entry.get('to') === move.oldUrl);
  for (const entry of retargeted) entry.set('to', move.newUrl);
  list.add(doc.createNode({from: move.oldUrl, to: move.newUrl}));
  fs.writeFileSync(file, doc.toString());
  return {added: true, retargeted: retargeted.length, removed: removed.length, manual: []};
}

/**
 * Moves the doc `oldArgument` to `newArgument` (paths relative to docs/) in the site at `root`, with
 * everything that names it. Throws DocMoveError, having changed nothing, when the move is refused.
 */
export async function moveDoc(
  root: string,
  oldArgument: string,
  newArgument: string,
  {git = true}: {git?: boolean} = {},
): Promise<MoveReport> {
  const {oldFile, newFile} = filesOf(root, oldArgument, newArgument);
  const {sources} = readSite(root);
  const move = moveOf(sources, oldFile, newFile);
  const plan = await planLinks(root, sources, move);
  const moved = moveFile(root, move, git);
  for (const [file, text] of plan.texts) fs.writeFileSync(path.join(root, file === oldFile ? newFile : file), text);
  const sidebar = editSidebar(root, move);
  const docKeys = editDocIds(root, move);
  const redirects = editRedirects(root, move);
  return {
    ...move,
    git: moved,
    sidebar: {edits: sidebar.edits, listed: sidebar.listed},
    docKeys,
    redirects: {added: redirects.added, retargeted: redirects.retargeted, removed: redirects.removed},
    links: plan.counts,
    manual: [...sidebar.manual, ...redirects.manual, ...plan.manual],
  };
}

/** What was done and what is left, in Chinese, for the editor. */
export function summary(report: MoveReport): string[] {
  const out = [`已移动 ${report.oldFile} → ${report.newFile}${report.git ? '（git mv）' : ''}`];
  out.push(
    report.sidebar.edits > 0
      ? `sidebars.ts：改了 ${report.sidebar.edits} 处（「${report.oldId}」→「${report.newId}」）`
      : report.sidebar.listed
        ? 'sidebars.ts：没有能自动改的地方，见下面'
        : 'sidebars.ts：侧边栏没有列出这篇文档，没有改',
  );
  if (report.docKeys.length > 0)
    out.push(`src/config/docs.ts：DOC_IDS 的 ${report.docKeys.join('、')} 改为「${report.newId}」`);
  const {redirects} = report;
  if (redirects.added) {
    const extra = [
      redirects.retargeted ? `原来跳到旧地址的 ${redirects.retargeted} 条改为跳到新地址` : '',
      redirects.removed ? `删掉从新地址跳走的 ${redirects.removed} 条` : '',
    ].filter(Boolean);
    out.push(
      `${REDIRECTS_FILE}：加了 ${report.oldUrl} → ${report.newUrl}${extra.length ? `；${extra.join('；')}` : ''}`,
    );
  } else if (report.oldUrl === report.newUrl)
    out.push(`地址没有变（${report.newUrl}，由 front matter 的 slug 决定），不需要跳转`);
  const total = [...report.links.values()].reduce((a, b) => a + b, 0);
  out.push(`链接：改写了 ${total} 处，涉及 ${report.links.size} 个文件${total ? '：' : ''}`);
  for (const [file, count] of report.links) out.push(`  ${file}（${count} 处）`);
  if (report.manual.length > 0) {
    out.push('', `还有 ${report.manual.length} 处要你手动改：`);
    for (const line of report.manual) out.push(`  ✖ ${line}`);
  }
  out.push('', `改完后请运行 npm run check，确认没有错误${report.git ? '，再提交' : ''}。`);
  return out;
}

if (require.main === module) {
  const [from, to, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  if (!from || !to || rest.length > 0) {
    console.error(
      '用法：npm run doc:move -- <旧路径> <新路径>（相对 docs/，可带可不带 .md），例如 npm run doc:move -- 资源 经济/资源',
    );
    process.exit(1);
  }
  moveDoc(path.resolve(__dirname, '..'), from, to)
    .then((report) => {
      for (const line of summary(report)) console.log(line);
      process.exit(report.manual.length > 0 ? 1 : 0);
    })
    .catch((error: unknown) => {
      if (error instanceof DocMoveError) console.error(`没有移动：${error.message}`);
      else console.error('doc:move 自身出错（不是内容的问题，请告诉开发者）：', error);
      process.exit(error instanceof DocMoveError ? 1 : 2);
    });
}
