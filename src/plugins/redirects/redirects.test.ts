import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {loadRedirects, REDIRECTS_FILE, writeRedirects} from './redirects';

const routes = ['/', '/docs', '/docs/资源', '/docs/数据/总览'];

function site(yaml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, REDIRECTS_FILE), yaml);
  return dir;
}

test('each old address gets a script-free page and a 301 line for Cloudflare and nginx', () => {
  const dir = site('- from: /docs/旧资源\n  to: /docs/资源\n');
  const redirects = loadRedirects(dir, routes);
  const out = path.join(dir, 'build');
  fs.mkdirSync(out);
  writeRedirects(out, redirects, 'https://www.example.cn');
  const page = fs.readFileSync(path.join(out, 'docs/旧资源.html'), 'utf8');
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/docs\/%E8%B5%84%E6%BA%90">/);
  assert.match(page, /<link rel="canonical" href="https:\/\/www\.example\.cn\/docs\/%E8%B5%84%E6%BA%90">/);
  assert.match(page, /本页已移到 <a href="\/docs\/%E8%B5%84%E6%BA%90">\/docs\/资源<\/a>/);
  assert.doesNotMatch(page, /<script/);
  assert.equal(
    fs.readFileSync(path.join(out, '_redirects'), 'utf8'),
    '/docs/%E6%97%A7%E8%B5%84%E6%BA%90 /docs/%E8%B5%84%E6%BA%90 301\n',
  );
  assert.equal(
    fs.readFileSync(path.join(out, 'redirects.conf'), 'utf8'),
    'location = "/docs/旧资源" { return 301 "/docs/%E8%B5%84%E6%BA%90"; }\n',
  );
});

test('a target without a page, and an old address that still has one, are named with their lines', () => {
  const dir = site('- from: /docs/旧资源\n  to: /docs/资原\n- from: /docs/资源\n  to: /docs\n');
  assert.throws(
    () => loadRedirects(dir, routes),
    (error: Error) =>
      /docs\/redirects\.yaml:2: 新地址 \/docs\/资原 没有页面。你是不是要写「\/docs\/资源」？/.test(error.message) &&
      /docs\/redirects\.yaml:3: 旧地址 \/docs\/资源 仍有页面，不能跳走/.test(error.message),
  );
});

test('an address without its leading slash, or with a trailing one, is refused at its line', () => {
  const dir = site('- from: docs/旧\n  to: /docs/资源/\n');
  assert.throws(
    () => loadRedirects(dir, routes),
    (error: Error) =>
      /redirects\.yaml:1: 0\.from：应是以 \/ 开头的站内地址/.test(error.message) &&
      /redirects\.yaml:2: 0\.to：去掉末尾的 \//.test(error.message),
  );
});

test('a YAML mistake is said in Chinese, on the line to fix, with what to do', () => {
  const dir = site('- from: /docs/旧资源\n  to: "/docs/资源\n- from: /docs/旧\n  to: /docs\n');
  assert.throws(
    () => loadRedirects(dir, routes),
    (error: Error) =>
      /^docs\/redirects\.yaml:2:7: YAML 语法错误：引号没有成对：这一行的 " 没有对应的结尾 "/m.test(
        error.message.split('\n')[1]!.trim(),
      ) && !/[A-Za-z]{5,}/.test(error.message.replace(/redirects\.yaml|YAML/g, '')),
  );
});

test('an unknown field or a missing one is named in Chinese', () => {
  const dir = site('- from: /docs/旧资源\n  too: /docs/资源\n');
  assert.throws(
    () => loadRedirects(dir, routes),
    (error: Error) =>
      /redirects\.yaml:2: 0\.too：不认识的字段「too」。你是不是要写「to」？/.test(error.message) &&
      /redirects\.yaml:1: 0\.to：缺少 to：每一条都要有 from（旧地址）和 to（新地址）/.test(error.message),
  );
});
