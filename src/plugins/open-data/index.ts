import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {openData} from '../../config/site';
import {currentGameData} from '../../game/store';
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

/**
 * Open data under `/data/` (see files.ts): every release the site holds, `latest` (the latest
 * stable, from data/), `index.json` listing them, and `balance.atom`. Every file is checked against
 * its JSON Schema when content loads, so a mismatch stops the build (and `npm start`) with file,
 * line and field; the files are written after the build.
 */
export default function openDataPlugin(context: LoadContext): Plugin<OpenDataSet[]> {
  const dataDir = path.join(context.siteDir, 'data');
  const base = `${context.baseUrl}${openData.path}`;
  const siteUrl = `${context.siteConfig.url}${context.baseUrl}`.replace(/\/$/, '');
  let files: [string, string][] = [];
  return {
    name: 'open-data',
    getPathsToWatch: () => [path.join(dataDir, '*.yaml'), path.join(dataDir, 'snapshots', '*', '*.json')],
    async loadContent() {
      // Fails first on data/ itself, with the game data's own messages.
      currentGameData(dataDir);
      return [{version: 'latest', from: 'data/', kinds: currentKinds(dataDir)}, ...readArchives(dataDir)];
    },
    async allContentLoaded({allContent, actions}) {
      const sets = allContent['open-data']?.default as OpenDataSet[];
      const releases = allContent.releases?.default as Release[];
      const latest = latestStable(releases);
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
      const published = [{...current, version: latest.version}, ...frozen];
      const dateOf = (version: string) => releases.find((r) => r.version === version)!.date;
      const links = notesPermalinks(releases, blogContent(allContent), manifestPath(context.siteDir));
      const feed = balanceFeed(
        releases.map((r) => ({...r, notesUrl: `${context.siteConfig.url}${links.get(r.notes)!}`})),
        changeRows(releases, currentGameData(dataDir)),
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
