/**
 * A synthetic game `factor` times today's size, in a copy of the site (issue 28): the scale
 * benchmark builds it, and the search and interaction benchmarks measure it.
 *
 *   npm run bench:scale -- --generate-only 10 --out /tmp/scale10
 *   cd /tmp/scale10 && npx docusaurus build     # or: npx docusaurus start --port 3101
 *   npx tsx scripts/serve-build.ts --dir /tmp/scale10/build --port 3101   # from this checkout, as deployed
 *
 * What grows, and how it stays valid by the same schema and the build's checks (src/game/checks,
 * the progression check, the openings, victory, the balance history):
 *
 * - units, buildings, technologies and policies: each gets `factor - 1` copies, generation g
 *   (1…factor-1) named with a place prefix (东陵民兵) and id `<id>_s<g>`. A copy's references to
 *   those four kinds point to the same generation's copies (a copy's tech tree, upgrade lines,
 *   exclusive policies mirror the original's), so everything stays reachable and acyclic. A unit
 *   copy gets `g` more hp and an attack interval `0.01 × g` s longer: neither it nor the original
 *   nor another copy is matched in every stat at no higher price (the dominance check), and the
 *   equal-cost fights barely move (answers and claims hold). A building copy likewise gets `g`
 *   more hp and takes `g` s longer to build. Villages, guild contracts, maps,
 *   factions and the rules stay as they are (the issue's scale names the four kinds above).
 * - releases: `5 × (factor - 1)` older stable releases (0.3.0, 0.3.1 …, weekly before 0.8.0),
 *   each changing eight numbers of copies in two steps that end at today's data, with a
 *   release-notes post each; and dev diaries up to `6 × factor` posts in all.
 * - nothing is relaxed: `validateScaledSite` runs the build's own loader and the balance check.
 *
 * The copy is a git repository of its own (pages' last-update dates) and has its own node_modules directory whose entries link to this checkout's, so webpack's
 * cache (node_modules/.cache) is the copy's own and a build there is cold.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {loadGameData} from '../../src/game/load';
import type {GameData} from '../../src/game/schema';
import {archiveDir} from '../../src/plugins/open-data/files';
import {latestStable, loadReleases} from '../../src/plugins/releases/load';
import {entityPath, type EntityKind} from '../../src/plugins/entity-cards/paths';
import {freezeRelease} from '../release-add';

export const SITE_DIR = path.resolve(__dirname, '../..');

/** Left out of the copy: built or installed things, and generated entity pages (rebuilt from data). */
const LEFT_OUT = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'reports',
  'playwright-report',
]);

/** Generation g's place prefix (a copy's name is prefix + name); none is a word of the game. */
const PREFIXES =
  '东陵 西岭 南浦 北原 云泽 临川 苍梧 金城 沧澜 朔方 陇西 江左 岭南 河朔 巴蜀 燕然 楚泽 吴越 滇池 辽东'.split(' ');
export const MAX_FACTOR = PREFIXES.length + 1;

type Row = Record<string, unknown> & {id: string; name: string};
const suffix = (id: string, g: number) => `${id}_s${g}`;

/** The copy's kinds, their file and list key, and which fields name a row of a copied kind. */
const COPIED = {
  units: {list: 'units', refs: {requires_tech: 'technologies', requires_building: 'buildings', upgrades_to: 'units'}},
  buildings: {list: 'buildings', refs: {requires_tech: 'technologies'}},
  technologies: {list: 'technologies', refs: {prerequisites: 'technologies'}},
  policies: {list: 'policies', refs: {exclusive_with: 'policies', requires_tech: 'technologies'}},
} as const;
type CopiedKind = keyof typeof COPIED;

function copyRow(kind: CopiedKind, row: Row, g: number, copied: Record<CopiedKind, Set<string>>): Row {
  const out: Row = {...structuredClone(row), id: suffix(row.id, g), name: `${PREFIXES[g - 1]}${row.name}`};
  for (const [field, target] of Object.entries(COPIED[kind].refs)) {
    const ids = copied[target as CopiedKind];
    const map = (v: unknown) => (typeof v === 'string' && ids.has(v) ? suffix(v, g) : v);
    const value = out[field];
    if (Array.isArray(value)) out[field] = value.map(map);
    else if (value !== undefined) out[field] = map(value);
  }
  if (kind === 'units') {
    out.hp = (row.hp as number) + g;
    out.attack_interval = Math.round(((row.attack_interval as number) + 0.01 * g) * 100) / 100;
  }
  // The same trade for buildings (their dominance check compares hp and build time).
  if (kind === 'buildings') {
    out.hp = (row.hp as number) + g;
    out.build_time = (row.build_time as number) + g;
  }
  return out;
}

