/**
 * Build time: where a name of data/ or a glossary term that has no page of its own is defined, so
 * a search for it finds that table or definition first, not the pages that merely mention it (a
 * country level's name used to find three policies that require it, never the levels' table).
 * Names with a page of their own (units to villages, maps, factions, rules pages) are found by
 * their page titles instead (./extras.ts, homePages).
 */
import {docInFolder, docPath} from '../../config/docs';
import {UNIT_TYPES} from '../../game/enums';
import type {GameData} from '../../game/schema';
import type {GlossaryTerm} from '../glossary';

/** The page of each kind's rows or definitions (routes of docs/). */
export const DEFINITION_PAGES = {
  /** The eras, with what each opens and what it takes to enter the next (## N个时代). */
  era: docPath('technology'),
  resource: docPath('resources'),
  countryLevel: docPath('countryLevels'),
  cultureTrait: docPath('cultures'),
  console: docPath('console'),
  /** Terrains: 地块与地形 on the maps' overview. */
  terrain: docPath('maps'),
  /** Happiness bands: 幸福度与幸福系数. */
  happiness: docPath('productivity'),
  glossary: docPath('glossary'),
  /** The world: 千川大陆与大退潮. */
  world: docPath('intro'),
  population: docPath('population'),
  /** Victory conditions, team formats, game modes and AI levels (rules.yaml). */
  victory: docPath('victory'),
  /** Unit types (步兵 … 攻城): 士兵's 「各兵种的定位」 has a section for each. */
  unitType: docPath('soldiers'),
} as const;

/** Words of the game's UI (src/game/terms.ts UI_TERMS) without a page titled with them. */
const UI_TERM_PAGES: Readonly<Record<string, string>> = {
  城邑: DEFINITION_PAGES.glossary,
  地块: DEFINITION_PAGES.glossary,
  肥力: DEFINITION_PAGES.glossary,
  劳力: DEFINITION_PAGES.population,
  时代: DEFINITION_PAGES.era,
  文明特质: DEFINITION_PAGES.cultureTrait,
  大退潮: DEFINITION_PAGES.world,
  千川大陆: DEFINITION_PAGES.world,
};

/** A map's page: /docs/地图/<its name>. */
export const mapPage = (name: string): string => docInFolder('maps', name);

/**
 * Name → the URL of the page with its row or definition, for every name of data/ and every
 * glossary term that is not an entity with its own page. A glossary term's definition (基础名词)
 * wins over a data table; a name two pages would claim (a region of two maps) gets neither.
 */
export function definitionUrls(data: GameData, glossary: readonly GlossaryTerm[]): Record<string, string> {
  const urls = new Map<string, string | null>();
  const claim = (name: string, url: string) => {
    const known = urls.get(name);
    urls.set(name, known === undefined || known === url ? url : null);
  };
  for (const era of data.eras) claim(era.name, DEFINITION_PAGES.era);
  for (const type of UNIT_TYPES) claim(type, DEFINITION_PAGES.unitType);
  for (const resource of data.resources) claim(resource.name, DEFINITION_PAGES.resource);
  for (const level of data.country_levels) claim(level.name, DEFINITION_PAGES.countryLevel);
  for (const trait of data.culture_traits) claim(trait.name, DEFINITION_PAGES.cultureTrait);
  for (const command of data.console_commands) claim(command.command, DEFINITION_PAGES.console);
  for (const map of data.maps) {
    for (const place of [...map.regions, ...map.start_positions]) claim(place.name, mapPage(map.name));
  }
  for (const terrain of data.productivity.terrains) claim(terrain.name, DEFINITION_PAGES.terrain);
  for (const band of data.productivity.happiness_bands) claim(band.name, DEFINITION_PAGES.happiness);
  const dynasty = docPath('dynasty');
  for (const row of [...data.dynasty.rulers, ...data.dynasty.succession_laws]) claim(row.name, dynasty);
  const {victory, teams, modes, ai_levels: aiLevels} = data.rules;
  for (const row of [...Object.values(victory), ...teams.formats, ...modes, ...aiLevels])
    claim(row.name, DEFINITION_PAGES.victory);
  for (const [name, url] of Object.entries(UI_TERM_PAGES)) claim(name, url);
  const result: Record<string, string> = {};
  for (const [name, url] of urls) if (url !== null) result[name] = url;
  for (const term of glossary) result[term.term] = DEFINITION_PAGES.glossary;
  return result;
}
