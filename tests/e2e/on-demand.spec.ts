/**
 * What pages load only when a reader reaches for it (issue 8's budgets depend on it): the search
 * bar's code and Prism. Both keep working as before once loaded.
 */
import {expect, test, type Page} from '@playwright/test';
import {hydrated, settled} from '../support/settle';
import {doc, docInFolder} from '../support/routes';
import {searchBox as box} from '../support/search-results';

/** Records every script requested from now on. */
function scriptsFrom(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function loaded(page: Page, route: string): Promise<string[]> {
  const scripts = scriptsFrom(page);
  await page.goto(route);
  await settled(page);
  return scripts;
}

test('code blocks come highlighted from the server, and Prism loads only when a block is touched', async ({page}) => {
  const scripts = await loaded(page, '/markdown-page');
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('.language-yaml')})
    .first();
  await expect(block.locator('.token.key').first()).toBeVisible();
  const before = scripts.length;
  await block.hover();
  await expect
    .poll(() => scripts.length, {message: 'pointing at a block loads the highlighter'})
    .toBeGreaterThan(before);
  // The live block replaces the server's markup with the same markup: nothing moved.
  await expect(block.locator('.token.key').first()).toBeVisible();
  const copy = block.getByRole('button', {name: '复制代码到剪贴板'});
  await copy.click();
  await expect(block.getByRole('button', {name: '复制成功'})).toBeVisible();
});

test('a click on a copy button that lands before Prism has arrived is not lost', async ({page}) => {
  await page.goto(doc('console'));
  // Hydrated, not only idle: the scripts are requested after the first frame, and holding them
  // below must hold Prism alone, not the page's own code (the button has no handler without it).
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.locator('button').last().click({force: true});
  release();
  await expect(block.getByRole('button', {name: '复制成功'})).toBeVisible();
});

test('after a client-side navigation, code blocks show their code and get highlighted', async ({page}) => {
  await page.goto(doc('intro'));
  // Before hydration the click would be an ordinary page load, not a client-side navigation.
  await hydrated(page);
  await page.locator('.menu__link', {hasText: '控制台'}).first().click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(doc('console'))}$`));
  await expect(page.locator('.theme-code-block pre.prism-code').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token-line').first()).not.toBeEmpty();
});

test('the search bar is a light stand-in until used: what is typed before its code arrives is kept', async ({page}) => {
  const scripts = await loaded(page, doc('intro'));
  await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
  await expect(box(page)).toHaveAttribute('aria-label', '搜索');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const before = scripts.length;
  await box(page).click();
  await box(page).pressSequentially('帝系');
  await expect(
    page.locator('.navbar__search[class*="searchIndexLoading"]'),
    'the box says it is loading',
  ).toBeVisible();
  await expect.poll(() => scripts.length, {message: 'using the box asks for the search code'}).toBeGreaterThan(before);
  release();
  await box(page).pressSequentially('传承');
  await expect(box(page)).toHaveValue('帝系传承');
  await expect(box(page)).toBeFocused();
  await expect(page.getByRole('option').first()).toContainText('帝系传承');
  await expect(box(page), 'the real bar keeps the Chinese label').toHaveAttribute('aria-label', '搜索');
});

test('when the search code cannot load, the box says so, and typing again tries again', async ({page}) => {
  await page.goto(doc('intro'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Offline, or a file gone after a deploy: every script from now on fails.
  await page.route('**/assets/js/*.js', (route) => route.abort());
  await box(page).click();
  await box(page).pressSequentially('帝系');
  const failed = page.getByRole('alert').filter({hasText: '搜索没能载入，请检查网络后重试。'});
  await expect(failed).toBeVisible();
  await expect(page.locator('.navbar__search[class*="searchIndexLoading"]'), 'no ring spinning for ever').toHaveCount(
    0,
  );
  await page.unroute('**/assets/js/*.js');
  await box(page).pressSequentially('传承');
  await expect(failed).toHaveCount(0);
  await expect(box(page)).toHaveValue('帝系传承');
  await expect(page.getByRole('option').first()).toContainText('帝系传承');
});

test('a page opened from a search result loads the search code at once and marks the terms', async ({page}) => {
  await page.goto(doc('factions', `?_highlight=${encodeURIComponent('阵营')}`));
  await expect(page.locator('article mark').first()).toHaveText('阵营');
});

test('other pages are not prefetched while reading: a link loads its page code when pointed at', async ({page}) => {
  // Docusaurus prefetches every link that scrolls into view; patches/@docusaurus+core+3.4.0.patch
  // leaves only the preload on pointer or touch (ARCHITECTURE.md, "Deliberate exceptions").
  const scripts = await loaded(page, doc('intro'));
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  const before = scripts.length;
  const link = page.locator(`nav.menu a.menu__link[href="${doc('resources')}"]`);
  await link.hover();
  await expect.poll(() => scripts.length, {message: 'pointing at 资源 loads its route chunks'}).toBeGreaterThan(before);
  await link.click();
  await expect(page.locator('h1')).toHaveText('资源');
});

test('the image zoom is fetched only by a page with an image to zoom, and then zooms it', async ({page}) => {
  // The zoom attaches about 1 s after a route renders: the page's clock is run past that.
  await page.clock.install();
  const scripts = await loaded(page, doc('unitsData'));
  await page.clock.runFor(2000);
  await settled(page);
  expect(
    scripts.filter((s) => s.includes('medium-zoom')),
    'a page without images',
  ).toEqual([]);
  // A page with an image (the faction's emblem) fetches it and attaches.
  await page.goto(docInFolder('factions', '赤岚王朝'));
  await expect(page.locator('.markdown img').first()).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  expect(scripts.some((s) => s.includes('medium-zoom'))).toBe(true);
});
