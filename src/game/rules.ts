/**
 * Schemas for data/rules.yaml and data/openings.yaml (the game's rules and each faction's
 * recommended opening). Shapes and ranges only; references are checked in check.ts.
 */
import {z} from 'zod';
import {UNIT_TYPES} from './enums';

const ID = /^[a-z][a-z0-9_]*$/;
const id = z.string().regex(ID, 'expected a lowercase ASCII id matching [a-z][a-z0-9_]*');
const name = z.string().regex(/\p{Script=Han}/u, 'expected a display name written in Chinese characters');
const text = z.string().trim().min(1, 'expected a non-empty sentence');
const share = z.number().min(0).max(1);
const positive = z.number().positive();
const count = z.number().int().nonnegative();
const counts = z.record(id, z.number().int().positive());
const unitType = z.enum(UNIT_TYPES);

export const startSchema = z
  .object({
    resources: z.record(id, z.number().nonnegative()),
    population: z.number().int().positive(),
    units: counts,
    buildings: counts,
    technologies: z.array(id),
  })
  .strict();

export const rulesSchema = z
  .object({
    start: z.record(id, startSchema),
    population: z
      .object({
        growth_per_tick: positive,
        housing_per_town: z.number().int().positive(),
        housing_per_granary: count,
        food_per_head: positive,
        labour_share: share,
        starvation_loss: share,
      })
      .strict(),
    combat: z
      .object({
        armour_k: positive,
        melee_per_target: z.number().int().positive(),
        counters: z.record(unitType, z.record(unitType, z.number().min(0.1).max(3))),
        wall_defense_bonus: count,
        wall_damage_taken: share,
        height_attack_bonus: share,
        terrain_defense: z.record(id, z.number().min(-0.5).max(1)),
        building_armour: count,
        building_armour_of: z.record(id, count),
        wall_segments: z.number().int().positive(),
        equal_cost_units: z.number().int().positive(),
        vs_buildings: z.record(unitType, z.number().min(0).max(10)),
        // maps: the map pages that list the claim (their advice relies on it).
        claims: z.array(z.object({unit: id, beats: id, note: text, maps: z.array(id).min(1).optional()}).strict()),
      })
      .strict(),
    movement: z.object({tiles_per_speed: positive, terrain_cost: z.record(id, z.number().min(0.5).max(5))}).strict(),
    vision: z
      .object({
        unit_tiles: z.number().int().positive(),
        building_tiles: z.number().int().positive(),
        hills_bonus_tiles: count,
        fog_memory: z.boolean(),
      })
      .strict(),
    territory: z
      .object({
        town_radius: z.number().int().positive(),
        growth_per_level: count,
        min_town_distance: z.number().int().positive(),
      })
      .strict(),
    market: z
      .object({
        exchange_loss: share,
        building: id,
        village_trade_ticks: z.number().int().positive(),
        village_trade_amount: z.number().int().positive(),
      })
      .strict(),
    victory: z
      .object({
        conquest: z.object({name, description: text}).strict(),
        dominion: z
          .object({name, description: text, territory_share: z.number().gt(0).max(1), hold_minutes: positive})
          .strict(),
        wonder: z
          .object({
            name,
            description: text,
            building: id,
            placement_terrain: id,
            max_town_distance: z.number().int().positive(),
            hold_minutes: positive,
          })
          .strict(),
      })
      .strict(),
    capture: z
      .object({
        hp_share: share,
        radius_tiles: z.number().int().positive(),
        unit_types: z.array(unitType).min(1),
        hold_seconds: positive,
        population_kept: share,
        hp_after: share,
        unrest_ticks: z.number().int().nonnegative(),
        unrest_happiness: z.number().min(0).max(100),
      })
      .strict(),
    teams: z
      .object({
        formats: z.array(z.object({id, name, teams: z.array(z.number().int().positive()).min(2)}).strict()).min(1),
        shared_victory: z.boolean(),
        shared_vision: z.boolean(),
      })
      .strict(),
    surrender: z
      .object({
        earliest_minute: z.number().nonnegative(),
        team_vote: z.enum(['all', 'majority']),
        towns: z.enum(['neutral', 'winner']),
      })
      .strict(),
    modes: z
      .array(
        z
          .object({
            id,
            name,
            players_max: z.number().int().min(1).max(8),
            online: z.boolean(),
            lan: z.boolean(),
            description: text,
          })
          .strict(),
      )
      .min(1),
    ai_levels: z
      .array(
        z
          .object({
            id,
            name,
            resource_bonus: z.number().min(-0.9).max(2),
            reaction_seconds: positive,
            description: text,
          })
          .strict(),
      )
      .min(1),
    match_minutes: z.object({short: positive, standard: positive, long: positive}).strict(),
    happiness: z
      .object({
        base: z.number().min(0).max(100),
        drift_per_tick: positive,
        capital: z.number().min(0).max(50),
        starving: z.number().min(-100).max(0),
        besieged: z.number().min(-100).max(0),
        crowded_towns: z.number().int().positive(),
        per_extra_town: z.number().min(0).max(50),
      })
      .strict(),
    siege: z.object({radius_tiles: z.number().int().positive(), after_ticks: z.number().int().positive()}).strict(),
    capital: z
      .object({lost_happiness: z.number().min(0).max(100), lost_ticks: z.number().int().nonnegative()})
      .strict(),
    logistics: z.object({transfer_loss: share, tiles_per_tick: positive}).strict(),
    upgrade: z.object({cost_share: z.number().min(0).max(2), time_share: z.number().min(0).max(2)}).strict(),
    calendar: z.object({year_ticks: z.number().int().positive()}).strict(),
    village_trade: z.object({price_factor: positive}).strict(),
    network: z
      .object({
        lan_port: z.number().int().min(1).max(65535),
        lan_discovery_port: z.number().int().min(1).max(65535),
        online_port: z.number().int().min(1).max(65535),
      })
      .strict(),
    era_targets: z.record(id, positive),
    // Where buildings stand and how many fit in a town (the opening simulation plays by them).
    region_buildings: z.record(id, id),
    building_limits: z.record(id, z.number().int().positive()),
    construction: z.object({builders_per_site: z.number().int().positive()}).strict(),
    opening: z.object({build_order_minutes: positive, max_idle_seconds: positive}).strict(),
  })
  .strict();

