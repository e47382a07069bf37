import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogPosts, type BlogPostSummary} from './blogPosts';
import {latestStable, loadReleases} from './load';
import type {Release} from './schema';

export interface ReleasesGlobalData {
  latest: Release;
  /** The newest posts, for the home page; `index` (the version list) is left out. */
  recentPosts: BlogPostSummary[];
}

interface Content {
  releases: Release[];
  posts: BlogPostSummary[];
}

export const manifestPath = (siteDir: string) => path.join(siteDir, 'data', 'releases.yaml');

/**
 * Validates data/releases.yaml against the blog and hands the releases to the pages that
 * show them: `/download` gets the whole manifest as a route prop, every page gets only the
 * latest stable release and the three newest posts (the home page shows them), and MDX can import
 * `@generated/releases/default/releases.json` (the blog's version index does).
 */
export default function releasesPlugin(context: LoadContext): Plugin<Content> {
  const file = manifestPath(context.siteDir);
  const blogDir = path.join(context.siteDir, 'blog');
  return {
    name: 'releases',
    getPathsToWatch: () => [file, path.join(blogDir, '**/*.{md,mdx}')],
    async loadContent() {
      const posts = blogPosts(blogDir);
      const releases = loadReleases(file, {blogSlugs: new Set(posts.map((p) => p.slug))});
      return {releases, posts};
    },
    async contentLoaded({content, actions}) {
      const releasesJson = await actions.createData('releases.json', JSON.stringify(content.releases));
      actions.setGlobalData({
        latest: latestStable(content.releases),
        recentPosts: content.posts.filter((p) => p.slug !== 'index').slice(0, 3),
      } satisfies ReleasesGlobalData);
      actions.addRoute({
        path: `${context.baseUrl}download`,
        component: '@site/src/components/DownloadPage',
        exact: true,
        modules: {releases: releasesJson},
      });
    },
  };
}
