/**
 * The one place the release manifest is read from during a build or `npm start`: the announcement
 * bar (at config time), the releases plugin, the entity pages and the faction pages' 版本变化 all ask
 * here, so data/releases.yaml is parsed once, and again only when it or a snapshot changed (by mtime
 * and size), like the game data's store (src/game/store.ts). The checks against the game data run
 * once per loaded data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {GameData} from '../../game/schema';
import {checkManifest, parseManifest, ReleaseManifestError, type ParsedManifest} from './load';
import type {Release} from './schema';
import {snapshotsDir} from './snapshots';

interface Loaded {
  stamp: string;
  manifest: ParsedManifest;
  /** The releases checked without game data, and against each game data asked for. */
  unchecked?: Release[];
  checked: WeakMap<GameData, Release[]>;
}

const loaded = new Map<string, Loaded>();
let parses = 0;

const stat = (file: string): string => {
  const s = fs.statSync(file, {throwIfNoEntry: false});
  return s ? `${s.mtimeMs}:${s.size}` : '-';
};

/** What changes when the manifest or a snapshot is edited, added or removed. */
function stampOf(dataDir: string): string {
  const snapshots = snapshotsDir(dataDir);
  const names = fs.existsSync(snapshots) ? fs.readdirSync(snapshots).sort() : [];
  return [stat(path.join(dataDir, 'releases.yaml')), ...names.map((n) => `${n}:${stat(path.join(snapshots, n))}`)].join(
    '|',
  );
}

/**
 * The releases of `dataDir`/releases.yaml as they are on disk now, newest first; with `gameData`,
 * also checked against it (balance changes, snapshots). Throws a ReleaseManifestError like loadReleases.
 */
export function currentReleases(dataDir: string, gameData?: GameData): Release[] {
  const key = path.resolve(dataDir);
  const stamp = stampOf(key);
  let entry = loaded.get(key);
  if (entry?.stamp !== stamp) {
    parses++;
    entry = {stamp, manifest: parseManifest(path.join(key, 'releases.yaml')), checked: new WeakMap()};
    loaded.set(key, entry);
  }
  if (!gameData) return (entry.unchecked ??= checkManifest(entry.manifest));
  let releases = entry.checked.get(gameData);
  if (!releases) {
    releases = checkManifest(entry.manifest, {gameData});
    entry.checked.set(gameData, releases);
  }
  return releases;
}

const reported = new WeakMap<GameData, Release[]>();

/**
 * The releases checked against `gameData`, as the plugins use them. A build stops on a problem. In
 * `npm start` (NODE_ENV development) a manifest that no longer matches the data, which is what an
 * editor's change to a number is until a release records it, is reported once per edit, and the
 * pages show the edit with the manifest unchecked, so the preview still follows the data.
 */
export function checkedReleases(dataDir: string, gameData: GameData): Release[] {
  const kept = reported.get(gameData);
  if (kept) return kept;
  try {
    return currentReleases(dataDir, gameData);
  } catch (error) {
    if (process.env.NODE_ENV !== 'development' || !(error instanceof ReleaseManifestError)) throw error;
    console.error(`[ERROR] ${error.message}\n（预览仍按 data/ 显示；构建会因此失败。）`);
    const releases = currentReleases(dataDir);
    reported.set(gameData, releases);
    return releases;
  }
}

/** How many times the manifest was parsed in this process (for tests). */
export const releaseParseCount = (): number => parses;
