/**
 * The balance history as values: every field a release changed, with its value at every release,
 * worked back from today's data through the checked `changes` (balance.ts). The patch comparison
 * page diffs any two releases from it (patchDiff.ts), entity pages show their values as of each
 * release. And the check that makes it whole: each stable release's `changes` list exactly what
 * differs between its numbers and the previous release's (data/snapshots, today's data for the latest).
 */
import type {EntityKind} from '../entity-cards/paths';
import type {GameData} from '../../game/schema';
import {currentValue, FIELDS, ROWS, type Snapshot} from './balance';
import type {BalanceHistory, HistoryEntity} from './patchDiff';
import type {Release} from './schema';

const byDate = (releases: readonly Release[]) =>
  [...releases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** 「费用（铜钱）」「初始态度」, the unit and which way is better, for `cost.coin`, `attitude.initial`. */
export function fieldSpec(data: GameData, field: string) {
  const [head, key] = field.split('.') as [string, string | undefined];
  const spec = FIELDS[head];
  if (!spec) return undefined;
  const part = key && spec.parts && Object.hasOwn(spec.parts, key) ? spec.parts[key] : undefined;
  const resource = key ? (data.resources.find((r) => r.id === key)?.name ?? key) : undefined;
  return {
    label: part ? part.label : `${spec.label}${resource ? `（${resource}）` : ''}`,
    better: (part ?? spec).better,
    ...(spec.unit ? {unit: spec.unit} : {}),
  };
}

function factionOf(data: GameData, kind: EntityKind, row: object): string {
  if (kind === 'contract') return data.guilds.system.faction;
  const faction = (row as {faction?: string}).faction;
  return typeof faction === 'string' ? faction : 'all';
}

/** One field's value at each release (oldest first): today's value, walked back through the stable changes. */
function fieldValues(chron: readonly Release[], entity: string, field: string, now: number): number[] {
  const changeIn = (r: Release) => r.changes?.find((c) => c.entity === entity && c.field === field);
  const stable = chron.filter((r) => r.channel === 'stable');
  const atStable = new Map<string, number>();
  let value = now;
  for (let k = stable.length - 1; k >= 0; k--) {
    atStable.set(stable[k]!.version, value);
    const change = changeIn(stable[k]!);
    if (change?.old !== undefined) value = change.old;
  }
  const latest = stable.at(-1);
  return chron.map((r) => {
    if (r.channel === 'stable') return atStable.get(r.version)!;
    const own = changeIn(r)?.new;
    if (own !== undefined) return own;
    // A beta between two stables plays on the earlier one's numbers; one after the latest on today's.
    const before = stable.filter((s) => s.date <= r.date).at(-1) ?? stable[0];
    return !latest || r.date > latest.date || !before ? now : atStable.get(before.version)!;
  });
}

export function balanceHistory(releases: readonly Release[], data: GameData): BalanceHistory {
  const chron = byDate(releases);
  const entities = new Map<string, HistoryEntity>();
  for (const release of chron) {
    for (const change of release.changes ?? []) {
      const [kind, id] = change.entity.split('.') as [EntityKind, string];
      const row = ROWS[kind](data).find((r) => r.id === id);
      if (!row) continue;
      const entry = entities.get(change.entity) ?? {
        entity: change.entity,
        kind,
        id,
        name: row.name,
        faction: factionOf(data, kind, row),
        fields: {},
      };
      entities.set(change.entity, entry);
      if (change.kind === 'new') entry.added = release.version;
      const now = change.field ? currentValue(row, change.field) : undefined;
      const spec = change.field ? fieldSpec(data, change.field) : undefined;
      if (change.field && now !== undefined && spec && !entry.fields[change.field])
        entry.fields[change.field] = {...spec, values: fieldValues(chron, change.entity, change.field, now)};
    }
  }
  return {
    releases: chron.map(({version, date, channel, notes}) => ({version, date, channel, notes})),
    entities: [...entities.values()],
  };
}

export interface NotesProblem {
  /** Index of the release in the file. */
  release: number;
  message: string;
}

/** Every field whose value differs from `before` to `after`, and every entity `before` did not have. */
function differences(
  before: Snapshot,
  after: Snapshot,
): {entity: string; field?: string; was?: number; value?: number}[] {
  const found: {entity: string; field?: string; was?: number; value?: number}[] = [];
  for (const [entity, fields] of Object.entries(after)) {
    if (!before[entity]) {
      found.push({entity});
      continue;
    }
    for (const [field, value] of Object.entries(fields)) {
      const was = before[entity][field];
      if (was !== undefined && was !== value) found.push({entity, field, was, value});
    }
  }
  return found;
}

/**
 * Each stable release's `changes` against the numbers: what differs between the previous stable
 * release's snapshot (data/snapshots) and this one's must be exactly what it lists; and today's data
 * must be the latest stable release's numbers, so an edit no release records is caught.
 */
export function checkNotesMatchData(
  releases: readonly Release[],
  now: Snapshot,
  snapshots: ReadonlyMap<string, Snapshot>,
): NotesProblem[] {
  const problems: NotesProblem[] = [];
  const stable = byDate(releases).filter((r) => r.channel === 'stable');
  stable.forEach((release, k) => {
    const previous = stable[k - 1];
    const before = previous && snapshots.get(previous.version);
    const after = snapshots.get(release.version);
    if (!before || !after) return;
    const listed = new Set(
      (release.changes ?? []).map((c) => `${c.entity}|${c.kind === 'new' ? '' : (c.field ?? '')}`),
    );
    for (const {entity, field, was, value} of differences(before, after)) {
      if (listed.has(`${entity}|${field ?? ''}`)) continue;
      problems.push({
        release: releases.indexOf(release),
        message:
          field === undefined
            ? `${entity} 在 ${previous.version} 还没有，${release.version} 的 changes 要记一行 {entity: ${entity}, kind: new}`
            : `${entity} 的 ${field} 从 ${previous.version} 的 ${was} 变成了 ${value}（data/snapshots/ 下两版的数值），` +
              `但 ${release.version} 的 changes 没有记录：请加一行 {entity: ${entity}, field: ${field}, old: ${was}, new: ${value}, kind: buff 或 nerf}`,
      });
    }
  });
  const latest = stable.at(-1);
  const shipped = latest && snapshots.get(latest.version);
  if (!latest || !shipped) return problems;
  for (const {entity, field, was, value} of differences(shipped, now)) {
    const what =
      field === undefined
        ? `${entity} 是新增的`
        : `${entity} 的 ${field} 是 ${value}，而 ${latest.version} 发布时是 ${was}`;
    problems.push({
      release: releases.indexOf(latest),
      message:
        `data/ 里 ${what}（data/snapshots/${latest.version}.yaml），没有哪个版本记录这项改动：` +
        `请用 npm run release:add 添加新版本，在它的 changes 里记下这项改动` +
        (field === undefined
          ? ''
          : `（{entity: ${entity}, field: ${field}, old: ${was}, new: ${value}, kind: buff 或 nerf}）；如果是改错了，把它改回 ${was}`),
    });
  }
  return problems;
}
