/**
 * Offline reading (issue 24): after a first visit the reference works without a network, search
 * included, for any words, although the first visit searched nothing; a new release announces
 * itself with 「有新版本」.
 * Each test serves the build on a port of its own, so the service worker it installs touches no
 * other test (the other specs run with service workers blocked: playwright.config.ts).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {serve} from '../../scripts/serve-build';
import {filesUnder} from '../../src/plugins/files-under';
import {root} from '../support/site';
import {doc, entity} from '../support/routes';
import {searchBox as box} from '../support/search-results';
import {hydrated} from '../support/settle';

test.use({serviceWorkers: 'allow'});
// The first visit stores the whole reference in the background; on a loaded machine that takes a while.
test.setTimeout(120_000);

const buildDir = path.join(root, 'build');

/** The service worker has stored the precache and controls the page. */
async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 90_000});
}

test('after a first visit, pages of every kind and search work offline', async ({page, context}) => {
  const {origin, close} = await serve(buildDir, {headers: true});
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) foreign.push(request.url());
  });
  try {
    await page.goto(`${origin}/docs`);
    await offlineReady(page);
    // What Chromium checks before it offers to install the site (the manifest, its icons, the worker).
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors, 'manifest.json 有错误').toEqual([]);
    const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito windows, which Chromium never offers to install anything from.
    const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    expect(errors, '浏览器不会提示安装').toEqual([]);
    // The reader never searched online: the whole index came with the first visit.
    await context.setOffline(true);
    const pages: [string, RegExp][] = [
      [doc('combat'), /^战斗/],
      [entity('unit', 'archer'), /^弓手/],
      [doc('buildingsData'), /^建筑数据/],
      ['/download', /^下载《千川纪》/],
      ['/', /^千川纪/],
    ];
    for (const [route, heading] of pages) {
      await page.goto(`${origin}${encodeURI(route)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    }
    await page.goto(`${origin}${encodeURI(doc('combat'))}`);
    await hydrated(page);
    // Two searches whose words share no shard; loading the index takes seconds on a busy machine.
    await box(page).fill('投石手');
    await expect(page.getByRole('option').first()).toContainText('投石手', {timeout: 30_000});
    await box(page).fill('帝系传承');
    await expect(page.getByRole('option').first()).toContainText('帝系传承', {timeout: 30_000});
    await page.getByRole('option').first().click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(foreign, '请求了其他源').toEqual([]);
  } finally {
    await context.setOffline(false);
    await close();
  }
});

/** Replaces `from` by `to` in one file of `dir`, and gives sw.js the file's new revision. */
function changeFile(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const changed = fs.readFileSync(full, 'utf8').replace(from, to);
  fs.writeFileSync(full, changed);
  const revision = createHash('md5').update(changed).digest('hex');
  const sw = path.join(dir, 'sw.js');
  const source = fs.readFileSync(sw, 'utf8');
  const escaped = file.replace(/[.]/g, '\\.');
  const updated = source.replace(new RegExp(`("url":"/${escaped}","revision":")[0-9a-f]+`), `$1${revision}`);
  expect(updated, `sw.js 里没有 /${file}`).not.toBe(source);
  fs.writeFileSync(sw, updated);
}

/**
 * A copy of the build whose download page heading has changed, in its HTML and in the script that
 * renders it (hydration would put the old heading back otherwise): the next release.
 */
function nextRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-release-'));
  fs.cpSync(buildDir, dir, {recursive: true});
  changeFile(dir, 'download.html', '<h1>下载《千川纪》', '<h1>下载《千川纪》新版');
  // The heading as the minifier writes it in the page's chunk: one file holds it.
  const literal = JSON.stringify('下载《千川纪》').replace(
    /[^\x00-\x7f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16)}`,
  );
  const scripts = fs
    .readdirSync(path.join(dir, 'assets/js'))
    .filter((f) => fs.readFileSync(path.join(dir, 'assets/js', f), 'utf8').includes(literal));
  expect(scripts, '下载页标题所在的脚本').toHaveLength(1);
  changeFile(dir, `assets/js/${scripts[0]}`, literal, literal.replace(/"$/, '\\u65b0\\u7248"'));
  return dir;
}

test('a new release shows 「有新版本」, and its button brings the reader onto it', async ({page}) => {
  const next = nextRelease();
  const first = await serve(buildDir, {headers: true});
  const port = Number(new URL(first.origin).port);
  let second: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    await page.goto(`${first.origin}/download`);
    await offlineReady(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('下载《千川纪》');
    await first.close();
    // The same address now serves the next release, as after a deploy.
    second = await serve(next, {headers: true, port});
    await page.reload();
    const notice = page.getByRole('status').filter({hasText: '有新版本'});
    await expect(notice).toBeVisible({timeout: 60_000});
    // Until the reader accepts, the page is the one they were reading.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('下载《千川纪》');
    await notice.getByRole('button', {name: '刷新页面'}).click();
    // The new worker activates, then the page reloads through it: seconds on a loaded machine.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('下载《千川纪》新版', {timeout: 30_000});
    await expect(notice).toHaveCount(0);
  } finally {
    await (second ?? first).close();
    fs.rmSync(next, {recursive: true, force: true});
  }
});

test('a page left out of the precache stays readable offline once read; one never read says so', async ({
  page,
  context,
}) => {
  const {origin, close} = await serve(buildDir, {headers: true});
  try {
    await page.goto(`${origin}/blog`);
    await offlineReady(page);
    // A post (the blog is not precached: news, not reference), read once online.
    const post = page.locator('article h2 a').first();
    const title = (await post.textContent())!.trim();
    await hydrated(page);
    await post.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // The worker stores the post in the background once told it was read (a second on a loaded machine).
    const path = new URL(page.url()).pathname;
    await expect.poll(() => page.evaluate((p) => caches.match(p).then(Boolean), path)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // The archive was never read: a Chinese page says why, with a way back to what is stored.
    await page.goto(`${origin}/blog/archive`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('这一页还没有存到本机');
    await page.getByRole('link', {name: '文档'}).click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/docs');
  } finally {
    await context.setOffline(false);
    await close();
  }
});

test('the offline install downloads no script that no page can ask for', () => {
  const sw = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"\/(assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(precached.length).toBeGreaterThan(10);
  // What can ask for a script: a page, or a script of the client (webpack's runtime names each
  // chunk by its content hash); not sw.js, which lists them all.
  const askers = [...filesUnder(buildDir, /\.html$/), ...filesUnder(path.join(buildDir, 'assets/js'), /\.js$/)].map(
    (file) => ({file, text: fs.readFileSync(file, 'utf8')}),
  );
  const unasked = precached.filter((script) => {
    const hash = script.split('.').at(-2)!;
    return !askers.some(({file, text}) => !file.endsWith(script) && text.includes(hash));
  });
  expect(unasked, '这些脚本在离线预缓存里，却没有页面会请求').toEqual([]);
});
