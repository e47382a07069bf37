/**
 * Every name a player might search for, for the search segmenter's user dictionary: without it,
 * 「长枪兵」 is cut into 「长枪」「兵」 and a search for the unit misses its row.
 */
import type {GameData} from './schema';

/** Words of the game's UI (world bible) that are not rows of any data file. */
export const UI_TERMS = [
  '城邑',
  '地块',
  '人口',
  '劳力',
  '肥力',
  '生产力',
  '行政点',
  '政策',
  '科技',
  '时代',
  '国家等级',
  '文明特质',
  '村庄',
  '控制台',
  '大退潮',
  '千川大陆',
] as const;

/** All game names in data/, deduplicated, in a stable order (file order, then UI terms). */
export function gameTerms(data: GameData): string[] {
  const names = (rows: readonly {name: string}[]) => rows.map((row) => row.name);
  const all = [
    ...data.factions.flatMap((f) => [f.name, f.short]),
    ...names(data.eras),
    ...names(data.resources),
    data.admin_points.name,
    ...names(data.units),
    ...names(data.buildings),
    ...names(data.technologies),
    ...names(data.policies),
    ...names(data.country_levels),
    ...names(data.culture_traits),
    ...data.console_commands.map((c) => c.command),
    ...names(data.villages),
    ...data.maps.flatMap((m) => [m.name, ...names(m.regions), ...names(m.start_positions)]),
    ...names(data.productivity.terrains),
    ...names(data.productivity.happiness_bands),
    data.dynasty.system.name,
    ...names(data.dynasty.rulers),
    ...names(data.dynasty.succession_laws),
    data.guilds.system.name,
    ...names(data.guilds.contracts),
    ...UI_TERMS,
  ];
  return [...new Set(all.map((term) => term.trim()).filter((term) => term !== ''))];
}
