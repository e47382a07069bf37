/**
 * Zod schemas for every file in data/ (one schema per file, see `fileSchemas`).
 *
 * The schemas check shapes and value ranges only. Cross-file rules (a `requires_tech` must name a
 * technology that exists, upgrade paths, admin costs within the admin cap, …) live in rules/,
 * which load.ts runs after every file has passed its schema.
 */
import {z} from 'zod';
import {ARG_TYPES, ATTITUDE_EVENTS, MELEE, POLICY_CATEGORIES, RESOURCE_CATEGORIES, UNIT_TYPES} from './enums';
import {openingsFileSchema, rulesSchema, type Opening, type Rules} from './rules';

/** Lowercase ASCII id: every id in data/ and every reference to one. */
export const ID_PATTERN = /^[a-z][a-z0-9_]*$/;
export const id = z.string().regex(ID_PATTERN, '应为小写英文 id，由字母开头，只含 a–z、0–9 和下划线，例如 iron_wall');
/** A faction id, or `all` for rows every faction can use. */
export const factionOrAll = id;
/** Display name shown to players: Simplified Chinese, so it must contain Han characters. */
const name = z.string().regex(/\p{Script=Han}/u, '应为用汉字书写的名称');
/** One sentence of Chinese copy. */
const text = z.string().trim().min(1, '应为一句不为空的文字');
const count = z.number().int().nonnegative();
const positiveInt = z.number().int().positive();
const amount = z.number().nonnegative();
const fraction = z.number().min(-1).max(5);
/** {resource id: amount}; the keys are checked against resources.yaml in rules/. */
export const resourceAmounts = z.record(id, amount);
/** {resource id: fraction}, 0.10 = +10 %; keys are checked against resources.yaml in rules/. */
export const resourceModifiers = z.record(id, fraction);

export {ARG_TYPES, ATTITUDE_EVENTS, MELEE, POLICY_CATEGORIES, RESOURCE_CATEGORIES, UNIT_TYPES} from './enums';

export const factionSchema = z
  .object({
    id,
    name,
    short: name,
    motto: text,
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, '应为十六进制颜色，例如 #1f6fb2'),
    summary: text,
    bonuses: z.array(z.object({text, value: z.number(), unit: z.enum(['percent', 'flat'])}).strict()).min(1),
    special_system: id.nullable(),
  })
  .strict();

export const eraSchema = z
  .object({
    id,
    name,
    order: positiveInt,
    summary: text,
    requires_level: id.nullable(),
    advance_cost: resourceAmounts,
    techs_required: count,
  })
  .strict();

export const resourceSchema = z
  .object({
    id,
    name,
    /** One character that stands for the resource in tables' cost cells. */
    glyph: z.string().regex(/^\p{Script=Han}$/u, '应为一个汉字'),
    category: z.enum(RESOURCE_CATEGORIES),
    base_yield: z.number().positive(),
    storage_cap: positiveInt,
    value: z.number().positive(),
    tradable: z.boolean(),
    description: text,
  })
  .strict();

export const adminPointsSchema = z.object({id, name, description: text, new_town_cost: positiveInt}).strict();

/** What a description promises in a fight, as numbers the combat model applies (src/game/combat.ts Abilities). */
export const abilitiesSchema = z
  .object({
    armour_pierce: z.number().min(0).max(1).optional(),
    ranged_damage_taken: z.number().min(0).max(2).optional(),
    bonus_vs: z.record(z.enum(UNIT_TYPES), z.number().min(-0.9).max(3)).optional(),
    bonus_vs_buildings: z.number().min(-0.9).max(5).optional(),
    defense_in_town: count.optional(),
    defense_in_formation: count.optional(),
    attack_beside_infantry: count.optional(),
    attack_near_ruler: count.optional(),
    range_in_forest: count.optional(),
  })
  .strict();

/**
 * What a description promises outside a fight (building, carrying, village attitude…), as typed
 * numbers: the simulation applies `builder` and `admin_points`, the pages say all of them
 * (abilities.ts perkPhrases) and checks/descriptions.ts holds the description to them.
 */
