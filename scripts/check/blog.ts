/**
 * The blog's rules (CONTRIBUTING.md「提交前检查」): every tag comes from blog/tags.yml (the blog plugin's
 * `tags` file, onInlineTags: 'throw'), every post has a `<!-- truncate -->` marker so the list shows
 * its opening only. Future-dated posts are left out of the build until their date by the blog
 * plugin's processBlogPosts (src/config/blog.ts); drafts and unlisted posts are the plugin's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseBlogFileName} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {didYouMean, yamlSyntaxProblem, type Problem} from '../../src/problems';
import {parseYaml} from '../../src/problems/yaml';
import type {Parsed} from './markdown';

export const TAGS_FILE = 'tags.yml';

/**
 * The tags blog/tags.yml defines (its keys); undefined when there is no such file, or when it is not
 * valid YAML (then `problems` says where, and the posts' tags cannot be judged).
 */
export function knownTags(root: string, problems: Problem[] = []): Set<string> | undefined {
  const file = path.join(root, 'blog', TAGS_FILE);
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  const {doc, lines, raw} = parseYaml(text);
  if (doc.errors.length > 0) {
    problems.push(yamlSyntaxProblem(`blog/${TAGS_FILE}`, text, doc.errors[0]!, lines));
    return undefined;
  }
  return new Set(Object.keys((raw as Record<string, unknown> | null) ?? {}));
}

/**
 * A post's date as the blog plugin reads it (its generateBlogPosts): the front matter's `date`, a
 * day taken as UTC midnight, else the one in the file name; undefined when neither has one (the
 * plugin then takes the file's first commit, never in the future).
 */
export function postDate(name: string, front: Record<string, unknown>): Date | undefined {
  if (front.date instanceof Date) return front.date;
  if (typeof front.date === 'string' && front.date !== '') {
    const utc = new Date(`${front.date}Z`);
    // A time with its zone (2026-11-27T08:00:00+08:00) is a timestamp to the plugin's YAML parser.
    return Number.isNaN(utc.getTime()) ? new Date(front.date) : utc;
  }
  return parseBlogFileName(name).date;
}

/** The line of a front matter field (`tags:`), or of the closing `---`. */
function fieldLine(text: string, field: string): number {
  const lines = text.split('\n');
  const index = lines.findIndex((line, i) => i > 0 && line.startsWith(`${field}:`));
  if (index >= 0) return index + 1;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end >= 0 ? end + 1 : 1;
}

export function checkBlog(parsed: readonly Parsed[], root: string): Problem[] {
  const problems: Problem[] = [];
  const tags = knownTags(root, problems);
  for (const {source, truncated} of parsed) {
    if (source.kind !== 'blog') continue;
    const {file, text, front} = source;
    if (!truncated) {
      problems.push({
        file,
        line: fieldLine(text, '---'),
        message: '文章没有 <!-- truncate --> 标记：博客列表会显示全文。请在开头一两段之后单独一行写 <!-- truncate -->',
      });
    }
    const written = Array.isArray(front.tags) ? front.tags : [];
    for (const tag of written) {
      const key = typeof tag === 'string' ? tag : String((tag as {label?: unknown})?.label ?? tag);
      if (!tags || tags.has(key)) continue;
      problems.push({
        file,
        line: fieldLine(text, 'tags'),
        message: `标签「${key}」不在 blog/${TAGS_FILE} 里${didYouMean(key, tags, '。')}请改用已有的标签（${[...tags].join('、')}），确实需要新标签时先把它加进 blog/${TAGS_FILE}`,
      });
    }
  }
  return problems;
}