/** Writes data/<kind>.yaml of the copy with `factor - 1` generations of copies after the originals. */
function scaleData(dataDir: string, factor: number): Record<CopiedKind, Row[]> {
  const files = {} as Record<CopiedKind, {doc: Record<string, unknown>; rows: Row[]}>;
  const copied = {} as Record<CopiedKind, Set<string>>;
  for (const kind of Object.keys(COPIED) as CopiedKind[]) {
    const doc = parse(fs.readFileSync(path.join(dataDir, `${kind}.yaml`), 'utf8')) as Record<string, unknown>;
    const rows = doc[COPIED[kind].list] as Row[];
    files[kind] = {doc, rows};
    copied[kind] = new Set(rows.map((r) => r.id));
  }
  const added = {} as Record<CopiedKind, Row[]>;
  for (const kind of Object.keys(COPIED) as CopiedKind[]) {
    const {doc, rows} = files[kind];
    added[kind] = [];
    for (let g = 1; g < factor; g++) added[kind].push(...rows.map((row) => copyRow(kind, row, g, copied)));
    doc[COPIED[kind].list] = [...rows, ...added[kind]];
    const header = `# 合成数据（scripts/bench/scale-site.ts，${factor} 倍），不要提交。\n`;
    fs.writeFileSync(path.join(dataDir, `${kind}.yaml`), header + stringify(doc, {lineWidth: 0}));
  }
  return added;
}

/** One balance field per copied kind, and which way the synthetic history moves it. */
const HISTORY_FIELD: Record<CopiedKind, {kind: EntityKind; field: string}> = {
  units: {kind: 'unit', field: 'hp'},
  buildings: {kind: 'building', field: 'build_time'},
  technologies: {kind: 'technology', field: 'research_time'},
  policies: {kind: 'policy', field: 'admin_cost'},
};
const LESS_IS_BETTER = new Set(['build_time', 'research_time', 'admin_cost']);

interface Step {
  entity: string;
  kind: EntityKind;
  id: string;
  field: string;
  old: number;
  new: number;
}

/** Two steps per entity (v±2 → v±1 → v) so each reaches today's value; buffs and nerfs alternate. */
function historySteps(added: Record<CopiedKind, Row[]>, count: number): [Step, Step][] {
  const pool: {kind: CopiedKind; row: Row}[] = [];
  const longest = Math.max(...Object.values(added).map((rows) => rows.length));
  for (let i = 0; i < longest && pool.length < count; i++)
    for (const kind of Object.keys(added) as CopiedKind[]) {
      const row = added[kind][i];
      if (row && typeof row[HISTORY_FIELD[kind].field] === 'number') pool.push({kind, row});
    }
  return pool.slice(0, count).map(({kind, row}, i) => {
    const {kind: entityKind, field} = HISTORY_FIELD[kind];
    const v = row[field] as number;
    const sign = i % 2 === 0 ? 1 : -1;
    const at = (d: number) => (v > 2 ? v + sign * d : v + d);
    const step = (from: number, to: number): Step => ({
      entity: `${entityKind}.${row.id}`,
      kind: entityKind,
      id: row.id,
      field,
      old: from,
      new: to,
    });
    return [step(at(2), at(1)), step(at(1), v)];
  });
}

const changeKind = (s: Step) => (s.new > s.old !== LESS_IS_BETTER.has(s.field) ? 'buff' : 'nerf');

interface Synthetic {
  version: string;
  date: string;
  slug: string;
  steps: Step[];
}

/** `count` weekly stable releases ending before the oldest real one; four entities start and four end per release. */
function syntheticReleases(count: number, added: Record<CopiedKind, Row[]>, before: string): Synthetic[] {
  const steps = historySteps(added, 4 * Math.max(count - 1, 0));
  const end = new Date(`${before}T00:00:00Z`).getTime();
  return Array.from({length: count}, (_, r) => {
    const version = `0.${3 + Math.floor(r / 10)}.${r % 10}`;
    const date = new Date(end - (count - r) * 7 * 86_400_000).toISOString().slice(0, 10);
    const mine = [
      ...steps.slice(4 * r, 4 * r + 4).map(([first]) => first),
      ...(r > 0 ? steps.slice(4 * (r - 1), 4 * r).map(([, second]) => second) : []),
    ];
    return {version, date, slug: `release-${version.replaceAll('.', '-')}`, steps: mine};
  });
}

