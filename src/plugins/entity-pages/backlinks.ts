/**
 * Which reference pages (docs outside 数据/) mention each unit, building, technology, policy,
 * village and guild contract: by name in their text, or by a link to its page or table row.
 * Longer names win where names overlap (林弓手 is not a mention of 弓手).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {listNodes} from '../../remark/game-data';
import {ENTITY_SECTIONS, type EntityKind} from '../entity-cards/paths';
import {filesUnder, relativePath} from '../files-under';
import type {GameData} from '../../game/schema';

export interface Mention {
  title: string;
  /** A Markdown link target relative to docs/ (`阵营/赤岚王朝.md`), resolved by the docs plugin. */
  file: string;
  url: string;
}
/** `unit/spearman` → the pages that mention it, in sidebar-independent path order. */
export type Backlinks = Map<string, Mention[]>;

function referenceDocs(docsDir: string): string[] {
  return filesUnder(docsDir)
    .filter((file) => !path.relative(docsDir, file).startsWith('数据'))
    .sort();
}

/** The docs plugin's URL for a doc: its slug, else its path without extension, `index` dropped. */
export function docUrl(relative: string, slug: unknown): string {
  if (typeof slug === 'string' && slug !== '')
    return slug.startsWith('/')
      ? `/docs${slug}`.replace(/(.)\/$/, '$1')
      : `/docs/${path.posix.join(path.posix.dirname(relative), slug)}`;
  const noExt = relative.replace(/\.mdx?$/, '').replace(/(^|\/)\d+[-_.]/g, '$1');
  return `/docs/${noExt.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/**
 * Malformed front matter is the docs plugin's to report (and `npm run check`'s, with its line): this
 * plugin runs first and must not throw a bare YAMLParseError before them.
 */
function frontMatter(yaml: string | undefined): {title?: string; slug?: string} {
  try {
    const value: unknown = yaml ? parse(yaml) : {};
    return value && typeof value === 'object' ? (value as {title?: string; slug?: string}) : {};
  } catch {
    return {};
  }
}

/** `:data[…]{format=links}` and the other list formats: the page names every unit of the list. */
const LIST_REFERENCE = /:data\[([^\]]+)\]\{format=(?:names|links|chain)\}/g;

function listedNames(data: GameData, reference: string): string | undefined {
  try {
    return listNodes(data, reference.trim(), 'names')
      .map((n) => ('value' in n ? n.value : ''))
      .join('');
  } catch {
    return undefined; // a bad reference is the remark plugin's to report, with its line
  }
}

/** The keys of the entities `text` names or links, longest names first (each match blanked). */
function mentionedIn(text: string, entities: readonly {key: string; name: string; link: RegExp}[]): string[] {
  const keys: string[] = [];
  for (const entity of entities) {
    const linked = entity.link.test(text);
    const named = text.includes(entity.name);
    if (named) text = text.split(entity.name).join(' '.repeat(entity.name.length));
    if (named || linked) keys.push(entity.key);
  }
  return keys;
}

/**
 * Each reference doc's text as last searched and the entities found in it, for the entities of
 * `searchedFor`: in `npm start` a data edit that renames nothing searches no doc again (at 10× each
 * search of every doc for every name cost a fifth of a second of each edit).
 */
const searched = new Map<string, {text: string; keys: string[]}>();
let searchedFor = '';

export function findBacklinks(data: GameData, docsDir: string): Backlinks {
  const listed: {key: string; name: string; kind: EntityKind; id: string}[] = [
    ...data.units.map((u) => ({key: `unit/${u.id}`, name: u.name, kind: 'unit' as const, id: u.id})),
    ...data.buildings.map((b) => ({key: `building/${b.id}`, name: b.name, kind: 'building' as const, id: b.id})),
    ...data.technologies.map((t) => ({key: `technology/${t.id}`, name: t.name, kind: 'technology' as const, id: t.id})),
    ...data.policies.map((p) => ({key: `policy/${p.id}`, name: p.name, kind: 'policy' as const, id: p.id})),
    ...data.villages.map((v) => ({key: `village/${v.id}`, name: v.name, kind: 'village' as const, id: v.id})),
    ...data.guilds.contracts.map((c) => ({key: `contract/${c.id}`, name: c.name, kind: 'contract' as const, id: c.id})),
  ];
  const entities = listed
    .sort((a, b) => b.name.length - a.name.length)
    // Its page (`数据/单位/archer.mdx`, `/docs/数据/单位/archer`) or its row (`数据/单位.md#archer`);
    // not another id that starts with this one (`archer_guard`). Compiled once, not once per page.
    .map((e) => ({
      ...e,
      link: new RegExp(`数据/${ENTITY_SECTIONS[e.kind]}(?:/|(?:\\.mdx?)?#)${e.id}(?![a-z0-9_])`),
    }));
  const names = JSON.stringify(entities.map((e) => [e.key, e.name]));
  if (names !== searchedFor) {
    searched.clear();
    searchedFor = names;
  }
  const result: Backlinks = new Map();
  for (const file of referenceDocs(docsDir)) {
    const source = fs.readFileSync(file, 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const meta = frontMatter(front?.[1]);
    // Text without front matter, imports and code blocks; every match blanks its span so a shorter
    // name inside a longer one is not found again.
    const text = source
      .slice(front?.[0].length ?? 0)
      .replace(/^import .*$/gm, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(LIST_REFERENCE, (written, reference: string) => listedNames(data, reference) ?? written);
    const relative = relativePath(docsDir, file);
    const mention: Mention = {
      title: meta.title ?? path.basename(file).replace(/\.mdx?$/, ''),
      file: relative,
      url: docUrl(relative, meta.slug),
    };
    let found = searched.get(file);
    if (found?.text !== text) searched.set(file, (found = {text, keys: mentionedIn(text, entities)}));
    for (const key of found.keys) {
      const list = result.get(key) ?? [];
      list.push(mention);
      result.set(key, list);
    }
  }
  return result;
}
