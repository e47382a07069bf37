import React, {memo, useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  /** What the column sorts by: numbers sort as numbers, text by pinyin. */
  value: (row: Row) => string | number;
  /** What the cell shows, when it is more than the value (links, lists). */
  render?: (row: Row) => ReactNode;
  /** Sentences (说明, 效果) wrap; every other cell keeps to one line. */
  prose?: boolean;
}

export interface Filter<Row> {
  key: string;
  label: string;
  value: (row: Row) => string;
  options: {value: string; label: string}[];
}

interface Props<Row> {
  caption: string;
  rows: Row[];
  rowId: (row: Row) => string;
  columns: Column<Row>[];
  filters?: Filter<Row>[];
  /**
   * A「#」link to each row in its first cell, for sharing the row. Off where the first cell already
   * links to the thing's own page (units, buildings, technologies, policies): one element per row less.
   */
  rowLinks?: boolean;
}

// Chinese names sort by pinyin, the order players find in dictionaries and game menus. Made on
// the first sort: loading the pinyin collation costs tens of milliseconds that page load need not pay.
let collator: Intl.Collator | undefined;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('zh-Hans-u-co-pinyin', {numeric: true});
  return collator.compare(String(a), String(b));
}

/**
 * A data table that is complete in the static HTML (search indexes it, it reads without
 * JavaScript) and, once hydrated, sorts by any column, filters, counts the shown rows and
 * highlights the row named in the URL hash.
 */
export default function DataTable<Row>({
  caption,
  rows,
  rowId,
  columns,
  filters = [],
  rowLinks = true,
}: Props<Row>): JSX.Element {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  const [sort, setSort] = useState<{key: string; direction: 1 | -1} | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const bodyId = useId();
  // While the page hydrates, the rows stay the server's HTML (see StaticRows); the first sort or
  // filter hands them to React. Pages reached by client-side navigation and `npm start` (no server
  // HTML to keep) render them with React from the start.
  const [live, setLive] = useState(
    () => isBrowser || typeof document === 'undefined' || document.getElementById(bodyId) === null,
  );

  const shown = useMemo(() => {
    const kept = rows.filter((row) => filters.every((f) => !chosen[f.key] || f.value(row) === chosen[f.key]));
    const column = sort && columns.find((c) => c.key === sort.key);
    return column ? [...kept].sort((a, b) => compare(column.value(a), column.value(b)) * sort!.direction) : kept;
  }, [rows, filters, chosen, sort, columns]);

  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.scrollIntoView({block: 'center'});
  }, [target]);

  const toggleSort = (key: string) => {
    setLive(true);
    setSort((current) =>
      current?.key === key ? {key, direction: current.direction === 1 ? -1 : 1} : {key, direction: 1},
    );
  };

  return (
    <div className={styles.wrapper}>
      {/* Rendered on the server too, so the table does not move down when the page hydrates. */}
      <div className={styles.controls} role="group" aria-label={`筛选${caption}`}>
        {filters.map((filter) => (
          <label key={filter.key} className={styles.filter}>
            {filter.label}
            <select
              disabled={!isBrowser}
              value={chosen[filter.key] ?? ''}
              onChange={(event) => {
                setLive(true);
                setChosen((current) => ({...current, [filter.key]: event.target.value}));
              }}
            >
              <option value="">全部</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <output className={styles.count} aria-live="polite">
          显示 {shown.length} / {rows.length} 行
        </output>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : 0;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction === 1 ? 'ascending' : direction === -1 ? 'descending' : 'none'}
                  >
                    <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.key)}>
                      {column.label}
                      <span aria-hidden="true" className={styles.arrow}>
                        {direction === 1 ? '▲' : direction === -1 ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          {live || typeof document === 'undefined' ? (
            <Rows
              key="live"
              id={bodyId}
              shown={shown}
              columns={columns}
              rowId={rowId}
              target={target}
              rowLinks={rowLinks}
            />
          ) : (
            <StaticRows key="static" id={bodyId} />
          )}
        </table>
      </div>
    </div>
  );
}

interface RowsProps<Row> {
  id: string;
  shown: Row[];
  columns: Column<Row>[];
  rowId: (row: Row) => string;
  target: string;
  rowLinks: boolean;
}

// The rows re-render only when the shown rows, their order or the targeted row change, not when
// the page finishes hydrating (isBrowser enables the filters) or a filter menu opens.
const Rows = memo(function Rows<Row>({
  id: bodyId,
  shown,
  columns,
  rowId,
  target,
  rowLinks,
}: RowsProps<Row>): JSX.Element {
  const brokenLinks = useBrokenLinks();
  return (
    <tbody id={bodyId}>
      {shown.map((row) => {
        const id = rowId(row);
        // Row ids are link targets (#id) from other pages; tell the build's anchor check.
        brokenLinks.collectAnchor(id);
        return (
          <tr key={id} id={id} className={clsx(id === target && styles.highlighted)}>
            {columns.map((column, index) => (
              <td key={column.key} className={clsx(column.prose && styles.prose)}>
                {index === 0 && rowLinks && (
                  <a // eslint-disable-line @docusaurus/no-html-links -- a same-page anchor in rows kept as server HTML
                    href={`#${id}`}
                    className={styles.rowLink}
                    aria-label={`本行链接：${id}`}
                  >
                    #
                  </a>
                )}
                {column.render ? column.render(row) : column.value(row)}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}) as <Row>(props: RowsProps<Row>) => JSX.Element;

/**
 * The rows as the server rendered them, left out of hydration: React keeps an element's server
 * children when it has dangerouslySetInnerHTML, and never diffs them while the prop stays the
 * same. Hydrating a big table's hundreds of cells and links was most of a data page's
 * main-thread work on load (ARCHITECTURE.md, "Deliberate exceptions"). Links in these rows are plain anchors, so
 * one listener gives them what the site's Link gives: client-side navigation and preloading the
 * target page's code on hover.
 */
function StaticRows({id}: {id: string}): JSX.Element {
  const history = useHistory();
  const internalHref = (event: MouseEvent): string | undefined => {
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || anchor.getAttribute('target')) return undefined;
    return href;
  };
  return (
    <tbody
      id={id}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      onClick={(event) => {
        const href = internalHref(event);
        // defaultPrevented: a hover card held back a first tap (src/plugins/entity-cards).
        if (
          !href ||
          event.nativeEvent.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        history.push(href);
      }}
      onMouseOver={(event) => {
        const href = internalHref(event);
        if (href) void window.docusaurus.preload(href.split('#')[0]!);
      }}
    />
  );
}

// One object for every render, so React never sees the inner HTML change.
const KEEP_SERVER_HTML = {__html: ''};
