import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {posixPath} from '@docusaurus/utils';
import {ENTITY_SECTIONS} from '../entity-cards/paths';
import {sectionFolder} from './generate';

/** The stamp of the generated pages' list and front matter, under `.docusaurus/`. */
const stampFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'entity-pages', 'front-matter.txt');

/**
 * What the docs plugin watches for the generated pages (src/plugins/docs): not the pages, which
 * webpack recompiles by itself when their text changes, but the stamp written when a page comes,
 * goes or changes its front matter (title, description, neighbours).
 */
export function generatedPagesWatch({generatedFilesDir}: Pick<LoadContext, 'generatedFilesDir'>): string[] {
  // The sections' folders hold generated pages only (.gitignore), so they are left out whole.
  // Relative to the site: chokidar, which Docusaurus gives these, joins a negated path to its cwd.
  const ignored = Object.values(ENTITY_SECTIONS).map(
    (section) => `!${posixPath(path.join('docs', sectionFolder(section)))}/**`,
  );
  return [...ignored, stampFile(generatedFilesDir)];
}

/** Each page's path and front matter: what the docs plugin reads of a page besides its text. */
export function frontMatterStamp(files: ReadonlyMap<string, string>): string {
  const hash = crypto.createHash('sha256');
  for (const relative of [...files.keys()].sort()) {
    const content = files.get(relative)!;
    const end = content.indexOf('\n---\n', 4);
    hash.update(`${relative}\n${end < 0 ? content : content.slice(0, end)}\n`);
  }
  return hash.digest('hex');
}

/** Writes the stamp when it changed, so the docs plugin reloads only then. */
export function writeFrontMatterStamp(generatedFilesDir: string, stamp: string): boolean {
  const file = stampFile(generatedFilesDir);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === stamp) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, stamp);
  return true;
}
