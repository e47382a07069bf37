/**
 * `npm run doc:move`: on a copy of the site, a doc moved to another folder and one renamed inside its
 * category folder leave `npm run check` with nothing to report; on a small site of its own, the
 * details (encoded links, JSX, definitions, images, redirects without chains, git mv, what is left to
 * do by hand) and the refusals.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {parse} from 'yaml';
import type {CheckResult} from './check';
import {DocMoveError, moveDoc, summary} from './doc-move';
import {copySite} from './lib/site-copy';

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/**
 * The copy's own check, in a Node of its own: the generated pages link to docs through the copy's
 * src/config/docs.ts, which this process, holding the site's, would not read.
 */
function checkCopy(dir: string): CheckResult {
  const script = `require('./scripts/check.ts').check(process.cwd()).then((r) => require('node:fs').writeFileSync('check.json', JSON.stringify(r)))`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {cwd: dir, encoding: 'utf8'});
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(read(dir, 'check.json')) as CheckResult;
}

test('moving 资源 to 经济/资源 and renaming 单位/士兵: the check finds nothing', async () => {
  const dir = copySite('doc-move-');
  try {
    const first = await moveDoc(dir, '资源', '经济/资源');
    const second = await moveDoc(dir, 'docs/单位/士兵.md', '单位/兵种');
    assert.deepEqual([...first.manual, ...second.manual], [], summary(first).join('\n'));
    assert.ok(!fs.existsSync(path.join(dir, 'docs/资源.md')));

    const redirects = parse(read(dir, 'docs/redirects.yaml')) as {from: string; to: string}[];
    assert.deepEqual(redirects.slice(-2), [
      {from: '/docs/资源', to: '/docs/经济/资源'},
      {from: '/docs/单位/士兵', to: '/docs/单位/兵种'},
    ]);
    assert.match(read(dir, 'docs/redirects.yaml'), /^# 旧地址 → 新地址/);
    assert.match(read(dir, 'sidebars.ts'), /'经济\/资源',\n/);
    assert.match(read(dir, 'sidebars.ts'), /category\('单位', '单位', \['兵种', '建筑'\]\)/);
    assert.match(read(dir, 'src/config/docs.ts'), /resources: '经济\/资源',\n[\s\S]*soldiers: '单位\/兵种',\n/);

    // Inbound links, anchors kept; the moved docs' own links from their new folder.
    assert.match(read(dir, 'docs/介绍.md'), /\[学识\]\(\.\/经济\/资源\.md#学识\)/);
    assert.match(read(dir, 'docs/单位/建筑.md'), /\[资源\]\(\.\.\/经济\/资源\.md\)/);
    assert.match(read(dir, 'docs/单位/index.md'), /\]\(\.\/兵种\.md#维持费用\)/);
    const moved = read(dir, 'docs/经济/资源.md');
    assert.match(moved, /\]\(\.\.\/基础名词\.md#admin-points\)/);
    assert.match(moved, /\]\(\.\.\/数据\/科技\/writing\.mdx\)/);
    assert.doesNotMatch(moved, /\]\(\.\/(?!经济)/);
    assert.ok(first.links.get('docs/经济/资源.md')! > 0 && first.links.get('docs/介绍.md') === 1);

    const result = checkCopy(dir);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

/** A site of two docs, one in a category folder, with git: the links of every kind the command rewrites. */
function smallSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-move-small-'));
  const files: Record<string, string> = {
    'docs/甲.md': [
      '# 甲',
      '',
      '见[乙](./组/乙.md#x)、[编码的乙](/docs/%E7%BB%84/%E4%B9%99)、[按地址](组/乙)和[定义][乙]。',
      '',
      '<Link to="/docs/组/乙#x">乙</Link>',
      '',
      '[乙]: ./组/乙.md',
      '',
    ].join('\n'),
    'docs/组/index.md': '# 组\n\n[乙](./乙.md)\n',
    'docs/组/乙.md':
      '# 乙\n\n## x\n\n回到[甲](../甲.md)，[本节](./乙.md#x)，[组](./index.md)，[本页](#x)。\n\n![图](./img/p.png)\n',
    'docs/组/img/p.png': 'png',
    'docs/redirects.yaml': '# 注释留着\n- from: /docs/旧乙\n  to: /docs/组/乙\n',
    'sidebars.ts': [
      'const category = (label: string, dir: string, items: string[]) => ({',
      "  type: 'category' as const,",
      '  label,',
      "  link: {type: 'doc' as const, id: `${dir}/index`},",
      '  items: items.map((item) => `${dir}/${item}`),',
      '});',
      "export default {docs: ['甲', category('组', '组', ['乙'])]};",
      '',
    ].join('\n'),
    'src/config/docs.ts': "export const DOC_IDS = {intro: '甲', second: '组/乙'} as const;\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {cwd: dir});
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'site');
  return dir;
}

test('out of its category folder: links of every kind, redirects, git mv, and the sidebar left to the editor', async () => {
  const dir = smallSite();
  try {
    const report = await moveDoc(dir, '组/乙', '乙');
    const status = spawnSync('git', ['-c', 'core.quotepath=false', 'status', '--porcelain'], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.match(status.stdout, /^R. docs\/组\/乙\.md -> docs\/乙\.md$/m);
    assert.equal(
      read(dir, 'docs/甲.md'),
      [
        '# 甲',
        '',
        '见[乙](./乙.md#x)、[编码的乙](/docs/%E4%B9%99)、[按地址](/docs/乙)和[定义][乙]。',
        '',
        '<Link to="/docs/乙#x">乙</Link>',
        '',
        '[乙]: ./乙.md',
        '',
      ].join('\n'),
    );
    assert.equal(
      read(dir, 'docs/乙.md'),
      '# 乙\n\n## x\n\n回到[甲](./甲.md)，[本节](./乙.md#x)，[组](./组/index.md)，[本页](#x)。\n\n![图](./组/img/p.png)\n',
    );
    assert.equal(read(dir, 'docs/组/index.md'), '# 组\n\n[乙](../乙.md)\n');
    // The redirect that led to the old address now leads to the new one: no chain.
    assert.equal(
      read(dir, 'docs/redirects.yaml'),
      '# 注释留着\n- from: /docs/旧乙\n  to: /docs/乙\n- from: /docs/组/乙\n  to: /docs/乙\n',
    );
    assert.equal(read(dir, 'src/config/docs.ts'), "export const DOC_IDS = {intro: '甲', second: '乙'} as const;\n");
    assert.deepEqual(report.docKeys, ['second']);
    // A category's list holds its folder's docs only: what to change is said, with the line.
    assert.equal(report.manual.length, 1);
    assert.match(report.manual[0]!, /^sidebars\.ts:7: .*删掉 '乙'.*'乙' 写到侧边栏/);
    assert.match(summary(report).join('\n'), /还有 1 处要你手动改[\s\S]*npm run check/);

    // Moved back: the redirect from its address again, a page now, goes.
    const back = await moveDoc(dir, '乙.md', '组/乙.md');
    assert.deepEqual(back.manual, []);
    assert.equal(
      read(dir, 'docs/redirects.yaml'),
      '# 注释留着\n- from: /docs/旧乙\n  to: /docs/组/乙\n- from: /docs/乙\n  to: /docs/组/乙\n',
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('refused, with nothing changed: a missing doc, a taken place, a generated page', async () => {
  const dir = smallSite();
  try {
    const refused = async (from: string, to: string, message: RegExp) => {
      await assert.rejects(moveDoc(dir, from, to), (error: unknown) => {
        assert.ok(error instanceof DocMoveError);
        assert.match(error.message, message);
        return true;
      });
    };
    await refused('丙', '丁', /^找不到要移动的文档 docs\/丙\.md 或 docs\/丙\.mdx。请写相对 docs\/ 的路径/);
    await refused('组', '丁', /docs\/组 是文件夹，要移动它的首页请写 组\/index/);
    await refused('甲', '组/乙', /^目标 docs\/组\/乙\.md 已经存在：请换一个名字，或先移走那篇文档$/);
    await refused('数据/单位/spearman', '丁', /docs\/数据\/单位\/spearman 是由 data\/ 生成的页面/);
    await refused('甲', '数据/科技/甲', /docs\/数据\/科技\/ 只放由 data\/ 生成的页面/);
    assert.equal(spawnSync('git', ['status', '--porcelain'], {cwd: dir, encoding: 'utf8'}).stdout, '');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
