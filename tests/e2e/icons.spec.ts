import {expect, test, type Locator, type Page} from '@playwright/test';
import {ICONS} from '../../src/game/icons';
import {dataFile} from '../support/site';
import {doc, entity, entitySection} from '../support/routes';
import {openSearchPage, searchBox, searchOptions} from '../support/search-results';
import {hydrated} from '../support/settle';

/**
 * Icons (issue 25, item 10): a unit's by its type in its faction's colour, a building's by its
 * category, a technology's by its era, on the tables, stat cards, hover cards and search results.
 * Each is a file of this site painted as a CSS mask; the text beside it (or its label) names it.
 */
const {units} = dataFile('units');
const {factions} = dataFile('factions');
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The icon an element shows before its text: the drawing's file, its colour and its size. */
const iconOf = (el: Locator) =>
  el.evaluate((node) => {
    const style = getComputedStyle(node, '::before');
    const mask = style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image');
    return {
      file: /url\("?([^")]+)"?\)/.exec(mask)?.[1] ?? '',
      colour: style.backgroundColor,
      // Shared things are drawn in the text's colour, not a link's.
      text: getComputedStyle(document.body).color,
      width: parseFloat(style.width),
    };
  });

/** Every icon file the page asked for answered 200 with an SVG from this site. */
function watchIcons(page: Page) {
  const answers: {url: string; status: number; type: string}[] = [];
  page.on('response', (r) => {
    if (/\/assets\/icons\//.test(r.url()))
      answers.push({url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? ''});
  });
  return answers;
}

test('each unit in the units table has its type’s icon in its faction’s colour, no element added', async ({page}) => {
  const answers = watchIcons(page);
  await page.goto(doc('unitsData'));
  const origin = new URL(page.url()).origin;
  for (const unit of units) {
    const link = page.locator(`table tbody tr[id="${unit.id}"] td:first-child a`);
    await expect(link).toHaveText(unit.name);
    const icon = await iconOf(link);
    expect(icon.file, unit.id).toMatch(
      new RegExp(`/assets/icons/\\w+/${ICONS.unit[unit.type as keyof typeof ICONS.unit]}\\.svg$`),
    );
    const colour = factions.find((f) => f.id === unit.faction)?.colour;
    expect(icon.colour, unit.id).toBe(colour ? rgb(colour) : icon.text);
    expect(icon.width).toBeGreaterThan(10);
    // The icon is the link's own pseudo-element: the link holds only its name.
    expect(await link.evaluate((a) => a.children.length)).toBe(0);
  }
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(Object.keys(ICONS.unit).length);
  for (const a of answers) {
    expect(a.url.startsWith(origin)).toBe(true);
    expect(a.status).toBe(200);
    expect(a.type).toContain('image/svg+xml');
  }
});

test('buildings are marked by category, named for screen readers; technologies by era', async ({page}) => {
  await page.goto(doc('buildingsData'));
  const first = page.locator('table tbody tr').first();
  const image = first.getByRole('img');
  await expect(image).toHaveAccessibleName(/^(政务|经济|军事|城防|奇观)建筑$/);
  expect((await iconOf(image)).file).toMatch(/\/assets\/icons\/\w+\/(adm|eco|mil|def|won)\.svg$/);
  await page.goto(doc('technologiesData'));
  const tech = page.locator(`table tbody tr a[href^="${entitySection('technology')}/"]`).first();
  expect((await iconOf(tech)).file).toMatch(new RegExp(`/(${Object.values(ICONS.technology).join('|')})\\.svg$`));
});

test('the stat card and the hover card show the icon as decoration beside the type', async ({page}) => {
  const unit = units.find((u) => u.faction !== 'all')!;
  await page.goto(entity('unit', unit.id));
  const meta = page.locator('section[aria-label$="的属性"] p').first();
  await expect(meta).toContainText(unit.type);
  const mark = meta.locator('.entity-icon');
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  const icon = await iconOf(mark);
  expect(icon.file).toContain(`/${ICONS.unit[unit.type as keyof typeof ICONS.unit]}.svg`);
  expect(icon.colour).toBe(rgb(factions.find((f) => f.id === unit.faction)!.colour));

  await page.goto(doc('unitsData'));
  await hydrated(page);
  await page.locator(`table tbody tr[id="${unit.id}"] td:first-child a`).hover();
  const cardMark = page.locator('#entity-card .entity-icon');
  await expect(cardMark).toHaveAttribute('aria-hidden', 'true');
  expect((await iconOf(cardMark)).file).toBe(icon.file);
});

test('search results show the unit’s icon, in the box and on /search', async ({page}) => {
  const unit = units.find((u) => u.name === '长枪兵') ?? units[0]!;
  const symbol = ICONS.unit[unit.type as keyof typeof ICONS.unit];
  await page.goto('/docs');
  await hydrated(page);
  await searchBox(page).click();
  await searchBox(page).fill(unit.name);
  const row = searchOptions(page).filter({hasText: unit.name}).first();
  await expect(row).toBeVisible({timeout: 30_000});
  const mark = row.locator('.entity-icon').first();
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  expect((await iconOf(mark)).file).toContain(`/${symbol}.svg`);

  await openSearchPage(page, unit.name);
  const result = page.locator('article', {has: page.locator(`a[href^="${entity('unit', unit.id)}"]`)}).first();
  await expect(result).toBeVisible({timeout: 30_000});
  expect((await iconOf(result.locator('.entity-icon').first())).file).toContain(`/${symbol}.svg`);
});
