import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {filesUnder} from '../../src/plugins/files-under';
import {docRoutes, readYaml, root} from '../support/site';
import {oneOfEachTemplate} from '../support/sitemap';
import {DATA_DOCS, doc, docInFolder} from '../support/routes';

const reference = docRoutes().filter((route) => !route.startsWith(DATA_DOCS));
const data = (file: string) => readYaml<Record<string, unknown>>(`data/${file}`);

/** Waits for every image of the article (lazy ones are scrolled to) and returns those that failed. */
async function brokenImages(page: Page): Promise<string[]> {
  const images = page.locator('article img');
  const problems: string[] = [];
  for (let i = 0; i < (await images.count()); i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const src = (await image.getAttribute('src')) ?? '(no src)';
    const loaded = await image
      .evaluate((img: HTMLImageElement) =>
        (img.complete
          ? Promise.resolve()
          : new Promise((done) => img.addEventListener('load', done, {once: true})).then(() => undefined)
        ).then(() => img.naturalWidth),
      )
      .catch(() => 0);
    if (!(loaded > 0)) problems.push(`${src} did not load`);
    const alt = (await image.getAttribute('alt')) ?? '';
    if (!/\p{Script=Han}/u.test(alt)) problems.push(`${src} has no Chinese alt text ("${alt}")`);
  }
  return problems;
}

test('the doc tree has all of its reference pages', () => {
  for (const route of [
    doc('intro'),
    doc('glossary'),
    doc('factions'),
    docInFolder('factions', '赤岚王朝'),
    doc('soldiers'),
    docInFolder('maps', '澄湖平原'),
    doc('productivity'),
    doc('console'),
  ]) {
    expect(reference).toContain(route);
  }
  expect(reference.length).toBeGreaterThanOrEqual(20);
});

// One visit per reference page: its structure, then its images (loading every page twice for the two
// checks was a minute of the e2e run).
for (const route of reference) {
  test(`${route}: answers with its title, a table of contents and links onward, and its images load with Chinese alt text`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveCount(1);
    await expect(page.locator('article h1')).not.toBeEmpty();
    // The desktop TOC lists the page's sections.
    expect(await page.locator('.table-of-contents a').count()).toBeGreaterThanOrEqual(2);
    const internal = page.locator('article .markdown a[href^="/"]');
    expect(await internal.count()).toBeGreaterThanOrEqual(1);
    const glossary = page.locator(
      `article .markdown a[href*="${encodeURI(doc('glossary'))}"], article .markdown a[href*="${doc('glossary')}"]`,
    );
    if (route !== doc('glossary')) expect(await glossary.count(), 'a term links to 基础名词').toBeGreaterThanOrEqual(1);
    expect(await brokenImages(page)).toEqual([]);
  });
}

// The 数据 pages' images; entity pages are one template filled from data: the first of each kind
// stands for the rest.
for (const route of oneOfEachTemplate(docRoutes()).filter((route) => !reference.includes(route))) {
  test(`${route}: every image loads and has Chinese alt text`, async ({page}) => {
    await page.goto(route);
    expect(await brokenImages(page)).toEqual([]);
  });
}

