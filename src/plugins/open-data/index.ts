import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {openData} from '../../config/site';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {lastOf} from '../game-data/memo';
import {checkedReleases} from '../releases/store';
import {changeRows} from '../releases/balance';
import {blogContent, notesPermalinks} from '../releases/blogPosts';
import {manifestPath} from '../releases';
import {latestStable} from '../releases/load';
import type {Release} from '../releases/schema';
import {balanceFeed} from './feed';
import {checkOpenData, currentKinds, OpenDataError, readArchives, type OpenDataSet} from './files';

/** What 数据总览 lists (`@generated/open-data/default/index.json`). */
export interface OpenDataIndex {
  /** `/data`, with the site's base URL. */
  base: string;
  latest: string;
  versions: {version: string; date: string; kinds: string[]}[];
  feed: string;
}

/** `/data/<version>/<kind>.json` and `.schema.json` for one release (or `latest`). */
function filesOf(set: OpenDataSet, name: string): [string, string][] {
  return [...set.kinds].flatMap(([kind, {data, schema}]) => [
    [`${name}/${kind}.json`, JSON.stringify(data)],
    [`${name}/${kind}.schema.json`, JSON.stringify(schema)],
  ]);
}

/** What changes when a frozen release's open data (data/snapshots/<version>/*.json) is edited. */
function archivesStamp(dataDir: string): string {
  const root = path.join(dataDir, 'snapshots');
  if (!fs.existsSync(root)) return '';
  return fs
    .readdirSync(root, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const stat = fs.statSync(path.join(entry.parentPath, entry.name));
      return `${entry.parentPath}/${entry.name}:${stat.mtimeMs}:${stat.size}`;
    })
    .sort()
    .join('|');
}

/**
 * data/ (as the latest stable) and every frozen release's files, checked against their JSON
 * Schemas and the manifest; throws an OpenDataError with file, line and field.
 */
function checkedSets(dataDir: string, releases: Release[]): {current: OpenDataSet; published: OpenDataSet[]} {
  const latest = latestStable(releases);
  const sets = [{version: 'latest', from: 'data/', kinds: currentKinds(dataDir)}, ...readArchives(dataDir)];
  const problems = checkOpenData(
    sets.map((s) => (s.version === 'latest' ? {...s, version: latest.version} : s)),
    dataDir,
  );
  if (problems.length > 0) throw new OpenDataError(problems);
  // The latest stable is data/ itself, even when release:add has frozen it too.
  const current = sets[0]!;
  const frozen = sets.slice(1).filter((s) => s.version !== latest.version);
  const unknown = frozen.filter((s) => !releases.some((r) => r.version === s.version));
  if (unknown.length > 0)
    throw new OpenDataError(
      unknown.map((s) => ({
        file: s.from,
        message: `data/releases.yaml 里没有版本 ${s.version}：请删掉这个目录，或改成已发布的版本号`,
      })),
    );
  return {current, published: [{...current, version: latest.version}, ...frozen]};
}

/**
 * Open data under `/data/` (see files.ts): every release the site holds, `latest` (the latest
 * stable, from data/), `index.json` listing them, and `balance.atom`. Every file is checked against
 * its JSON Schema when content loads, so a mismatch stops the build (and `npm start`) with file,
 * line and field; the files are written after the build. Computed in `allContentLoaded` from the
 * stores, again only when data/ or a snapshot changed: the game-data plugin alone watches them.
 */
export default function openDataPlugin(context: LoadContext): Plugin {
  const dataDir = path.join(context.siteDir, 'data');
  const base = `${context.baseUrl}${openData.path}`;
  const siteUrl = `${context.siteConfig.url}${context.baseUrl}`.replace(/\/$/, '');
  const checked = lastOf((_data: GameData, releases: Release[], _archives: string) => checkedSets(dataDir, releases));
  const changes = lastOf((releases: Release[], data: GameData) => changeRows(releases, data));
  let files: [string, string][] = [];
  return {
    name: 'open-data',
    async allContentLoaded({allContent, actions}) {
      const data = currentGameData(dataDir);
      const releases = checkedReleases(dataDir, data);
      const latest = latestStable(releases);
      const {current, published} = checked(data, releases, archivesStamp(dataDir));
      const dateOf = (version: string) => releases.find((r) => r.version === version)!.date;
      const links = notesPermalinks(releases, blogContent(allContent), manifestPath(context.siteDir));
      const feed = balanceFeed(
        releases.map((r) => ({...r, notesUrl: `${context.siteConfig.url}${links.get(r.notes)!}`})),
        changes(releases, data),
        {
          siteUrl,
          selfUrl: `${context.siteConfig.url}${base}/${openData.feed}`,
          title: '《千川纪》平衡改动',
          author: '千川纪开发组',
        },
      );
      const index: OpenDataIndex = {
        base,
        latest: latest.version,
        versions: published
          .map((s) => ({version: s.version, date: dateOf(s.version), kinds: [...s.kinds.keys()]}))
          .sort((a, b) => (a.date < b.date ? 1 : -1)),
        feed: `${base}/${openData.feed}`,
      };
      files = [
        ...filesOf(current, 'latest'),
        ...published.flatMap((s) => filesOf(s, s.version)),
        ['index.json', JSON.stringify({...index, licence: openData.licence})],
        [openData.feed, feed],
      ];
      await actions.createData('index.json', JSON.stringify(index));
    },
    async postBuild({outDir}) {
      for (const [name, text] of files) {
        const file = path.join(outDir, openData.path, name);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, text);
      }
    },
  };
}