export const perksSchema = z
  .object({
    builder: z.number().gt(0).max(5).optional(),
    repair_speed: z.number().gt(0).max(10).optional(),
    carries: z
      .object({units: positiveInt, types: z.array(z.enum(UNIT_TYPES)).min(1).optional()})
      .strict()
      .optional(),
    upkeep_aura: z
      .object({radius_tiles: positiveInt, share: z.number().gt(0).max(1)})
      .strict()
      .optional(),
    policy_effect_in_town: z.number().gt(0).max(1).optional(),
    admin_points: z.number().gt(0).max(10).optional(),
    knockback_immune: z.enum(['always', 'formation', 'mountain_pass']).optional(),
    boards_ships: z.literal(true).optional(),
    village_attitude: z
      .object({trade: z.number().int().min(1).max(100).optional(), visit: z.number().int().min(1).max(100).optional()})
      .strict()
      .optional(),
    port_output: resourceModifiers.optional(),
    raid_loot: z.number().gt(0).max(5).optional(),
    shoot_while_moving: z.literal(true).optional(),
    forest_move: z.literal(true).optional(),
    slowed_in: z.array(id).min(1).optional(),
  })
  .strict();

export const unitSchema = z
  .object({
    id,
    name,
    faction: factionOrAll,
    type: z.enum(UNIT_TYPES),
    era: id,
    cost: resourceAmounts,
    upkeep: resourceAmounts,
    hp: positiveInt,
    attack: count,
    defense: count,
    speed: z.number().positive(),
    range: positiveInt,
    attack_interval: z.number().min(0.5).max(10),
    abilities: abilitiesSchema.optional(),
    perks: perksSchema.optional(),
    train_time: positiveInt,
    requires_tech: id.nullable(),
    requires_building: id,
    upgrades_to: id.nullable(),
    description: text,
  })
  .strict();

export const buildingSchema = z
  .object({
    id,
    name,
    faction: factionOrAll,
    era: id,
    cost: resourceAmounts,
    build_time: positiveInt,
    hp: positiveInt,
    workers: count,
    produces: resourceAmounts.optional(),
    bonus: resourceModifiers.optional(),
    admin_points: amount.optional(),
    /** 威望 a heir gains per tick (帝系传承, dynasty.yaml prestige). */
    prestige: z.number().gt(0).max(5).optional(),
    requires_tech: id.nullable(),
    description: text,
  })
  .strict();

export const technologySchema = z
  .object({
    id,
    name,
    era: id,
    cost: resourceAmounts,
    research_time: positiveInt,
    prerequisites: z.array(id),
    effect: text,
    /** What the effect strengthens, for the technology tree (checks/technologies.ts: the effect names each). */
    improves: z
      .object({
        unit_types: z
          .array(z.enum([...UNIT_TYPES, MELEE]))
          .min(1)
          .optional(),
        buildings: z.array(id).min(1).optional(),
      })
      .strict()
      .optional(),
    /** Extra damage against walls for these types once researched (combat.ts wallBonusOf); the effect states it. */
    wall_damage_bonus: z
      .object({unit_types: z.array(z.enum(UNIT_TYPES)).min(1), share: z.number().gt(0).max(5)})
      .strict()
      .optional(),
  })
  .strict();

export const policySchema = z
  .object({
    id,
    name,
    category: z.enum(POLICY_CATEGORIES),
    admin_cost: count,
    upkeep: amount,
    requires_level: id,
    exclusive_with: z.array(id),
    modifiers: resourceModifiers.optional(),
    // Added to the fertility of newly risen tiles while the policy is in force (-0.05 lowers it).
    new_tile_fertility: z.number().min(-1).max(1).optional(),
    effect: text,
  })
  .strict();

export const countryLevelSchema = z
  .object({
    id,
    name,
    level: positiveInt,
    thresholds: z.object({population: count, towns: positiveInt, era: id}).strict(),
    admin_cap: positiveInt,
    admin_regen: amount,
    policy_slots: positiveInt,
    unlocks: text,
  })
  .strict();

