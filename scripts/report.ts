import fs from 'node:fs';
import path from 'node:path';

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

/** A gate's verdict: its failures, one a line, and exit 1; else that it passed and why. */
export function endGate(name: string, failures: readonly string[], passed: string): void {
  if (failures.length > 0) {
    console.error(`\n${name} 门槛未通过：\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`\n${name} 门槛通过：${passed}`);
}
