import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {z} from 'zod';
import type {rulesSchema} from '../../src/game/rules';
import {filesUnder} from '../../src/plugins/files-under';
import type {glossarySchema} from '../../src/plugins/glossary/glossary';
import type {fileSchemas, Kind} from '../../src/game/schema';
import {latestStable as latestOf, loadReleases} from '../../src/plugins/releases/load';
import type {Release} from '../../src/plugins/releases/schema';

export const root = path.resolve(__dirname, '../..');

/** A YAML file of the repository, parsed as it is (no validation): `readYaml('data/units.yaml')`. */
export const readYaml = <T>(file: string): T => parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
type DataFiles = {[K in Kind]: z.input<(typeof fileSchemas)[K]>} & {
  rules: z.input<typeof rulesSchema>;
  glossary: z.input<typeof glossarySchema>;
};
/** data/<kind>.yaml as written (not validated, no defaults filled in), typed by its schema: `dataFile('units').units`. */
export const dataFile = <K extends keyof DataFiles>(kind: K) => readYaml<DataFiles[K]>(`data/${kind}.yaml`);

/** Every doc page of the tree, as URL paths. */
export function docRoutes(): string[] {
  const docsDir = path.join(root, 'docs');
  const routes = filesUnder(docsDir).map((full) => {
    const rel = path
      .relative(docsDir, full)
      .replace(/\.mdx?$/, '')
      .split(path.sep);
    if (rel.at(-1) === 'index') rel.pop();
    return rel.join('/') === '介绍' ? '/docs' : `/docs/${rel.join('/')}`;
  });
  return routes.sort();
}

/** data/releases.yaml through the site's own loader (validated, newest first): the one reader of the manifest. */
export function releases(): Release[] {
  return loadReleases(path.join(root, 'data', 'releases.yaml'));
}

export function latestStable(): Release {
  return latestOf(releases());
}

/**
 * The game data unit tests run on: a frozen copy of data/ (with its releases and snapshots), so an
 * editor's change to data/ cannot break a unit test. The real data/ is checked by `npm run check`
 * and the build. Refresh it (`cp -r data/*.yaml data/snapshots tests/fixtures/data/`) only when a
 * change to the code needs new fields.
 */
export const FIXTURE_DATA = path.join(root, 'tests', 'fixtures', 'data');
