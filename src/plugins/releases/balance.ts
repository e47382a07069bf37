/**
 * Balance history: each release's typed `changes` (data/releases.yaml), checked against the game
 * data so release notes and entity pages can only show what really changed, and turned into the
 * rows the pages show.
 */
import type {EntityKind} from '../entity-cards/paths';
import {CHANGE_LABELS, ENTITY_KINDS, STATS, type Stat, type StatKey} from '../../game/labels';
import type {GameData} from '../../game/schema';
import {didYouMean} from '../../problems';
import type {BalanceChange, Release} from './schema';

/**
 * Fields whose numbers can change, with their Chinese label and which way is better for the player
 * (the registry's, src/game/labels.ts). A field with parts (`cost.grain`) is keyed by resource,
 * unless it names its own `parts`. The snapshots hold exactly these fields.
 */
const BALANCE_FIELDS = [
  'hp',
  'attack',
  'defense',
  'speed',
  'range',
  'workers',
  'admin_points',
  'train_time',
  'build_time',
  'research_time',
  'admin_cost',
  'upkeep',
  'cost',
  'produces',
  'population',
  'annex_admin_cost',
  'annex_min_attitude',
  'attitude',
  'cycle_ticks',
  'inputs',
  'outputs',
] as const satisfies readonly StatKey[];
export const FIELDS: Readonly<Record<string, Stat>> = Object.fromEntries(
  BALANCE_FIELDS.map((key) => [key, STATS[key]]),
);

export const ROWS: Record<EntityKind, (data: GameData) => readonly {id: string; name: string}[]> = {
  unit: (d) => d.units,
  building: (d) => d.buildings,
  technology: (d) => d.technologies,
  policy: (d) => d.policies,
  village: (d) => d.villages,
  contract: (d) => d.guilds.contracts,
};

export interface ChangeProblem {
  /** Index of the release in the file, of the change in its list, and the key at fault. */
  release: number;
  change: number;
  key: keyof BalanceChange;
  message: string;
}

const parseEntity = (entity: string) => {
  const [kind, id] = entity.split('.') as [EntityKind, string];
  return {kind, id};
};

/** The value of `field` (`attack`, `cost.grain`) on a data row; undefined when the row has no such number. */
export function currentValue(row: object, field: string): number | undefined {
  const [head, key] = field.split('.');
  const value = (row as Record<string, unknown>)[head!];
  if (key === undefined) return typeof value === 'number' ? value : undefined;
  const nested = (value as Record<string, unknown> | undefined)?.[key];
  // A resource the row does not list costs (or yields) nothing.
  return typeof nested === 'number' ? nested : value && typeof value === 'object' ? 0 : undefined;
}

/** Oldest first; the file lists newest first, but the order in the file is not trusted. */
const chronological = (releases: readonly Release[]) =>
  releases
    .map((release, index) => ({release, index}))
    .sort((a, b) => (a.release.date < b.release.date ? -1 : a.release.date > b.release.date ? 1 : 0));

/**
 * The value of every balance field at a release (snapshots.ts), by `entity` then `field`: what a
 * field's first recorded change must start from.
 */
export type Snapshot = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The previous stable release before `release` (by date), if any. */
function previousStable(releases: readonly Release[], release: Release): Release | undefined {
  return releases
    .filter((r) => r.channel === 'stable' && r.date < release.date)
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
}

/** The value a snapshot holds for a field; a resource the entity does not list is 0, as in currentValue. */
function snapshotValue(snapshot: Snapshot, entity: string, field: string): number | undefined {
  const row = snapshot[entity];
  if (!row) return undefined;
  return (
    row[field] ??
    (field.includes('.') && Object.keys(row).some((key) => key.startsWith(`${field.split('.')[0]}.`)) ? 0 : undefined)
  );
}

type Report = (key: keyof BalanceChange, message: string) => void;

/** 「数据里没有 unit.tide_runnerx。你是不是要写「unit.tide_runner」？……」: the id as written elsewhere, or the closest one. */
function unknownEntity(kind: EntityKind, id: string, data: GameData): string {
  const {file, list} = ENTITY_KINDS[kind];
  const where = `data/${file} 中 ${list} 列表`;
  // Written under the wrong kind (unit.barracks): the id is right, the kind is not.
  const elsewhere = (Object.keys(ROWS) as EntityKind[]).find(
    (k) => k !== kind && ROWS[k](data).some((r) => r.id === id),
  );
  const ids = ROWS[kind](data).map((r) => r.id);
  const guess = elsewhere
    ? `。你是不是要写「${elsewhere}.${id}」？`
    : didYouMean(id, ids, '：', (closestId) => `${kind}.${closestId}`);
  return `数据里没有 ${kind}.${id}${guess}entity 的 id 要与 ${where}里的 id 完全一致`;
}

