import fs from 'node:fs';
import path from 'node:path';

/** The files under `dir` (none if it is missing) whose names match, as full paths: Markdown unless told. */
export function filesUnder(dir: string, name = /\.mdx?$/): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, name) : name.test(entry.name) ? [full] : [];
  });
}

/** `file` relative to `dir`, with `/` whatever the system (`docs/资源.md`). */
export const relativePath = (dir: string, file: string): string => path.relative(dir, file).split(path.sep).join('/');

/** Every file under `dir`, relative to it with `/` (`assets/js/main.1a2b.js`). */
export const relativeFiles = (dir: string): string[] => filesUnder(dir, /^/).map((file) => relativePath(dir, file));
