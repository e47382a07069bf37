/**
 * The balance history one faction's players care about: every change to its own units, buildings,
 * technologies… and to the shared ones, grouped by release, newest first. It only selects from the
 * rows the release notes and entity pages already show (changeRows) and the factions the history
 * records (balanceHistory), so the faction pages cannot tell a different story.
 */
import type {ChangeRow} from './balance';
import type {BalanceHistory} from './patchDiff';

export interface FactionRelease {
  version: string;
  channel: ChangeRow['channel'];
  notes: string;
  date: string;
  /** Each row with whether it is a shared entity (faction `all`) rather than the faction's own. */
  rows: (ChangeRow & {shared: boolean})[];
}

export function factionChanges(
  changes: readonly ChangeRow[],
  history: BalanceHistory,
  faction: string,
): FactionRelease[] {
  const factionOf = new Map(history.entities.map((e) => [e.entity, e.faction]));
  const date = new Map(history.releases.map((r) => [r.version, r.date]));
  const releases: FactionRelease[] = [];
  for (const row of changes) {
    const owner = factionOf.get(row.entity);
    if (owner !== faction && owner !== 'all') continue;
    let release = releases.at(-1);
    if (release?.version !== row.version) {
      release = {
        version: row.version,
        channel: row.channel,
        notes: row.notes,
        date: date.get(row.version) ?? '',
        rows: [],
      };
      releases.push(release);
    }
    release.rows.push({...row, shared: owner === 'all'});
  }
  return releases;
}
