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
