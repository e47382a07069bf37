import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, type Node} from 'yaml';
import {manifestSchema, type Release} from './schema';

export class ReleaseManifestError extends Error {
  override name = 'ReleaseManifestError';
}

export interface LoadOptions {
  /** Slugs of the blog posts that exist; when given, every `notes` must be one of them. */
  blogSlugs?: ReadonlySet<string>;
}

/** Reads and validates data/releases.yaml; returns releases newest first. */
export function loadReleases(file: string, options: LoadOptions = {}): Release[] {
  const shown = path.relative(process.cwd(), file) || file;
  const lineCounter = new LineCounter();
  const doc = parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter});
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => {
      const {line, col} = lineCounter.linePos(e.pos[0]);
      return `${shown}:${line}:${col}: YAML 语法错误：${e.message.split('\n')[0]}`;
    });
    throw new ReleaseManifestError(problems.join('\n'));
  }
  /** The line of releases[index].<fieldPath>, or of the nearest enclosing node that exists. */
  const lineOf = (index: number, ...fieldPath: (string | number)[]): number | undefined => {
    for (let depth = fieldPath.length; depth >= 0; depth--) {
      const node = doc.getIn(['releases', index, ...fieldPath.slice(0, depth)], true) as Node | undefined;
      if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  const raw = doc.toJS() as unknown;
  const parsed = manifestSchema.safeParse(raw);
  const problems: string[] = [];
  const versionAt = (index: number): string => {
    const entry = (raw as {releases?: {version?: unknown}[]})?.releases?.[index];
    return entry?.version !== undefined ? String(entry.version) : `#${index + 1}`;
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, ...fieldPath] = issue.path as [string, number | undefined, ...(string | number)[]];
      const where = typeof index === 'number' ? `${shown}:${lineOf(index, ...fieldPath) ?? '?'}` : shown;
      const entry = typeof index === 'number' ? ` 版本 ${versionAt(index)}` : '';
      const field = fieldPath.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').replace(/^\./, '');
      problems.push(`${where}:${entry} 字段 ${field || issue.path.join('.') || '(根)'}：${issue.message}`);
    }
    throw new ReleaseManifestError(problems.join('\n'));
  }
  const releases = parsed.data.releases;
  const seen = new Set<string>();
  releases.forEach((release, index) => {
    if (seen.has(release.version)) {
      problems.push(`${shown}:${lineOf(index, 'version')}: 版本 ${release.version} 字段 version：重复的版本号，每个版本只能出现一次`);
    }
    seen.add(release.version);
    if (options.blogSlugs && !options.blogSlugs.has(release.notes)) {
      problems.push(
        `${shown}:${lineOf(index, 'notes')}: 版本 ${release.version} 字段 notes：找不到 slug 为「${release.notes}」的博客文章，请先在 blog/ 中写好版本说明，或改成已有文章的 slug`,
      );
    }
  });
  if (problems.length > 0) throw new ReleaseManifestError(problems.join('\n'));
  return [...releases].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

export function latestStable(releases: readonly Release[]): Release {
  const stable = releases.find((r) => r.channel === 'stable');
  if (!stable) throw new ReleaseManifestError('data/releases.yaml：至少需要一个 channel: stable 的版本');
  return stable;
}
