import fs from 'node:fs';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {LineCounter, parseDocument} from 'yaml';
import {yamlLine} from '../../problems';
import type {Release} from './schema';

export interface BlogPostSummary {
  /** The post's URL as the blog plugin built it (base URL and `routeBasePath` included). */
  permalink: string;
  title: string;
  date: string;
  description?: string;
}

export class ReleaseNotesError extends Error {
  override name = 'ReleaseNotesError';
}

/**
 * The classic blog's loaded content. `allContentLoaded` hands every plugin's content to every
 * plugin; in a production build drafts are already left out, and unlisted posts are flagged.
 */
export function blogContent(allContent: AllContent): BlogContent {
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (!blog)
    throw new ReleaseNotesError(
      'releases 插件找不到博客（docusaurus-plugin-content-blog）的内容：版本说明要写在博客里，请保留 classic 预设的 blog 配置',
    );
  return blog;
}

// The blog plugin only drops drafts in production; `npm start` keeps them, so look at both flags.
const isDraft = (post: BlogPost) => post.metadata.frontMatter.draft === true;
const isUnlisted = (post: BlogPost) => post.metadata.unlisted || post.metadata.frontMatter.unlisted === true;
export const isPublished = (post: BlogPost) => !isDraft(post) && !isUnlisted(post);

/** Published posts, newest first, as the home page lists them, without the posts whose slug is in `except`. */
export function publishedPosts(blog: BlogContent, except: readonly string[] = []): BlogPostSummary[] {
  return blog.blogPosts
    .filter((post) => isPublished(post) && !except.includes(post.id))
    .map((post) => ({
      permalink: post.metadata.permalink,
      title: post.metadata.title,
      date: new Date(post.metadata.date).toISOString().slice(0, 10),
      ...(post.metadata.description ? {description: post.metadata.description} : {}),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Line of `notes` in the release whose `version` is given, for error messages. */
function notesLine(manifestFile: string, version: string): number | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(fs.readFileSync(manifestFile, 'utf8'), {lineCounter: lines});
  const releases = doc.toJS() as {releases?: {version?: unknown}[]} | null;
  const index = releases?.releases?.findIndex((release) => String(release.version) === version) ?? -1;
  return index < 0 ? undefined : yamlLine(doc, lines, ['releases', index, 'notes']);
}

/**
 * The permalink of each release's notes post (keyed by `notes`). Every `notes` must name a
 * published post: a draft is not built and an unlisted post is hidden, so neither may be linked
 * from the download page, the home page or the announcement bar.
 */
export function notesPermalinks(
  releases: readonly Release[],
  blog: BlogContent,
  manifestFile: string,
): Map<string, string> {
  const shown = path.relative(process.cwd(), manifestFile) || manifestFile;
  const byId = new Map(blog.blogPosts.map((post) => [post.id, post]));
  const links = new Map<string, string>();
  const problems: string[] = [];
  for (const release of releases) {
    const post = byId.get(release.notes);
    if (post && !isDraft(post) && !isUnlisted(post)) {
      links.set(release.notes, post.metadata.permalink);
      continue;
    }
    // Only for a problem: it parses the whole manifest, so once per release it made every
    // reload quadratic in releases (tens of seconds at ten times the game's releases).
    const where = `${shown}:${notesLine(manifestFile, release.version) ?? '?'}: 版本 ${release.version} 字段 notes：`;
    if (!post) {
      problems.push(
        `${where}找不到 slug 为「${release.notes}」的已发布博客文章（文章不存在，或是 draft: true 的草稿，草稿不会构建）。请在 blog/ 中写好并发布版本说明，或改成已发布文章的 slug`,
      );
    } else if (isDraft(post)) {
      problems.push(
        `${where}博客文章「${release.notes}」是草稿（draft: true），正式构建里没有这篇文章。请去掉它的 draft，或改成已发布文章的 slug`,
      );
    } else {
      problems.push(
        `${where}博客文章「${release.notes}」是隐藏文章（unlisted: true），不能作为版本说明链接。请去掉它的 unlisted，或改成已发布文章的 slug`,
      );
    }
  }
  if (problems.length > 0) throw new ReleaseNotesError(problems.join('\n'));
  return links;
}
