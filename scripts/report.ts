import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * Prints a measurement and writes it to reports/<name>.md with the time it was taken: measurements
 * live where the script that takes them writes them, not copied into documents (README.md, "Scripts").
 */
export function writeReport(name: string, text: string): void {
  console.log(text);
  const dir = path.join(__dirname, '..', 'reports');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, `${name}.md`), `<!-- ${new Date().toISOString()} -->\n${text}\n`);
}

/** The middle value of a measurement's rounds (the upper middle of an even count). */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Bytes gzipped at level 9, as our hosts would send them. */
export const gzipBytes = (body: Buffer | string) => gzipSync(body, {level: 9}).length;

/**
 * `measure` on every item once a round, `runs` rounds interleaved (round 1 measures every item,
 * then round 2 …), so a stretch of machine noise falls on all of them alike; each item's results.
 */
export async function interleaved<T extends {name: string; route: string}, R>(
  what: string,
  items: readonly T[],
  runs: number,
  measure: (item: T) => Promise<R>,
): Promise<R[][]> {
  const results: R[][] = items.map(() => []);
  for (let round = 1; round <= runs; round++)
    for (const [i, item] of items.entries()) {
      console.log(`${what} 第 ${round}/${runs} 轮：${item.name}（${item.route}）`);
      results[i]!.push(await measure(item));
    }
  return results;
}

/** A gate's verdict: its failures, one a line, and exit 1; else that it passed and why. */
export function endGate(name: string, failures: readonly string[], passed: string): void {
  if (failures.length > 0) {
    console.error(`\n${name} 门槛未通过：\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`\n${name} 门槛通过：${passed}`);
}
