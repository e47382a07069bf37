/**
 * The site's Markdown as `npm run check` reads it: every doc, blog post and Markdown page, plus the
 * entity pages src/plugins/entity-pages would write from data/ (built in memory, so the check needs no
 * build), each with its front matter, its URL and the line numbers of the file an editor opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import {yamlErrorMessage, yamlErrorPlace, type Problem} from '../../src/problems';
import {parseYaml} from '../../src/problems/yaml';
import type {GameData} from '../../src/game/schema';
import {entityPages, GENERATED_MARKER} from '../../src/plugins/entity-pages/generate';
import {docUrl, findBacklinks} from '../../src/plugins/entity-pages/backlinks';
import {filesUnder, relativePath} from '../../src/plugins/files-under';
import {changeRows} from '../../src/plugins/releases/balance';
import type {Release} from '../../src/plugins/releases/schema';

export type SourceKind = 'doc' | 'blog' | 'page';

export interface Source {
  /** Relative to the site, with `/`: `docs/资源.md`. */
  file: string;
  text: string;
  kind: SourceKind;
  /** Its URL without the base URL: `/docs/资源`, `/blog/release-1-0-1`. */
  url: string;
  front: Record<string, unknown>;
  /** Written from data/; its mistakes are the generator's, reported at the data it came from. */
  generated: boolean;
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Front matter as data, or a problem on the line the YAML breaks (the file's line, not the block's). */
export function readFrontMatter(text: string, file: string): {front: Record<string, unknown>; problems: Problem[]} {
  const match = FRONT.exec(text);
  if (!match) {
    if (/^---\r?\n/.test(text))
      return {
        front: {},
        problems: [{file, line: 1, message: 'front matter 没有结束：开头的 --- 之后要有一行单独的 --- 把它和正文隔开'}],
      };
    return {front: {}, problems: []};
  }
  const {doc, lines, raw: value} = parseYaml(match[1] ?? '');
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    const what = yamlErrorMessage(error!);
    // +1: the block starts on the line after the opening ---.
    const line = yamlErrorPlace(match[1] ?? '', error!, lines).line + 1;
    return {
      front: {},
      problems: [{file, line, message: `front matter 不是合法的 YAML（${what}）：请检查这一行的冒号、引号和缩进`}],
    };
  }
  if (value === null || value === undefined) return {front: {}, problems: []};
  if (typeof value !== 'object' || Array.isArray(value))
    return {front: {}, problems: [{file, line: 2, message: 'front matter 应是「字段: 值」的列表，例如 title: 资源'}]};
  return {front: value as Record<string, unknown>, problems: []};
}

/** The blog plugin's URL for a post: its slug, else the file name's date as folders. */
export function blogUrl(name: string, slug: unknown): string {
  if (typeof slug === 'string' && slug !== '') return `/blog/${slug.replace(/^\//, '')}`;
  const base = name.replace(/\.mdx?$/, '');
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.*)$/.exec(base);
  return dated ? `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/blog/${base}`;
}

export interface Site {
  root: string;
  sources: Source[];
  problems: Problem[];
}

/** Every Markdown source of the site; generated entity pages only when the data loaded. */
export function readSite(root: string, data?: GameData, releases?: readonly Release[]): Site {
  const problems: Problem[] = [];
  const sources: Source[] = [];
  const add = (full: string, kind: SourceKind, text = fs.readFileSync(full, 'utf8'), generated = false) => {
    const file = relativePath(root, full);
    const {front, problems: frontProblems} = readFrontMatter(text, file);
    problems.push(...frontProblems);
    const relative =
      kind === 'doc'
        ? relativePath(path.join(root, 'docs'), full)
        : kind === 'blog'
          ? path.basename(full)
          : relativePath(path.join(root, 'src', 'pages'), full);
    const url =
      kind === 'doc'
        ? docUrl(relative, front.slug)
        : kind === 'blog'
          ? blogUrl(relative, front.slug)
          : `/${relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    sources.push({file, text, kind, url, front, generated});
  };
  const docsDir = path.join(root, 'docs');
  for (const full of filesUnder(docsDir)) {
    const text = fs.readFileSync(full, 'utf8');
    // Left from an earlier build; the pages of today's data are added below.
    if (!text.includes(GENERATED_MARKER)) add(full, 'doc', text);
  }
  if (data) {
    const changes = releases ? changeRows(releases, data) : [];
    for (const [relative, text] of entityPages(data, findBacklinks(data, docsDir), changes))
      add(path.join(docsDir, relative), 'doc', text, true);
  }
  for (const full of filesUnder(path.join(root, 'blog'))) add(full, 'blog');
  for (const full of filesUnder(path.join(root, 'src', 'pages'))) add(full, 'page');
  return {root, sources, problems};
}
