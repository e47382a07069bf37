/**
 * Where each kind of game entity has its page: `/docs/数据/单位/spearman`. One place for the URL
 * scheme, shared by the pages, the tables' links, the hover cards and the search's result kinds.
 * Pure, so browser code can import it.
 */
import {DATA_DOCS, docPath} from '../../config/docs';
import {ENTITY_SECTIONS, type EntityKind} from '../../game/labels';

// The kinds themselves are the registry's (src/game/labels.ts); re-exported for the URL's users.
export {ENTITY_SECTIONS, type EntityKind, type EntitySection} from '../../game/labels';

export const entityPath = (kind: EntityKind, id: string): string => `${DATA_DOCS}/${ENTITY_SECTIONS[kind]}/${id}`;

/** The key of a card: 「单位/spearman」. */
export const entityKey = (kind: EntityKind, id: string): string => `${ENTITY_SECTIONS[kind]}/${id}`;

const sections = Object.values(ENTITY_SECTIONS).join('|');
const PAGE = new RegExp(`^${DATA_DOCS}/(${sections})/([a-z0-9_]+)/?$`);
const ROW = new RegExp(`^${DATA_DOCS}/(${sections})/?$`);

/** Whether a decoded path is an entity's page (`/docs/数据/单位/spearman`). */
export const isEntityPage = (pathname: string): boolean => PAGE.test(pathname);

/**
 * Cards of things that have a row but no page (culture traits, rulers), and tables other than
 * `/docs/数据/<section>` whose rows are things with a card: the page's path → the cards' section.
 */
export const ROW_ONLY_SECTIONS = {trait: '文明特质', ruler: '君主'} as const;
export const ROW_CARD_SECTIONS: Readonly<Record<string, string>> = {
  [docPath('cultures')]: ROW_ONLY_SECTIONS.trait,
  [docPath('dynasty')]: ROW_ONLY_SECTIONS.ruler,
  [docPath('guilds')]: ENTITY_SECTIONS.contract,
  [docPath('villages')]: ENTITY_SECTIONS.village,
};

/**
 * The card key a link points to, from its decoded path and hash: an entity page
 * (`/docs/数据/单位/spearman`) or a data table's row (`/docs/数据/单位#spearman`,
 * `/docs/数据/文明#silt_farmers`); null otherwise.
 */
export function keyOfLink(pathname: string, hash: string): string | null {
  const page = PAGE.exec(pathname);
  if (page) return `${page[1]}/${page[2]}`;
  const row = ROW.exec(pathname)?.[1] ?? ROW_CARD_SECTIONS[pathname.replace(/(.)\/$/, '$1')];
  const id = hash.replace(/^#/, '');
  return row && /^[a-z0-9_]+$/.test(id) ? `${row}/${id}` : null;
}
