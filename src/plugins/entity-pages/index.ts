import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENTITY_SECTIONS} from '../entity-cards/paths';
import {currentGameData} from '../../game/store';
import {changeRows} from '../releases/balance';
import {balanceHistory} from '../releases/history';
import {currentReleases} from '../releases/store';
import {findBacklinks} from './backlinks';
import {entityPages, GENERATED_MARKER, sectionFolder} from './generate';
import {frontMatterStamp, writeFrontMatterStamp} from './watch';

/**
 * A page per unit, building, technology and policy (`/docs/数据/单位/spearman` …), generated from
 * data/ as MDX files in docs/数据/<kind>/ (git-ignored) so they are ordinary docs: same sidebar,
 * breadcrumbs, table of contents, sitemap and search index. Docusaurus offers no way to add docs
 * from a plugin, so, as docusaurus-plugin-openapi-docs does, the files are written before the docs
 * plugin reads docs/: in this plugin's constructor, which Docusaurus runs before any plugin loads
 * content, and again in `npm start` when a data file changes (allContentLoaded below).
 */
export default function entityPagesPlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  const dataDir = path.join(context.siteDir, 'data');
  const write = () => writeFrontMatterStamp(context.generatedFilesDir, writeEntityPages(docsDir, dataDir).frontMatter);
  let written = sources(dataDir);
  write();
  return {
    name: 'entity-pages',
    // `npm start` answers a data edit by reloading the game-data plugin (the one that watches
    // data/), then running every plugin's allContentLoaded: rewrite the pages here when the data
    // or the releases are new. Webpack compiles the pages whose text changed; the docs plugin
    // reloads only when the list of pages or their front matter did (watch.ts, src/plugins/docs).
    async allContentLoaded() {
      const now = sources(dataDir);
      if (now.data === written.data && now.releases === written.releases) return;
      written = now;
      write();
    },
  };
}

/** What the pages are made from, as the stores hold it now (the same objects until a file changes). */
function sources(dataDir: string) {
  return {data: currentGameData(dataDir), releases: currentReleases(dataDir)};
}

/**
 * What this process last wrote or found in each page file: a page whose text did not change is
 * neither rewritten (webpack would compile it again) nor read back (1,500 files at 10×).
 */
const onDisk = new Map<string, string>();

/**
 * Writes the pages that changed and removes generated pages whose entity is gone; `frontMatter`
 * is the stamp of the pages' list and front matter (watch.ts).
 */
export function writeEntityPages(
  docsDir: string,
  dataDir: string,
): {written: number; removed: number; frontMatter: string} {
  const data = currentGameData(dataDir);
  // The releases plugin checks the manifest against the data and stops the build when it is wrong.
  const releases = currentReleases(dataDir);
  const changes = changeRows(releases, data);
  const files = entityPages(data, findBacklinks(data, docsDir), changes, balanceHistory(releases, data));
  let written = 0;
  let removed = 0;
  for (const section of Object.values(ENTITY_SECTIONS)) {
    const dir = path.join(docsDir, sectionFolder(section));
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const relative = path.join(sectionFolder(section), name);
      if (files.has(relative)) continue;
      const full = path.join(dir, name);
      // Only our own files: anything an editor put here stays.
      if (fs.readFileSync(full, 'utf8').includes(GENERATED_MARKER)) {
        fs.rmSync(full);
        onDisk.delete(full);
        removed++;
      }
    }
  }
  for (const [relative, content] of files) {
    const full = path.join(docsDir, relative);
    if (onDisk.get(full) === content && fs.existsSync(full)) continue;
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === content) {
      onDisk.set(full, content);
      continue;
    }
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, content);
    onDisk.set(full, content);
    written++;
  }
  return {written, removed, frontMatter: frontMatterStamp(files)};
}
