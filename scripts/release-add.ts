/**
 * npm run release:add -- <version> <file…>
 *
 * Adds a release to data/releases.yaml from the real installer files: size and SHA-256 are
 * computed, platform and arch read from the file name (…-win-x64.exe, …-mac-universal.dmg,
 * …-linux-arm64.tar.gz), requirements copied from the previous release. Refuses a version that
 * is already listed. The release notes post (blog slug release-x-y-z) must be written first;
 * the build checks it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {isSeq, parseDocument} from 'yaml';
import {ARCHES, type Platform, type Release, type ReleaseFile} from '../src/plugins/releases/schema';

const PRIMARY = 'https://download.qianchuan.games/releases';
const MIRROR = 'https://mirror.qianchuan.cn/releases';

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
}

export function addRelease({manifest, version, files, date = new Date().toISOString().slice(0, 10)}: AddOptions): Release {
  if (files.length === 0) throw new ReleaseAddError('请在版本号后面列出至少一个安装包文件。');
  for (const file of files) if (!fs.existsSync(file)) throw new ReleaseAddError(`${file}：文件不存在。`);
  const doc = parseDocument(fs.readFileSync(manifest, 'utf8'));
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
  releases.items.unshift(doc.createNode(release));
  fs.writeFileSync(manifest, doc.toString({lineWidth: 0}));
  return release;
}

if (require.main === module) {
  const [version, ...files] = process.argv.slice(2);
  try {
    if (!version) throw new ReleaseAddError('用法：npm run release:add -- <版本号> <安装包文件…>');
    const release = addRelease({manifest: path.join(__dirname, '..', 'data', 'releases.yaml'), version, files});
    console.log(`已添加 ${release.version}（${release.channel}），${release.files.length} 个安装包：`);
    for (const f of release.files) console.log(`  ${f.name}  ${f.size} 字节  ${f.sha256}`);
    console.log(`请补写 summary，并在 blog/ 中写好 slug 为 ${release.notes} 的版本说明。`);
  } catch (error) {
    console.error(error instanceof ReleaseAddError ? error.message : error);
    process.exit(1);
  }
}
