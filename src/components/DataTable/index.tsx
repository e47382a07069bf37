import React, {memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {options, type Item} from '@site/src/components/Options';
import ServerHtml, {useHydrating} from '@site/src/components/ServerHtml';
import {measureRowsWhenIdle, measureView, placeRows, type View} from './progressive';
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
  options: readonly Item[];
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

type Sort = {key: string; direction: 1 | -1};

/** The rows the filters keep, in the chosen column's order (the data's order without one). */
function shownRows<Row>(
  rows: Row[],
  filters: Filter<Row>[],
  chosen: Record<string, string>,
  sort: Sort | null,
  columns: Column<Row>[],
): Row[] {
  const kept = rows.filter((row) => filters.every((f) => !chosen[f.key] || f.value(row) === chosen[f.key]));
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!column) return kept;
  // Each row's value once, not twice per comparison: 480 rows made 8,000 calls of a column's value.
  const values = kept.map((row) => column.value(row));
  return kept
    .map((_, index) => index)
    .sort((a, b) => compare(values[a]!, values[b]!) * sort.direction)
    .map((index) => kept[index]!);
}

/** The filters' menus (plain elements, not a component of their own: the same tree React had). */
function filterLabels<Row>(
  filters: Filter<Row>[],
  chosen: Record<string, string>,
  setChosen: React.Dispatch<React.SetStateAction<Record<string, string>>>,
  disabled: boolean,
): JSX.Element[] {
  return filters.map((filter) => (
    <label key={filter.key} className={styles.filter}>
      {filter.label}
      <select
        disabled={disabled}
        value={chosen[filter.key] ?? ''}
        onChange={(event) => {
          setChosen((current) => ({...current, [filter.key]: event.target.value}));
        }}
      >
        <option value="">全部</option>
        {options(filter.options)}
      </select>
    </label>
  ));
}

/** The header's cells, each a sort button that says its direction. */
function headerCells<Row>(columns: Column<Row>[], sort: Sort | null, toggleSort: (key: string) => void): JSX.Element[] {
  return columns.map((column) => {
    const direction = sort?.key === column.key ? sort.direction : 0;
    return (
      <th
        key={column.key}
        scope="col"
        aria-sort={direction === 1 ? 'ascending' : direction === -1 ? 'descending' : 'none'}
      >
        <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.key)}>
          {column.label}
          {/* Both arrows always there, the direction only their colour: a sort lays nothing out again. */}
          <span aria-hidden="true" className={styles.arrow} data-direction={direction}>
            <span>▲</span>
            <span>▼</span>
          </span>
        </button>
      </th>
    );
  });
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
  const [sort, setSort] = useState<Sort | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const bodyId = useId();
  // The rows are rendered once, in the data's order: by the server (kept out of hydration, see
  // StaticRows) or, on a page reached by client-side navigation and in `npm start`, by React. A sort
  // or a filter then moves those rows (useShownRows) instead of rendering them again.
  const live = !useHydrating(bodyId);

  const shown = useMemo(() => shownRows(rows, filters, chosen, sort, columns), [rows, filters, chosen, sort, columns]);
  const measure = useShownRows(bodyId, shown.length === rows.length && !sort ? null : shown.map(rowId), target);
  // Measured in the handler, while the page's layout is still the one on screen (see useShownRows).
  const choose: typeof setChosen = (update) => {
    measure();
    setChosen(update);
  };

  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.scrollIntoView({block: 'center'});
  }, [target]);

  const toggleSort = (key: string) => {
    measure();
    setSort((current) =>
      current?.key === key ? {key, direction: current.direction === 1 ? -1 : 1} : {key, direction: 1},
    );
  };

  return (
    <div className={styles.wrapper}>
      {/* Rendered on the server too, so the table does not move down when the page hydrates. */}
      <div className={styles.controls} role="group" aria-label={`筛选${caption}`}>
        {filterLabels(filters, chosen, choose, !isBrowser)}
        <output className={styles.count} aria-live="polite">
          显示 {shown.length} / {rows.length} 行
        </output>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>{headerCells(columns, sort, toggleSort)}</tr>
          </thead>
          {live ? (
            <Rows key="live" id={bodyId} rows={rows} columns={columns} rowId={rowId} rowLinks={rowLinks} />
          ) : (
            <StaticRows key="static" id={bodyId} />
          )}
        </table>
      </div>
    </div>
  );
}

