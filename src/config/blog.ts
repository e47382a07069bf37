/**
 * A post dated in the future waits for its date: the production build leaves it out (from the list,
 * the home page, the feeds and the sitemap) until a build on or after that day, which the deploy
 * workflow's daily schedule makes. `npm start` keeps it, so an editor can preview it.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';

/** Days are Beijing days: a post dated 11-27 goes live at 00:00 on 11-27 in China. */
const BEIJING = 8 * 60 * 60 * 1000;

export function isScheduled(post: Pick<BlogPost, 'metadata'>, now: Date = new Date()): boolean {
  const day = (date: Date) => new Date(date.getTime() + BEIJING).toISOString().slice(0, 10);
  return day(new Date(post.metadata.date)) > day(now);
}

export function scheduledPosts<P extends Pick<BlogPost, 'metadata'>>(
  posts: P[],
  now: Date = new Date(),
  env = process.env.NODE_ENV,
): P[] {
  if (env === 'development') return posts;
  return posts.filter((post) => !isScheduled(post, now));
}
