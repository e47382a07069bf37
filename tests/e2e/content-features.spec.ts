import {expect, test, type Page} from '@playwright/test';
import {frames, hydrated, openedZoom, settled} from '../support/settle';
import {doc} from '../support/routes';

const zoomOverlay = (page: Page) => page.locator('.medium-zoom-overlay');
const contentImage = (page: Page) => page.locator('main article').getByAltText(/^河口三角洲示意图/);

async function openZoom(page: Page) {
  const image = contentImage(page);
  await image.scrollIntoViewIfNeeded();
  // Zoom is attached about 1 s after the route renders.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await openedZoom(image, () => image.click());
  await expect(zoomOverlay(page)).toBeVisible();
  // medium-zoom hides the original and shows an enlarged copy over the overlay.
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
}

test.describe('zoomable images', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/markdown-page');
    // Let the math stylesheet and its fonts settle first: formulas above the image change size when
    // they arrive, and the browser's scroll anchoring then moves the page, which medium-zoom counts
    // as the reader's scroll (the 20 px test once saw the zoom close on its own).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await hydrated(page);
  });

  test('opens on click with a white background and closes on Escape', async ({page}) => {
    await openZoom(page);
    await expect(zoomOverlay(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await expect(zoomOverlay(page)).toHaveCount(0);
  });

  test('closes on a second click', async ({page}) => {
    await openZoom(page);
    await zoomOverlay(page).click({force: true});
    await expect(zoomOverlay(page)).toHaveCount(0);
  });

  test('closes after a scroll of more than 40px, not less', async ({page}) => {
    await openZoom(page);
    await page.mouse.wheel(0, 20);
    await frames(page);
    await expect(zoomOverlay(page)).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(zoomOverlay(page)).toHaveCount(0);
  });

  test('closes when the window is resized', async ({page}) => {
    await openZoom(page);
    await page.setViewportSize({width: 1000, height: 700});
    await expect(zoomOverlay(page)).toHaveCount(0);
  });

  test('images outside the content (logo, filing emblem) do not zoom', async ({page}) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar__logo img')).not.toHaveClass(/medium-zoom/);
    await expect(page.locator('footer img')).not.toHaveClass(/medium-zoom/);
  });
});

test('zoom is attached after a client-side navigation too', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('footer').getByRole('link', {name: '编写指南'}).click();
  await expect(page).toHaveURL(/\/markdown-page$/);
  await openZoom(page);
});

test('a diagram is a sized, lazy image that loads and zooms', async ({page}) => {
  await page.goto('/markdown-page');
  await hydrated(page);
  const diagram = page.locator('main article img.kroki-diagram').first();
  await expect(diagram).toHaveAttribute('alt', /科技前置关系示例/);
  await expect(diagram).toHaveAttribute('loading', 'lazy');
  await expect(diagram).toHaveAttribute('src', /^\/diagrams\/[0-9a-f]{32}\.svg$/);
  expect(Number(await diagram.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await diagram.getAttribute('height'))).toBeGreaterThan(0);
  await diagram.scrollIntoViewIfNeeded();
  await expect
    .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(diagram).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await diagram.click();
  await expect(zoomOverlay(page)).toBeVisible();
  // The diagram is a file, not markup inlined into our page.
  await expect(page.locator('main article svg text', {hasText: '灌溉'})).toHaveCount(0);
});

test('a page with math loads the site’s own content-hashed KaTeX stylesheet and fonts, and shows styled formulas', async ({
  page,
  baseURL,
}) => {
  const fonts: string[] = [];
  page.on('response', (response) => void (response.request().resourceType() === 'font' && fonts.push(response.url())));
  await page.goto('/markdown-page');
  const link = page.locator('link[rel="stylesheet"][href*="katex"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', /^\/assets\/katex\/katex\.[0-9a-f]{10}\.css$/);
  await expect(page.locator('.katex-display .katex')).toBeVisible();
  // With the stylesheet applied, KaTeX's MathML copy is visually hidden and only the typeset HTML shows.
  await expect(page.locator('.katex .katex-mathml').first()).toHaveCSS('position', 'absolute');
  // The math fonts come from the same folder, named by their content.
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  for (const font of fonts)
    expect(font).toMatch(new RegExp(`^${baseURL}/assets/katex/fonts/KaTeX_[\\w-]+\\.[0-9a-f]{10}\\.woff2$`));
});

test('when the KaTeX stylesheet cannot load, math pages say so and show the formulas in the browser’s own layout', async ({
  page,
}) => {
  await page.route('**/assets/katex/**', (route) => route.abort('connectionreset'));
  await page.goto(doc('productivity'));
  const notice = page.getByRole('status').filter({hasText: '公式样式没能加载'});
  await expect(notice).toBeVisible();
  // Plain Chinese for players: no host name, no file name.
  await expect(notice).not.toContainText(/[a-z]\.[a-z]/i);
  await expect(notice).toHaveCount(1);
  // One rendering per formula: KaTeX's HTML is hidden and the MathML is laid out by the browser.
  await expect(page.locator('.katex-html').first()).toBeHidden();
  await expect(page.locator('.katex-display math').first()).toBeVisible();
  // Every page with math says it.
  await page.goto('/markdown-page');
  await expect(page.getByRole('status').filter({hasText: '公式样式没能加载'})).toBeVisible();
});

test('when the KaTeX stylesheet loads, no fallback notice is shown', async ({page}) => {
  await page.goto(doc('productivity'));
  await expect(page.locator('.katex-display .katex-html').first()).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByText('公式样式没能加载')).toHaveCount(0);
});

test('a page without math has no KaTeX stylesheet', async ({page}) => {
  for (const route of [doc('intro'), '/', '/blog']) {
    await page.goto(route);
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
  }
});

test('npm commands show npm, Yarn and pnpm tabs', async ({page}) => {
  await page.goto('/markdown-page');
  // A click before React has taken over the server HTML is lost (the guide is a long page).
  await settled(page);
  await hydrated(page);
  const tabs = page.locator('.tabs-container', {has: page.getByRole('tab', {name: 'pnpm'})}).first();
  await expect(tabs.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel').filter({visible: true})).toContainText('npm install');
  await tabs.getByRole('tab', {name: 'Yarn'}).click();
  await expect(tabs.getByRole('tabpanel').filter({visible: true})).toContainText('yarn install');
  await tabs.getByRole('tab', {name: 'pnpm'}).click();
  await expect(tabs.getByRole('tabpanel').filter({visible: true})).toContainText('pnpm install');
});
