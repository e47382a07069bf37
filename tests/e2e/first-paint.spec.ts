/**
 * The site's scripts are requested only once the browser has drawn the page's first frame
 * (src/config/ssr-template.ts), so they never hold back the first paint: every page is complete in
 * its HTML, and the scripts, added then, still make it interactive. A tab opened in the background,
 * which draws no frames, gets them at once.
 */
import {expect, test, type Page} from '@playwright/test';
import {pageTypes} from '../../scripts/perf/page-weight';
import {doc} from '../support/routes';

/** Hydrated: Docusaurus's client has run and a link navigates without reloading. */
async function expectInteractive(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as {unloaded: boolean}).unloaded = false));
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => (window as unknown as {unloaded?: boolean}).unloaded),
    'navigated client-side, same document',
  ).toBe(false);
}

const mainScript = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

for (const {name, route} of pageTypes()) {
  test(`${name}: the scripts wait for the first frame, then make the page interactive`, async ({page}) => {
    await page.goto(route);
    await expectInteractive(page);
  });
}

test('until the browser has drawn a frame, no script is requested, and the page reads complete', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (mainScript.test(request.url()) && scripts.push(request.url())));
  // Frames that never come: the loader must keep waiting for one.
  await page.clock.install();
  await page.addInitScript(() => (window.requestAnimationFrame = () => 0));
  await page.goto(doc('unitsData'));
  // However long the reader waits: every timer the page set runs, and still no script is asked for.
  await page.clock.runFor(10_000);
  await page.waitForLoadState('networkidle');
  expect(scripts, 'main.js requested before a frame was drawn').toEqual([]);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article table tbody tr').first()).toBeVisible();
});

test('a page opened in a background tab (no frames painted) still loads its scripts', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    // A hidden tab runs no animation frames: a loader that waited for one would never load.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto(doc('intro'));
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as {docusaurus?: unknown}).docusaurus))
    .toBe('object');
});
