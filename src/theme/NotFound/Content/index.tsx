// Ejected from theme-classic 3.4.0 (a short component) to add the ways back (首页, 文档, search:
// a reader who followed a broken link needs somewhere to go); the heading and paragraphs keep the theme's translation ids, so zh-Hans applies.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import PageDescription from '@site/src/components/PageDescription';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageDescription text="找不到这个页面：链接可能已失效。可以返回首页、查看文档或搜索本站。" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them
              know their link is broken.
            </Translate>
          </p>
          <nav aria-label="返回站内" className={styles.ways}>
            <Link className="button button--primary" to="/">
              返回首页
            </Link>
            <Link className="button button--secondary" to="/docs">
              查看文档
            </Link>
            <Link className="button button--secondary" to="/search">
              搜索本站
            </Link>
          </nav>
        </div>
      </div>
    </main>
  );
}
