/**
 * Parts of pages that keep their built HTML through hydration (src/components/BuildTimeHtml):
 * they must look and behave as if React had rendered them.
 */
import {expect, test} from '@playwright/test';

test('a data table answers the keyboard at once: Tab reaches a sort button, which keeps the focus and sorts', async ({page}) => {
  await page.goto('/docs/数据/单位');
  await page.waitForLoadState('networkidle');
  const table = page.locator('table', {has: page.locator('caption', {hasText: '全部单位'})});
  const firstSort = table.locator('thead button').first();
  await firstSort.focus();
  await expect(firstSort).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.locator('thead th').first()).toHaveAttribute('aria-sort', 'ascending');
});

test('a data table answers the first tap', async ({browser}) => {
  const context = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  await page.goto('/docs/数据/单位');
  await page.waitForLoadState('networkidle');
  const table = page.locator('table', {has: page.locator('caption', {hasText: '全部单位'})});
  await table.locator('thead button').nth(1).tap();
  await expect(table.locator('thead th').nth(1)).toHaveAttribute('aria-sort', 'ascending');
  await context.close();
});

test('the last-updated line is the built one, and the right one after a client-side navigation', async ({page, request}) => {
  const built = async (route: string) => {
    const html = await (await request.get(encodeURI(route))).text();
    return html.match(/<time datetime="([^"]+)"[^>]*itemprop="dateModified"/)![1];
  };
  await page.goto('/docs');
  const first = await built('/docs');
  await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', first);
  await expect(page.locator('.theme-last-updated')).toContainText('最后');
  // Walk on with 下一页 (client-side navigations) until a page was updated at another time.
  let changed = false;
  for (let step = 0; step < 15 && !changed; step++) {
    const before = page.url();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(before);
    const expected = await built(decodeURIComponent(new URL(page.url()).pathname));
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', expected);
    changed = expected !== first;
  }
  expect(changed, 'found a page updated at another time').toBe(true);
});
