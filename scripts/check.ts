/**
 * `npm run check`: every mistake an editor can make, found in seconds and reported once, before
 * anything else runs (it is the first step of `npm test` and of CI). Game data and the game's own
 * checks, the release manifest, front matter, `:data[…]` references, formulas, diagrams (in the
 * committed cache), links (Markdown and JSX), anchors and images, what components are given, the
 * blog's rules, the sidebar, the artwork the data needs (faction emblems, maps) and the content lint:
 * each through the code the build uses (src/game, src/plugins, src/remark, src/config,
 * scripts/lint-content.ts), so the check and the build cannot disagree.
 *
 * Output: one line per mistake, `file:line: what is wrong，what to do`, in Chinese, sorted by file
 * then line (all of a file's mistakes together); in GitHub Actions also as annotations.
 */
import fs from 'node:fs';
import path from 'node:path';
import {annotation, formatProblem, ProblemsError, sortProblems, type Problem} from '../src/problems';
import {loadGameData} from '../src/game/load';
import {loadGlossary, termAnchor} from '../src/plugins/glossary/glossary';
import {loadReleases, parseManifest} from '../src/plugins/releases/load';
import {lintContent} from './lint-content';
import {loadRedirects, REDIRECTS_FILE} from '../src/plugins/redirects/redirects';
import {checkBlog, postDate} from './check/blog';
import {checkArt} from './check/art';
import {checkComponents} from './check/components';
import {checkDiagrams} from './check/diagrams';
import {checkGuideSections} from './check/guide';
import {beijingDay, isScheduled} from '../src/config/blog';
import {changeRows} from '../src/plugins/releases/balance';
import {checkLinks, dataIds} from './check/links';
import {parseSource} from './check/markdown';
import {checkDocIds, checkSidebar} from './check/sidebar';
import {DOC_IDS} from '../src/config/docs';
import {diagramCacheDir} from '../src/config/markdown';
import {readFrontMatter, readSite} from './check/site';

export interface CheckResult {
  errors: Problem[];
  warnings: Problem[];
}

const relativeTo = (root: string, file: string) =>
  (path.isAbsolute(file) ? path.relative(root, file) : file).split(path.sep).join('/');

/** An error thrown by a loader, as problems (a ProblemsError carries them; others become one). */
function asProblems(error: unknown, file: string, root: string): Problem[] {
  if (error instanceof ProblemsError) return error.problems.map((p) => ({...p, file: relativeTo(root, p.file)}));
  const message = error instanceof Error ? error.message : String(error);
  const place = /^(.+?):(\d+):\s*([\s\S]*)$/.exec(message);
  if (place) return [{file: relativeTo(root, place[1]!), line: Number(place[2]), message: place[3]!}];
  return [{file, message}];
}

/**
 * DOC_IDS as `root`'s src/config/docs.ts has it (the file the check names when an id is wrong), so a
 * copy of the site is checked as it is; this checkout's when the root has none.
 */
async function docIdsOf(root: string): Promise<Readonly<Record<string, string>>> {
  const file = path.join(root, 'src', 'config', 'docs.ts');
  if (!fs.existsSync(file)) return DOC_IDS;
  type Module = {DOC_IDS?: Record<string, string>};
  const module = (await import(file)) as Module & {default?: Module};
  return module.DOC_IDS ?? module.default?.DOC_IDS ?? DOC_IDS;
}

/**
 * The blog posts a release may name as its notes, by slug: published ones (no draft, not unlisted,
 * and not dated in the future: the build leaves those out until their day, src/config/blog.ts);
 * and those that wait for their day, with it.
 */
function notesPosts(root: string): {published: Set<string>; scheduled: Map<string, string>} {
  const dir = path.join(root, 'blog');
  const published = new Set<string>();
  const scheduled = new Map<string, string>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!/\.mdx?$/.test(name)) continue;
    const {front} = readFrontMatter(fs.readFileSync(path.join(dir, name), 'utf8'), name);
    if (front.draft === true || front.unlisted === true) continue;
    const slug =
      typeof front.slug === 'string' ? front.slug : name.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
    const date = postDate(name, front);
    if (date && isScheduled({metadata: {date}})) scheduled.set(slug, beijingDay(date));
    else published.add(slug);
  }
  return {published, scheduled};
}

/**
 * `/blog/<notes>` of each release whose notes post is not published: loadReleases reports it at its
 * line in data/releases.yaml, so the links the pages make from it are not reported again.
 */
function missingNotes(manifest: string, published: ReadonlySet<string>): Set<string> {
  try {
    return new Set(
      parseManifest(manifest)
        .releases.filter((r) => !published.has(r.notes))
        .map((r) => `/blog/${r.notes}`),
    );
  } catch {
    return new Set(); // A manifest that does not parse is reported as it is, and lists nothing.
  }
}

