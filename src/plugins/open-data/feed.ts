/**
 * An Atom feed of balance changes (RFC 4287): one entry per release that changed numbers, newest
 * first, each linking to its release notes. Built from the same rows the notes and entity pages show.
 */
import {describeChange, type ChangeRow} from '../releases/balance';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedRelease {
  version: string;
  date: string;
  channel: 'stable' | 'beta';
  /** Absolute URL of the release notes post. */
  notesUrl: string;
}

export interface FeedOptions {
  /** The site's origin and base URL, without a trailing slash: `https://example.org`. */
  siteUrl: string;
  /** Where the feed itself is served, absolute. */
  selfUrl: string;
  title: string;
  author: string;
}

/** Midnight in China, where the releases are dated. */
const timestamp = (date: string) => `${date}T00:00:00+08:00`;

export function balanceFeed(
  releases: readonly FeedRelease[],
  rows: readonly ChangeRow[],
  options: FeedOptions,
): string {
  const host = new URL(options.siteUrl).host;
  const entries = [...releases]
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .map((release) => ({release, changes: rows.filter((r) => r.version === release.version)}))
    .filter(({changes}) => changes.length > 0)
    .map(({release, changes}) => {
      const title = `${release.version}${release.channel === 'beta' ? '（测试版）' : ' '}的平衡改动`;
      const items = changes.map((c) => `<li>${c.label}：${c.name}，${describeChange(c)}</li>`).join('');
      return [
        '  <entry>',
        `    <id>tag:${host},${release.date}:balance/${escape(release.version)}</id>`,
        `    <title>${escape(title)}</title>`,
        `    <updated>${timestamp(release.date)}</updated>`,
        `    <link rel="alternate" type="text/html" href="${escape(release.notesUrl)}"/>`,
        `    <summary>${escape(changes.map((c) => `${c.name}${c.label}`).join('，'))}</summary>`,
        `    <content type="html">${escape(`<ul>${items}</ul>`)}</content>`,
        '  </entry>',
      ].join('\n');
    });
  const newest =
    [...releases]
      .map((r) => r.date)
      .sort()
      .at(-1) ?? '1970-01-01';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-Hans">',
    `  <id>${escape(options.selfUrl)}</id>`,
    `  <title>${escape(options.title)}</title>`,
    `  <updated>${timestamp(newest)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(options.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(options.siteUrl)}/"/>`,
    `  <author><name>${escape(options.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
