/**
 * npm run release:add -- <version> <file…>
 *
 * Adds a release to data/releases.yaml from the real installer files: size and SHA-256 are
 * computed, platform and arch read from the file name (…-win-x64.exe, …-mac-universal.dmg,
 * …-linux-arm64.tar.gz), requirements copied from the previous release. Refuses a version that
 * is already listed. Only the new entry is written; the rest of the file stays as it was. The
 * data's balance numbers at this release go to data/snapshots/<version>.yaml. The release notes post (blog slug release-x-y-z) must be written first;
 * the build checks it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Document, isSeq, parseDocument, type YAMLSeq} from 'yaml';
import {currentGameData} from '../src/game/store';
import {writeArchive} from '../src/plugins/open-data/files';
import {writeSnapshot} from '../src/plugins/releases/snapshots';
import {ARCHES, type Platform, type Release, type ReleaseFile} from '../src/plugins/releases/schema';
import {site} from '../src/config/site';

const PRIMARY = `${site.downloadHosts.primary}/releases`;
const MIRROR = `${site.downloadHosts.mirror}/releases`;

export class ReleaseAddError extends Error {}

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function describeFile(file: string, version: string): ReleaseFile {
  const name = path.basename(file);
  const platform: Platform | undefined = /-(win|windows)-/i.test(name)
    ? 'windows'
    : /-(mac|macos|osx)-/i.test(name)
      ? 'macos'
      : /-linux-/i.test(name)
        ? 'linux'
        : undefined;
  const arch = ARCHES.find((a) => new RegExp(`-${a}[.-]`).test(name));
  if (!platform || !arch) {
    throw new ReleaseAddError(
      `${name}：无法从文件名判断平台和架构。文件名应形如 QianChuan-${version}-win-x64.exe、-mac-universal.dmg 或 -linux-arm64.tar.gz。`,
    );
  }
  return {
    platform,
    arch,
    name,
    size: fs.statSync(file).size,
    sha256: sha256Of(file),
    urls: {primary: `${PRIMARY}/${version}/${name}`, mirror: `${MIRROR}/${version}/${name}`},
  };
}

export interface AddOptions {
  manifest: string;
  version: string;
  files: string[];
  date?: string;
  /**
   * The game data the release ships: its balance numbers are written to data/snapshots/<version>.yaml,
   * against which the next release's first recorded changes are checked.
   */
  dataDir?: string;
}

export function addRelease({
  manifest,
  version,
  files,
  date = new Date().toISOString().slice(0, 10),
  dataDir,
}: AddOptions): Release {
  if (files.length === 0) throw new ReleaseAddError('请在版本号后面列出至少一个安装包文件。');
  for (const file of files) if (!fs.existsSync(file)) throw new ReleaseAddError(`${file}：文件不存在。`);
  const text = fs.readFileSync(manifest, 'utf8');
  const doc = parseDocument(text);
  const releases = doc.get('releases');
  if (!isSeq(releases)) throw new ReleaseAddError(`${manifest}：找不到 releases 列表。`);
  const existing = releases.toJSON() as Release[];
  if (existing.some((r) => String(r.version) === version)) {
    throw new ReleaseAddError(`${manifest}：版本 ${version} 已经存在，不能重复添加。要修改它，请直接编辑这个文件。`);
  }
  const previous = existing[0];
  const release: Release = {
    version,
    date,
    channel: version.includes('-') ? 'beta' : 'stable',
    notes: `release-${version.replace(/\./g, '-')}`,
    summary: `《千川纪》${version}`,
    requirements: previous!.requirements,
    files: files.map((file) => describeFile(file, version)),
  };
  fs.writeFileSync(manifest, insertFirst(text, releases, release));
  if (dataDir) freezeRelease(dataDir, version, release.channel === 'stable');
  return release;
}

/** Freezes `version`'s balance numbers and, if stable, its open data (/data/<version>/; a beta's isn't in data/). */
export function freezeRelease(dataDir: string, version: string, stable: boolean): void {
  writeSnapshot(dataDir, version, currentGameData(dataDir));
  if (stable) writeArchive(dataDir, version);
}

/**
 * The file as it was, with the new release written in front of the first one: nothing else changes
 * (re-serialising the whole document would rewrite the other releases' quoting and flow maps).
 */
function insertFirst(text: string, releases: YAMLSeq, release: Release): string {
  const first = releases.items[0] as {range?: [number, number, number]} | undefined;
  const yaml = new Document([release]).toString({lineWidth: 0});
  if (!first?.range) return `${text.replace(/\n*$/, '\n')}${yaml.replace(/^/gm, '  ')}`;
  // The item's `- ` starts its line; its indent is what precedes it there.
  const lineStart = text.lastIndexOf('\n', first.range[0] - 1) + 1;
  const indent = /^ */.exec(text.slice(lineStart))![0];
  const block = yaml
    .trimEnd()
    .split('\n')
    .map((line) => indent + line)
    .join('\n');
  return `${text.slice(0, lineStart)}${block}\n${text.slice(lineStart)}`;
}

if (require.main === module) {
  const [version, ...files] = process.argv.slice(2);
  try {
    if (!version) throw new ReleaseAddError('用法：npm run release:add -- <版本号> <安装包文件…>');
    const dataDir = path.join(__dirname, '..', 'data');
    const release = addRelease({manifest: path.join(dataDir, 'releases.yaml'), version, files, dataDir});
    console.log(`已添加 ${release.version}（${release.channel}），${release.files.length} 个安装包：`);
    for (const f of release.files) console.log(`  ${f.name}  ${f.size} 字节  ${f.sha256}`);
    console.log(`已把这一版的数值记在 data/snapshots/${release.version}.yaml（下一版的平衡改动按它核对 old）。`);
    if (release.channel === 'stable')
      console.log(
        `已把这一版的公开数据存进 data/snapshots/${release.version}/（网站的 /data/${release.version}/ 由它生成）。`,
      );
    console.log(`请补写 summary，并在 blog/ 中写好 slug 为 ${release.notes} 的版本说明。`);
  } catch (error) {
    console.error(error instanceof ReleaseAddError ? error.message : error);
    process.exit(1);
  }
}
