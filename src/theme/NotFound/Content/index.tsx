// Ejected from theme-classic 3.4.0 (a short component) to add the ways back (首页, 文档, search:
// a reader who followed a broken link needs somewhere to go) and the pages whose address is a near
// miss of the one asked for; the heading and paragraphs keep the theme's translation ids, so zh-Hans applies.
import React, {useEffect, useState} from 'react';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import PageDescription from '@site/src/components/PageDescription';
import {nearMisses, type Candidate} from '@site/src/components/NearMiss/nearMiss';
import styles from './styles.module.css';

/** Every page of the site, named by its last path segment (page names are Chinese words). */
function pagesOf(list: readonly RouteConfig[]): Candidate[] {
  return list.flatMap((route) => {
    const path = typeof route.path === 'string' ? route.path : '';
    const own =
      path && !/[:*]|^\/blog\/(tags|page)\b|^\/search$/.test(path)
        ? [{path: decodeURI(path), label: decodeURI(path).split('/').at(-1) ?? ''}]
        : [];
    return [...own, ...pagesOf(route.routes ?? [])];
  });
}

/** Near misses of this address, entity pages named as players know them (the hover cards' names). */
async function suggestionsFor(pathname: string): Promise<Candidate[]> {
  const {default: cards} = await import(
    /* webpackChunkName: "entity-card-data" */ '@generated/entity-cards/default/cards.json'
  );
  const names = new Map(
    Object.values(cards as Record<string, {href: string; name: string}>).map((card) => [card.href, card.name]),
  );
  const pages = pagesOf(routes).map((page) => ({...page, label: names.get(page.path) ?? page.label}));
  return nearMisses(pathname, [...new Map(pages.map((page) => [page.path, page])).values()]);
}

function NearMisses(): JSX.Element | null {
  const [found, setFound] = useState<Candidate[]>([]);
  useEffect(() => {
    let live = true;
    void suggestionsFor(window.location.pathname).then((pages) => live && setFound(pages));
    return () => {
      live = false;
    };
  }, []);
  if (found.length === 0) return null;
  return (
    <nav aria-label="你要找的是不是" className={styles.nearMiss}>
      <p>你要找的是不是……</p>
      <ul>
        {found.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
          <NearMisses />
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
