import React, {memo, useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
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
export default function DataTable<Row>({caption, rows, rowId, columns, filters = []}: Props<Row>): JSX.Element {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  const [sort, setSort] = useState<{key: string; direction: 1 | -1} | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});

  const shown = useMemo(() => {
    const kept = rows.filter((row) => filters.every((f) => !chosen[f.key] || f.value(row) === chosen[f.key]));
    const column = sort && columns.find((c) => c.key === sort.key);
    return column ? [...kept].sort((a, b) => compare(column.value(a), column.value(b)) * sort!.direction) : kept;
  }, [rows, filters, chosen, sort, columns]);

  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.scrollIntoView({block: 'center'});
  }, [target]);

  const toggleSort = (key: string) =>
    setSort((current) => (current?.key === key ? {key, direction: current.direction === 1 ? -1 : 1} : {key, direction: 1}));

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
              onChange={(event) => setChosen((current) => ({...current, [filter.key]: event.target.value}))}>
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
                    aria-sort={direction === 1 ? 'ascending' : direction === -1 ? 'descending' : 'none'}>
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
          <Rows shown={shown} columns={columns} rowId={rowId} target={target} />
        </table>
      </div>
    </div>
  );
}

interface RowsProps<Row> {
  shown: Row[];
  columns: Column<Row>[];
  rowId: (row: Row) => string;
  target: string;
}

// The rows re-render only when the shown rows, their order or the targeted row change, not when
// the page finishes hydrating (isBrowser enables the filters) or a filter menu opens.
const Rows = memo(function Rows<Row>({shown, columns, rowId, target}: RowsProps<Row>): JSX.Element {
  const brokenLinks = useBrokenLinks();
  return (
    <tbody>
      {shown.map((row) => {
        const id = rowId(row);
        // Row ids are link targets (#id) from other pages; tell the build's anchor check.
        brokenLinks.collectAnchor(id);
        return (
          <tr key={id} id={id} className={clsx(id === target && styles.highlighted)}>
            {columns.map((column, index) => (
              <td key={column.key}>
                {index === 0 && (
                  <a href={`#${id}`} className={styles.rowLink} aria-label={`本行链接：${id}`}>
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
