/**
 * Lists of units that prose names (「没有后继单位的有……」), computed from units.yaml so a new unit
 * joins them at once. Reached from markdown as `:data[derived.unit_lists.…]{format=links}`.
 */
import type {GameData, Unit} from './schema';

export interface UnitLists {
  /** Units in no upgrade line: nothing upgrades to them and they upgrade to nothing, by faction (`all` for general). */
  standalone: Record<string, Unit[]>;
  /** Faction units other than 辅助 whose line ends (no successor) in an era, by era id. */
  faction_line_ends: Record<string, Unit[]>;
  /** Each upgrade line, by faction then type, from its first unit to its last (the longest, if a type has several). */
  lines: Record<string, Record<string, Unit[]>>;
}

const lists = new WeakMap<GameData, UnitLists>();

export function unitLists(data: GameData): UnitLists {
  const cached = lists.get(data);
  if (cached) return cached;
  const byId = new Map(data.units.map((u) => [u.id, u]));
  const upgraded = new Set(data.units.map((u) => u.upgrades_to).filter((id): id is string => Boolean(id)));
  const factions = ['all', ...data.factions.map((f) => f.id)];
  const standalone: UnitLists['standalone'] = {};
  const lines: UnitLists['lines'] = {};
  for (const faction of factions) {
    const own = data.units.filter((u) => u.faction === faction);
    standalone[faction] = own.filter((u) => !u.upgrades_to && !upgraded.has(u.id));
    lines[faction] = {};
    for (const first of own.filter((u) => u.upgrades_to && !upgraded.has(u.id))) {
      const line = [first];
      for (
        let next = byId.get(first.upgrades_to!);
        next && !line.includes(next);
        next = byId.get(next.upgrades_to ?? '')
      )
        line.push(next);
      const known = lines[faction][first.type];
      if (!known || line.length > known.length) lines[faction][first.type] = line;
    }
  }
  const faction_line_ends: UnitLists['faction_line_ends'] = {};
  for (const era of data.eras)
    faction_line_ends[era.id] = data.units.filter(
      (u) => u.faction !== 'all' && u.type !== '辅助' && !u.upgrades_to && u.era === era.id,
    );
  const result = {standalone, faction_line_ends, lines};
  lists.set(data, result);
  return result;
}
