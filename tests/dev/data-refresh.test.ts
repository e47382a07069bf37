/**
 * The editors' preview: `docusaurus start` on a copy of the site, then a data edit. Prose numbers
 * (`:data[units.militia.hp]` on a page the test adds to the copy, so no rewording of the real pages
 * matters), the data table (/docs/数据/单位) and the unit's generated page (/docs/数据/单位/militia)
 * must all show the new value without a restart. The copy has its own data/ (the real one is never
 * touched) and a symlink to this checkout's node_modules. Port: DEV_TEST_PORT, default 4201.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {chromium, type Browser, type Page} from '@playwright/test';
import {findChromium} from '../../scripts/lib/browser';
import {doc, docAt, entity} from '../support/routes';

const siteDir = path.resolve(__dirname, '../..');
const port = Number(process.env.DEV_TEST_PORT ?? 4201);
const base = `http://127.0.0.1:${port}`;
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'reports']);
/** The page the test adds to the copy: one sentence with 民兵's hp, as an editor writes it. */
const MARKER_ID = 'dev-preview-marker';
const MARKER_PAGE = [
  '---',
  'title: 预览测试',
  'description: 开发服务器测试加的页面。',
  'keywords: [预览]',
  '---',
  '',
  '预览标记：民兵的生命 :data[units.militia.hp]。',
  '',
].join('\n');
const PROSE = docAt(MARKER_ID);
const TABLE = doc('unitsData');
const MILITIA = entity('unit', 'militia');

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let log = '';

