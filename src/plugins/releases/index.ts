import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogContent, notesPermalinks, publishedPosts, type BlogPostSummary} from './blogPosts';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {lastOf} from '../game-data/memo';
import {changeRows} from './balance';
import {balanceHistory} from './history';
import {latestStable} from './load';
import {checkedReleases} from './store';
import type {Release} from './schema';

const balanceJson = lastOf((releases: Release[], data: GameData) => JSON.stringify(changeRows(releases, data)));
const historyJson = lastOf((releases: Release[], data: GameData) => JSON.stringify(balanceHistory(releases, data)));

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
 * posts and the blog's URL settings are the blog's own. The manifest is read from its store, checked
 * against the game data: the game-data plugin watches both files and validates them on an edit
 * (its gameDataFiles says why no other plugin watches data/).
 */
export default function releasesPlugin(context: LoadContext): Plugin {
  const file = manifestPath(context.siteDir);
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'releases',
    async allContentLoaded({allContent, actions}) {
      const data = currentGameData(dataDir);
      const releases = checkedReleases(dataDir, data);
      const blog = blogContent(allContent);
      const links = notesPermalinks(releases, blog, file);
      const published: PublishedRelease[] = releases.map((r) => ({...r, notesPermalink: links.get(r.notes)!}));
      // Before the first await, so these files reach webpack with the game data's (game-data plugin).
      const balance = balanceJson(releases, data);
      const history = historyJson(releases, data);
      const releasesJson = await actions.createData('releases.json', JSON.stringify(published));
      // What each release changed, for <BalanceChanges version="…"> in its notes.
      await actions.createData('balance.json', balance);
      // Every changed value at every release, for /docs/数据/版本对比.
      await actions.createData('history.json', history);
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