/**
 * Puts the table's rows in the order of `ids` and takes the others out of the table (null: every
 * row, in the data's order), and highlights the row named in the address. It moves the rows that
 * exist: rendering 48 rows of 14 cells again was most of a sort's 500 ms at 4× CPU (issue 28). The
 * interaction's own frame shows the header or the menu; the rows that can be on screen move in the
 * next frame, the rest in the frames after it (placeRows). Returns what measures the table on
 * screen, for the handlers to call first. Rows taken out are kept here, not hidden, so the
 * theme's stripes stay alternate and the browser's find looks only at what the filters show.
 */
function useShownRows(bodyId: string, ids: string[] | null, target: string): () => void {
  const all = useRef<{rows: HTMLTableRowElement[]; byId: Map<string, HTMLTableRowElement>}>();
  const view = useRef<View>();
  const order = ids?.join('\n');
  useEffect(() => {
    const body = document.getElementById(bodyId) as HTMLTableSectionElement | null;
    // The shortest row, measured while the page is idle, so that a click need not read every row.
    return body ? measureRowsWhenIdle(body) : undefined;
  }, [bodyId]);
  useLayoutEffect(() => {
    const body = document.getElementById(bodyId) as HTMLTableSectionElement | null;
    if (!body) return undefined;
    if (ids && !all.current) {
      const rows = [...body.rows];
      all.current = {rows, byId: new Map(rows.map((tr) => [tr.id, tr]))};
    }
    if (!all.current) return undefined;
    const {rows, byId} = all.current;
    const seen = view.current ?? measureView(body);
    view.current = undefined;
    return placeRows(body, ids ? ids.map((id) => byId.get(id)!) : rows, seen);
  }, [bodyId, order]); // eslint-disable-line react-hooks/exhaustive-deps -- ids by value
  useLayoutEffect(() => {
    const body = document.getElementById(bodyId) as HTMLTableSectionElement | null;
    // Every row, also those a filter took out or a chunk has not put back yet.
    for (const tr of all.current?.rows ?? body?.rows ?? []) tr.classList.toggle(styles.highlighted!, tr.id === target);
  }, [bodyId, target]);
  // What a sort or a filter calls before it changes anything: measured then, the table costs no
  // layout; measured in the effect, after React changed the header, one of the whole table.
  return () => {
    const body = document.getElementById(bodyId) as HTMLTableSectionElement | null;
    if (body) view.current = measureView(body);
  };
}

interface RowsProps<Row> {
  id: string;
  rows: Row[];
  columns: Column<Row>[];
  rowId: (row: Row) => string;
  rowLinks: boolean;
}

// Rendered once: sorting and filtering move these rows (useShownRows), they do not re-render them.
const Rows = memo(function Rows<Row>({id: bodyId, rows, columns, rowId, rowLinks}: RowsProps<Row>): JSX.Element {
  const brokenLinks = useBrokenLinks();
  return (
    <tbody id={bodyId}>
      {rows.map((row) => {
        const id = rowId(row);
        // Row ids are link targets (#id) from other pages; tell the build's anchor check.
        brokenLinks.collectAnchor(id);
        return (
          <tr key={id} id={id}>
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
 * The rows as the server rendered them, left out of hydration (ServerHtml): hydrating a big
 * table's hundreds of cells and links was most of a data page's main-thread work on load. Their
 * links are plain anchors that ServerHtml gives client-side navigation and preloading.
 */
function StaticRows({id}: {id: string}): JSX.Element {
  return <ServerHtml as="tbody" id={id} links />;
}
