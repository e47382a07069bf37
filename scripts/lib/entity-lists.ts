/**
 * Hand-written lists of game things that a data directive could write instead (rule
 * `hand-written-list` of the content lint): 「剑士、投石手和象兵」 typed in prose goes stale the day
 * a unit joins that group, `:data[derived.unit_lists.standalone.all]{format=links}` does not.
 */
import {ENTITY_KINDS, type EntityKind} from '../../src/game/labels';
import type {GameData} from '../../src/game/schema';
import {referenceRoot} from '../../src/remark/game-data';
import {ROWS} from '../../src/plugins/releases/balance';

/** A list `:data[path]{format=…}` can render, and the names it holds. */
export interface NamedList {
  path: string;
  names: ReadonlySet<string>;
}

type Entry = {id?: unknown; name?: unknown};

/**
 * Every list of entities (things with a page) under `derived` (the named groups) and at the top
 * level (all units, all villages …), with two names or more: a single name is not a list.
 */
export function namedLists(data: GameData): NamedList[] {
  const entities = new Set<unknown>(Object.values(ROWS).flatMap((rows) => rows(data)));
  const found: NamedList[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      if (value.length >= 2 && value.every((e) => entities.has(e)))
        found.push({path, names: new Set((value as Entry[]).map((e) => String(e.name)))});
      return;
    }
    if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key);
  };
  const root = referenceRoot(data);
  walk(root.derived, 'derived');
  for (const [kind, rows] of Object.entries(ROWS) as [EntityKind, (d: GameData) => readonly unknown[]][])
    walk(rows(data), kind === 'contract' ? 'guilds.contracts' : ENTITY_KINDS[kind].list);
  return found;
}

/** The fewest names a run must have to be taken for a list. */
export const MIN_NAMES = 3;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds runs of names joined by 、 和 与 及 或 (or → for an upgrade line) in a paragraph's text. */
export function listFinder(
  lists: readonly NamedList[],
): (text: string) => {names: string[]; path: string; chain: boolean}[] {
  const all = [...new Set(lists.flatMap((l) => [...l.names]))].sort((a, b) => b.length - a.length);
  if (all.length === 0) return () => [];
  const name = `(?:${all.map(escape).join('|')})`;
  const run = new RegExp(`${name}(?:\\s*(?:、|和|与|及|以及|或|→)\\s*${name})+`, 'g');
  const one = new RegExp(name, 'g');
  return (text) =>
    [...text.matchAll(run)].flatMap((m) => {
      const names = m[0].match(one) ?? [];
      const set = new Set(names);
      // Two names are as often a coincidence (「训练林弓手和长弓守林人」 is a building's, not a line's).
      if (set.size < MIN_NAMES) return [];
      const list = lists.find((l) => l.names.size === set.size && [...set].every((n) => l.names.has(n)));
      return list ? [{names, path: list.path, chain: m[0].includes('→')}] : [];
    });
}
