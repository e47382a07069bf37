import React from 'react';
import styles from './styles.module.css';
import erasJson from '@generated/game-data/default/eras.json';
import factionsJson from '@generated/game-data/default/factions.json';
import resourcesJson from '@generated/game-data/default/resources.json';

// The small lookups every data table needs (links to rows and pages are in lookups.tsx, with the
// icons: the comparison page reads these alone); each table imports its own rows separately (a page
// loads only the JSON modules its tables show), and builds its lookups with byId / namesById.
export const eras = erasJson;
export const factions = factionsJson;
export const resources = resourcesJson;

/** Rows by id. */
export const byId = <T extends {id: string}>(rows: readonly T[]): Map<string, T> => new Map(rows.map((r) => [r.id, r]));
/** Display names by id. */
export const namesById = (rows: readonly {id: string; name: string}[]): Map<string, string> =>
  new Map(rows.map((r) => [r.id, r.name]));

const eraNames = namesById(eras);
const eraOrder = new Map(eras.map((e, i) => [e.id, i]));
const factionNames = namesById(factions);
const resourceNames = namesById(resources);

export const eraName = (id: string) => eraNames.get(id) ?? id;
/** The eras in game order. */
export const erasInOrder = [...eras].sort((a, b) => a.order - b.order);
/** Every era after the first, in order: the ones an opening advances to; and their columns' headers. */
export const laterEras = erasInOrder.slice(1);
export const laterEraHeads = laterEras.map((e) => <>进入{e.name}（分钟）</>);
/** Eras sort in game order, not by name. */
export const eraRank = (id: string) => eraOrder.get(id) ?? 99;
export const factionName = (id: string) => (id === 'all' ? '通用' : (factionNames.get(id) ?? id));
export const resourceName = (id: string) => resourceNames.get(id) ?? id;

export const eraFilter = {key: 'era', label: '时代', options: eras};
export const factionFilter = {
  key: 'faction',
  label: '阵营',
  options: [{id: 'all', name: '通用'}, ...factions],
};

/** `{grain: 30, timber: 10}` → 「30 粮食 · 10 木材」; the sort value is the total amount. */
export function formatAmounts(amounts: Record<string, number> | undefined): string {
  const entries = Object.entries(amounts ?? {});
  return entries.length === 0 ? '—' : entries.map(([id, n]) => `${n} ${resourceName(id)}`).join(' · ');
}
const resourceGlyphs = new Map(resources.map((r) => [r.id, r.glyph]));

/**
 * `{grain: 30, timber: 10}` on one line, each amount marked by its resource's glyph (粮 30 木 10).
 * The glyph is drawn by CSS, so the text that search indexes, screen readers read and readers copy
 * is 「粮食 30 木材 10」; hovering an amount shows the resource's name.
 */
export function Amounts({amounts}: {amounts: Record<string, number> | undefined}): JSX.Element {
  const entries = Object.entries(amounts ?? {});
  if (entries.length === 0) return <>—</>;
  // No wrapper element: the largest table has a cost in every row, and each element counts (ELEMENT_BUDGET).
  return (
    <>
      {entries.map(([id, n]) => (
        <span
          key={id}
          className={styles.amount}
          data-glyph={resourceGlyphs.get(id) ?? resourceName(id)}
          title={resourceName(id)}
        >
          <span className={styles.resourceName}>{resourceName(id)}</span> {n}
        </span>
      ))}
    </>
  );
}

export const totalAmount = (amounts: Record<string, number> | undefined) =>
  Object.values(amounts ?? {}).reduce((sum, n) => sum + n, 0);

/** `{grain: 0.1}` → 「粮食 +10%」. */
export function formatModifiers(modifiers: Record<string, number> | undefined): string {
  const entries = Object.entries(modifiers ?? {});
  return entries.map(([id, n]) => `${resourceName(id)} ${n >= 0 ? '+' : ''}${Math.round(n * 100)}%`).join(' · ');
}
