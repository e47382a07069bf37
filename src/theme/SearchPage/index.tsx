/**
 * /search, ejected from @easyops-cn/docusaurus-search-local 0.51.1 (the route names
 * `@theme/SearchPage`): the same search, through the theme's own worker (`@theme/searchByWorker`),
 * with what the plugin's page lacked. Results come a page at a time (PAGE_SIZE, 「更多结果」 adds
 * the next), ranked among the same 100, so a query downloads the text of the rows shown only; each
 * says what it is (单位, 建筑 … with an entity's key line); snippets are text with `<mark>`, never
 * HTML; a real `noindex` (the plugin wrote `<meta property="robots">`, which crawlers ignore) also
 * keeps /search out of the sitemap.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {iconFileProps} from '@site/src/components/Icon/props';
import PageDescription from '@site/src/components/PageDescription';
import type {SearchResult} from '@site/src/plugins/search-aliases/engine';
import {PAGE_RESULTS, PAGE_SIZE} from '@site/src/plugins/search-aliases/paging';
import {markTokens, matchedPositions, snippet, type Piece} from '@site/src/plugins/search-aliases/snippet';
import styles from './styles.module.css';

/** Characters of a title or snippet shown around what was found (as the plugin's page). */
const SNIPPET_LENGTH = 100;

/** The plugin's document types (SearchDocumentType). */
const [TITLE, , DESCRIPTION, KEYWORDS, CONTENT] = [0, 1, 2, 3, 4];

/**
 * The query: what the box holds, written into the address (`?q=`) as it is typed, and read from the
 * address once hydrated and whenever the address changes (back and forward). Writing the address
 * changes it to what the box already holds, so the two never chase each other.
 */
function useQuery(): [string, (query: string) => void] {
  const {search} = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(search).get('q') ?? ''), [search]);
  const type = (next: string) => {
    setQuery(next);
    const params = new URLSearchParams(search);
    if (next) params.set('q', next);
    else params.delete('q');
    history.replace({search: params.toString()});
  };
  return [query, type];
}

function Marked({pieces}: {pieces: Piece[]}): JSX.Element {
  return <>{pieces.map((piece, i) => (piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text))}</>;
}

function ResultItem({result}: {result: SearchResult}): JSX.Element {
  const {document, type, page, tokens, metadata, kind, keyLine, icon} = result;
  const titleLike = type === TITLE || type === DESCRIPTION || type === KEYWORDS;
  const textLike = type === CONTENT || type === DESCRIPTION || type === KEYWORDS;
  const path = [...((type === TITLE ? document.b : page ? page.b : undefined) ?? [])];
  if (!titleLike && page) path.push(page.t);
  const params = new URLSearchParams(tokens.map((token) => ['_highlight', token]));
  const href = `${document.u}${tokens.length > 0 ? `?${params.toString()}` : ''}${document.h ?? ''}`;
  const positions = matchedPositions(metadata, 't');
  return (
    <article className={styles.item}>
      <Heading as="h2">
        <Link to={href}>
          <Marked
            pieces={textLike ? markTokens(document.s ?? '', tokens) : snippet(document.t, positions, SNIPPET_LENGTH)}
          />
        </Link>
      </Heading>
      {kind && (
        <p className={styles.kind}>
          {icon && <span aria-hidden="true" {...iconFileProps(icon[0], icon[1])} />}
          <span className={styles.kindLabel}>{kind}</span>
          {keyLine && <span>{keyLine}</span>}
        </p>
      )}
      {path.length > 0 && <p className={styles.path}>{path.join(' › ')}</p>}
      {(type === CONTENT || type === DESCRIPTION) && (
        <p className={styles.summary}>
          <Marked pieces={snippet(document.t, positions, SNIPPET_LENGTH)} />
        </p>
      )}
    </article>
  );
}

interface Found {
  query: string;
  shown: number;
  results: SearchResult[];
}

/** Searches `query` for its first `shown` results, whenever either changes; the latest answer only. */
function useResults(query: string, shown: number): Found | undefined {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    if (!query) {
      setFound(undefined);
      return undefined;
    }
    let current = true;
    void searchByWorker(baseUrl, '', query, shown).then((results) => {
      if (current) setFound({query, shown, results: results as SearchResult[]});
    });
    return () => {
      current = false;
    };
  }, [baseUrl, query, shown]);
  return found?.query === query ? found : undefined;
}

function SearchPageContent(): JSX.Element {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useQuery();
  const [paging, setPaging] = useState({query, shown: PAGE_SIZE});
  const shown = paging.query === query ? paging.shown : PAGE_SIZE;
  const found = useResults(query, shown);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void fetchIndexesByWorker(baseUrl, '').then(() => setReady(true));
  }, [baseUrl]);
  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: '“{query}”的搜索结果'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: '搜索文档'});
  const count = found?.results.length ?? 0;
  const more = found !== undefined && count >= found.shown && found.shown < PAGE_RESULTS;
  return (
    <div className="container margin-vert--lg">
      <Head>
        <title>{title}</title>
      </Head>
      <Heading as="h1">{title}</Heading>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label={translate({id: 'theme.SearchBar.label', message: '搜索'})}
        onChange={(event) => setQuery(event.target.value)}
        value={query}
        autoComplete="off"
        autoFocus
      />
      {!ready && query && <div className={styles.loading} role="status" aria-label="正在载入" />}
      {found && (
        <p>
          {count === 0
            ? translate({id: 'theme.SearchPage.noResultsText', message: '没有找到任何文档'})
            : more
              ? `已列出前 ${count} 篇文档`
              : selectMessage(
                  count,
                  translate({id: 'theme.SearchPage.documentsFound.plurals', message: '共找到 {count} 篇文档'}, {count}),
                )}
        </p>
      )}
      <section>
        {found?.results.map((result) => (
          <ResultItem key={`${result.type}/${result.document.i}`} result={result} />
        ))}
      </section>
      {more && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={() => setPaging({query, shown: shown + PAGE_SIZE})}
        >
          更多结果
        </button>
      )}
    </div>
  );
}

export default function SearchPage(): JSX.Element {
  const {title} = useDocusaurusContext().siteConfig;
  return (
    <Layout>
      <SearchPageContent />
      <Head>
        <meta property="og:title" content={`搜索 | ${title}`} />
      </Head>
      <PageDescription
        text="在《千川纪》资料站中全文搜索阵营、单位、建筑、科技、政策与数据表，支持简体和繁体。"
        noindex
      />
    </Layout>
  );
}
