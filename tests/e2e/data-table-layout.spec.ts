import {expect, test, type Locator, type Page} from '@playwright/test';
import {doc, entity} from '../support/routes';

// How the big data tables read: one line per name and per cost on a desktop screen, a header row
// that stays in sight, and on a phone a name column that stays pinned while the rest scrolls.
const unitsTable = (page: Page) => page.locator('table', {has: page.locator('caption', {hasText: '全部单位'})});

async function lines(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    // Text the reader sees: visually hidden names (1 px boxes) do not count.
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 1 && r.height > 1)
      .map((r) => r.top)
      .sort((a, b) => a - b);
    // Boxes of one line start within a few pixels of each other (an inline box and its text).
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 10).length;
  });
}

test('at 1280 px every unit name and every cost is one line, and the page has no empty right column', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(doc('unitsData'));
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  const rows = unitsTable(page).locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    expect(await lines(row.locator('td').nth(0)), `name of row ${i + 1}`).toBe(1);
    expect(await lines(row.locator('td').nth(4)), `cost of row ${i + 1}`).toBe(1);
  }
});

test('a cost reads as glyphs and numbers, and its text is the resource names', async ({page}) => {
  await page.goto(doc('unitsData'));
  const cost = unitsTable(page).locator('tbody tr').first().locator('td').nth(4);
  const amount = cost.locator('[data-glyph]').first();
  const glyph = await amount.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(glyph).toMatch(/^"\p{Script=Han}"/u);
  // What search indexes and screen readers get: the full name and the number.
  await expect(amount).toHaveText(/^\p{Script=Han}{2} \d+$/u);
  await expect(amount).toHaveAttribute('title', /^\p{Script=Han}{2}$/u);
});

test('the header row stays in sight while the rows scroll', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(doc('unitsData'));
  const scroller = unitsTable(page).locator('xpath=..');
  const header = unitsTable(page).locator('thead th').first();
  await scroller.evaluate((el) => el.scrollIntoView());
  await scroller.evaluate((el) => el.scrollBy(0, 600));
  await expect.poll(async () => await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
  // Six hundred pixels of rows went by; the header sits at the top of the table's box.
  const [box, head] = [(await scroller.boundingBox())!, (await header.boundingBox())!];
  expect(Math.abs(head.y - box.y)).toBeLessThan(2);
  await expect(header).toBeInViewport();
});

test('on a phone the name column stays pinned while the other columns scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(doc('unitsData'));
  const scroller = unitsTable(page).locator('xpath=..');
  const name = unitsTable(page).locator('tbody tr').first().locator('td').first();
  const other = unitsTable(page).locator('tbody tr').first().locator('td').nth(3);
  await name.scrollIntoViewIfNeeded();
  const [nameX, otherX] = [(await name.boundingBox())!.x, (await other.boundingBox())!.x];
  await scroller.evaluate((el) => el.scrollBy(300, 0));
  await expect.poll(async () => (await other.boundingBox())!.x).toBeLessThan(otherX - 100);
  expect(Math.abs((await name.boundingBox())!.x - nameX)).toBeLessThan(2);
});

/** A computed colour as 0–255 channels and alpha: `rgb(…)`, `rgba(…)` or `color(srgb …)`. */
function channels(colour: string): number[] {
  const n = [...colour.matchAll(/[\d.]+/g)].map((m) => Number(m[0]));
  if (colour.startsWith('color(srgb')) return [...n.slice(0, 3).map((c) => Math.round(c * 255)), n[3] ?? 1];
  return [...n.slice(0, 3), n[3] ?? 1];
}

test('a pinned name cell hides what scrolls under it and keeps its row’s stripe', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(doc('unitsData'));
  const [odd, even] = await unitsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.slice(0, 2).map((row) => ({
        pinned: getComputedStyle(row.querySelector('td')!).backgroundColor,
        row: getComputedStyle(row).backgroundColor,
      })),
    );
  expect(channels(odd!.pinned)).toEqual([255, 255, 255, 1]);
  // An even row's stripe is the theme's 3% black over the page; the pinned cell shows it, opaque.
  expect(channels(even!.row)).toEqual([0, 0, 0, 0.03]);
  expect(channels(even!.pinned)).toEqual([247, 247, 247, 1]);
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  // A page wider than the screen makes a phone zoom out and scroll sideways as a whole; wide tables
  // must scroll inside their own box instead (the hover card's placement depends on it too).
  for (const route of [
    doc('unitsData'),
    doc('buildingsData'),
    doc('technologiesData'),
    doc('policiesData'),
    doc('villagesData'),
    doc('technology'),
    doc('unitComparison'),
    entity('unit', 'spearman'),
  ]) {
    test(`${route} is no wider than the screen`, async ({page}) => {
      await page.goto(route);
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(width).toEqual([390, 390]);
    });
  }
});
