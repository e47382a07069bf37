import assert from 'node:assert/strict';
import childProcess from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

/**
 * A page's 「最后更新于」 is its file's last commit. Docusaurus ran git once per file (a shell and a
 * git process forked from the build, dearer as the build grows: a minute of CPU at ten times the
 * game); the utils patch reads every file's last commit from one `git log` per repository. Same
 * dates as `git log -1 -- file`, merges included; none for a file git does not track.
 */
test('last-update dates: as git log -1 per file, from one git log for the whole repository', async () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-'));
  const sh = (args: string[], date?: number) =>
    childProcess.execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...(date ? {GIT_AUTHOR_DATE: `@${date} +0000`, GIT_COMMITTER_DATE: `@${date} +0000`} : {}),
      },
    });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    fs.writeFileSync(path.join(repo, file), text);
  };
  sh(['init', '-q', '-b', 'main']);
  sh(['config', 'user.name', '编辑甲']);
  sh(['config', 'user.email', 'a@example.com']);
  const files = Array.from({length: 12}, (_, i) => `docs/数据/页${i}.md`);
  files.forEach((file) => write(file, 'v1'));
  sh(['add', '.']);
  sh(['commit', '-qm', 'one'], 1_700_000_000);
  sh(['checkout', '-qb', 'side']);
  write(files[1]!, 'side');
  sh(['commit', '-qam', 'side'], 1_700_000_100);
  sh(['checkout', '-q', 'main']);
  write(files[2]!, 'main');
  sh(['commit', '-qam', 'main'], 1_700_000_200);
  sh(['merge', '-q', '--no-ff', '-m', 'merge', 'side'], 1_700_000_300);
  write('docs/未跟踪.md', 'generated');

  // Every git process, whichever way it is started (Docusaurus's own way is a shell: exec).
  let gitRuns = 0;
  const {execFile, exec} = childProcess;
  childProcess.execFile = ((...args: Parameters<typeof execFile>) => {
    if (args[0] === 'git') gitRuns++;
    return execFile(...args);
  }) as typeof execFile;
  childProcess.exec = ((...args: Parameters<typeof exec>) => {
    if (/^git\b/.test(args[0])) gitRuns++;
    return exec(...args);
  }) as typeof exec;
  try {
    const {getGitLastUpdate} = require('@docusaurus/utils/lib/lastUpdateUtils.js') as {
      getGitLastUpdate(file: string): Promise<{lastUpdatedAt: number; lastUpdatedBy: string} | null>;
    };
    for (const file of files) {
      const [seconds, author] = sh(['log', '-1', '--format=%ct,%an', '--', file]).trim().split(',');
      assert.deepEqual(await getGitLastUpdate(path.join(repo, file)), {
        lastUpdatedAt: Number(seconds) * 1000,
        lastUpdatedBy: author,
      });
    }
    assert.equal(await getGitLastUpdate(path.join(repo, 'docs/未跟踪.md')), null);
    assert.ok(gitRuns <= 3, `git ran ${gitRuns} times for ${files.length + 1} files`);
  } finally {
    Object.assign(childProcess, {execFile, exec});
    fs.rmSync(repo, {recursive: true, force: true});
  }
});
