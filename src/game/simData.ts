/**
 * The part of the game data the opening simulation reads, field by field. The build passes the
 * whole GameData (it has every field); the opening planner's Web Worker gets only this, so the
 * browser downloads the numbers the simulation needs and nothing else. A field simulate.ts starts
 * to read must be added here, or the type check fails.
 */
import type {AdminPoints, Building, CountryLevel, Era, GameData, GameMap, Productivity, Resource} from './schema';
import type {Technology, Unit} from './schema';
import type {Opening, Rules} from './rules';

export interface SimData {
  rules: Pick<
    Rules,
    | 'start'
    | 'population'
    | 'region_buildings'
    | 'building_limits'
    | 'construction'
    | 'era_targets'
    | 'opening'
    | 'logistics'
  >;
  productivity: Pick<Productivity, 'tick_seconds' | 'default_fertility' | 'terrains'>;
  resources: Pick<Resource, 'id' | 'name' | 'storage_cap'>[];
  admin_points: Pick<AdminPoints, 'new_town_cost'>;
  buildings: Pick<
    Building,
    | 'id'
    | 'name'
    | 'faction'
    | 'era'
    | 'cost'
    | 'build_time'
    | 'workers'
    | 'produces'
    | 'admin_points'
    | 'requires_tech'
  >[];
  technologies: Pick<Technology, 'id' | 'name' | 'era' | 'cost' | 'research_time' | 'prerequisites'>[];
  units: Pick<
    Unit,
    | 'id'
    | 'name'
    | 'faction'
    | 'type'
    | 'era'
    | 'cost'
    | 'upkeep'
    | 'train_time'
    | 'requires_tech'
    | 'requires_building'
    | 'perks'
  >[];
  eras: Pick<Era, 'id' | 'name' | 'order' | 'requires_level' | 'advance_cost' | 'techs_required'>[];
  country_levels: Pick<CountryLevel, 'id' | 'name' | 'thresholds' | 'admin_cap' | 'admin_regen'>[];
  maps: Pick<GameMap, 'id' | 'name' | 'start_positions' | 'regions'>[];
  openings: Opening[];
}

export type SimMap = SimData['maps'][number];

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> => {
  const out = {} as Pick<T, K>;
  for (const k of keys) if (row[k] !== undefined) out[k] = row[k];
  return out;
};

/** The simulation's data out of the whole game data (what the planner's worker receives). */
export function simData(data: GameData): SimData {
  const r = data.rules;
  return {
    rules: {
      start: r.start,
      population: r.population,
      region_buildings: r.region_buildings,
      building_limits: r.building_limits,
      construction: r.construction,
      era_targets: r.era_targets,
      opening: r.opening,
      logistics: r.logistics,
    },
    productivity: pick(data.productivity, ['tick_seconds', 'default_fertility', 'terrains']),
    resources: data.resources.map((x) => pick(x, ['id', 'name', 'storage_cap'])),
    admin_points: {new_town_cost: data.admin_points.new_town_cost},
    buildings: data.buildings.map((x) =>
      pick(x, [
        'id',
        'name',
        'faction',
        'era',
        'cost',
        'build_time',
        'workers',
        'produces',
        'admin_points',
        'requires_tech',
      ]),
    ),
    technologies: data.technologies.map((x) =>
      pick(x, ['id', 'name', 'era', 'cost', 'research_time', 'prerequisites']),
    ),
    units: data.units.map((x) =>
      pick(x, [
        'id',
        'name',
        'faction',
        'type',
        'era',
        'cost',
        'upkeep',
        'train_time',
        'requires_tech',
        'requires_building',
        'perks',
      ]),
    ),
    eras: data.eras.map((x) => pick(x, ['id', 'name', 'order', 'requires_level', 'advance_cost', 'techs_required'])),
    country_levels: data.country_levels.map((x) => pick(x, ['id', 'name', 'thresholds', 'admin_cap', 'admin_regen'])),
    maps: data.maps.map((x) => pick(x, ['id', 'name', 'start_positions', 'regions'])),
    openings: data.openings,
  };
}