/** The balance fields a row has: `hp`, `cost.grain` for every resource, `attitude.initial` for each named part. */
function numericFields(row: object, data: GameData): string[] {
  const fields: string[] = [];
  for (const [head, spec] of Object.entries(FIELDS)) {
    const value = (row as Record<string, unknown>)[head];
    if (typeof value === 'number') fields.push(head);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const key of spec.parts ? Object.keys(spec.parts) : data.resources.map((r) => r.id))
        fields.push(`${head}.${key}`);
  }
  return fields;
}

/**
 * One change checked on its own: the entity and field exist, old and new differ, buff or nerf
 * matches the direction. Returns today's value of the field, or undefined once a problem is found.
 */
function checkChangeShape(change: BalanceChange, data: GameData, at: Report): {now: number | undefined} | undefined {
  const {kind, id} = parseEntity(change.entity);
  const row = ROWS[kind](data).find((r) => r.id === id);
  if (!row && change.kind !== 'removed') return void at('entity', unknownEntity(kind, id, data));
  if (change.kind === 'new' || change.kind === 'removed') {
    if (change.field || change.old !== undefined || change.new !== undefined)
      at('kind', `${change.kind} 记录整个对象的新增或移除，不要写 field、old、new`);
    return undefined;
  }
  if (!change.field) return void at('kind', `${CHANGE_LABELS[change.kind]}要写明改动的字段 field`);
  if (change.old === undefined || change.new === undefined) return void at('field', '要写出改动前后的数值 old 和 new');
  const [head, key] = change.field.split('.');
  const spec = FIELDS[head!];
  const now = row ? currentValue(row, change.field) : undefined;
  const part =
    key === undefined
      ? undefined
      : spec?.parts
        ? Object.hasOwn(spec.parts, key)
          ? spec.parts[key]
          : undefined
        : data.resources.some((r) => r.id === key)
          ? spec
          : undefined;
  if (!spec || now === undefined || (key !== undefined && !part))
    return void at(
      'field',
      `${change.entity} 没有数值字段 ${change.field}${didYouMean(change.field, row ? numericFields(row, data) : [], '：')}可用的字段见 data/${ENTITY_KINDS[kind].file} 开头的说明，费用写成 cost.资源id`,
    );
  if (change.old === change.new) return void at('new', `old 和 new 都是 ${change.new}，没有改动就不要记录`);
  if (change.kind !== 'fix') {
    const {label, better: direction} = part ?? spec;
    const better = direction === 'more' ? change.new > change.old : change.new < change.old;
    if (better !== (change.kind === 'buff'))
      at(
        'kind',
        `${label}从 ${change.old} 到 ${change.new} 对玩家是${better ? '增强' : '削弱'}，kind 应为 ${better ? 'buff' : 'nerf'}`,
      );
  }
  return {now};
}

/** entity|field → the last value a stable release's change set, and that release. */
type Reached = Map<string, {value: number; version: string}>;

/** The change's `old` against what came before it: the history, the last snapshot, or today's data. */
function checkOld(
  change: BalanceChange & {field: string; old: number},
  context: {release: Release; releases: readonly Release[]; latestStableDate: string; now: number | undefined},
  reached: Reached,
  snapshots: ReadonlyMap<string, Snapshot>,
  at: Report,
): void {
  const {release, releases, latestStableDate, now} = context;
  const before = reached.get(`${change.entity}|${change.field}`);
  // A beta newer than the latest stable starts from today's data; so does the first record.
  const isBetaAfterStable = release.channel === 'beta' && release.date > latestStableDate;
  const previous = before || isBetaAfterStable ? undefined : previousStable(releases, release);
  const snapshot = previous && snapshots.get(previous.version);
  const was = snapshot ? snapshotValue(snapshot, change.entity, change.field) : undefined;
  if (before && !isBetaAfterStable && before.value !== change.old) {
    at(
      'old',
      `${change.entity} 的 ${change.field} 在 ${before.version} 已改为 ${before.value}，这里的 old 应为 ${before.value}`,
    );
  } else if (was !== undefined && was !== change.old) {
    // The field's first recorded change: it starts from the numbers the previous release shipped.
    at(
      'old',
      `${change.entity} 的 ${change.field} 在 ${previous!.version} 发布时是 ${was}（data/snapshots/${previous!.version}.yaml），这里的 old 应为 ${was}`,
    );
  } else if (isBetaAfterStable && change.old !== now) {
    at('old', `测试版从当前数据出发：${change.entity} 的 ${change.field} 现在是 ${now}，old 应为 ${now}`);
  }
}

