/**
 * Two releases compared: every value the balance history changed between them, marked buff or
 * nerf by which way is better for the player. Pure, so the patch comparison page runs it in the
 * browser on the model the build writes (history.ts → `@generated/releases/default/history.json`).
 */
import type {EntityKind} from '../entity-cards/paths';
import {CHANGE_LABELS as LABELS} from '../../game/labels';

export interface HistoryField {
  label: string;
  unit?: string;
  better: 'more' | 'less';
  /** The value at each release, in the order of BalanceHistory.releases (oldest first). */
  values: number[];
}

export interface HistoryEntity {
  entity: string;
  kind: EntityKind;
  id: string;
  name: string;
  /** A faction id, or `all`. */
  faction: string;
  /** The release that added it (a `new` change), if the history records one. */
  added?: string;
  fields: Record<string, HistoryField>;
}

export interface BalanceHistory {
  /** Oldest first. */
  releases: {version: string; date: string; channel: 'stable' | 'beta'; notes: string}[];
  entities: HistoryEntity[];
}

export interface PatchRow {
  entity: string;
  kind: EntityKind;
  id: string;
  name: string;
  faction: string;
  /** 「生命」「费用（铜钱）」; empty for an entity the later release added. */
  label: string;
  unit?: string;
  old?: number;
  new?: number;
  change: 'buff' | 'nerf' | 'new';
}

/** The labels of the changes a comparison shows (the registry's, src/game/labels.ts). */
export const CHANGE_LABELS = {buff: LABELS.buff, nerf: LABELS.nerf, new: LABELS.new} as const;

/**
 * What changed from release `from` to release `to` (either may be the older), for one faction (its
 * own entities and the shared ones) or `all`, one kind or `all`; entities in history order.
 */
export function patchRows(
  history: BalanceHistory,
  from: string,
  to: string,
  faction = 'all',
  kind = 'all',
): PatchRow[] {
  const index = (v: string) => history.releases.findIndex((r) => r.version === v);
  const [i, j] = [index(from), index(to)];
  if (i < 0 || j < 0 || i === j) return [];
  const present = (e: HistoryEntity, at: number) => !e.added || index(e.added) <= at;
  const rows: PatchRow[] = [];
  for (const e of history.entities) {
    if (faction !== 'all' && e.faction !== 'all' && e.faction !== faction) continue;
    if (kind !== 'all' && e.kind !== kind) continue;
    const base = {entity: e.entity, kind: e.kind, id: e.id, name: e.name, faction: e.faction};
    if (!present(e, i) && present(e, j)) {
      rows.push({...base, label: '', change: 'new'});
      continue;
    }
    if (!present(e, i) || !present(e, j)) continue;
    for (const f of Object.values(e.fields)) {
      const [a, b] = [f.values[i]!, f.values[j]!];
      if (a === b) continue;
      const better = f.better === 'more' ? b > a : b < a;
      rows.push({...base, label: f.label, unit: f.unit, old: a, new: b, change: better ? 'buff' : 'nerf'});
    }
  }
  return rows;
}
