import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import type {RouteConfig} from '@docusaurus/types';

/** The files git tracks under `siteDir`, relative to it (posix); undefined without git or a repository. */
export function trackedFiles(siteDir: string): Set<string> | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 2 ** 20});
    return new Set(out.split('\0').filter(Boolean));
  } catch {
    return undefined;
  }
}

/** `routes` with the sourceFilePath of every route whose file git does not track taken away. */
export function withoutUntrackedSources(routes: readonly RouteConfig[], tracked: ReadonlySet<string>): RouteConfig[] {
  return routes.map((route) => {
    const source = route.metadata?.sourceFilePath;
    const untracked =
      source !== undefined && !route.metadata?.lastUpdatedAt && !tracked.has(path.posix.normalize(source));
    return {
      ...route,
      ...(untracked ? {metadata: {...route.metadata, sourceFilePath: undefined}} : {}),
      ...(route.routes ? {routes: withoutUntrackedSources(route.routes, tracked)} : {}),
    };
  });
}

/**
 * The sitemap's lastmod is a page's last commit: for a route without one in its metadata, the
 * sitemap plugin runs `git log` on its source file, once per route, in postBuild, when the build
 * process is at its largest (each fork of a 3 GB process costs tens of milliseconds): at ten times
 * today's game, the generated entity pages took two minutes. git has no date for a file it does
 * not track (the entity pages are generated at every build), so one `git ls-files` takes those
 * routes' source away before the plugin's own items are made: the same sitemap, without the forks.
 */
export const createSitemapItems: NonNullable<PluginOptions['createSitemapItems']> = async ({
  routes,
  siteConfig,
  defaultCreateSitemapItems,
}) => {
  const tracked = trackedFiles(process.cwd());
  return defaultCreateSitemapItems({
    routes: tracked ? withoutUntrackedSources(routes, tracked) : routes,
    siteConfig,
  });
};
