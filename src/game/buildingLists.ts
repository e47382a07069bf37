/**
 * The general buildings by what they are for (「生产建筑：农田、伐木场……」), computed from their
 * fields so a new building joins its group at once. Reached from markdown as
 * `:data[derived.building_lists.production]{format=names}`. A faction's own buildings are listed
 * on its page (`derived.faction_buildings`), not here.
 */
import type {Building, GameData} from './schema';

export interface BuildingLists {
  /** Worked by labour: they turn workers into a resource (a bonus on the side does not move them). */
  production: Building[];
  /** No labour, a bonus on the town's output of a resource. */
  bonus: Building[];
  /** No labour and no bonus, admin points every tick. */
  admin: Building[];
  /** None of the above, and some unit trains there. */
  military: Building[];
}

const lists = new WeakMap<GameData, BuildingLists>();

export function buildingLists(data: GameData): BuildingLists {
  const cached = lists.get(data);
  if (cached) return cached;
  const trainsUnits = new Set(data.units.map((u) => u.requires_building));
  const general = data.buildings.filter((b) => b.faction === 'all');
  const idle = general.filter((b) => b.workers === 0);
  const result: BuildingLists = {
    production: general.filter((b) => b.workers > 0),
    bonus: idle.filter((b) => b.bonus),
    admin: idle.filter((b) => !b.bonus && b.admin_points),
    military: idle.filter((b) => !b.bonus && !b.admin_points && trainsUnits.has(b.id)),
  };
  lists.set(data, result);
  return result;
}
