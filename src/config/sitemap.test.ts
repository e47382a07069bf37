import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import type {RouteConfig} from '@docusaurus/types';
import {trackedFiles, withoutUntrackedSources} from './sitemap';

/** A throwaway repository with one committed doc and one generated (untracked) entity page. */
function repo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-git-'));
  for (const file of ['docs/战斗.md', 'docs/数据/单位/militia.md']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '# 页面\n');
  }
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', 'docs/战斗.md');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'doc');
  return dir;
}

const route = (p: string, sourceFilePath?: string, lastUpdatedAt?: number): RouteConfig => ({
  path: p,
  component: 'C',
  ...(sourceFilePath ? {metadata: {sourceFilePath, ...(lastUpdatedAt ? {lastUpdatedAt} : {})}} : {}),
});

test('the files git tracks, with Chinese names as they are (not quoted)', () => {
  const tracked = trackedFiles(repo());
  assert.deepEqual([...(tracked ?? [])], ['docs/战斗.md']);
  assert.equal(trackedFiles(fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'))), undefined);
});

test('only untracked sources without a date lose their path, nested routes included', () => {
  const tracked = new Set(['docs/战斗.md', 'src/pages/index.tsx']);
  const [docs, home] = withoutUntrackedSources(
    [
      {
        ...route('/docs'),
        routes: [
          route('/docs/战斗', 'docs/战斗.md'),
          route('/docs/数据/单位/militia', 'docs/数据/单位/militia.md'),
          route('/docs/数据/单位/dated', 'docs/数据/单位/dated.md', 1_700_000_000_000),
        ],
      },
      route('/', 'src/pages/index.tsx'),
    ],
    tracked,
  );
  const sources = docs!.routes!.map((r) => r.metadata?.sourceFilePath);
  assert.deepEqual(sources, ['docs/战斗.md', undefined, 'docs/数据/单位/dated.md']);
  assert.equal(docs!.routes![2]!.metadata?.lastUpdatedAt, 1_700_000_000_000);
  assert.equal(home!.metadata?.sourceFilePath, 'src/pages/index.tsx');
});
