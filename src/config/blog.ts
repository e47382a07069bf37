/**
 * A post dated in the future waits for its date: the production build leaves it out (from the list,
 * the home page, the feeds and the sitemap) until a build on or after that day, which the deploy
 * workflow's daily schedule makes. `npm start` keeps it, so an editor can preview it.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';

/** Days are Beijing days: a post dated 11-27 goes live at 00:00 on 11-27 in China. */
const BEIJING = 8 * 60 * 60 * 1000;

/** The Beijing day of a moment, `YYYY-MM-DD`: the day a post dated then goes live. */
export const beijingDay = (date: Date): string => new Date(date.getTime() + BEIJING).toISOString().slice(0, 10);

/** Only the date counts: `npm run check` asks this of a post it has not built. */
export type Dated = {metadata: Pick<BlogPost['metadata'], 'date'>};

export function isScheduled(post: Dated, now: Date = new Date()): boolean {
  return beijingDay(new Date(post.metadata.date)) > beijingDay(now);
}

export function scheduledPosts<P extends Dated>(posts: P[], now: Date = new Date(), env = process.env.NODE_ENV): P[] {
  if (env === 'development') return posts;
  return posts.filter((post) => !isScheduled(post, now));
}