export const cultureTraitSchema = z
  .object({id, name, faction: factionOrAll, modifiers: resourceModifiers.optional(), effect: text})
  .strict();

export const consoleCommandSchema = z
  .object({
    id,
    command: z.string().regex(/^[a-z][a-z0-9_]*$/, '应为英文命令词，例如 give'),
    syntax: z.string().min(1),
    args: z.array(
      z
        .object({
          name: z.string().regex(/^[a-z][a-z0-9_]*$/, '应为英文参数名'),
          type: z.enum(ARG_TYPES),
          description: text,
          optional: z.boolean().optional(),
        })
        .strict(),
    ),
    example: z.string().min(1),
    effect: text,
    cheat: z.boolean(),
  })
  .strict();

const attitudeValue = z.number().int().min(-100).max(100);

export const villageSchema = z
  .object({
    id,
    name,
    terrain: id,
    produces: resourceAmounts,
    population: positiveInt,
    attitude: z
      .object({
        initial: attitudeValue,
        trade_min: attitudeValue,
        rules: z
          .array(
            z
              .object({event: z.enum(ATTITUDE_EVENTS), change: z.number().int().min(-100).max(100), note: text})
              .strict(),
          )
          .min(1),
      })
      .strict(),
    annex_admin_cost: positiveInt,
    annex_requires_level: id,
    annex_min_attitude: attitudeValue,
    description: text,
  })
  .strict();

/** A tile on the map: [x from the west edge, y from the north edge]. */
const tilePoint = z.tuple([z.number().nonnegative(), z.number().nonnegative()]);

export const regionSchema = z
  .object({id, name, terrain: id, at: tilePoint, resources: z.array(id).min(1), villages: z.array(id)})
  .strict();

export const mapSchema = z
  .object({
    id,
    name,
    size: z.object({width: positiveInt, height: positiveInt}).strict(),
    players: positiveInt,
    description: text,
    start_positions: z.array(z.object({id, name, region: id, at: tilePoint}).strict()).min(1),
    regions: z.array(regionSchema).min(1),
  })
  .strict();

export const terrainSchema = z.object({id, name, fertility: resourceAmounts}).strict();

export const productivitySchema = z
  .object({
    tick_seconds: z.number().positive(),
    default_fertility: z.number().positive(),
    round_to: z.number().int().min(0).max(6),
    terrains: z.array(terrainSchema).min(1),
    happiness_bands: z
      .array(z.object({min_happiness: z.number().min(0).max(100), name, factor: z.number().positive()}).strict())
      .min(1),
    worked_example: z
      .object({
        title: text,
        resource: id,
        workers: count,
        terrain: id,
        buildings: z.array(id),
        policies: z.array(id),
        happiness: z.number().min(0).max(100),
      })
      .strict(),
  })
  .strict();

export const specialSystemSchema = z.object({id, name, faction: id, description: text}).strict();

export const rulerSchema = z
  .object({
    id,
    name,
    weight: z.number().nonnegative().max(100),
    reign_ticks: positiveInt,
    admin_cap_bonus: z.number().int(),
    modifiers: resourceModifiers.optional(),
    effect: text,
  })
  .strict();

export const successionLawSchema = z
  .object({
    id,
    name,
    requires_level: id,
    admin_cost: count,
    heirs: positiveInt,
    crisis_chance: z.number().min(0).max(100),
    effect: text,
  })
  .strict();

export const guildContractSchema = z
  .object({
    id,
    name,
    requires_building: id,
    requires_level: id,
    cycle_ticks: positiveInt,
    inputs: resourceAmounts.refine((m) => Object.keys(m).length > 0, '至少要消耗一种资源'),
    outputs: resourceAmounts,
    effect: text,
  })
  .strict();

