import path from 'node:path';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {AllContent, Plugin} from '@docusaurus/types';
import {blogContent, isPublished} from '../releases/blogPosts';
import {latestStable} from '../releases/load';
import {currentReleases} from '../releases/store';

export type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

export interface BlogUrls {
  /** The site's `baseUrl`, with its trailing slash. */
  baseUrl: string;
  /** The blog's `routeBasePath` option: the blog plugin builds a post's permalink from it and the slug. */
  blogRouteBasePath: string;
}

/** Where the blog plugin puts the post with this slug (`normalizeUrl([baseUrl, routeBasePath, slug])`). */
export const blogPostUrl = ({baseUrl, blogRouteBasePath}: BlogUrls, slug: string) =>
  `${baseUrl}${blogRouteBasePath.replace(/^\/|\/$/g, '')}/${slug}`.replace(/\/{2,}/g, '/');

/**
 * The announcement bar advertises the latest stable release. Its id carries the version, so a
 * visitor who dismissed the bar for one release sees it again for the next one. The theme reads
 * it from the config, before any content is loaded, so the link is computed from the blog's
 * settings here and checked against the blog's real permalinks by the plugin below.
 */
export function announcementBar(siteDir: string, urls: BlogUrls): {bar: AnnouncementBar; href: string} {
  const latest = latestStable(currentReleases(path.join(siteDir, 'data')));
  const href = blogPostUrl(urls, latest.notes);
  const bar = {
    id: `release-${latest.version}`,
    content: `《千川纪》${latest.version} 已发布：${latest.summary} <a href="${href}">查看更新内容</a>`,
    backgroundColor: '#f3ead8',
    textColor: '#3b2a17',
    isCloseable: true,
  };
  return {bar, href};
}

/**
 * Theme-classic 3.4 hides a dismissed bar with CSS from an attribute its inline script sets
 * before React runs, reading only the "dismissed" flag. When the id has changed since, React
 * un-dismisses the bar but the attribute keeps it hidden until the next page load. This script
 * runs after the theme's and clears the attribute when the stored id is not the current one.
 */
export function announcementResetScript(id: string): string {
  return `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}`;
}

/** Refuses a bar whose link is not a published post's permalink (the HTML in `content` escapes the broken-link check). */
export function checkAnnouncementLink(allContent: AllContent, href: string): void {
  const post = blogContent(allContent).blogPosts.find((p) => p.metadata.permalink === href);
  if (!post || !isPublished(post)) {
    throw new Error(
      `公告栏的链接 ${href} 不是已发布博客文章的地址：它由 data/releases.yaml 中最新稳定版的 notes 和博客的 routeBasePath 得出。请检查该版本的 notes 和 docusaurus.config.ts 里博客的 routeBasePath`,
    );
  }
}

export default function announcementBarPlugin(_context: unknown, options: unknown): Plugin {
  const {id, href} = options as {id: string; href: string};
  return {
    name: 'announcement-bar',
    allContentLoaded: ({allContent}) => checkAnnouncementLink(allContent, href),
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(id)}]}),
  };
}
