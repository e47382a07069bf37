/**
 * `npm run drill:editor`: proves that content cannot break the tests (issue 29). In a temporary copy
 * of the site it does what CONTRIBUTING.md and data/README.md tell an editor to do — adds a unit to
 * data/units.yaml, a release with `npm run release:add` (and its summary and changes), and the
 * release's post in blog/ — then runs `npm run check` and the unit tests there, and prints how long
 * each took and whether it passed. Takes a few minutes (the unit tests); not part of `npm test`.
 *
 *   npm run drill:editor            # the copy is removed afterwards
 *   npm run drill:editor -- --keep  # keep it to look around
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {loadGameData} from '../src/game/load';
import {unitLists} from '../src/game/unitLists';
import {copySite} from './lib/site-copy';

const VERSION = '9.9.0';
const SLUG = 'release-9-9-0';

/** data/README.md「怎样新增一行」: copy a close unit's block, give it a new id and name. */
function addUnit(dir: string): void {
  const file = path.join(dir, 'data', 'units.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const block = /\n {2}- id: swordsman\n[\s\S]*?(?=\n {2}- id: )/.exec(text)?.[0];
  if (!block) throw new Error('data/units.yaml 里找不到 swordsman 这一段');
  const unit = block
    .replace('id: swordsman', 'id: shield_bearer')
    .replace(/name: .*/, 'name: 刀盾手')
    .replace(/hp: \d+/, 'hp: 110')
    .replace(/attack: \d+/, 'attack: 9')
    .replace(/defense: \d+/, 'defense: 6')
    .replace(/description: .*/, 'description: 一手持盾一手握刀的步兵，比剑士耐打，攻击稍低，适合护住后排。');
  fs.writeFileSync(file, text.replace(block, `${block}${unit}`));
}

/** CONTRIBUTING.md「发布新版本」: release:add with the installers, then summary, changes and the post. */
function addRelease(dir: string): void {
  const installers = ['win-x64.exe', 'mac-universal.dmg'].map((tail, i) => {
    const file = path.join(dir, `QianChuan-${VERSION}-${tail}`);
    fs.writeFileSync(file, Buffer.alloc(1000 + i, i));
    return file;
  });
  run(dir, 'release:add', ['npm', 'run', '-s', 'release:add', '--', VERSION, ...installers]);
  for (const file of installers) fs.rmSync(file);
  const manifest = path.join(dir, 'data', 'releases.yaml');
  fs.writeFileSync(
    manifest,
    fs
      .readFileSync(manifest, 'utf8')
      .replace(
        `    summary: 《千川纪》${VERSION}\n`,
        `    summary: 新增通用步兵刀盾手。\n    changes:\n      - {entity: unit.shield_bearer, kind: new}\n`,
      )
      // CONTRIBUTING.md「数值只写在 data/ 里」: the stable release ships the rule changes recorded
      // as unreleased, so their lines go.
      .replace(/^unreleased:\n(?: +.*\n)+/m, ''),
  );
  const today = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(
    path.join(dir, 'blog', `${today}-${SLUG}.md`),
    [
      '---',
      `title: 《千川纪》${VERSION} 版本`,
      `slug: ${SLUG}`,
      'authors: [zhouhe]',
      'tags: [版本说明, 平衡性]',
      'description: 新增通用步兵刀盾手，筑城时代的步兵多了一个选择。',
      '---',
      '',
      "import BalanceChanges from '@site/src/components/BalanceChanges';",
      '',
      `${VERSION} 新增了一个通用步兵：刀盾手。它比剑士耐打，适合护住后排。`,
      '',
      '<!-- truncate -->',
      '',
      '## 平衡调整',
      '',
      `<BalanceChanges version="${VERSION}" />`,
      '',
    ].join('\n'),
  );
}

const figures: string[] = [];

function run(dir: string, name: string, command: string[]): boolean {
  const started = performance.now();
  const result = spawnSync(command[0]!, command.slice(1), {cwd: dir, encoding: 'utf8', shell: true});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const output = `${result.stdout}${result.stderr}`;
  const tests = /^# pass (\d+)\n# fail (\d+)/m.exec(output);
  const ok = result.status === 0;
  figures.push(
    `${ok ? '✔' : '✖'} ${name}：${seconds} 秒${tests ? `，${tests[1]} 个测试通过、${tests[2]} 个失败` : ''}`,
  );
  if (!ok) {
    const failed = output.split('\n').filter((line) => /^\s*not ok /.test(line));
    console.log(failed.length > 0 ? failed.join('\n') : output.split('\n').slice(-40).join('\n'));
  }
  return ok;
}

function main(): void {
  const keep = process.argv.includes('--keep');
  const dir = copySite('editor-drill-');
  try {
    addUnit(dir);
    addRelease(dir);
    // As in the editor's pull request, the new files are in git with the rest: tests that copy the
    // site take its files from git (scripts/lib/site-copy.ts).
    spawnSync('git', ['init', '-q'], {cwd: dir, stdio: 'inherit'});
    spawnSync('git', ['add', '-A', '--', '.', ':!node_modules'], {cwd: dir, stdio: 'inherit'});
    const standalone = unitLists(loadGameData(path.join(dir, 'data'))).standalone.all!.map((u) => u.name);
    figures.push(`${standalone.includes('刀盾手') ? '✔' : '✖'} 士兵页「没有后继单位」的名单：${standalone.join('、')}`);
    let ok = standalone.includes('刀盾手');
    ok = run(dir, 'npm run check', ['npm', 'run', '-s', 'check']) && ok;
    ok = run(dir, 'npm run test:unit', ['npm', 'run', '-s', 'test:unit']) && ok;
    console.log(`在 ${keep ? dir : '临时副本'} 里新增了单位、版本 ${VERSION} 和它的文章：\n${figures.join('\n')}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (!keep) fs.rmSync(dir, {recursive: true, force: true});
  }
}

main();
