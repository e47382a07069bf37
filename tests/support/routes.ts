/**
 * The one route table of the e2e tests: every doc address they visit or expect comes from here,
 * built from the same map the site's code uses (src/config/docs.ts, checked against docs/ by
 * `npm run check`) and the entity pages' URL scheme (src/plugins/entity-cards/paths.ts). Moving a
 * doc changes its id in that map and no test. Pages not in the map are found by their title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DOCS, DOC_IDS, docInFolder, docPath, pathOfDocId, type DocKey} from '../../src/config/docs';
import {ENTITY_SECTIONS, entityPath, type EntityKind} from '../../src/plugins/entity-cards/paths';
import {root} from './site';

export {DATA_DOCS, DOC_IDS, docInFolder, type DocKey, type EntityKind};

/** A doc's address by its key in src/config/docs.ts, with an optional `#anchor` or `?query`. */
export const doc = (key: DocKey, suffix = ''): string => docPath(key, suffix);

/** An entity's page: entity('unit', 'spearman') → /docs/数据/单位/spearman. */
export const entity = (kind: EntityKind, id: string, suffix = ''): string => `${entityPath(kind, id)}${suffix}`;

/** The section of the entity pages (单位, 建筑 …), for selectors like `a[href^="…/"]`. */
export const entitySection = (kind: EntityKind): string => `${DATA_DOCS}/${ENTITY_SECTIONS[kind]}`;

let titles: Map<string, string> | undefined;

/** A doc's address by its front matter title (docs/ as the docs plugin reads it). */
export function docByTitle(title: string, suffix = ''): string {
  if (!titles) {
    const found = new Map<string, string>();
    const docsDir = path.join(root, 'docs');
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.mdx?$/.test(entry.name)) {
          const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(full, 'utf8'))?.[1] ?? '';
          const own = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim();
          const id = path
            .relative(docsDir, full)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/');
          if (own) found.set(own, pathOfDocId(id));
        }
      }
    };
    walk(docsDir);
    titles = found;
  }
  const route = titles.get(title);
  if (!route) throw new Error(`docs/ 里没有标题为「${title}」的文档`);
  return `${route}${suffix}`;
}