after(async () => {
  await browser?.close();
  if (server?.pid) {
    // `docusaurus start` runs in its own process group: end it and what it started.
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(copy, {recursive: true, force: true});
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${what}：${timeoutMs / 1000} 秒内没有等到${last ? `（${String(last)}）` : ''}\n开发服务器输出的最后部分：\n${log.slice(-3000)}`,
  );
}

/** The marker page's sentence that gives 民兵's hp (`生命 :data[units.militia.hp]`). */
const proseHp = (page: Page) =>
  page
    .locator('article p', {hasText: '预览标记'})
    .first()
    .innerText()
    .then((text) => /民兵的生命 (\d+)/.exec(text)?.[1]);

/** 民兵's cell in the 生命 column of the units table. */
const tableHp = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('tr#militia');
    const table = row?.closest('table');
    const headers = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.trim() ?? '');
    const column = headers.findIndex((h) => h.startsWith('生命'));
    const cell = column >= 0 ? row?.querySelectorAll('td, th')[column] : undefined;
    return cell?.textContent?.trim() || undefined;
  });

/** 民兵's 生命 on its own page, in the stat card under the title. */
const entityHp = (page: Page) =>
  page.evaluate(() => {
    const term = [...document.querySelectorAll('article dt')].find((dt) => dt.textContent?.trim() === '生命');
    return term?.nextElementSibling?.textContent?.trim() || undefined;
  });

test('a data edit in npm start refreshes prose numbers and tables without a restart', {timeout: 330_000}, async () => {
  for (const entry of fs.readdirSync(siteDir)) {
    if (!LEFT_OUT.has(entry)) fs.cpSync(path.join(siteDir, entry), path.join(copy, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(copy, 'docs', `${MARKER_ID}.md`), MARKER_PAGE);
  const unitsFile = path.join(copy, 'data', 'units.yaml');
  const units = fs.readFileSync(unitsFile, 'utf8');
  const militia = /- id: militia\n(?:    .*\n)*?    hp: (\d+)\n/.exec(units);
  assert.ok(militia, 'data/units.yaml: 找不到民兵的 hp');
  const before = militia[1]!;
  // One more hp: a real edit an editor makes, small enough to keep the balance checks green (a
  // militia with three times its hp would beat everything, and the build would rightly refuse it).
  const after = String(Number(before) + 1);

  server = spawn(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: copy,
      detached: true,
      // The perf logger names each plugin Docusaurus reloads (checked after the edit below).
      env: {...process.env, BROWSER: 'none', NODE_ENV: 'development', DOCUSAURUS_PERF_LOGGER: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const executablePath = findChromium();
  browser = await chromium.launch({
    ...(executablePath ? {executablePath} : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const prose = await browser.newPage();
  const table = await browser.newPage();
  // The first compile of the whole site is the slow part (about 2 min on a busy shared core).
  // Pages are read once their DOM is there: offline, a CDN stylesheet can hold the load event
  // back until it times out.
  await until(
    '开发服务器启动',
    async () => ((await fetch(`${base}${encodeURI(PROSE)}`)).ok ? true : undefined),
    200_000,
  );
  await prose.goto(`${base}${PROSE}`, {waitUntil: 'domcontentloaded'});
  await table.goto(`${base}${TABLE}`, {waitUntil: 'domcontentloaded'});
  assert.equal(await until('正文里民兵的生命', () => proseHp(prose), 60_000), before);
  const tableBefore = await tableHp(table).catch(() => undefined);
  const unitPage = await browser.newPage();
  await unitPage.goto(`${base}${MILITIA}`, {waitUntil: 'domcontentloaded'});
  assert.equal(await until('民兵页面上的生命', () => entityHp(unitPage), 60_000), before);
  // No debug plugin: its one module held every plugin's content, data/ included, and each edit rewrote it.
  assert.ok(!fs.existsSync(path.join(copy, '.docusaurus', 'docusaurus-plugin-debug')), '预览里开着调试插件');

  const edited = units.replace(militia[0], militia[0].replace(`    hp: ${before}\n`, `    hp: ${after}\n`));
  const editedAt = log.length;
  fs.writeFileSync(unitsFile, edited);

  // Hot reload updates the open pages; no reload, no restart.
  await until(
    `正文里民兵的生命变成 ${after}`,
    async () => ((await proseHp(prose)) === after ? true : undefined),
    60_000,
  );
  await until(
    `数据表里民兵的生命变成 ${after}（修改前表格里是 ${tableBefore ?? '空的'}）`,
    async () => ((await tableHp(table)) === after ? true : undefined),
    20_000,
  );
  // Its generated page too: the entity-pages plugin rewrites it when the data changes.
  await until(
    `民兵页面上的生命变成 ${after}`,
    async () => ((await entityHp(unitPage)) === after ? true : undefined),
    60_000,
  );
  // The pages' text changed, not their list or front matter: webpack compiles them, and the docs
  // plugin does not load every doc again (src/plugins/docs).
  const reloads = [...log.slice(editedAt).matchAll(/Reload site plugin (\S+)@\S+ - /g)].map((m) => m[1]);
  assert.deepEqual(reloads, ['game-data'], `改了一个数值，预览重新加载了这些插件：${reloads.join('、')}`);

  // A mistake is reported once, by the plugin that watches data/, with file, line and field.
  const from = log.length;
  const broken = edited.replace(`    hp: ${after}\n`, '    hp: sixty\n');
  const line = broken.split('\n').indexOf('    hp: sixty') + 1;
  fs.writeFileSync(unitsFile, broken);
  const message = `data/units.yaml:${line}: units[id=militia].hp：类型不对：填的是 "sixty"（文字），应为数字`;
  await until('开发服务器报告数据错误', async () => (log.slice(from).includes(message) ? true : undefined), 60_000);
  // Before, six plugins watched data/ and each reload failed on its own. One write can reach the
  // watcher as two change events (truncate, then write), so count plugins, not failures.
  const failed = new Set([...log.slice(from).matchAll(/Site plugin reload failure - Plugin (\S+)/g)].map((m) => m[1]));
  assert.equal(
    failed.size,
    1,
    `${failed.size} 个插件重新加载失败：${[...failed].join('、')}\n${log.slice(from).slice(-3000)}`,
  );
});
