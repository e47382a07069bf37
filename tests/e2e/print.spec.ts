import {expect, test, type Page} from '@playwright/test';
import {dataFile} from '../support/site';
import {doc} from '../support/routes';

// Printed on A4 (210 mm less 1 cm margins each side, at 96 px to the inch): what the paper holds.
const paperWidth = 718;

/** Rows and columns of a table as printed, and the cells the paper does not show. */
async function printed(page: Page, route: string, caption: RegExp) {
  await page.setViewportSize({width: paperWidth, height: 1000});
  await page.goto(route);
  await page.emulateMedia({media: 'print'});
  const table = page.locator('table', {has: page.locator('caption', {hasText: caption})});
  await expect(table).toHaveCount(1);
  return table.evaluate((t, width) => {
    // A cell is lost when it runs off the paper or lies outside a box that clips it (a scroll box).
    const lost = [...t.querySelectorAll('th, td')].filter((cell) => {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.left < -1 || box.right > width + 1) return true;
      for (let a = cell.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (box.right > clip.right + 1 || box.bottom > clip.bottom + 1) return true;
      }
      return false;
    });
    return {
      rows: t.querySelectorAll('tbody tr').length,
      columns: t.querySelectorAll('thead th').length,
      widest: Math.max(...[...t.querySelectorAll('tbody tr')].map((row) => row.children.length)),
      lost: lost.slice(0, 5).map((cell) => cell.textContent?.trim()),
      lostCount: lost.length,
    };
  }, paperWidth);
}

test('the units table prints every row and column', async ({page}) => {
  const result = await printed(page, doc('unitsData'), /全部单位/);
  expect(result.rows).toBe(dataFile('units').units.length);
  expect(result.columns).toBeGreaterThanOrEqual(10);
  expect(result.widest).toBe(result.columns);
  expect(result.lost).toEqual([]);
});

test('the faction table prints every row and column, its last column too', async ({page}) => {
  const result = await printed(page, doc('factions'), /阵营对比/);
  expect(result.rows).toBe(dataFile('factions').factions.length);
  expect(result.lost).toEqual([]);
});

test('print leaves out the navbar, sidebar, table of contents and announcement', async ({page}) => {
  await page.goto(doc('productivity'));
  await page.emulateMedia({media: 'print'});
  const hidden = '.navbar .theme-doc-sidebar-container .theme-doc-toc-desktop .theme-announcement-bar .footer';
  for (const selector of hidden.split(' ')) await expect(page.locator(selector).first(), selector).toBeHidden();
  await expect(page.locator('article h1')).toBeVisible();
});
