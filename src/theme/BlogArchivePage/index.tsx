/**
 * The blog archive, ejected from the classic theme (3.4.0) for three changes; re-diff on upgrade:
 * - years are h2, not h3: the page's only other heading is its h1, and a skipped level is an error
 *   for the W3C HTML checker (tests/e2e/html-validity.spec.ts);
 * - dates are written without Intl (2026年11月14日 → 11月14日), as in src/theme/LastUpdated;
 * - the description says what the page holds instead of repeating its title;
 * - newest first, years and the posts within them, as a returning reader looks for what is new.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

type YearProp = {year: string; posts: ArchiveBlogPost[]};

/** 2026-11-14 → 11月14日 (the date's own calendar day, as the post's file name gives it). */
const monthDay = (date: string) => {
  const [, month, day] = date.slice(0, 10).split('-').map(Number);
  return `${month}月${day}日`;
};

function Year({year, posts}: YearProp) {
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {monthDay(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const newestFirst = [...blogPosts].sort((a, b) => b.metadata.date.localeCompare(a.metadata.date));
  const postsByYear = newestFirst.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    return posts.set(year, [...(posts.get(year) ?? []), post]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): JSX.Element {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const subtitle = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata
        title={title}
        description={`《千川纪》博客的全部 ${archive.blogPosts.length} 篇文章，按年份排列：版本说明与开发日志。`}
      />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{subtitle}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((yearProps) => (
                    <div key={yearProps.year} className="col col--4 margin-vert--lg">
                      <Year {...yearProps} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
