/**
 * Which Markdown pages a data edit recompiles: those whose shown values changed, not every page that
 * shows data. At 10× the game, recompiling the thirty-odd pages with `:data[…]` took as long as the
 * rest of an edit's compile, for a change that most often reaches none of them.
 *
 * When webpack compiles a page, the remark plugin (src/remark/game-data) records here what the page
 * reads of the data (its uses: each reference with its format, the tech tree, the release lists) and
 * the signature of what it showed. The page depends on a stamp file of its own
 * (data-dependency-loader.js). After each data load the game-data plugin works out each recorded
 * page's signature again and writes the stamp of the pages whose signature changed, and only those:
 * webpack recompiles them, in `npm start` and in a build from a warm cache alike (the uses outlive the
 * process, next to webpack's cache).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One thing a page shows of the data, enough to work it out again (src/remark/game-data). */
export type DataUse =
  | {type: 'value'; reference: string; format?: string; next?: string}
  | {type: 'list'; reference: string; format: string; field?: string}
  | {type: 'techtree'}
  | {type: 'faction-changes'; faction?: string}
  | {type: 'unreleased-rules'};

interface PageUses {
  file: string;
  uses: DataUse[];
  /** The signature of what the page showed when it was last compiled. */
  signature: string;
}

/** `.docusaurus/game-data/default/pages`: each page's uses (`<key>.json`) and stamp (`<key>.txt`). */
export const pageStampDir = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'game-data', 'default', 'pages');

/** The same key as data-dependency-loader.js gives the page. */
const keyOf = (file: string) => crypto.createHash('sha1').update(path.resolve(file)).digest('hex').slice(0, 16);

/** The file a page that shows data depends on (data-dependency-loader.js names it the same way). */
export const pageStampFile = (dir: string, file: string): string => path.join(dir, `${keyOf(file)}.txt`);

const usesFile = (dir: string, file: string) => path.join(dir, `${keyOf(file)}.json`);

export const signatureOf = (shown: unknown[]): string =>
  crypto.createHash('sha1').update(JSON.stringify(shown)).digest('hex');

const readOr = (file: string, fallback: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** Called by the remark plugin as it compiles a page that shows data. */
export function recordPageUses(dir: string, file: string, uses: DataUse[], signature: string): void {
  const text = JSON.stringify({file, uses, signature} satisfies PageUses);
  const target = usesFile(dir, file);
  if (readOr(target, '') === text) return;
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(target, text);
}

/**
 * Writes the stamp of each recorded page whose signature is no longer the one it was compiled with
 * (`signature` works it out from the data as it is now); the number of stamps written. A page whose
 * uses cannot be read is stamped: its compile then reports whatever is wrong.
 */
export function updatePageStamps(dir: string, signature: (uses: DataUse[]) => string): number {
  if (!fs.existsSync(dir)) return 0;
  let written = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    const stamp = path.join(dir, name.replace(/\.json$/, '.txt'));
    let now: string;
    let compiled: string | undefined;
    try {
      const page = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as PageUses;
      compiled = page.signature;
      now = signature(page.uses);
    } catch {
      now = `unreadable ${Date.now()}`;
    }
    // Once per change: a stamp already written for this signature waits for its compile.
    if (now === compiled || readOr(stamp, '') === now) continue;
    fs.writeFileSync(stamp, now);
    written++;
  }
  return written;
}
