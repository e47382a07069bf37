import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {symbolSvg, SYMBOLS} from '../../components/Icon/symbols';
import {buildingCategory, ICONS, iconIds} from '../../game/icons';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {lastOf} from '../game-data/memo';

/** Served as a static directory (docusaurus.config.ts), git-ignored, rewritten on every start. */
export const ICONS_STATIC_ROOT = 'node_modules/.cache/icons-static';

/** Where the icon files live: under /assets/ with the drawings' hash, so hosts cache them for good. */
export function iconsDir(): string {
  const hash = createHash('sha256').update(JSON.stringify(SYMBOLS)).digest('hex').slice(0, 10);
  return `assets/icons/${hash}/`;
}

/** Icon ids the list names (src/game/icons.ts) but symbols.ts does not draw. */
export const undrawn = (): string[] => iconIds().filter((id) => !Object.hasOwn(SYMBOLS, id));

/** Where the files are (`icons.json`, for every table), and each building's icon (`buildings.json`, its category worked out from data). */
export interface IconsModule {
  base: string;
}
export type BuildingIconsModule = Record<string, string>;

/**
 * The icons of units, buildings and technologies, one small SVG file each, fetched once and
 * cached; pages paint them as CSS masks (no element, no drawing repeated in the HTML). Writes the
 * files, and `@generated/icons/default/icons.json` and `buildings.json` for the tables.
 */
const buildingsJson = lastOf((data: GameData) =>
  JSON.stringify(
    Object.fromEntries(
      data.buildings.map((b) => [b.id, ICONS.building[buildingCategory(data, b)]]),
    ) satisfies BuildingIconsModule,
  ),
);

export default function iconsPlugin(context: LoadContext): Plugin {
  const missing = undrawn();
  if (missing.length > 0)
    throw new Error(
      `图标 ${missing.join('、')} 在 src/game/icons.ts 的 ICONS 里用到了，但 src/components/Icon/symbols.ts 没有画：请在 SYMBOLS 里加上它的图形`,
    );
  const root = path.join(context.siteDir, ICONS_STATIC_ROOT);
  fs.rmSync(root, {recursive: true, force: true});
  fs.mkdirSync(path.join(root, iconsDir()), {recursive: true});
  for (const id of Object.keys(SYMBOLS)) fs.writeFileSync(path.join(root, iconsDir(), `${id}.svg`), symbolSvg(id));
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'icons',
    // From the game-data store, after every reload: the game-data plugin alone watches data/.
    async allContentLoaded({actions}) {
      const data = currentGameData(dataDir);
      const icons: IconsModule = {base: `${context.baseUrl}${iconsDir()}`};
      await actions.createData('icons.json', JSON.stringify(icons));
      await actions.createData('buildings.json', buildingsJson(data));
    },
  };
}
