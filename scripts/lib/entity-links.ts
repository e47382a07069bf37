/**
 * Links to a row of a data table (`../数据/单位.md#spearman`, `/docs/数据/政策#levy`) of a thing that
 * has its own page, and the link to write instead (`../数据/单位/spearman.mdx`, `/docs/数据/政策/levy`).
 * Used by the content lint (rule `entity-row-link`). An anchor that is not an entity of that kind
 * (`数据/单位.md#数据表`) is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {ENTITY_KINDS, ENTITY_SECTIONS} from '../../src/game/labels';

/** Entity ids by section (单位 → {militia, spearman, …}). */
export type EntityIds = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The ids in data/, read straight from the YAML: the lint must run (and say something useful)
 * even when the data does not validate, which the build reports on its own.
 */
export function readEntityIds(dataDir: string): EntityIds {
  const ids = new Map<string, Set<string>>();
  for (const {section, file, list: key} of Object.values(ENTITY_KINDS)) {
    const full = path.join(dataDir, file);
    const rows = fs.existsSync(full)
      ? ((parse(fs.readFileSync(full, 'utf8')) as Record<string, {id?: unknown}[] | undefined>)?.[key] ?? [])
      : [];
    ids.set(section, new Set(rows.map((r) => r?.id).filter((id): id is string => typeof id === 'string')));
  }
  return ids;
}

const SECTIONS = Object.values(ENTITY_SECTIONS).join('|');
/** `<anything>/单位.md#spearman`, `单位.mdx#spearman`, `/docs/数据/单位#spearman` (optional trailing slash). */
const ROW_LINK = new RegExp(`^(.*?)(${SECTIONS})(\\.mdx?|/?)#([a-z0-9_]+)$`);

/**
 * The link to use instead of `url`, a link to a data-table row written in `file` (relative to the
 * site root, with forward slashes: `docs/单位/士兵.md`), or null when `url` is not such a link.
 * File links stay file links (`../数据/单位.md#spearman` → `../数据/单位/spearman.mdx`, resolved
 * and checked by the build like any doc link); URLs stay URLs (`/docs/数据/单位#spearman` →
 * `/docs/数据/单位/spearman`).
 */
export function entityPageLink(url: string, file: string, ids: EntityIds): string | null {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    return null;
  }
  const match = ROW_LINK.exec(decoded);
  if (!match) return null;
  const [, prefix = '', section = '', ext = '', id = ''] = match;
  if (!ids.get(section)?.has(id)) return null;
  if (ext.startsWith('.md')) {
    // A file link: it must resolve to the data table itself, docs/数据/<section>.md.
    if (/^[a-z]+:/i.test(prefix) || prefix.startsWith('/')) return null;
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), `${prefix}${section}${ext}`),
    );
    if (target !== `docs/数据/${section}${ext}`) return null;
    return `${prefix}${section}/${id}.mdx`;
  }
  // A URL: only the site's own absolute path to the table.
  if (prefix !== '/docs/数据/') return null;
  return `/docs/数据/${section}/${id}`;
}
