/**
 * The one place game data is loaded from. The plugin's loadContent, the remark plugin (prose
 * numbers, the technology tree) and the search config (jieba's user dictionary) all read the
 * current data through here, so a build parses data/ once, and `npm start` parses it again only
 * when a YAML file has changed (by its mtime and size), whichever of them asks first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadGameData} from './load';
import {KINDS, type GameData} from './schema';

const loaded = new Map<string, {stamp: string; data: GameData}>();
let parses = 0;

/** What changes when a file the loader reads (data/<kind>.yaml) is edited, added or removed. */
function stampOf(dataDir: string): string {
  return KINDS.map((kind) => {
    const stat = fs.statSync(path.join(dataDir, `${kind}.yaml`), {throwIfNoEntry: false});
    return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
  }).join('|');
}

/** The validated data of `dataDir` as it is on disk now; throws a GameDataError like loadGameData. */
export function currentGameData(dataDir: string): GameData {
  const key = path.resolve(dataDir);
  const stamp = stampOf(key);
  const cached = loaded.get(key);
  if (cached?.stamp === stamp) return cached.data;
  parses++;
  const data = loadGameData(key);
  loaded.set(key, {stamp, data});
  return data;
}

/** How many times data/ was parsed in this process (for tests). */
export const parseCount = (): number => parses;
