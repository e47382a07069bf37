import crypto from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedModules} from '../../game/generated';
import type {GameDataGlobalData} from './globalData';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {KINDS} from '../../game/schema';
import {checkedReleases} from '../releases/store';

/**
 * The files the game data and the releases come from. Only this plugin watches them: Docusaurus
 * reloads every plugin that watches a changed file, one reload each, and each reload runs every
 * plugin's `allContentLoaded`, so six watchers made one YAML edit cost six reloads in `npm start`.
 * The plugins that derive pages from the data (releases, open-data, entity-pages, entity-cards,
 * icons) read the stores in `allContentLoaded` instead, which runs after this plugin's reload.
 */
export function gameDataFiles(dataDir: string): string[] {
  return [
    ...KINDS.map((kind) => path.join(dataDir, `${kind}.yaml`)),
    path.join(dataDir, 'releases.yaml'),
    path.join(dataDir, 'snapshots', '*.yaml'),
    path.join(dataDir, 'snapshots', '*', '*.json'),
  ];
}

/**
 * Changes with the loaded data, not with the YAML's text: the pages that show data depend on it
 * (configureWebpack below), so an edit of a comment recompiles no page.
 */
const STAMP = 'data-stamp.json';

const dataStamp = (data: GameData): string =>
  JSON.stringify(crypto.createHash('sha1').update(JSON.stringify(data)).digest('hex'));

/**
 * Loads and validates data/*.yaml and the release manifest against it (through the shared stores,
 * so the build parses each once; a bad row stops the build with a GameDataError naming file, line,
 * entry and field), then:
 *
 * - writes one JSON module per kind, so an MDX page imports only the rows it shows:
 *   `import units from '@generated/game-data/default/units.json';` (typed by generated.ts);
 * - shares with every page only the faction summaries the home page's cards need;
 * - makes every Markdown page that shows data depend on data/*.yaml (through a stamp written with
 *   the JSON modules), so `npm start` recompiles its prose numbers when a YAML file changes (the
 *   tables follow the JSON modules).
 */
export default function gameDataPlugin(context: LoadContext): Plugin<GameData> {
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'game-data',
    getPathsToWatch: () => gameDataFiles(dataDir),
    async loadContent() {
      const data = currentGameData(dataDir);
      // Here, so that a bad manifest or snapshot is reported by the plugin that watches it.
      checkedReleases(dataDir, data);
      return data;
    },
    // The modules and the stamp are written in allContentLoaded, and only once every plugin's
    // allContentLoaded has reached its first await (the entity pages and cards are computed by
    // then): in `npm start` webpack then sees an edit's files together and compiles once, not once
    // for ours and again for theirs (10–23 s, then 2–7 s, at 10×).
    async allContentLoaded({actions}) {
      const data = currentGameData(dataDir);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([
        ...Object.entries(generatedModules(data)).map(([kind, rows]) =>
          actions.createData(`${kind}.json`, JSON.stringify(rows)),
        ),
        actions.createData(STAMP, dataStamp(data)),
      ]);
    },
    async contentLoaded({content: data, actions}) {
      actions.setGlobalData({
        factions: data.factions.map(({id, name, motto, colour, summary, special_system}) => ({
          id,
          name,
          motto,
          colour,
          summary,
          hasSpecialSystem: special_system !== null,
        })),
      } satisfies GameDataGlobalData);
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // A function, not `test`: Docusaurus merges rules whose `test` equals another
              // plugin's (the docs plugin's /\.mdx?$/i) into one invalid rule.
              resource: (file: string) => /\.mdx?$/i.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`),
              enforce: 'pre',
              use: [
                {
                  loader: require.resolve('./data-dependency-loader.js'),
                  // Not the YAML files: webpack then compiled once on the save and again on the
                  // JSON modules this plugin writes after validating it (at 10× each compile
                  // walks every module). The stamp is written with them.
                  options: {files: [path.join(context.generatedFilesDir, 'game-data', 'default', STAMP)]},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
