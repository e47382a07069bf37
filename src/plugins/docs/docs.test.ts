import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {getPluginPathsToWatch, watch} from '@docusaurus/core/lib/commands/start/watcher';
import {frontMatterStamp, generatedPagesWatch, writeFrontMatterStamp} from '../entity-pages/watch';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('npm start: a generated page’s text reaches webpack alone; a hand-written doc or the stamp reloads the docs', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-watch-'));
  const generatedFilesDir = path.join(siteDir, '.docusaurus');
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, relative)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, relative), text);
  };
  write('docs/单位/士兵.md', '# 士兵\n');
  write('docs/数据/单位.mdx', '# 单位\n');
  write('docs/数据/单位/militia.mdx', '---\ntitle: 民兵\n---\n\n生命 60\n');
  writeFrontMatterStamp(generatedFilesDir, 'one');
  const heard: string[] = [];
  // Docusaurus's own watcher, with what the docs plugin watches (its include pattern) and ours,
  // made relative to the site as Docusaurus makes every plugin's list.
  const plugin = {getPathsToWatch: () => ['docs/**/*.{md,mdx}', ...generatedPagesWatch({generatedFilesDir})]};
  const stop = watch(
    {
      pathsToWatch: getPluginPathsToWatch({
        siteDir,
        plugin: plugin as Parameters<typeof getPluginPathsToWatch>[0]['plugin'],
      }),
      siteDir,
      usePolling: false,
      interval: undefined,
    },
    (event) => heard.push(event.path),
  );
  try {
    await sleep(500);
    write('docs/数据/单位/militia.mdx', '---\ntitle: 民兵\n---\n\n生命 61\n');
    write('docs/数据/单位/spearman.mdx', '---\ntitle: 长枪兵\n---\n');
    await sleep(500);
    assert.deepEqual(heard, [], '生成的单位页变了，文档插件却要重新加载');
    assert.equal(writeFrontMatterStamp(generatedFilesDir, 'one'), false, '标记没变也重写了');
    assert.equal(writeFrontMatterStamp(generatedFilesDir, 'two'), true);
    write('docs/单位/士兵.md', '# 士兵们\n');
    write('docs/数据/单位.mdx', '# 全部单位\n');
    await sleep(500);
    assert.deepEqual(heard.sort(), [
      '.docusaurus/entity-pages/front-matter.txt',
      'docs/单位/士兵.md',
      'docs/数据/单位.mdx',
    ]);
  } finally {
    await stop();
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

test('the stamp changes with a page’s front matter or the list of pages, not with its text', () => {
  const pages = (entries: [string, string][]) => frontMatterStamp(new Map(entries));
  const militia = (title: string, hp: number): [string, string] => [
    '数据/单位/militia.mdx',
    `---\ntitle: ${title}\n---\n\n生命 ${hp}\n`,
  ];
  const spearman: [string, string] = ['数据/单位/spearman.mdx', '---\ntitle: 长枪兵\n---\n'];
  const stamp = pages([militia('民兵', 60), spearman]);
  assert.equal(pages([spearman, militia('民兵', 61)]), stamp);
  assert.notEqual(pages([militia('民兵甲', 60), spearman]), stamp);
  assert.notEqual(pages([militia('民兵', 60)]), stamp);
});
