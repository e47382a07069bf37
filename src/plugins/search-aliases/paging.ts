/**
 * How /search pages its results (src/theme/SearchPage asks, ./engine.ts answers). Imports nothing:
 * the search worker and the page both use it.
 */

/** /search lists its results a page at a time: this many, then this many more on each 「更多」. */
export const PAGE_SIZE = 20;
/** /search ranks this many results, whatever it shows of them (the plugin's own page listed 100). */
export const PAGE_RESULTS = 100;

/**
 * How many results to rank for a request of `limit`: the box's (fewer than a page) rank as many as
 * they show; /search's pages (`PAGE_SIZE` and more) are the first `limit` of the same
 * `PAGE_RESULTS`, so a page's order never depends on how many pages are shown, and a query loads
 * the text of the rows shown only (a long list's text would pass the per-query budget at 10×).
 */
export const rankedFor = (limit: number): number => (limit < PAGE_SIZE ? limit : Math.max(limit, PAGE_RESULTS));
