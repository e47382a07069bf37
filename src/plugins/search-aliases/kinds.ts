/**
 * What a search result is, from its URL alone (runs in the search worker: no imports). Entity
 * pages live at /docs/数据/<kind>/<id>; everything else is a page.
 */
export const ENTITY_KINDS = ['单位', '建筑', '科技', '政策', '村庄', '商会契约'] as const;
export type ResultKind = (typeof ENTITY_KINDS)[number] | '页面';

const ENTITY_URL = /^\/docs\/数据\/(单位|建筑|科技|政策|村庄|商会契约)\/([^/?#]+)\/?(?:[?#].*)?$/;

function decode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url; // a malformed escape: compare it as it is
  }
}

/** The kind of the page at `url`, and for an entity page its key in `SearchExtras.keyLines` (单位/militia). */
export function resultKind(url: string): {kind: ResultKind; key?: string} {
  const match = ENTITY_URL.exec(decode(url));
  if (!match) return {kind: '页面'};
  return {kind: match[1] as ResultKind, key: `${match[1]}/${match[2]}`};
}

/**
 * Whether `url` is the glossary's page (data/glossary.yaml rendered: definitions, one per term), at
 * `glossaryUrl`: the index's extras carry it (`SearchExtras.glossaryUrl`, from src/config/docs.ts).
 */
export const isGlossaryUrl = (url: string, glossaryUrl: string | undefined): boolean =>
  glossaryUrl !== undefined &&
  decode(url)
    .replace(/[?#].*$/, '')
    .replace(/(.)\/$/, '$1') === glossaryUrl;
