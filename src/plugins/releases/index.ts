import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogContent, notesPermalinks, publishedPosts, type BlogPostSummary} from './blogPosts';
import {currentGameData} from '../../game/store';
import {changeRows} from './balance';
import {balanceHistory} from './history';
import {latestStable} from './load';
import {currentReleases} from './store';
import type {Release} from './schema';

/** A release as the pages get it: with the URL of its notes post, taken from the blog plugin. */
export type PublishedRelease = Release & {notesPermalink: string};

export interface ReleasesGlobalData {
  latest: PublishedRelease;
  /** The newest published posts, for the home page; `index` (the version list) is left out. */
  recentPosts: BlogPostSummary[];
}

export const manifestPath = (siteDir: string) => path.join(siteDir, 'data', 'releases.yaml');

/**
 * Validates data/releases.yaml and hands the releases to the pages that show them: `/download`
 * gets the whole manifest as a route prop, every page gets only the latest stable release and the
 * three newest posts (the home page shows them), and MDX can import
 * `@generated/releases/default/releases.json` (the blog's version index does) and
 * `@generated/releases/default/balance.json` (the balance changes, for release notes). Posts and their
 * permalinks come from the blog plugin's loaded content (`allContentLoaded`), so drafts, unlisted
 * posts and the blog's URL settings are the blog's own.
 */
export default function releasesPlugin(context: LoadContext): Plugin<Release[]> {
  const file = manifestPath(context.siteDir);
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'releases',
    // The balance changes are checked against the game data, so a data edit re-checks them.
    getPathsToWatch: () => [file, path.join(dataDir, '*.yaml')],
    loadContent: () => currentReleases(dataDir, currentGameData(dataDir)),
    async allContentLoaded({allContent, actions}) {
      const releases = allContent.releases?.default as Release[];
      const blog = blogContent(allContent);
      const links = notesPermalinks(releases, blog, file);
      const published: PublishedRelease[] = releases.map((r) => ({...r, notesPermalink: links.get(r.notes)!}));
      const releasesJson = await actions.createData('releases.json', JSON.stringify(published));
      // What each release changed, for <BalanceChanges version="…"> in its notes.
      await actions.createData('balance.json', JSON.stringify(changeRows(releases, currentGameData(dataDir))));
      // Every changed value at every release, for /docs/数据/版本对比.
      await actions.createData('history.json', JSON.stringify(balanceHistory(releases, currentGameData(dataDir))));
      const latest = latestStable(releases);
      actions.setGlobalData({
        latest: published.find((r) => r.version === latest.version)!,
        recentPosts: publishedPosts(blog, ['index']).slice(0, 3),
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