test('faction and map pages show their emblem or map', async ({page}) => {
  const factions = (data('factions.yaml').factions as {id: string; name: string}[]).map((f) => [
    docInFolder('factions', f.name),
    `/img/factions/${f.id}.svg`,
  ]);
  const maps = (data('maps.yaml').maps as {id: string; name: string}[]).map((m) => [
    docInFolder('maps', m.name),
    `/img/maps/${m.id}.svg`,
  ]);
  for (const [route, image] of [...factions, ...maps]) {
    await page.goto(route!);
    // The bundler inlines small SVGs as data: URLs and copies larger ones to /assets/images/ under
    // a content hash, so compare the bytes, not the address.
    const expected = fs.readFileSync(path.join(root, 'static', image!));
    const sources = await page
      .locator('article img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    let shown = false;
    for (const src of sources) {
      const bytes = src.startsWith('data:image/svg+xml;base64,')
        ? Buffer.from(src.slice(26), 'base64')
        : Buffer.from(await (await page.request.get(src)).body());
      if (bytes.equals(expected)) shown = true;
    }
    expect(shown, `${route} shows ${image}`).toBe(true);
  }
});

test('no built page has NUL characters in its text (React 18 streaming bug, patched in patches/)', () => {
  const corrupted = filesUnder(path.join(root, 'build'), /\.html$/)
    .filter((file) => fs.readFileSync(file).includes(0))
    .map((file) => path.relative(root, file));
  expect(corrupted, 'pages with NUL bytes').toEqual([]);
});

test('the glossary has an anchor for every term other pages link to', async ({request}) => {
  // Read the served HTML: links and ids are all in it, and 40 pages load faster without a browser.
  const html = async (route: string) => (await request.get(encodeURI(route))).text();
  const anchors = new Set([...(await html(doc('glossary'))).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  const wanted = new Set<string>();
  for (const route of reference) {
    for (const [, href] of (await html(route)).matchAll(/href="([^"]*#[^"]*)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, '&'), `http://site${encodeURI(route)}`);
      if (decodeURIComponent(url.pathname) === doc('glossary')) wanted.add(decodeURIComponent(url.hash.slice(1)));
    }
  }
  expect(wanted.size).toBeGreaterThanOrEqual(10);
  expect([...wanted].filter((id) => !anchors.has(id))).toEqual([]);
});

test('生产力: the worked example shows the result computed from data/', async ({page}) => {
  // The formula of data/productivity.yaml, computed here on its own from the YAML.
  const productivity = data('productivity.yaml') as {
    round_to: number;
    default_fertility: number;
    terrains: {id: string; fertility: Record<string, number>}[];
    happiness_bands: {min_happiness: number; factor: number}[];
    worked_example: {
      resource: string;
      workers: number;
      terrain: string;
      buildings: string[];
      policies: string[];
      happiness: number;
    };
  };
  const example = productivity.worked_example;
  const resource = (data('resources.yaml').resources as {id: string; base_yield: number}[]).find(
    (r) => r.id === example.resource,
  )!;
  const fertility =
    productivity.terrains.find((t) => t.id === example.terrain)!.fertility[example.resource] ??
    productivity.default_fertility;
  const buildings = data('buildings.yaml').buildings as {id: string; bonus?: Record<string, number>}[];
  const policies = data('policies.yaml').policies as {id: string; modifiers?: Record<string, number>}[];
  const buildingBonus = example.buildings.reduce(
    (sum, id) => sum + (buildings.find((b) => b.id === id)!.bonus?.[example.resource] ?? 0),
    0,
  );
  const policyBonus = example.policies.reduce(
    (sum, id) => sum + (policies.find((p) => p.id === id)!.modifiers?.[example.resource] ?? 0),
    0,
  );
  const band = [...productivity.happiness_bands].reverse().find((b) => example.happiness >= b.min_happiness)!;
  const exact =
    example.workers * resource.base_yield * fertility * (1 + buildingBonus) * (1 + policyBonus) * band.factor;
  const expected = String(Math.round(exact * 10 ** productivity.round_to) / 10 ** productivity.round_to);

  await page.goto(doc('productivity'));
  await expect(page.locator('article p', {hasText: /^结果：/})).toContainText(expected);
  // The formula and the example are typeset as math, with the example's inputs in them.
  const formulas = page.locator('.katex-display');
  expect(await formulas.count()).toBeGreaterThanOrEqual(2);
  const tex = (await page.locator('.katex-display annotation').allTextContents()).join('\n');
  for (const value of [example.workers, resource.base_yield, fertility, band.factor])
    expect(tex).toContain(String(value));
});

test('控制台: every command, with its syntax and example in code blocks', async ({page}) => {
  const commands = data('console_commands.yaml').console_commands as {
    command: string;
    syntax: string;
    example: string;
  }[];
  await page.goto(doc('console'));
  const blocks = (await page.locator('article pre code').allTextContents()).map((text) => text.trim());
  for (const command of commands) {
    expect(blocks, `syntax of ${command.command}`).toContain(command.syntax);
    expect(blocks, `example of ${command.command}`).toContain(command.example);
    await expect(page.locator(`h3#cmd-${command.command}`)).toHaveCount(1);
  }
});