const fakeSha = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function writeReleases(dataDir: string, releases: readonly Synthetic[]): void {
  const file = path.join(dataDir, 'releases.yaml');
  const doc = parse(fs.readFileSync(file, 'utf8')) as {releases: Record<string, unknown>[]};
  const oldest = doc.releases.at(-1)!;
  const template = JSON.stringify(oldest.files);
  const made = [...releases].reverse().map((r) => ({
    version: r.version,
    date: r.date,
    channel: 'stable',
    notes: r.slug,
    summary: `${r.version} 平衡调整：${r.steps.length} 项数值改动。`,
    changes: r.steps.map((s) => ({entity: s.entity, field: s.field, old: s.old, new: s.new, kind: changeKind(s)})),
    requirements: oldest.requirements,
    files: (JSON.parse(template.replaceAll(String(oldest.version), r.version)) as Record<string, unknown>[]).map(
      (f) => ({...f, sha256: fakeSha(String(f.name))}),
    ),
  }));
  doc.releases.push(...made);
  fs.writeFileSync(file, `# 合成数据（scripts/bench/scale-site.ts），不要提交。\n${stringify(doc, {lineWidth: 0})}`);
}

const AUTHORS = ['linshuo', 'zhouhe', 'tangyin'];

function releasePost(r: Synthetic, names: ReadonlyMap<string, string>, i: number): string {
  const links = r.steps
    .map((s) => `[${names.get(s.entity) ?? s.id}](${entityPath(s.kind, s.id)})`)
    .filter((link, j, all) => all.indexOf(link) === j)
    .join('、');
  return `---
title: 《千川纪》${r.version} 更新
slug: ${r.slug}
authors: [${AUTHORS[i % AUTHORS.length]}]
tags: [版本说明, 平衡性]
description: ${r.version} 的平衡调整与问题修复。
---

import BalanceChanges from '@site/src/components/BalanceChanges';

${r.version} 调整了 ${r.steps.length} 项数值，并修复了上一版中玩家反馈的几个问题。

<!-- truncate -->

## 平衡调整

这一版改动的有：${links}。改动前后的数值见下表。

<BalanceChanges version="${r.version}" />

## 问题修复

- 修复了存档在少数情况下读取缓慢的问题。
- 修复了部分界面文字在窄屏上被截断的问题。
`;
}

function diaryPost(i: number): string {
  const topic = PREFIXES[i % PREFIXES.length];
  return `---
title: 开发日志：${topic}地区的设计笔记（${i + 1}）
slug: dev-diary-scale-${i + 1}
authors: [${AUTHORS[i % AUTHORS.length]}]
tags: [开发日志]
description: 我们怎样设计${topic}地区的地形、资源与村庄。
---

这篇日志讲讲${topic}地区的来历，以及我们在测试中学到的东西。

<!-- truncate -->

## 地形与资源

${topic}的地形以平原和丘陵为主，粮食和木材充足，铁矿稀少。我们希望玩家在这里先经营内政，再向外扩张。

## 测试中的发现

测试玩家在${topic}的开局普遍偏慢，所以我们缩短了早期建筑的建造时间，并调整了村庄的初始态度。

## 接下来

下一篇日志会讲讲${topic}的村庄与商路。
`;
}

/** The release-notes posts and dev diaries, `6 × factor` posts in all with today's six. */
function writePosts(
  blogDir: string,
  releases: readonly Synthetic[],
  factor: number,
  names: Map<string, string>,
): number {
  releases.forEach((r, i) => fs.writeFileSync(path.join(blogDir, `${r.date}-${r.slug}.mdx`), releasePost(r, names, i)));
  const existing = fs.readdirSync(blogDir).filter((f) => /\.mdx?$/.test(f)).length;
  const diaries = Math.max(0, 6 * factor - existing);
  const start = new Date('2026-06-01T00:00:00Z').getTime();
  for (let i = 0; i < diaries; i++) {
    const date = new Date(start + i * 3 * 86_400_000).toISOString().slice(0, 10);
    fs.writeFileSync(path.join(blogDir, `${date}-dev-diary-scale-${i + 1}.md`), diaryPost(i));
  }
  return existing + diaries;
}

