import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {GameDataGlobalData} from './globalData';
import {loadGameData} from './load';
import {contractValueRatio, workedExample} from './productivity';
import type {GameData} from './schema';
import {gameTerms} from './terms';
import {pace} from '../game-rules/pace';

export {GameDataError, loadGameData} from './load';
export {computeProductivity, contractValueRatio, workedExample} from './productivity';
export type {GameData, Unit, Building, Technology, Policy, Faction, Era, Resource, CountryLevel} from './schema';
export {gameTerms} from './terms';

/**
 * Loads and validates data/*.yaml once per build (a bad row stops the build with a GameDataError
 * naming file, line, entry and field), then:
 *
 * - writes one JSON module per kind, so an MDX page imports only the rows it shows:
 *   `import units from '@generated/game-data/default/units.json';`
 *   (factions, eras, resources, admin_points, units, buildings, technologies, policies,
 *   country_levels, culture_traits, console_commands, villages, maps, productivity, dynasty,
 *   guilds, terms);
 * - shares with every page only the faction summaries the home page's cards need.
 */
export default function gameDataPlugin(context: LoadContext): Plugin<GameData> {
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'game-data',
    getPathsToWatch: () => [path.join(dataDir, '*.yaml')],
    async loadContent() {
      return loadGameData(dataDir);
    },
    async contentLoaded({content: data, actions}) {
      const modules: Record<string, unknown> = {
        factions: data.factions,
        eras: data.eras,
        resources: data.resources,
        admin_points: data.admin_points,
        units: data.units,
        buildings: data.buildings,
        technologies: data.technologies,
        policies: data.policies,
        country_levels: data.country_levels,
        culture_traits: data.culture_traits,
        console_commands: data.console_commands,
        villages: data.villages,
        maps: data.maps,
        // The worked example's result is computed here, never written by hand.
        productivity: {...data.productivity, worked_example_result: workedExample(data)},
        dynasty: data.dynasty,
        guilds: {
          ...data.guilds,
          contracts: data.guilds.contracts.map((c) => ({...c, value_ratio: contractValueRatio(c, data.resources)})),
        },
        terms: gameTerms(data),
        // Rules with the pace of a match (opening simulation), for the rules pages' tables.
        rules: {...data.rules, pace: pace(data)},
        openings: data.openings,
      };
      await Promise.all(
        Object.entries(modules).map(([kind, rows]) => actions.createData(`${kind}.json`, JSON.stringify(rows))),
      );
      actions.setGlobalData({
        factions: data.factions.map(({id, name, motto, colour, summary}) => ({id, name, motto, colour, summary})),
      } satisfies GameDataGlobalData);
    },
  };
}
