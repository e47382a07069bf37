import Ajv from 'ajv';
import {expect, test} from '@playwright/test';
import {latestStable, releases} from '../support/site';
import {doc} from '../support/routes';

// 数据总览 lists the open data files; they are served at stable URLs, fit their JSON Schemas, and
// say what the pages say; the balance feed lists each release's changes.
const OVERVIEW = doc('dataOverview');
const latest = latestStable().version;

test('数据总览 links every kind of the latest release, its schema and the licence', async ({page}) => {
  await page.goto(OVERVIEW);
  const table = page.locator('table', {has: page.locator('caption', {hasText: `游戏数据文件（${latest}）`})});
  await expect(table.getByRole('link', {name: 'units.json', exact: true})).toHaveAttribute(
    'href',
    '/data/latest/units.json',
  );
  await expect(table.getByRole('link', {name: 'units.schema.json'})).toHaveAttribute(
    'href',
    '/data/latest/units.schema.json',
  );
  await expect(table.locator('tbody tr')).toHaveCount(17);
  await expect(page.getByRole('link', {name: `${latest}（`})).toHaveAttribute('href', `/data/${latest}/units.json`);
  await expect(page.locator('a[rel="license"]')).toContainText('CC BY 4.0');
  await expect(page.getByRole('link', {name: 'Atom 订阅'})).toHaveAttribute('href', '/data/balance.atom');
});

test('each file fits its JSON Schema, and the version URL serves what latest does', async ({request}) => {
  const index = (await (await request.get('/data/index.json')).json()) as {
    latest: string;
    versions: {version: string; kinds: string[]}[];
  };
  expect(index.latest).toBe(latest);
  for (const {version, kinds} of index.versions) {
    for (const kind of kinds) {
      const data: unknown = await (await request.get(`/data/${version}/${kind}.json`)).json();
      const schema = (await (await request.get(`/data/${version}/${kind}.schema.json`)).json()) as object;
      const validate = new Ajv({allErrors: true, strict: false}).compile(schema);
      expect(validate(data), `${version}/${kind}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  }
  const [pinned, current] = await Promise.all(
    [`/data/${latest}/units.json`, '/data/latest/units.json'].map(async (url) => (await request.get(url)).text()),
  );
  expect(pinned).toBe(current);
});

test('a number in the file is the number on the unit page', async ({page, request}) => {
  const {units} = (await (await request.get('/data/latest/units.json')).json()) as {
    units: {id: string; name: string; hp: number}[];
  };
  const militia = units.find((u) => u.id === 'militia')!;
  await page.goto(doc('unitsData'));
  const row = page.locator('tbody tr', {has: page.getByRole('link', {name: militia.name, exact: true})});
  await expect(row.first()).toContainText(String(militia.hp));
});

test('the balance feed has an entry per release that changed numbers', async ({request}) => {
  const response = await request.get('/data/balance.atom');
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  const changed = releases().filter((r) => ((r as {changes?: unknown[]}).changes ?? []).length > 0);
  expect(xml.match(/<entry>/g)).toHaveLength(changed.length);
  for (const r of changed) expect(xml).toContain(`/blog/${r.notes}"/>`);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  test('the file list fits the screen and the page asks no other origin', async ({page, baseURL}) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto(OVERVIEW);
    await expect(page.getByRole('link', {name: 'openings.schema.json'})).toBeVisible();
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width).toEqual([390, 390]);
    expect(foreign).toEqual([]);
  });
});
