/** What every rules file shares: the reporter, id lookups and the checks they all use. */
import type {FieldPath, Reporter} from '../report';
import type {GameData, Kind} from '../schema';
import {didYouMean} from '../../problems';

export type Target =
  | 'faction'
  | 'era'
  | 'resource'
  | 'technology'
  | 'building'
  | 'unit'
  | 'policy'
  | 'country_level'
  | 'terrain'
  | 'village'
  | 'special_system';

const TARGETS: Record<Target, {noun: string; where: string}> = {
  faction: {noun: '阵营', where: 'data/factions.yaml 中已有的 id'},
  era: {noun: '时代', where: 'data/eras.yaml 中已有的 id'},
  resource: {noun: '资源', where: 'data/resources.yaml 中已有的 id'},
  technology: {noun: '科技', where: 'data/technologies.yaml 中已有的 id'},
  building: {noun: '建筑', where: 'data/buildings.yaml 中已有的 id'},
  unit: {noun: '单位', where: 'data/units.yaml 中已有的 id'},
  policy: {noun: '政策', where: 'data/policies.yaml 中已有的 id'},
  country_level: {noun: '国家等级', where: 'data/country_levels.yaml 中已有的 id'},
  terrain: {noun: '地形', where: 'data/productivity.yaml 的 terrains 中已有的地形 id'},
  village: {noun: '村庄类型', where: 'data/villages.yaml 中已有的 id'},
  special_system: {noun: '特殊系统', where: 'data/dynasty.yaml 或 data/guilds.yaml 的 system.id'},
};

export const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;

const ids = <T extends {id: string}>(rows: readonly T[]) => new Set(rows.map((row) => row.id));
const byId = <T extends {id: string}>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row] as const));

function idSets(data: GameData): Record<Target, Set<string>> {
  return {
    faction: ids(data.factions),
    era: ids(data.eras),
    resource: ids(data.resources),
    technology: ids(data.technologies),
    building: ids(data.buildings),
    unit: ids(data.units),
    policy: ids(data.policies),
    country_level: ids(data.country_levels),
    terrain: ids(data.productivity.terrains),
    village: ids(data.villages),
    special_system: new Set([data.dynasty.system.id, data.guilds.system.id]),
  };
}

/** Reports an unknown reference; returns true when the reference is good. */
function refChecker(sets: Record<Target, Set<string>>, r: Reporter) {
  return (kind: Kind, at: FieldPath, value: string, target: Target, allowAll = false): boolean => {
    if (allowAll && value === 'all') return true;
    if (sets[target].has(value)) return true;
    const {noun, where} = TARGETS[target];
    r.add(
      kind,
      at,
      `不认识的${noun} "${value}"${didYouMean(value, sets[target], '，')}应填${allowAll ? ' all 或' : ''} ${where}`,
    );
    return false;
  };
}

/** No two rows of a list share an id or a display name. */
function uniqueChecker(r: Reporter) {
  return (kind: Kind, listPath: FieldPath, rows: readonly object[], fields: readonly string[] = ['id', 'name']) => {
    for (const field of fields) {
      const first = new Map<unknown, number>();
      rows.forEach((row, i) => {
        const value = (row as Record<string, unknown>)[field];
        const seen = first.get(value);
        if (seen === undefined) {
          first.set(value, i);
          return;
        }
        const line = r.line(kind, [...listPath, seen, field]);
        r.add(
          kind,
          [...listPath, i, field],
          `${field} "${String(value)}" 重复了（第一次出现${line ? `在第 ${line} 行` : '在前面'}），同一个 ${r.display(kind, listPath)} 中每个 ${field} 只能出现一次`,
        );
      });
    }
  };
}

export function ruleContext(data: GameData, r: Reporter) {
  const sets = idSets(data);
  const factions = byId(data.factions);
  const eras = byId(data.eras);
  const techs = byId(data.technologies);
  const levels = byId(data.country_levels);

  const ref = refChecker(sets, r);
  const eraOrder = (era: string): number => eras.get(era)?.order ?? 0;
  const eraName = (era: string): string => eras.get(era)?.name ?? era;

  return {
    data,
    r,
    sets,
    factions,
    eras,
    techs,
    levels,
    buildings: byId(data.buildings),
    units: byId(data.units),
    policies: byId(data.policies),
    resources: byId(data.resources),
    ref,
    refs: (kind: Kind, at: FieldPath, values: readonly string[], target: Target) =>
      values.forEach((value, i) => ref(kind, [...at, i], value, target)),
    /** The keys of a {resource id: amount} map must be resources. */
    resourceKeys: (kind: Kind, at: FieldPath, map: Record<string, number> | undefined) => {
      for (const key of Object.keys(map ?? {})) ref(kind, [...at, key], key, 'resource');
    },
    /** Faction references already reported as unknown are not reported again by later checks. */
    known: (faction: string): boolean => faction === 'all' || sets.faction.has(faction),
    eraOrder,
    eraName,
    factionName: (faction: string): string =>
      faction === 'all' ? '所有阵营' : (factions.get(faction)?.name ?? faction),
    fitsCap: (kind: Kind, at: FieldPath, cost: number, level: string, what: string) => {
      const cap = levels.get(level)?.admin_cap;
      if (cap !== undefined && cost > cap) {
        r.add(
          kind,
          at,
          `${what} ${cost} 超过了国家等级 "${level}" 的行政点上限 ${cap}，应不超过 ${cap}，或把 requires_level 改成更高的等级`,
        );
      }
    },
    /** A technology that exists and is not from a later era than the row that needs it. */
    techNotLater: (kind: Kind, at: FieldPath, tech: string | null, era: string, what: string) => {
      if (tech === null || !ref(kind, at, tech, 'technology')) return;
      const required = techs.get(tech)!;
      if (eraOrder(required.era) > eraOrder(era)) {
        r.add(
          kind,
          at,
          `科技 "${tech}" 属于${eraName(required.era)}，晚于这个${what}所在的${eraName(era)}，应选同一时代或更早时代的科技`,
        );
      }
    },
    unique: uniqueChecker(r),
  };
}

export type RuleContext = ReturnType<typeof ruleContext>;
