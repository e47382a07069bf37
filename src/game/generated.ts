/**
 * What the plugin writes to `@generated/game-data/default/<kind>.json`: the validated data of
 * each kind, plus the fields the plugin computes. src/types/generated.d.ts types each JSON module
 * with this, so the tables read typed rows and never cast.
 */
import {mapDrawing} from './charts';
import {combatModel} from './combat';
import {pace} from './pace';
import {contractValueRatio, workedExample} from './productivity';
import type {GameData} from './schema';
import {techTreePlan} from './techTreePlan';
import {defaultPosition, plan} from './planner';
import {simData} from './simData';

export function generatedModules(data: GameData) {
  return {
    factions: data.factions,
    eras: data.eras,
    resources: data.resources,
    units: data.units,
    buildings: data.buildings,
    // Each technology with its research time in minutes (the pace of a match), computed once.
    technologies: data.technologies.map((t) => ({...t, research_minutes: pace(data).techs[t.id]!.research_minutes})),
    policies: data.policies,
    // The technology tree page's model: unlocks, improvements and the faction matrix, worked out once.
    techtree: techTreePlan(data),
    country_levels: data.country_levels,
    culture_traits: data.culture_traits,
    console_commands: data.console_commands,
    villages: data.villages,
    // Each map with its drawing (regions, starts, resource marks, distances), computed from maps.yaml.
    maps: data.maps.map((m) => ({...m, drawing: mapDrawing(m)})),
    // The worked example's result is computed here, never written by hand.
    productivity: {...data.productivity, worked_example_result: workedExample(data)},
    dynasty: data.dynasty,
    guilds: {
      ...data.guilds,
      // null when a contract has no outputs (see contractValueRatio).
      contracts: data.guilds.contracts.map((c) => ({...c, value_ratio: contractValueRatio(c, data.resources)})),
    },
    // rules.yaml as validated (one module per kind), without the simulation; no page imports it:
    // each imports its share (with the simulation it weighed 80 KB and the home page carried it).
    rules: data.rules,
    // The home page: the modes' names and the match lengths.
    match: {modes: data.rules.modes.map(({id, name}) => ({id, name})), match_minutes: data.rules.match_minutes},
    // 开局: each faction's start, the build-order window and the simulated openings (pace().factions).
    opening_pace: {
      build_order_minutes: data.rules.opening.build_order_minutes,
      start: data.rules.start,
      factions: pace(data).factions,
    },
    openings: data.openings,
    // The combat model alone, for the comparison page and 战斗's tables.
    // The claims carry their units' names and factions, so a page that lists them loads no units.json.
    combat: {
      ...combatModel(data.rules),
      // The terrains that change a defence, with their names: the comparison's switches and 战斗's table.
      terrains: data.productivity.terrains
        .filter((t) => t.id in data.rules.combat.terrain_defense)
        .map(({id, name}) => ({id, name})),
      claims: data.rules.combat.claims.map((claim) => {
        const of = (id: string) => data.units.find((u) => u.id === id);
        return {
          ...claim,
          unitName: of(claim.unit)?.name ?? claim.unit,
          unitFaction: of(claim.unit)?.faction ?? null,
          beatsName: of(claim.beats)?.name ?? claim.beats,
          beatsFaction: of(claim.beats)?.faction ?? null,
        };
      }),
    },
    // The opening planner: the simulation's share of the data (its worker and editor load it on
    // first use), and what the page renders before any of that, the first faction's recommended plan.
    planner: simData(data),
    planner_default: plannerDefault(data),
    // The comparison page's units: what it shows and what fights read, without descriptions and
    // requirements (they were two fifths of the page's own code).
    units_compare: data.units.map((u) => ({
      id: u.id,
      name: u.name,
      faction: u.faction,
      type: u.type,
      era: u.era,
      cost: u.cost,
      upkeep: u.upkeep,
      hp: u.hp,
      attack: u.attack,
      defense: u.defense,
      speed: u.speed,
      range: u.range,
      attack_interval: u.attack_interval,
      train_time: u.train_time,
      abilities: u.abilities,
    })),
    // The units table's columns alone: without descriptions, upkeep and combat abilities, and with
    // the names of the technologies and buildings it links, so 单位数据 loads neither
    // technologies.json nor buildings.json nor the whole units.json.
    units_table: {
      units: data.units.map((u) => ({
        id: u.id,
        name: u.name,
        faction: u.faction,
        type: u.type,
        era: u.era,
        cost: u.cost,
        hp: u.hp,
        attack: u.attack,
        defense: u.defense,
        speed: u.speed,
        range: u.range,
        train_time: u.train_time,
        requires_tech: u.requires_tech,
        requires_building: u.requires_building,
        upgrades_to: u.upgrades_to,
      })),
      techNames: Object.fromEntries(data.technologies.map((t) => [t.id, t.name])),
      buildingNames: Object.fromEntries(data.buildings.map((b) => [b.id, b.name])),
    },
    // Movement alone, for 地图's terrain table: each terrain's cost and the minutes a speed-1.0 unit
    // takes to cross each map on it (map id → terrain id → minutes), as pace() computes them.
    movement: {
      ...data.rules.movement,
      cross_minutes: Object.fromEntries(Object.entries(pace(data).maps).map(([map, m]) => [map, m.cross_minutes])),
    },
  };
}

function plannerDefault(data: GameData) {
  const faction = data.openings[0]?.faction ?? '';
  // The steps to edit from are worked out again by the planner's code once it loads.
  const {order: _order, ...view} = plan(data, {faction, position: defaultPosition(data, faction)});
  return {
    view,
    factions: data.openings.map((o) => ({
      id: o.faction,
      name: data.factions.find((f) => f.id === o.faction)?.name ?? o.faction,
      ...defaultPosition(data, o.faction),
    })),
    maps: data.maps.map((m) => ({id: m.id, name: m.name, starts: m.start_positions.map(({id, name}) => ({id, name}))})),
  };
}

export type GeneratedData = ReturnType<typeof generatedModules>;