/**
 * The copies ship in today's release: its balance snapshot and open-data archive are written again
 * from the scaled data, as `npm run release:add` wrote them, so the build's check that data/ equals
 * the latest release's numbers holds.
 */
function shipCopies(dataDir: string): void {
  const {version} = latestStable(loadReleases(path.join(dataDir, 'releases.yaml')));
  // The rules are not scaled: the archive keeps the rules that release shipped, which rule changes
  // no release has shipped yet (releases.yaml's `unreleased`) are checked against.
  const rules = path.join(archiveDir(dataDir, version), 'rules.json');
  const shipped = fs.existsSync(rules) ? fs.readFileSync(rules) : undefined;
  freezeRelease(dataDir, version, true);
  if (shipped) fs.writeFileSync(rules, shipped);
}

/** The copy is its own git repository: the docs plugin reads each page's last update from git. */
function commitCopy(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=scale', '-c', 'user.email=scale@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
      env: {...process.env, GIT_AUTHOR_DATE: '2026-11-26T00:00:00Z', GIT_COMMITTER_DATE: '2026-11-26T00:00:00Z'},
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'synthetic site');
}

/** Links every entry of this checkout's node_modules except .cache, so the copy's caches are its own. */
function linkNodeModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules, {recursive: true});
  for (const entry of fs.readdirSync(path.join(SITE_DIR, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(SITE_DIR, 'node_modules', entry), path.join(modules, entry));
  }
}

export interface ScaledSite {
  dir: string;
  factor: number;
  counts: {units: number; buildings: number; technologies: number; policies: number; releases: number; posts: number};
}

/** Copies the site into `dir` (emptied first) and scales its game `factor` times (an integer ≥ 1). */
export function generateScaledSite(factor: number, dir: string): ScaledSite {
  if (!Number.isInteger(factor) || factor < 1 || factor > MAX_FACTOR)
    throw new Error(`倍数应为 1 到 ${MAX_FACTOR} 的整数，收到 ${factor}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of fs.readdirSync(SITE_DIR))
    if (!LEFT_OUT.has(entry)) fs.cpSync(path.join(SITE_DIR, entry), path.join(dir, entry), {recursive: true});
  linkNodeModules(dir);
  const dataDir = path.join(dir, 'data');
  const added = scaleData(dataDir, factor);
  const doc = parse(fs.readFileSync(path.join(dataDir, 'releases.yaml'), 'utf8')) as {releases: {date: string}[]};
  const oldestDate = doc.releases.map((r) => r.date).sort()[0]!;
  const releases = syntheticReleases(5 * (factor - 1), added, oldestDate);
  writeReleases(dataDir, releases);
  shipCopies(dataDir);
  const names = new Map<string, string>();
  for (const kind of Object.keys(added) as CopiedKind[])
    for (const row of added[kind]) names.set(`${HISTORY_FIELD[kind].kind}.${row.id}`, row.name);
  const posts = writePosts(path.join(dir, 'blog'), releases, factor, names);
  commitCopy(dir);
  const data = parse(fs.readFileSync(path.join(dataDir, 'units.yaml'), 'utf8')) as {units: unknown[]};
  const count = (kind: CopiedKind) =>
    (parse(fs.readFileSync(path.join(dataDir, `${kind}.yaml`), 'utf8')) as Record<string, unknown[]>)[kind]!.length;
  return {
    dir,
    factor,
    counts: {
      units: data.units.length,
      buildings: count('buildings'),
      technologies: count('technologies'),
      policies: count('policies'),
      releases: doc.releases.length + releases.length,
      posts,
    },
  };
}

/**
 * The build's own validation of the copy's data: the loader (schema, checks, progression, openings,
 * victory) and the releases plugin's loader (balance history, notes against snapshots, data/ against
 * the latest release). Throws what the build would; returns the data.
 */
export function validateScaledSite(dir: string): GameData {
  const dataDir = path.join(dir, 'data');
  const data = loadGameData(dataDir);
  loadReleases(path.join(dataDir, 'releases.yaml'), {gameData: data});
  return data;
}
