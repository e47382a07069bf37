/**
 * Where each kind of game entity has its page: `/docs/数据/单位/spearman`. One place for the URL
 * scheme, shared by the pages, the tables' links, the hover cards and the search's result kinds.
 * Pure, so browser code can import it.
 */
export const ENTITY_SECTIONS = {unit: '单位', building: '建筑', technology: '科技', policy: '政策', village: '村庄', contract: '商会契约'} as const;
export type EntityKind = keyof typeof ENTITY_SECTIONS;
export type EntitySection = (typeof ENTITY_SECTIONS)[EntityKind];

export const entityPath = (kind: EntityKind, id: string): string => `/docs/数据/${ENTITY_SECTIONS[kind]}/${id}`;

/** The key of a card: 「单位/spearman」. */
export const entityKey = (kind: EntityKind, id: string): string => `${ENTITY_SECTIONS[kind]}/${id}`;

const sections = Object.values(ENTITY_SECTIONS).join('|');
const PAGE = new RegExp(`^/docs/数据/(${sections})/([a-z0-9_]+)/?$`);
const ROW = new RegExp(`^/docs/数据/(${sections})/?$`);

/**
 * The card key a link points to, from its decoded path and hash: an entity page
 * (`/docs/数据/单位/spearman`) or a data table's row (`/docs/数据/单位#spearman`); null otherwise.
 */
export function keyOfLink(pathname: string, hash: string): string | null {
  const page = PAGE.exec(pathname);
  if (page) return `${page[1]}/${page[2]}`;
  const row = ROW.exec(pathname);
  const id = hash.replace(/^#/, '');
  return row && /^[a-z0-9_]+$/.test(id) ? `${row[1]}/${id}` : null;
}
