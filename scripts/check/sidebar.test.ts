import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {DOC_IDS} from '../../src/config/docs';
import sidebars from '../../sidebars';
import {checkDocIds, checkSidebar, referencedIds} from './sidebar';
import type {Source} from './site';

// The doc map (src/config/docs.ts) against the docs that exist: moving a doc that code links to is
// reported at the map's line, with the doc's new id, so the fix is one edit.
const root = path.resolve(__dirname, '../..');
const mapText = fs.readFileSync(path.join(root, 'src/config/docs.ts'), 'utf8');

/** A doc source as readSite gives it, for a file under docs/ and its front matter. */
const doc = (file: string, front: Record<string, unknown> = {}): Source => ({
  file,
  text: '',
  kind: 'doc',
  url: '',
  front,
  generated: false,
});
const docsOf = (ids: readonly string[]) => ids.map((id) => doc(`docs/${id}.md`));
const lineOf = (needle: string) => mapText.split('\n').findIndex((line) => line.includes(needle)) + 1;

test('every doc the map names exists: no problem', () => {
  assert.deepEqual(checkDocIds(root, docsOf(Object.values(DOC_IDS)), DOC_IDS), []);
});

test('a doc the code links to, moved: the map line, its new id and the redirect to add', () => {
  const ids = Object.values(DOC_IDS).filter((id) => id !== DOC_IDS.resources);
  const problems = checkDocIds(root, [...docsOf(ids), doc('docs/经济/资源.md')], DOC_IDS);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  const [problem] = problems;
  assert.equal(problem!.file, 'src/config/docs.ts');
  assert.equal(problem!.line, lineOf(`resources: '${DOC_IDS.resources}'`));
  assert.match(problem!.message, /^代码链接的文档 resources（「资源」）不存在。你是不是要写「经济\/资源」？/);
  assert.match(problem!.message, /只需改这一行，并在 docs\/redirects\.yaml 记下旧地址/);
});

test('a doc removed: the map line names it', () => {
  const ids = Object.values(DOC_IDS).filter((id) => id !== DOC_IDS.combat);
  const [problem, ...rest] = checkDocIds(root, docsOf(ids), DOC_IDS);
  assert.deepEqual(rest, []);
  assert.equal(problem!.line, lineOf(`combat: '${DOC_IDS.combat}'`));
  assert.match(problem!.message, /^代码链接的文档 combat（「战斗」）不存在/);
});

test('a front matter id is the doc id the map must name', () => {
  const ids = Object.values(DOC_IDS).filter((id) => id !== DOC_IDS.faq);
  assert.deepEqual(checkDocIds(root, [...docsOf(ids), doc('docs/问答.md', {id: DOC_IDS.faq})], DOC_IDS), []);
});

test('a doc renamed past recognition: the sidebar line names the one doc no sidebar lists', async () => {
  const found: {id: string; dir?: boolean}[] = [];
  referencedIds(Object.values(sidebars), found);
  const listed = found.filter((f) => !f.dir).map((f) => f.id);
  assert.ok(listed.includes('控制台'));
  const docs = [...docsOf(listed.filter((id) => id !== '控制台')), doc('docs/游戏内命令.md')];
  const problems = await checkSidebar(root, docs, false);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(
    problems[0]!.line,
    fs
      .readFileSync(path.join(root, 'sidebars.ts'), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes("'控制台'")) + 1,
  );
  assert.match(problems[0]!.message, /^侧边栏引用的文档「控制台」不存在。你是不是要写「游戏内命令」？/);
});
