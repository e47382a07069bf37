/**
 * The one route table of the e2e tests: every doc address they visit or expect comes from here,
 * built from the same map the site's code uses (src/config/docs.ts, checked against docs/ by
 * `npm run check`) and the entity pages' URL scheme (src/plugins/entity-cards/paths.ts). Moving a
 * doc changes its id in that map and no test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DOCS, DOC_IDS, DOCS_BASE, docInFolder, docPath, pathOfDocId, type DocKey} from '../../src/config/docs';
import {ENTITY_SECTIONS, entityPath, type EntityKind} from '../../src/plugins/entity-cards/paths';
import {root} from './site';

export {DATA_DOCS, DOC_IDS, docInFolder, type DocKey, type EntityKind};

/** A doc's address by its key in src/config/docs.ts, with an optional `#anchor` or `?query`. */
export const doc = (key: DocKey, suffix = ''): string => docPath(key, suffix);

/** The address of a doc by its id, for a doc a test writes itself: docAt('预览') → /docs/预览. */
export const docAt = (id: string): string => pathOfDocId(id);

/**
 * The Markdown file behind a doc's address, relative to the site: doc('combat') → docs/战斗.md,
 * doc('factions') → docs/阵营/index.md (what 编辑此页 opens, and whose commits date the page).
 */
export function docFile(route: string): string {
  const id = route === doc('intro') ? DOC_IDS.intro : route.slice(`${DOCS_BASE}/`.length);
  const candidates = [`${id}.md`, `${id}.mdx`, `${id}/index.md`, `${id}/index.mdx`].map((file) => `docs/${file}`);
  const found = candidates.find((file) => fs.existsSync(path.join(root, file)));
  if (!found) throw new Error(`${route}：docs/ 里没有它的文件（找过 ${candidates.join('、')}）`);
  return found;
}

/** An entity's page: entity('unit', 'spearman') → /docs/数据/单位/spearman. */
export const entity = (kind: EntityKind, id: string, suffix = ''): string => `${entityPath(kind, id)}${suffix}`;

/** The section of the entity pages (单位, 建筑 …), for selectors like `a[href^="…/"]`. */
export const entitySection = (kind: EntityKind): string => `${DATA_DOCS}/${ENTITY_SECTIONS[kind]}`;
