/**
 * The one list of which icon stands for what: a unit by its type, a building by its category, a
 * technology by its era. The drawings are src/components/Icon/symbols.ts (one sprite); a unit's or
 * building's icon takes its faction's `colour` from data/factions.yaml, shared ones the text colour.
 * The build checks that every type, category and era in data/ has an icon (checks/icons.ts) and
 * that every icon named here is drawn (src/plugins/icons).
 */
import type {Building, GameData, Unit} from './schema';

export const BUILDING_CATEGORIES = ['政务', '经济', '军事', '城防', '奇观'] as const;
export type BuildingCategory = (typeof BUILDING_CATEGORIES)[number];

export const ICONS = {
  unit: {步兵: 'inf', 远程: 'rng', 骑兵: 'cav', 攻城: 'sie', 舰船: 'shp', 辅助: 'sup'},
  building: {政务: 'adm', 经济: 'eco', 军事: 'mil', 城防: 'def', 奇观: 'won'},
  technology: {era1: 'e1', era2: 'e2', era3: 'e3', era4: 'e4'},
} as const satisfies Record<string, Record<string, string>>;

/** The sprite's symbol id, its colour (none: the text's) and what it shows, e.g. 「步兵」「经济建筑」. */
export type EntityIcon = [symbol: string, colour: string | null, label: string];

const lookup = (list: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(list, key) ? list[key] : undefined;

/**
 * A building's category, from what its data says it does: offices make 行政点; producers and
 * boosters are the economy; trainers of fighting units are military; the victory wonder is the
 * wonder; the rest (walls) is defence.
 */
export function buildingCategory(data: GameData, b: Building): BuildingCategory {
  if (b.admin_points) return '政务';
  if (b.produces || b.bonus) return '经济';
  if (data.units.some((u) => u.requires_building === b.id && u.type !== '辅助')) return '军事';
  if (data.rules.victory.wonder.building === b.id) return '奇观';
  return '城防';
}

export function iconsOf(data: GameData) {
  const colour = new Map(data.factions.map((f) => [f.id, f.colour]));
  const eraName = new Map(data.eras.map((e) => [e.id, e.name]));
  const unit = (u: Pick<Unit, 'type' | 'faction'>): EntityIcon | undefined => {
    const symbol = lookup(ICONS.unit, u.type);
    return symbol ? [symbol, colour.get(u.faction) ?? null, u.type] : undefined;
  };
  const building = (b: Building): EntityIcon | undefined => {
    const category = buildingCategory(data, b);
    const symbol = lookup(ICONS.building, category);
    return symbol ? [symbol, colour.get(b.faction) ?? null, `${category}建筑`] : undefined;
  };
  const technology = (t: {era: string}): EntityIcon | undefined => {
    const symbol = lookup(ICONS.technology, t.era);
    return symbol ? [symbol, null, `${eraName.get(t.era) ?? t.era}科技`] : undefined;
  };
  return {unit, building, technology};
}

/** Every icon id the list names, for the check that each one is drawn. */
export const iconIds = (): string[] => Object.values(ICONS).flatMap((list) => Object.values(list));
