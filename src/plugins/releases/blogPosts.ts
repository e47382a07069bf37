import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export interface BlogPostSummary {
  slug: string;
  title: string;
  date: string;
  description?: string;
}

const datePrefix = /^(\d{4}-\d{2}-\d{2})-/;

/**
 * The blog posts under `blogDir`, newest first, read from front matter the way the blog plugin
 * reads it (`slug`, `title`, `date`, else the `YYYY-MM-DD-name` file name). The blog plugin does
 * not share its posts with other plugins in Docusaurus 3.4, and we need only these four fields.
 */
export function blogPosts(blogDir: string): BlogPostSummary[] {
  const posts: BlogPostSummary[] = [];
  for (const entry of fs.readdirSync(blogDir, {withFileTypes: true})) {
    const file = entry.isDirectory()
      ? ['index.md', 'index.mdx'].map((f) => path.join(blogDir, entry.name, f)).find((f) => fs.existsSync(f))
      : /\.mdx?$/.test(entry.name)
        ? path.join(blogDir, entry.name)
        : undefined;
    if (!file) continue;
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
    const fm = (match ? parse(match[1]!) : {}) as Record<string, unknown>;
    const baseName = entry.name.replace(/\.mdx?$/, '');
    const slug = typeof fm.slug === 'string' ? fm.slug.replace(/^\//, '') : baseName.replace(datePrefix, '');
    const date =
      fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date ?? datePrefix.exec(baseName)?.[1] ?? '');
    posts.push({
      slug,
      title: typeof fm.title === 'string' ? fm.title : slug,
      date,
      ...(typeof fm.description === 'string' ? {description: fm.description} : {}),
    });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date));
}
