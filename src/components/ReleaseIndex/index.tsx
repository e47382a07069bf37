import React from 'react';
import Link from '@docusaurus/Link';
import type {PublishedRelease} from '@site/src/plugins/releases';
import type {Release} from '@site/src/plugins/releases/schema';

const channelLabel: Record<Release['channel'], string> = {stable: '稳定版', beta: '测试版'};

/** Every version in data/releases.yaml, newest first, each linking to its release notes. */
export default function ReleaseIndex({releases}: {releases: PublishedRelease[]}): JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th>版本</th>
          <th>发布日期</th>
          <th>渠道</th>
          <th>概要</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => (
          <tr key={release.version} id={`v${release.version.replace(/\./g, '-')}`}>
            <td>
              <Link to={release.notesPermalink}>{release.version}</Link>
            </td>
            <td>
              <time dateTime={release.date}>{release.date}</time>
            </td>
            <td>{channelLabel[release.channel]}</td>
            <td>{release.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
