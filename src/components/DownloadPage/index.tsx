import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Release} from '@site/src/plugins/releases/schema';
import styles from './styles.module.css';

interface Props {
  /** From the releases plugin: data/releases.yaml, validated, newest first. */
  releases: Release[];
}

function ReleaseLine({release}: {release: Release}) {
  return (
    <li>
      <strong>{release.version}</strong>（<time dateTime={release.date}>{release.date}</time>）：{release.summary}{' '}
      <Link to={`/blog/${release.notes}`}>版本说明</Link>
    </li>
  );
}

export default function DownloadPage({releases}: Props): JSX.Element {
  const stable = releases.filter((r) => r.channel === 'stable');
  const latest = stable[0]!;
  const beta = releases.find((r) => r.channel === 'beta' && r.date > latest.date);
  return (
    <Layout title="下载" description={`下载《千川纪》${latest.version}：Windows、macOS 与 Linux 版本，附校验值与系统需求。`}>
      <main className="container margin-vert--xl">
        <Heading as="h1">下载《千川纪》</Heading>
        <section className={styles.latest} aria-labelledby="latest">
          <Heading as="h2" id="latest">
            最新稳定版 {latest.version}
          </Heading>
          <p>
            发布于 <time dateTime={latest.date}>{latest.date}</time>。{latest.summary}
          </p>
          <p>
            <Link to={`/blog/${latest.notes}`}>阅读 {latest.version} 版本说明</Link>
          </p>
        </section>
        {beta && (
          <section aria-labelledby="beta">
            <Heading as="h2" id="beta">
              测试版 {beta.version}
            </Heading>
            <p>
              测试版包含尚未定稿的内容，存档可能与稳定版不兼容。{beta.summary}{' '}
              <Link to={`/blog/${beta.notes}`}>测试版说明</Link>
            </p>
          </section>
        )}
        <section aria-labelledby="history">
          <Heading as="h2" id="history">
            历史版本
          </Heading>
          <ul>
            {stable.slice(1).map((release) => (
              <ReleaseLine key={release.version} release={release} />
            ))}
          </ul>
          <p>
            全部版本及其说明见<Link to="/blog/index">历代版本索引</Link>。
          </p>
        </section>
      </main>
    </Layout>
  );
}
