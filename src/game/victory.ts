/**
 * Can each victory condition in data/rules.yaml be won, on each map, within the long match?
 * `victoryPlan` works out what a page shows (towns 天下归心 needs per map, when 万世工程 can be done
 * at the earliest); `checkVictory` turns what cannot be reached into problems with file and line.
 *
 * The model is deliberately a bound a player can check by hand: a town's territory is the square of
 * tiles within its radius (Chebyshev distance, so a diagonal step counts as one tile), the country
 * level is the one the last era requires (the build guarantees every opening reaches that era by its
 * era target), and new towns are paid with the administration that level and its towns regenerate.
 */
import {lineOf, problemList, type Add} from './locate';
import type {Problem} from './rules';
import type {CountryLevel, GameData, GameMap} from './schema';

export interface MapVictory {
  id: string;
  name: string;
  tiles: number;
  /** 天下归心: tiles to hold, towns that takes, towns that fit on the map with the others' towns. */
  tiles_needed: number;
  towns_needed: number;
  towns_fit: number;
  /** Regions of the map where the wonder may stand. */
  wonder_regions: string[];
  /** Team formats (their names) this map has room for. */
  formats: string[];
}

export interface VictoryPlan {
  /** The country level the last era requires, whose territory radius the plan counts on. */
  level: string;
  radius: number;
  town_tiles: number;
  /** Minute the last era is reached at the latest, and towns a player can hold by the long match's end. */
  last_era_minute: number;
  towns_by_end: number;
  /** 万世工程: research, build, hold, and the minute it is won at the earliest. */
  wonder_research_minutes: number;
  wonder_build_minutes: number;
  wonder_done_minute: number;
  maps: Record<string, MapVictory>;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

function lastEraLevel(data: GameData): {level: CountryLevel | undefined; minute: number} {
  const last = [...data.eras].sort((a, b) => b.order - a.order)[0];
  const level = data.country_levels.find((l) => l.id === last?.requires_level);
  return {level, minute: last ? (data.rules.era_targets[last.id] ?? 0) : 0};
}

/** Towns whose halls stand `spacing` tiles apart on a width × height map, in a square lattice. */
export function townsThatFit(width: number, height: number, spacing: number): number {
  return (Math.floor((width - 1) / spacing) + 1) * (Math.floor((height - 1) / spacing) + 1);
}

function mapVictory(data: GameData, map: GameMap, townTiles: number): MapVictory {
  const {dominion, wonder} = data.rules.victory;
  const tiles = map.size.width * map.size.height;
  const tilesNeeded = Math.ceil(tiles * dominion.territory_share);
  // The other players keep at least their first town each.
  const fit = townsThatFit(map.size.width, map.size.height, data.rules.territory.min_town_distance) - (map.players - 1);
  return {
    id: map.id,
    name: map.name,
    tiles,
    tiles_needed: tilesNeeded,
    towns_needed: Math.ceil(tilesNeeded / townTiles),
    towns_fit: fit,
    wonder_regions: map.regions.filter((r) => r.terrain === wonder.placement_terrain).map((r) => r.name),
    formats: data.rules.teams.formats
      .filter((f) => f.teams.reduce((a, b) => a + b, 0) <= map.players)
      .map((f) => f.name),
  };
}

export function victoryPlan(data: GameData): VictoryPlan {
  const {rules, productivity} = data;
  const {level, minute} = lastEraLevel(data);
  const radius = rules.territory.town_radius + rules.territory.growth_per_level * ((level?.level ?? 1) - 1);
  const townTiles = (2 * radius + 1) ** 2;
  const startTowns = level?.thresholds.towns ?? 1;
  const hall = data.buildings.find((b) => b.id === 'town_hall')?.admin_points ?? 0;
  const regenPerTick = (level?.admin_regen ?? 0) + startTowns * hall;
  const freeTicks = Math.max(
    0,
    ((rules.match_minutes.long - minute - rules.victory.dominion.hold_minutes) * 60) / productivity.tick_seconds,
  );
  const townsByEnd = startTowns + Math.floor((freeTicks * regenPerTick) / data.admin_points.new_town_cost);

  const building = data.buildings.find((b) => b.id === rules.victory.wonder.building);
  const tech = data.technologies.find((t) => t.id === building?.requires_tech);
  const wonderEra = building ? (rules.era_targets[building.era] ?? 0) : 0;
  const research = (tech?.research_time ?? 0) / 60;
  const build = (building?.build_time ?? 0) / 60;
  return {
    level: level?.name ?? '',
    radius,
    town_tiles: townTiles,
    last_era_minute: minute,
    towns_by_end: townsByEnd,
    wonder_research_minutes: round1(research),
    wonder_build_minutes: round1(build),
    wonder_done_minute: round1(wonderEra + research + build + rules.victory.wonder.hold_minutes),
    maps: Object.fromEntries(data.maps.map((m) => [m.id, mapVictory(data, m, townTiles)])),
  };
}

function checkDominion(data: GameData, plan: VictoryPlan, add: Add): void {
  const {dominion} = data.rules.victory;
  const at = ['victory', 'dominion', 'territory_share'];
  const share = `${Math.round(dominion.territory_share * 100)}%`;
  for (const m of Object.values(plan.maps)) {
    if (m.towns_needed > m.towns_fit) {
      add(
        'rules',
        at,
        `天下归心在「${m.name}」上无法达成：覆盖 ${share} 的地块要 ${m.towns_needed} 座城邑（每座最多 ${plan.town_tiles} 个地块），而城邑府相距至少 ${data.rules.territory.min_town_distance} 个地块，这张地图除去其他玩家的城邑只放得下 ${m.towns_fit} 座——请降低 territory_share，或缩小 territory.min_town_distance`,
      );
    } else if (m.towns_needed > plan.towns_by_end) {
      add(
        'rules',
        at,
        `天下归心在「${m.name}」上来不及达成：要 ${m.towns_needed} 座城邑，而按行政点恢复，长局（${data.rules.match_minutes.long} 分钟）结束前除去保持的 ${dominion.hold_minutes} 分钟最多建到 ${plan.towns_by_end} 座——请降低 territory_share 或 hold_minutes`,
      );
    }
  }
}

function checkWonder(data: GameData, plan: VictoryPlan, add: Add, dataDir: string): void {
  const {wonder} = data.rules.victory;
  const at = ['victory', 'wonder'];
  const building = data.buildings.find((b) => b.id === wonder.building);
  if (!building) {
    add(
      'rules',
      [...at, 'building'],
      `不认识的建筑 "${wonder.building}"，应填 data/buildings.yaml 中已有的 id（万世工程要修成的奇观）`,
    );
    return;
  }
  if (!data.productivity.terrains.some((t) => t.id === wonder.placement_terrain)) {
    add(
      'rules',
      [...at, 'placement_terrain'],
      `不认识的地形 "${wonder.placement_terrain}"，应填 data/productivity.yaml 的 terrains 中已有的地形 id`,
    );
    return;
  }
  const terrain = data.productivity.terrains.find((t) => t.id === wonder.placement_terrain)!.name;
  data.maps.forEach((map, i) => {
    if (plan.maps[map.id]!.wonder_regions.length === 0) {
      add(
        'maps',
        ['maps', i],
        `地图「${map.name}」没有${terrain}地形的区域，万世工程（奇观只能建在${terrain}上）在这张地图上无法达成——请给它一个${terrain}区域，或改 data/rules.yaml 的 victory.wonder.placement_terrain`,
      );
    }
  });
  if (wonder.max_town_distance > plan.radius) {
    add(
      'rules',
      [...at, 'max_town_distance'],
      `奇观离城邑府最远 ${wonder.max_town_distance} 个地块，超出了${plan.level}的疆域半径 ${plan.radius}：奇观要建在自己的疆域里，应不超过 ${plan.radius}`,
    );
  }
  if (plan.wonder_done_minute > data.rules.match_minutes.long) {
    add(
      'rules',
      [...at, 'hold_minutes'],
      `万世工程最早要到第 ${plan.wonder_done_minute} 分钟才能达成（进入${data.eras.find((e) => e.id === building.era)?.name ?? building.era}的目标时间 + 研究 ${plan.wonder_research_minutes} + 修建 ${plan.wonder_build_minutes} + 守住 ${wonder.hold_minutes} 分钟），超过长局的 ${data.rules.match_minutes.long} 分钟——请缩短 hold_minutes 或 data/buildings.yaml 中 ${wonder.building} 的 build_time（第 ${lineOf(dataDir, 'buildings', ['buildings', data.buildings.indexOf(building), 'build_time']) ?? '?'} 行）`,
    );
  }
}

function checkCaptureAndTeams(data: GameData, add: Add): void {
  const {capture, teams, surrender, match_minutes} = data.rules;
  for (const f of data.factions) {
    const can = data.units.some(
      (u) => (u.faction === 'all' || u.faction === f.id) && capture.unit_types.includes(u.type),
    );
    if (!can)
      add(
        'rules',
        ['capture', 'unit_types'],
        `阵营「${f.name}」没有 ${capture.unit_types.join('、')} 单位，攻不下任何城邑，征服对它无法达成——请加上它能训练的兵种`,
      );
  }
  if (capture.radius_tiles > data.rules.territory.town_radius) {
    add(
      'rules',
      ['capture', 'radius_tiles'],
      `占领半径 ${capture.radius_tiles} 大于城邑的初始疆域半径 ${data.rules.territory.town_radius}，应不超过它`,
    );
  }
  teams.formats.forEach((format, i) => {
    const players = format.teams.reduce((a, b) => a + b, 0);
    for (const map of data.maps) {
      if (players > map.players)
        add(
          'rules',
          ['teams', 'formats', i, 'teams'],
          `对局形式「${format.name}」要 ${players} 名玩家，地图「${map.name}」只有 ${map.players} 个出生点——请减少人数`,
        );
    }
  });
  if (surrender.earliest_minute >= match_minutes.short) {
    add(
      'rules',
      ['surrender', 'earliest_minute'],
      `开局 ${surrender.earliest_minute} 分钟后才能投降，不短于快速局的 ${match_minutes.short} 分钟，应更短`,
    );
  }
}

/** Every victory condition reachable on every map within the long match, or problems saying why not. */
export function checkVictory(data: GameData, dataDir: string): Problem[] {
  const {problems, add} = problemList(dataDir);
  const plan = victoryPlan(data);
  checkDominion(data, plan, add);
  checkWonder(data, plan, add, dataDir);
  checkCaptureAndTeams(data, add);
  return problems;
}