/** The last stable value of every recorded field is what the data says today. */
function checkReachedToday(reached: Reached, releases: readonly Release[], data: GameData): ChangeProblem[] {
  const problems: ChangeProblem[] = [];
  for (const [key, {value, version}] of reached) {
    const [entity, field] = key.split('|') as [string, string];
    const {kind, id} = parseEntity(entity);
    const row = ROWS[kind](data).find((r) => r.id === id);
    const now = row ? currentValue(row, field) : undefined;
    if (now !== undefined && now !== value) {
      const index = releases.findIndex((r) => r.version === version);
      const ci = releases[index]!.changes!.findIndex((c) => c.entity === entity && c.field === field);
      problems.push({
        release: index,
        change: ci,
        key: 'new',
        message: `${version} 是最后一次改动 ${entity} 的 ${field} 的稳定版，new 应等于当前数据 ${now}（或者数据文件改错了）`,
      });
    }
  }
  return problems;
}

export function checkChanges(
  releases: readonly Release[],
  data: GameData,
  snapshots: ReadonlyMap<string, Snapshot> = new Map(),
): ChangeProblem[] {
  const problems: ChangeProblem[] = [];
  const stableDates = releases
    .filter((r) => r.channel === 'stable')
    .map((r) => r.date)
    .sort();
  const latestStableDate = stableDates.at(-1) ?? '';
  const reached: Reached = new Map();
  for (const {release, index} of chronological(releases)) {
    (release.changes ?? []).forEach((change, ci) => {
      const at: Report = (key, message) => problems.push({release: index, change: ci, key, message});
      const shape = checkChangeShape(change, data, at);
      if (!shape) return;
      const checked = change as BalanceChange & {field: string; old: number; new: number};
      checkOld(checked, {release, releases, latestStableDate, now: shape.now}, reached, snapshots, at);
      if (release.channel === 'stable')
        reached.set(`${change.entity}|${change.field}`, {value: checked.new, version: release.version});
    });
  }
  return [...problems, ...checkReachedToday(reached, releases, data)];
}

export interface ChangeRow {
  version: string;
  channel: Release['channel'];
  notes: string;
  entity: string;
  kind: EntityKind;
  id: string;
  name: string;
  /** 「训练时间」「费用（铜钱）」, empty for new and removed. */
  field: string;
  /** The field as data/releases.yaml writes it (`train_time`, `cost.coin`). */
  fieldKey?: string;
  /** 「秒」 where the field has a unit. */
  unit?: string;
  old?: number;
  new?: number;
  change: BalanceChange['kind'];
  label: string;
}

/** 「训练时间：24 → 26 秒」, or 「新增」 for a change without numbers. */
export const describeChange = (c: ChangeRow): string =>
  c.field ? `${c.field}：${c.old} → ${c.new}${c.unit ? ` ${c.unit}` : ''}` : c.label;

/**
 * The rows `<BalanceChanges version="…">` shows, and, when the release has none, why: the component
 * throws this in the build, `npm run check` reports it at the element's line.
 */
export function balanceChangesOf<R extends Pick<ChangeRow, 'version'>>(
  rows: readonly R[],
  version: string,
): {changes: R[]; problem?: string} {
  const changes = rows.filter((r) => r.version === version);
  if (changes.length > 0) return {changes};
  const versions = [...new Set(rows.map((r) => r.version))];
  return {
    changes,
    problem: `<BalanceChanges version="${version}">：data/releases.yaml 里 ${version} 没有平衡改动（changes）${didYouMean(version, versions, '。')}有平衡改动的版本：${versions.join('、') || '（没有）'}。请改成其中一个版本，或先在 data/releases.yaml 里写好这一版的 changes`,
  };
}

/** Every change as the pages show it, newest release first. */
export function changeRows(releases: readonly Release[], data: GameData): ChangeRow[] {
  const resourceName = new Map(data.resources.map((r) => [r.id, r.name]));
  const rows: ChangeRow[] = [];
  for (const {release} of chronological(releases).reverse()) {
    for (const change of release.changes ?? []) {
      const {kind, id} = parseEntity(change.entity);
      const name = ROWS[kind](data).find((r) => r.id === id)?.name ?? id;
      const [head, key] = (change.field ?? '').split('.');
      const spec = head ? FIELDS[head] : undefined;
      const part = key && spec?.parts && Object.hasOwn(spec.parts, key) ? spec.parts[key] : undefined;
      const field = !spec ? '' : part ? part.label : `${spec.label}${key ? `（${resourceName.get(key) ?? key}）` : ''}`;
      rows.push({
        version: release.version,
        channel: release.channel,
        notes: release.notes,
        entity: change.entity,
        kind,
        id,
        name,
        field,
        ...(change.field ? {fieldKey: change.field} : {}),
        unit: spec?.unit,
        old: change.old,
        new: change.new,
        change: change.kind,
        label: CHANGE_LABELS[change.kind],
      });
    }
  }
  return rows;
}
