import fs from 'node:fs';
import path from 'node:path';
import {
  annotated,
  didYouMean,
  ProblemsError,
  sortProblems,
  yamlLine,
  yamlSyntaxProblem,
  type Problem,
} from '../../problems';
import {parseYaml} from '../../problems/yaml';
import {defaultErrorMap, type ZodErrorMap} from 'zod';
import {chineseErrorMap} from '../../game/load';
import type {GameData} from '../../game/schema';
import {checkChanges} from './balance';
import {manifestSchema, type Release, type RuleChange} from './schema';
import {checkNotesMatchData} from './history';
import {balanceSnapshot, readSnapshots} from './snapshots';
import {checkUnreleasedRules, shippedRules} from './unreleasedRules';

export class ReleaseManifestError extends ProblemsError {
  override name = 'ReleaseManifestError';

  constructor(problems: readonly Problem[]) {
    super(`版本清单有 ${problems.length} 处问题：`, problems);
  }
}

/** The schema's own messages (already Chinese) stand; zod's English defaults are said in Chinese. */
const ownOrChinese: ZodErrorMap = (issue, ctx) =>
  ctx.defaultError !== defaultErrorMap(issue, ctx).message ? {message: ctx.defaultError} : chineseErrorMap(issue, ctx);

const fail = (problems: readonly Problem[]) => annotated(new ReleaseManifestError(problems), '版本清单错误');

export interface LoadOptions {
  /** Slugs of the blog posts that exist; when given, every `notes` must be one of them. */
  blogSlugs?: ReadonlySet<string>;
  /** Posts dated in the future, by slug, with their day: the build leaves them out until then (src/config/blog.ts). */
  scheduledPosts?: ReadonlyMap<string, string>;
  /** When given, each release's balance `changes` are checked against it (balance.ts). */
  gameData?: GameData;
  /** The folder whose snapshots/ holds each release's numbers; defaults to the manifest's folder (data/). */
  snapshotsDir?: string;
}

/** The manifest parsed and checked against its schema, and how to name a place in it. */
export interface ParsedManifest {
  file: string;
  /** In the file's order. */
  releases: Release[];
  /** Rule changes in today's data that no release has shipped yet. */
  unreleased: RuleChange[];
  problem: (fieldPath: readonly (string | number)[], message: string) => Problem;
}

/** Reads and validates data/releases.yaml; returns releases newest first. */
export function loadReleases(file: string, options: LoadOptions = {}): Release[] {
  return checkManifest(parseManifest(file), options);
}

/** Parses data/releases.yaml and checks it against its schema; throws with file and line. */
export function parseManifest(file: string): ParsedManifest {
  const shown = path.relative(process.cwd(), file) || file;
  const text = fs.readFileSync(file, 'utf8');
  const {doc, lines: lineCounter, raw} = parseYaml(text);
  // Only the first error: the parser's later errors almost always follow from it.
  if (doc.errors.length > 0) throw fail([yamlSyntaxProblem(shown, text, doc.errors[0]!, lineCounter)]);
  const versionAt = (index: number): string => {
    const entry = (raw as {releases?: {version?: unknown}[]})?.releases?.[index];
    return entry?.version !== undefined ? String(entry.version) : `#${index + 1}`;
  };
  /** `版本 1.0.1 字段 files[0].sha256`: editors find an entry by its version. */
  const problem = (fieldPath: readonly (string | number)[], message: string): Problem => {
    const [, index, ...rest] = fieldPath;
    const field = rest
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '');
    const where =
      typeof index === 'number'
        ? `版本 ${versionAt(index)} 字段 ${field || '（整个条目）'}`
        : `字段 ${fieldPath.join('.') || '（根）'}`;
    return {file: shown, line: yamlLine(doc, lineCounter, fieldPath), path: where, message};
  };
  const parsed = manifestSchema.safeParse(raw, {errorMap: ownOrChinese});
  if (!parsed.success) {
    throw fail(sortProblems(parsed.error.issues.map((issue) => problem(issue.path, issue.message))));
  }
  return {file, releases: parsed.data.releases, unreleased: parsed.data.unreleased?.rules ?? [], problem};
}

/** The checks across entries (versions, notes, balance changes); returns releases newest first. */
export function checkManifest(
  {file, releases, unreleased, problem}: ParsedManifest,
  options: LoadOptions = {},
): Release[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  releases.forEach((release, index) => {
    if (seen.has(release.version))
      problems.push(problem(['releases', index, 'version'], '重复的版本号，每个版本只能出现一次'));
    seen.add(release.version);
    if (options.blogSlugs && !options.blogSlugs.has(release.notes)) {
      const day = options.scheduledPosts?.get(release.notes);
      problems.push(
        problem(
          ['releases', index, 'notes'],
          day
            ? `博客文章「${release.notes}」的日期是 ${day}，要到那天（北京时间）才发布，在那之前构建里没有这篇文章，下载页和首页都链接不到它。请把文章的日期改成今天或更早，或等到 ${day} 再添加这个版本`
            : `找不到 slug 为「${release.notes}」的已发布博客文章${didYouMean(release.notes, options.blogSlugs, '：')}请先在 blog/ 中写好这一版的版本说明，或改成已有文章的 slug`,
        ),
      );
    }
  });
  if (options.gameData) {
    const snapshots = readSnapshots(options.snapshotsDir ?? path.dirname(file));
    for (const p of checkChanges(releases, options.gameData, snapshots))
      problems.push(problem(['releases', p.release, 'changes', p.change, p.key], p.message));
    for (const p of checkNotesMatchData(releases, balanceSnapshot(options.gameData), snapshots))
      problems.push(problem(['releases', p.release, 'changes'], p.message));
    const latest = [...releases].filter((r) => r.channel === 'stable').sort((a, b) => (a.date < b.date ? 1 : -1))[0];
    const shipped = latest && shippedRules(options.snapshotsDir ?? path.dirname(file), latest.version);
    if (latest && shipped !== undefined)
      for (const p of checkUnreleasedRules(shipped, options.gameData.rules, latest.version, unreleased))
        // With no unreleased block yet, point at the release whose rules differ.
        problems.push(problem(unreleased.length ? p.at : ['releases', releases.indexOf(latest), 'version'], p.message));
  }
  if (problems.length > 0) throw fail(sortProblems(problems));
  return [...releases].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** Rule changes in today's data that no release has shipped yet (unchecked: the build checks them). */
export function unreleasedRules(file: string): RuleChange[] {
  return parseManifest(file).unreleased;
}

export function latestStable(releases: readonly Release[]): Release {
  const stable = releases.find((r) => r.channel === 'stable');
  if (!stable) throw fail([{file: 'data/releases.yaml', message: '至少需要一个 channel: stable 的版本'}]);
  return stable;
}
