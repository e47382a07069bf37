import type {ThemeConfig} from '@docusaurus/theme-common';
import type {Plugin} from '@docusaurus/types';
import {manifestPath} from '../releases';
import {latestStable, loadReleases} from '../releases/load';

export type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The announcement bar advertises the latest stable release. Its id carries the version, so a
 * visitor who dismissed the bar for one release sees it again for the next one.
 */
export function announcementBar(siteDir: string): AnnouncementBar {
  const latest = latestStable(loadReleases(manifestPath(siteDir)));
  return {
    id: `release-${latest.version}`,
    content: `《千川纪》${latest.version} 已发布：${latest.summary} <a href="/blog/${latest.notes}">查看更新内容</a>`,
    backgroundColor: '#f3ead8',
    textColor: '#3b2a17',
    isCloseable: true,
  };
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

export default function announcementBarPlugin(_context: unknown, options: unknown): Plugin {
  const {id} = options as {id: string};
  return {
    name: 'announcement-bar',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(id)}]}),
  };
}