export async function check(root: string): Promise<CheckResult> {
  const errors: Problem[] = [];
  const dataDir = path.join(root, 'data');
  // Paths in messages are the site's, whatever directory the check was started from.
  const cwd = process.cwd();
  process.chdir(root);
  try {
    /** What `run` returns; when it throws, its error as problems (at `file` if it names none), and undefined. */
    const attempt = <T>(file: string, run: () => T): T | undefined => {
      try {
        return run();
      } catch (error) {
        errors.push(...asProblems(error, file, root));
        return undefined;
      }
    };
    const data = attempt('data', () => loadGameData(dataDir));
    const componentAnchors = dataIds(data);
    // The glossary and the content lint read data/ too: with data/ broken they would only repeat it.
    const glossary = data
      ? attempt('data/glossary.yaml', () => {
          for (const term of loadGlossary(dataDir)) componentAnchors.add(termAnchor(term.id));
          return true;
        })
      : undefined;
    const posts = notesPosts(root);
    const releases = attempt('data/releases.yaml', () =>
      loadReleases(path.join(dataDir, 'releases.yaml'), {
        blogSlugs: posts.published,
        scheduledPosts: posts.scheduled,
        gameData: data,
      }),
    );
    const site = readSite(root, data, releases);
    errors.push(...site.problems);
    // Docs are all Markdown (or generated from data), so their routes are all known here.
    attempt(REDIRECTS_FILE, () =>
      loadRedirects(
        root,
        site.sources.map((s) => s.url),
        (route) => route.startsWith('/docs'),
      ),
    );
    const parsed = [];
    for (const source of site.sources) parsed.push(await parseSource(source, root, data ? dataDir : undefined));
    for (const p of parsed) errors.push(...p.problems);
    errors.push(...checkDiagrams(parsed, root, diagramCacheDir(root)));
    // Emblems and maps for what data/ lists: unknown while data/ is broken.
    if (data) errors.push(...checkArt(root, data, dataDir));
    const links = checkLinks(parsed, root, {
      componentAnchors,
      entityPagesKnown: data !== undefined,
      componentAnchorsKnown: glossary === true,
      reportedElsewhere: missingNotes(path.join(dataDir, 'releases.yaml'), posts.published),
    });
    errors.push(...links.errors);
    errors.push(...checkBlog(parsed, root));
    // What a component renders from the releases: unknown while data/ or the manifest is broken.
    if (data && releases) errors.push(...checkComponents(parsed, changeRows(releases, data)));
    errors.push(...checkGuideSections(root));
    const docSources = site.sources.filter((s) => s.kind === 'doc');
    errors.push(...checkDocIds(root, docSources, await docIdsOf(root)));
    errors.push(...(await checkSidebar(root, docSources, data !== undefined)));
    const lint = data ? attempt('data/glossary.yaml', () => lintContent(root)) : undefined;
    for (const p of lint ?? [])
      errors.push({file: relativeTo(root, p.file), line: p.line, message: `${p.message}（文案规则 ${p.rule}）`});
    return {errors: once(errors), warnings: once(links.warnings)};
  } finally {
    process.chdir(cwd);
  }
}

/** Each mistake once, however many checks met it; by file, then line. */
function once(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const kept = problems.filter((p) => {
    const key = `${p.file}|${p.line ?? ''}|${p.path ?? ''}|${p.message.replace(/（文案规则 [\w-]+）$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return sortProblems(kept);
}

export function report(
  result: CheckResult,
  seconds: number,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string[] {
  const out: string[] = [];
  let file = '';
  for (const problem of result.errors) {
    if (problem.file !== file) out.push(`\n${(file = problem.file)}`);
    out.push(`  ✖ ${formatProblem(problem)}`);
  }
  for (const problem of result.warnings) out.push(`  ⚠ ${formatProblem(problem)}（警告）`);
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of result.errors) out.push(annotation(problem, 'npm run check'));
    for (const problem of result.warnings) out.push(annotation(problem, 'npm run check（警告）', 'warning'));
  }
  const files = new Set(result.errors.map((p) => p.file)).size;
  out.push(
    result.errors.length > 0
      ? `\n检查发现 ${result.errors.length} 处错误（${files} 个文件）${result.warnings.length ? `、${result.warnings.length} 处警告` : ''}，用时 ${seconds.toFixed(1)} 秒。每行是「文件:行号: 问题和改法」；规则见 CONTRIBUTING.md「提交前检查」。`
      : `检查通过${result.warnings.length ? `（${result.warnings.length} 处警告）` : ''}，用时 ${seconds.toFixed(1)} 秒。`,
  );
  return out;
}

if (require.main === module) {
  process.env.CHECK_ANNOTATES = '1';
  const started = performance.now();
  check(path.resolve(__dirname, '..'))
    .then((result) => {
      for (const line of report(result, (performance.now() - started) / 1000)) console.log(line);
      process.exit(result.errors.length > 0 ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error('检查程序自身出错（不是内容的问题，请告诉开发者）：', error);
      process.exit(2);
    });
}
