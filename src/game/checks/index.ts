/** The rules between files, one file per kind of data; each reports through the same context. */
import type {Reporter} from '../report';
import type {GameData} from '../schema';
import {checkBuildings} from './buildings';
import {checkBuildingDominance} from './buildingDominance';
import {checkCombat} from './combat';
import {checkConsoleCommands} from './console_commands';
import {ruleContext} from './context';
import {checkDescriptions} from './descriptions';
import {checkCountryLevels} from './country_levels';
import {checkCultureTraits} from './culture_traits';
import {checkDynasty} from './dynasty';
import {checkEras} from './eras';
import {checkFactions} from './factions';
import {checkGuilds} from './guilds';
import {checkIcons} from './icons';
import {checkMaps} from './maps';
import {checkPolicies} from './policies';
import {checkProductivity} from './productivity';
import {checkResources} from './resources';
import {checkTechnologies} from './technologies';
import {checkUnits} from './units';
import {checkVillages} from './villages';

const RULES = [
  checkFactions,
  checkEras,
  checkResources,
  checkCountryLevels,
  checkTechnologies,
  checkBuildings,
  checkUnits,
  checkPolicies,
  checkCultureTraits,
  checkConsoleCommands,
  checkVillages,
  checkMaps,
  checkProductivity,
  checkDynasty,
  checkGuilds,
  checkCombat,
  checkBuildingDominance,
  checkIcons,
  checkDescriptions,
];

export function checkAll(data: GameData, reporter: Reporter): void {
  const context = ruleContext(data, reporter);
  for (const rule of RULES) rule(context);
}