/** One schema per file; the key is the file's kind and the JSON module name. */
export const fileSchemas = {
  factions: z.object({factions: z.array(factionSchema).min(4)}).strict(),
  eras: z.object({eras: z.array(eraSchema).min(4)}).strict(),
  resources: z.object({resources: z.array(resourceSchema).min(8), admin_points: adminPointsSchema}).strict(),
  units: z.object({units: z.array(unitSchema).min(1)}).strict(),
  buildings: z.object({buildings: z.array(buildingSchema).min(1)}).strict(),
  technologies: z.object({technologies: z.array(technologySchema).min(1)}).strict(),
  policies: z.object({policies: z.array(policySchema).min(1)}).strict(),
  country_levels: z.object({country_levels: z.array(countryLevelSchema).min(1)}).strict(),
  culture_traits: z.object({picks: positiveInt, culture_traits: z.array(cultureTraitSchema).min(1)}).strict(),
  console_commands: z.object({console_commands: z.array(consoleCommandSchema).min(1)}).strict(),
  villages: z.object({villages: z.array(villageSchema).min(1)}).strict(),
  maps: z.object({maps: z.array(mapSchema).min(1)}).strict(),
  productivity: productivitySchema,
  dynasty: z
    .object({
      system: specialSystemSchema,
      crisis: z
        .object({
          ticks: positiveInt,
          happiness: z.number().min(-100).max(0),
          admin_regen: z.number().min(0).max(1),
          rebels: z.number().min(0).max(1),
        })
        .strict(),
      prestige: z.object({max: positiveInt, chance_per_point: z.number().min(0).max(10)}).strict(),
      rulers: z.array(rulerSchema).min(1),
      succession_laws: z.array(successionLawSchema).min(1),
    })
    .strict(),
  guilds: z
    .object({
      system: specialSystemSchema.extend({max_contracts: positiveInt}).strict(),
      contracts: z.array(guildContractSchema).min(1),
    })
    .strict(),
  rules: rulesSchema,
  openings: openingsFileSchema,
} as const;

export type Kind = keyof typeof fileSchemas;
export const KINDS = Object.keys(fileSchemas) as Kind[];

export type Faction = z.infer<typeof factionSchema>;
export type Era = z.infer<typeof eraSchema>;
export type Resource = z.infer<typeof resourceSchema>;
export type AdminPoints = z.infer<typeof adminPointsSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type Perks = z.infer<typeof perksSchema>;
export type Building = z.infer<typeof buildingSchema>;
export type Technology = z.infer<typeof technologySchema>;
export type Policy = z.infer<typeof policySchema>;
export type CountryLevel = z.infer<typeof countryLevelSchema>;
export type CultureTrait = z.infer<typeof cultureTraitSchema>;
export type ConsoleCommand = z.infer<typeof consoleCommandSchema>;
export type Village = z.infer<typeof villageSchema>;
export type GameMap = z.infer<typeof mapSchema>;
export type Region = z.infer<typeof regionSchema>;
export type Terrain = z.infer<typeof terrainSchema>;
export type Productivity = z.infer<typeof productivitySchema>;
export type Ruler = z.infer<typeof rulerSchema>;
export type SuccessionLaw = z.infer<typeof successionLawSchema>;
export type Dynasty = z.infer<(typeof fileSchemas)['dynasty']>;
export type GuildContract = z.infer<typeof guildContractSchema>;
export type Guilds = z.infer<(typeof fileSchemas)['guilds']>;

/** Everything in data/ (except releases.yaml, which the releases plugin owns), validated. */
export interface GameData {
  factions: Faction[];
  eras: Era[];
  resources: Resource[];
  admin_points: AdminPoints;
  units: Unit[];
  buildings: Building[];
  technologies: Technology[];
  policies: Policy[];
  country_levels: CountryLevel[];
  culture_traits: CultureTrait[];
  /** How many culture traits a player picks at the start (culture_traits.yaml `picks`). */
  culture_trait_picks: number;
  console_commands: ConsoleCommand[];
  villages: Village[];
  maps: GameMap[];
  productivity: Productivity;
  dynasty: Dynasty;
  guilds: Guilds;
  rules: Rules;
  openings: Opening[];
}
