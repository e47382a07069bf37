/**
 * Codemod: links to a row of a data table (`../数据/单位.md#spearman`, `/docs/数据/政策#levy`)
 * become links to that thing's own page (`../数据/单位/spearman.mdx`, `/docs/数据/政策/levy`),
 * for every kind that has a page of its own (units, buildings, technologies, policies, villages and
 * guild contracts: src/plugins/entity-pages).
 * An anchor that is not an entity of that kind (`数据/单位.md#数据表`) is left alone.
 *
 *   npx tsx scripts/codemods/entity-links.ts            rewrite docs/ and blog/ in place
 *   npx tsx scripts/codemods/entity-links.ts --dry-run  only list what would change
 *
 * Idempotent: a rewritten link no longer points at a row, so a second run changes nothing. Code
 * (fenced blocks and `inline code`) is left as written. The content lint (scripts/lint-content.ts,
 * rule `entity-row-link`) uses the same `entityPageLink` to refuse new row links.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {GENERATED_MARKER} from '../../src/plugins/entity-pages/generate';
import {ENTITY_SECTIONS, type EntitySection} from '../../src/plugins/entity-cards/paths';

/** Entity ids by section (单位 → {militia, spearman, …}). */
export type EntityIds = ReadonlyMap<string, ReadonlySet<string>>;

const FILES: Record<EntitySection, [file: string, key: string]> = {
  单位: ['units.yaml', 'units'],
  建筑: ['buildings.yaml', 'buildings'],
  科技: ['technologies.yaml', 'technologies'],
  政策: ['policies.yaml', 'policies'],
  村庄: ['villages.yaml', 'villages'],
  商会契约: ['guilds.yaml', 'contracts'],
};

/**
 * The ids in data/, read straight from the YAML: the lint must run (and say something useful)
 * even when the data does not validate, which the build reports on its own.
 */
export function readEntityIds(dataDir: string): EntityIds {
  const ids = new Map<string, Set<string>>();
  for (const section of Object.values(ENTITY_SECTIONS)) {
    const [file, key] = FILES[section];
    const full = path.join(dataDir, file);
    const rows = fs.existsSync(full) ? ((parse(fs.readFileSync(full, 'utf8')) as Record<string, {id?: unknown}[] | undefined>)?.[key] ?? []) : [];
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
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), `${prefix}${section}${ext}`));
    if (target !== `docs/数据/${section}${ext}`) return null;
    return `${prefix}${section}/${id}.mdx`;
  }
  // A URL: only the site's own absolute path to the table.
  if (prefix !== '/docs/数据/') return null;
  return `/docs/数据/${section}/${id}`;
}

/**
 * Rewrites the row links of one Markdown/MDX source: inline links `](…)`, reference definitions
 * `[x]: …` and JSX `to="…"`/`href="…"`. Code is left alone. Returns the new source and what changed.
 */
export function rewriteEntityLinks(source: string, file: string, ids: EntityIds): {source: string; changes: {line: number; from: string; to: string}[]} {
  const changes: {line: number; from: string; to: string}[] = [];
  let fenced = false;
  const lines = source.split('\n').map((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return text;
    }
    if (fenced) return text;
    // Split off inline code (odd parts), rewrite only the rest.
    return text
      .split(/(`[^`]*`)/)
      .map((part, j) =>
        j % 2 === 1
          ? part
          : part.replace(/(\]\(\s*<?|^\s*\[[^\]]+\]:\s*<?|\b(?:to|href)=["'])([^\s)>"']+)/g, (whole, lead: string, target: string) => {
              const next = entityPageLink(target, file, ids);
              if (next === null) return whole;
              changes.push({line: i + 1, from: target, to: next});
              return `${lead}${next}`;
            }),
      )
      .join('');
  });
  return {source: lines.join('\n'), changes};
}

/** The editors' Markdown: docs/ (without the generated entity pages) and blog/. */
export function contentSources(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
        })
      : [];
  return [...walk(path.join(root, 'docs')), ...walk(path.join(root, 'blog'))]
    .filter((file) => !fs.readFileSync(file, 'utf8').includes(GENERATED_MARKER))
    .sort();
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  const dryRun = process.argv.includes('--dry-run');
  const ids = readEntityIds(path.join(root, 'data'));
  let total = 0;
  let files = 0;
  for (const full of contentSources(root)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const before = fs.readFileSync(full, 'utf8');
    const {source, changes} = rewriteEntityLinks(before, file, ids);
    if (changes.length === 0) continue;
    files++;
    total += changes.length;
    if (dryRun) for (const c of changes) console.log(`${file}:${c.line}: ${c.from} → ${c.to}`);
    else fs.writeFileSync(full, source);
  }
  console.log(`${dryRun ? '将改写' : '已改写'} ${total} 个链接，涉及 ${files} 个文件。`);
}
