import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {extraRoutes, oneOfEachTemplate, sitemapRoutes} from '../support/sitemap';
import {doc} from '../support/routes';

// Every page of the sitemap, as a reader on a phone (390 px) and on a laptop (1280 px) sees it, with
// the console open: nothing wider than the screen, nothing under the table of contents, no error.

const routes = sitemapRoutes();
// Plus the pages the sitemap leaves out on purpose (/search, the blog's tag pages: /blog/tags once
// sorted one way on the server and another in the browser, and React re-rendered it).
const allPages = [...routes, ...extraRoutes()];

/** Errors a reader's console shows: script errors, failed hydration (React #418, #423, #425) … */
function watchConsole(page: Page, origin: string): string[] {
  const errors: string[] = [];
  const ours = (message: ConsoleMessage) => {
    // A request to another host that fails (the KaTeX stylesheet's CDN, unreachable here) is the
    // business of the no-other-origin checks, not of this page's code.
    const url = message.location().url;
    return !url || url.startsWith(origin);
  };
  page.on('console', (message) => {
    const hydration = /hydrat/i.test(message.text());
    if ((message.type() === 'error' && ours(message)) || hydration) errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Elements of the article whose right edge passes the table of contents' left edge, unclipped. */
function underToc(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toc = document.querySelector('.theme-doc-toc-desktop');
    if (!toc || toc.getBoundingClientRect().width === 0) return [];
    const edge = toc.getBoundingClientRect().left + 1;
    const clippedBefore = (el: Element): boolean => {
      for (let a = el.parentElement; a && a.tagName !== 'ARTICLE'; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('article *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > edge && !clippedBefore(el);
      })
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').slice(0, 30)}`,
      )
      .slice(0, 5);
  });
}

const batches = 6;
for (let batch = 0; batch < batches; batch++) {
  test(`sitemap pages, batch ${batch + 1}/${batches}: fit 390 px, clear the TOC at 1280 px, no console error`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const errors = watchConsole(page, baseURL!);
    const mine = allPages.filter((_, i) => i % batches === batch);
    expect(mine.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of mine) {
      await page.setViewportSize({width: 390, height: 844});
      await visit(page, route);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (scrollWidth > innerWidth) problems.push(`${decodeURI(route)}：390 px 的屏幕上页面宽 ${scrollWidth} px`);
      await page.setViewportSize({width: 1280, height: 800});
      for (const el of await underToc(page)) problems.push(`${decodeURI(route)}：1280 px 时伸到目录下面：${el}`);
      for (const error of errors.splice(0)) problems.push(`${decodeURI(route)}：控制台 ${error}`);
    }
    expect(problems).toEqual([]);
  });
}

test('a trailing-slash address redirects to the page itself, on every sitemap route', async ({request}) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const route of routes.filter((r) => r !== '/')) {
    const response = await request.get(`${route}/?from=link`, {maxRedirects: 0});
    const location = response.headers()['location'];
    if (response.status() !== 301 || location !== `${route}?from=link`)
      wrong.push(`${decodeURI(route)}/ → ${response.status()} ${location ?? ''}`);
  }
  expect(wrong).toEqual([]);
});

test('trailing-slash addresses show their page at once, with no console error', async ({page, baseURL}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page, baseURL!);
  for (const route of oneOfEachTemplate(routes).filter((r) => r !== '/')) {
    await visit(page, `${route}/`);
    expect(decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(route));
    await expect(page.getByText('找不到页面')).toHaveCount(0);
    expect(errors.splice(0), route).toEqual([]);
  }
});

/**
 * Every box on the page that scrolls sideways (code blocks aside: their own theme shows a scroll bar),
 * with whether it draws the edge shadows of the scroll hint.
 */
async function sidewaysScrollers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.tagName !== 'PRE')
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX))
      .map((el) => {
        const style = getComputedStyle(el);
        return {
          box: `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60),
          shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
          covers: style.backgroundAttachment.split(',').filter((a) => a.trim() === 'local').length,
        };
      }),
  );
}

for (const [route, width] of [
  [doc('factions'), 1280],
  [doc('unitsData'), 390],
  [doc('buildingsData'), 390],
  ['/download', 390],
] as const)
  test(`a box that scrolls sideways shows it at its edges: ${route} at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const boxes = await sidewaysScrollers(page);
    expect(boxes.length, 'the page has a box that scrolls sideways at this width').toBeGreaterThan(0);
    for (const box of boxes)
      expect(box, 'edge shadows and the covers that hide them at the ends').toMatchObject({shadows: 2, covers: 2});
  });
