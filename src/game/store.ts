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

/**
 * A file written this recently may still be being written. An editor saving in place truncates
 * the file, then writes it; chokidar drops a second change event within 50 ms of the first, so a
 * reload that read the file half-written would never be followed by another.
 */
const SETTLE_MS = 100;
/** No wait beyond this, whatever the clock says (a file dated in the future). */
const SETTLE_LIMIT_MS = 1000;

/** What changes when a file the loader reads (data/<kind>.yaml) is edited, added or removed. */
function stampOf(dataDir: string): {stamp: string; newest: number} {
  let newest = 0;
  const stamp = KINDS.map((kind) => {
    const stat = fs.statSync(path.join(dataDir, `${kind}.yaml`), {throwIfNoEntry: false});
    if (!stat) return '-';
    newest = Math.max(newest, stat.mtimeMs);
    return `${stat.mtimeMs}:${stat.size}`;
  }).join('|');
  return {stamp, newest};
}

/** Blocks the thread: the callers (remark, the search config) are synchronous. */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The stamp once no file has changed for SETTLE_MS (at once for files not written just now). */
function settledStamp(dataDir: string): string {
  const limit = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const {stamp, newest} = stampOf(dataDir);
    const age = Date.now() - newest;
    if (age >= SETTLE_MS || age < 0 || Date.now() >= limit) return stamp;
    sleep(SETTLE_MS - age);
  }
}

/** The validated data of `dataDir` as it is on disk now; throws a GameDataError like loadGameData. */
export function currentGameData(dataDir: string): GameData {
  const key = path.resolve(dataDir);
  for (;;) {
    const stamp = settledStamp(key);
    const cached = loaded.get(key);
    if (cached?.stamp === stamp) return cached.data;
    parses++;
    let data: GameData | undefined;
    let error: unknown;
    try {
      data = loadGameData(key);
    } catch (thrown) {
      error = thrown;
    }
    // Written to while it was read: read it again, whether or not that read made sense.
    if (stampOf(key).stamp !== stamp) continue;
    if (!data) throw error;
    loaded.set(key, {stamp, data});
    return data;
  }
}

/** How many times data/ was parsed in this process (for tests). */
export const parseCount = (): number => parses;