const note = text.optional();
export const openingStepSchema = z.union([
  // count: several buildings (or units) of one kind in a row (建造粮仓 ×3); 1 when left out.
  // toward: a new town (town_hall) goes to the nearest free region that yields this resource.
  z.object({build: id, count: z.number().int().min(2).optional(), toward: id.optional(), note}).strict(),
  z.object({research: id, note}).strict(),
  z.object({advance: id, note}).strict(),
  z.object({train: id, count: z.number().int().min(2).optional(), note}).strict(),
  // Send one unit of this kind (from the start or trained) to scout.
  z.object({scout: id, note}).strict(),
]);

/** A start position as `map.start`, e.g. chenghu.north. */
const startRef = z.string().regex(/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/, 'expected map.start, e.g. chenghu.north');

export const branchSchema = z
  .object({
    starts: z.array(startRef).min(1),
    reason: text,
    // The branch's steps take the place of the opening's first `replaces` steps.
    replaces: z.number().int().positive(),
    steps: z.array(openingStepSchema).min(1),
  })
  .strict();

export const openingSchema = z
  .object({
    faction: id,
    start: startRef,
    transition: text,
    branches: z.array(branchSchema).optional(),
    steps: z.array(openingStepSchema).min(1),
  })
  .strict();
export const openingsFileSchema = z.object({openings: z.array(openingSchema).min(1)}).strict();

export type Rules = z.infer<typeof rulesSchema>;
export type OpeningStep = z.infer<typeof openingStepSchema>;
export type Opening = z.infer<typeof openingSchema>;

/** Structured problem: `file` relative to the repo (data/…), `line` 1-based, `path` the field, `message` in Chinese. */
export interface Problem {
  file: string;
  line?: number;
  path: string;
  message: string;
}
