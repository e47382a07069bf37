import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedModules} from '../../game/generated';
import type {GameDataGlobalData} from './globalData';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {KINDS} from '../../game/schema';
import {checkedReleases, currentReleases} from '../releases/store';
import {dataSignature} from '../../remark/game-data';
import {lastOf} from './memo';
import {pageStampDir, updatePageStamps} from './pageStamps';

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
 * Loads and validates data/*.yaml and the release manifest against it (through the shared stores,
 * so the build parses each once; a bad row stops the build with a GameDataError naming file, line,
 * entry and field), then:
 *
 * - writes one JSON module per kind, so an MDX page imports only the rows it shows:
 *   `import units from '@generated/game-data/default/units.json';` (typed by generated.ts);
 * - shares with every page only the faction summaries the home page's cards need;
 * - makes every Markdown page that shows data depend on a stamp of its own, written with the JSON
 *   modules when a value the page shows has changed (pageStamps.ts), so `npm start` recompiles its
 *   prose numbers after a data edit, and no other page (the tables follow the JSON modules); an edit
 *   of a comment recompiles nothing.
 */
export default function gameDataPlugin(context: LoadContext): Plugin<GameData> {
  const dataDir = path.join(context.siteDir, 'data');
  const pagesDir = () => pageStampDir(context.generatedFilesDir);
  // Computed again only for new data: allContentLoaded also runs after a doc edit, and a save can
  // reach the watcher as two events, two reloads.
  const modulesOf = lastOf((data: GameData) =>
    Object.entries(generatedModules(data)).map(([kind, rows]) => [kind, JSON.stringify(rows)] as const),
  );
  /** The data and releases the page stamps were last brought up to date with. */
  let stamped: {data: GameData; releases: unknown} | undefined;
  return {
    name: 'game-data',
    getPathsToWatch: () => gameDataFiles(dataDir),
    async loadContent() {
      const data = currentGameData(dataDir);
      // Here, so that a bad manifest or snapshot is reported by the plugin that watches it.
      checkedReleases(dataDir, data);
      return data;
    },
    // The modules and the page stamps are written in allContentLoaded, before its first await:
    // Docusaurus calls every plugin's allContentLoaded up to its first await in one go, so the
    // entity pages, the cards and these are all written before webpack's watcher hears of any of
    // them, and webpack compiles an edit once, not once for ours and again for theirs (10–23 s,
    // then 2–7 s, at 10×). Waiting for the others first (a setImmediate) let webpack start a
    // compile of the entity pages alone in between, a third of the edits at 10×: the open page
    // then waited for both compiles.
    async allContentLoaded({actions}) {
      const data = currentGameData(dataDir);
      // A broken manifest is reported by loadContent; the pages that list releases then show its error.
      const releases = (() => {
        try {
          return currentReleases(dataDir, data);
        } catch (error) {
          return error;
        }
      })();
      if (stamped?.data !== data || stamped.releases !== releases) {
        updatePageStamps(pagesDir(), (uses) => dataSignature(dataDir, uses));
        stamped = {data, releases};
      }
      await Promise.all(modulesOf(data).map(([kind, json]) => actions.createData(`${kind}.json`, json)));
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
    configureWebpack(config, isServer) {
      // `npm start` only. An edit's compile at 10× walked every module again (resolving each import,
      // code generation, hashes): 2.3–2.9 s for one changed page, 0.8–1.3 s with these. unsafeCache
      // keeps the resolved imports of modules that did not change (webpack checks only
      // node_modules' by default); cacheUnaffected keeps in memory what modules that neither
      // changed nor import a changed module computed. Webpack writes its cache to disk once idle
      // for a minute, not 5 s after the first compile and 1 s after each large change: at 10× a
      // write takes seconds of CPU, and an edit saved meanwhile waited for it (2–5 s more).
      const dev = config.mode === 'development' && !isServer;
      const idle = 60_000;
      return {
        ...(dev
          ? {
              experiments: {cacheUnaffected: true},
              cache: {
                type: 'filesystem',
                memoryCacheUnaffected: true,
                idleTimeout: idle,
                idleTimeoutForInitialStore: idle,
                idleTimeoutAfterLargeChanges: idle,
              },
            }
          : {}),
        module: {
          ...(dev ? {unsafeCache: true} : {}),
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
                  // walks every module). The stamps are written with them.
                  options: {pagesDir: pagesDir()},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
