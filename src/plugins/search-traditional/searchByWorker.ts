/**
 * Wraps the search theme's `searchByWorker` module (its SearchBar and SearchPage import this file
 * instead: patches/@easyops-cn+docusaurus-search-local+0.51.1.patch), because
 * @easyops-cn/docusaurus-search-local 0.51.1 has no option to normalise a query before searching:
 * its worker tokenises exactly what was typed, and our index holds simplified characters only.
 * So every query goes through toSimplified first; the tokens it returns, and so the `_highlight`
 * terms of result links, are then the simplified words the target page contains.
 */
import {
  fetchIndexesByWorker as fetchIndexesOriginal,
  searchByWorker as searchOriginal,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import {toSimplified, type CharMap} from './convert';

let map: Promise<CharMap> | undefined;

/** The map, as its own chunk, fetched once, on the first use of search. */
function loadMap(): Promise<CharMap> {
  map ??= import(
    /* webpackChunkName: "search-traditional-map" */ '@generated/search-traditional/default/traditional-map.json'
  ).then(
    (module) => module.default,
    () => {
      map = undefined; // offline or a failed deploy: search as typed now, try again next query
      return {};
    },
  );
  return map;
}

/** The theme calls this on first interaction (hover, focus, the /search page): start the map too. */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  void loadMap();
  return fetchIndexesOriginal(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  return searchOriginal(baseUrl, searchContext, toSimplified(input, await loadMap()), limit);
}
