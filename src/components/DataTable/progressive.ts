/**
 * Puts a data table's rows into a new order in steps (issue 28, ARCHITECTURE.md "Interactions
 * under 100 ms"). Every row a sort or a filter puts into the table costs the browser its style,
 * layout and paint again, whatever JavaScript does; for the units table that was 150 ms at 4× CPU
 * for 48 rows, and still 120–170 ms for the rows on screen alone. So the interaction's own frame
 * shows only what the reader did (the header's arrow, the menu's choice, the count), the next
 * frame the rows that can be on screen, and the rest follow a chunk a frame, each at the start of
 * its frame (inNextFrame), until every row is in the table again (the browser's find needs them
 * all).
 */
import {afterPaint, inNextFrame} from '@site/src/components/afterPaint';

/** Rows more than the view needs in the first chunk: one that scrolls in while the rest land. */
const MARGIN = 1;

/** The header's cells, whose widths are the columns' widths. */
const headerCells = (body: HTMLTableSectionElement): HTMLTableCellElement[] => [
  ...(body.closest('table')?.tHead?.rows[0]?.cells ?? []),
];

/** What placeRows needs to know of the table as it is on screen, read before anything changes. */
export interface View {
  /** How many rows, from the top, the table's scroll box can show. */
  rows: number;
  /** The columns' widths. */
  widths: number[];
}

/** A table body's shortest row, and the width of the table and the rows it was measured with. */
const shortest = new WeakMap<HTMLTableSectionElement, {width: number; rows: number; height: number}>();

/**
 * The height of the body's shortest row (0: none shown). Reading every row's height was 15 ms of a
 * click at 4× CPU with 480 rows (issue 28), so it is kept while the table's width and its number of
 * rows stay the same, measured again when the page is idle after each new set of rows
 * (measureRowsWhenIdle), and read in the click only when neither has happened.
 */
function shortestRow(body: HTMLTableSectionElement): number {
  const width = body.offsetWidth;
  const known = shortest.get(body);
  if (known && known.width === width && known.rows === body.rows.length) return known.height;
  const heights = [...body.rows].map((tr) => tr.offsetHeight).filter((h) => h > 0);
  const height = heights.length === 0 ? 0 : Math.min(...heights);
  shortest.set(body, {width, rows: body.rows.length, height});
  return height;
}

/** Measures the body's shortest row again when the page is next idle; returns what cancels it. */
export function measureRowsWhenIdle(body: HTMLTableSectionElement): () => void {
  const measure = () => {
    // Another set of rows can have the same count and width.
    shortest.delete(body);
    shortestRow(body);
  };
  if (!('requestIdleCallback' in window)) return afterPaint(measure);
  const idle = requestIdleCallback(measure);
  return () => cancelIdleCallback(idle);
}

/**
 * The table as it is on screen: how many rows its scroll box can show (down to the bottom of what
 * is visible of the box, counted in its shortest row) and its columns' widths. Only reads: on a
 * page whose layout is up to date, it costs no layout.
 */
export function measureView(body: HTMLTableSectionElement): View {
  const widths = headerCells(body).map((th) => th.getBoundingClientRect().width);
  const box = body.closest('table')?.parentElement;
  const height = shortestRow(body);
  if (!box || height === 0) return {rows: Infinity, widths};
  const top = box.getBoundingClientRect().top;
  const visible = Math.min(box.clientHeight, Math.max(0, window.innerHeight - top));
  return {rows: Math.ceil((box.scrollTop + visible) / height) + MARGIN, widths};
}

/**
 * Keeps the table's columns at least as wide as they were on screen (`widths`) while chunks of
 * rows are still to come: with only its first rows in, the table would narrow its columns and widen them again as
 * the rest land. Columns already held stay as they are (a newer order took over from one still
 * landing); letting go gives the table its own widths back, with every row in.
 */
function holdColumns(cells: HTMLTableCellElement[], widths: number[] | null): void {
  if (!widths) cells.forEach((th) => (th.style.minWidth = ''));
  else if (!cells.some((th) => th.style.minWidth)) cells.forEach((th, i) => (th.style.minWidth = `${widths[i]}px`));
}

/**
 * Makes `rows` the table's rows, in their order: in the frame after the current one, the rows
 * `view` can show at once, then as many again in each following frame. Returns what stops the
 * chunks still to come (a newer order replaces this one).
 */
export function placeRows(body: HTMLTableSectionElement, rows: HTMLTableRowElement[], view: View): () => void {
  const chunk = Math.max(1, view.rows);
  const cells = headerCells(body);
  let placed = 0;
  let cancel: () => void;
  const place = () => {
    const some = rows.slice(placed, placed + chunk);
    if (placed === 0) {
      holdColumns(cells, rows.length > chunk ? view.widths : null);
      body.replaceChildren(...some);
    } else body.append(...some);
    placed += chunk;
    if (placed < rows.length) {
      // Called in a frame's callbacks, an animation frame is the next frame's.
      const frame = requestAnimationFrame(place);
      cancel = () => cancelAnimationFrame(frame);
    } else {
      holdColumns(cells, null);
      cancel = measureRowsWhenIdle(body);
    }
  };
  cancel = inNextFrame(place);
  return () => cancel();
}
