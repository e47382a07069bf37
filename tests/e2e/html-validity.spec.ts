/**
 * Every built page is valid HTML for the W3C Nu HTML checker (npm vnu-jar, run on Java), as a plain
 * Docusaurus build is: one run over all of build/, errors only, each named with its page and line.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {filesUnder} from '../../src/plugins/files-under';
import {root} from '../support/site';

test('the W3C HTML checker finds no error on any built page', async () => {
  test.setTimeout(180_000);
  const java = spawnSync('java', ['-version'], {encoding: 'utf8'});
  expect(
    java.error,
    'this check runs the W3C checker on Java: install a Java runtime (apt-get install default-jre-headless)',
  ).toBeUndefined();
  const files = filesUnder(path.join(root, 'build'), /\.html$/);
  expect(files.length).toBeGreaterThan(40);
  // vnu-jar exports the path of its jar.
  const jar = require('vnu-jar') as string;
  let report = '';
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it finds errors and writes its report to stderr.
    report = (error as {stderr?: string}).stderr ?? String(error);
  }
  const messages = report
    ? (JSON.parse(report) as {messages: {url: string; lastLine?: number; message: string}[]}).messages
    : [];
  const list = messages.map(
    (m) => `${decodeURIComponent(m.url.replace(`file:${root}/`, ''))}:${m.lastLine ?? '?'}：${m.message}`,
  );
  expect(list, `W3C 检查器报告的错误：\n${list.join('\n')}`).toEqual([]);
});
