import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {doc} from '../support/routes';
import {buildDir, extraRoutes, oneOfEachTemplate, sitemapRoutes} from '../support/sitemap';

// A page's own CSS modules load with that page (src/plugins/page-styles), not in the stylesheet
// every page loads. What the reader must never see: a page painted before its styles arrive, or a
// page without some of them. So every page is read as its server sent it, without JavaScript.

/** Each class any built stylesheet styles, with the stylesheets that style it. */
function styledClasses(): Map<string, Set<string>> {
  const dir = path.join(buildDir, 'assets', 'css');
  const classes = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.css'))) {
    const css = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\{[^{}]*\}/g, '{}');
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      if (!classes.has(name!)) classes.set(name!, new Set());
      classes.get(name!)!.add(`/assets/css/${file}`);
    }
  }
  return classes;
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every class a stylesheet styles is styled on every page that uses it', async ({page}) => {
    test.setTimeout(240_000);
    const styled = styledClasses();
    const missing: string[] = [];
    for (const route of oneOfEachTemplate([...sitemapRoutes(), ...extraRoutes()])) {
      await page.goto(route);
      const {sheets, classes} = await page.evaluate(() => ({
        sheets: [...document.styleSheets].map((s) => (s.href ? new URL(s.href).pathname : '')),
        classes: [...new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]))],
      }));
      for (const name of classes) {
        const files = styled.get(name);
        if (files && !sheets.some((s) => files.has(s))) missing.push(`${decodeURI(route)}: .${name}（${[...files]}）`);
      }
    }
    expect(missing, '页面用到的样式类不在它加载的样式表里').toEqual([]);
  });

  test("a tool page's own stylesheet comes with its HTML, and other pages do without it", async ({page}) => {
    const stylesheets = async (route: string) => {
      await page.goto(route);
      return page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
      );
    };
    const elsewhere = await stylesheets('/download');
    const own = (await stylesheets(doc('unitComparison'))).filter((s) => !elsewhere.includes(s));
    expect(own.length, '对比页自己的样式表').toBeGreaterThan(0);
    // Painted styled before any script: the picker is laid out by the page's own module.
    await expect(page.locator('fieldset', {has: page.getByPlaceholder('输入单位名称')})).toHaveCSS('display', 'flex');
  });
});

test('a page reached by client-side navigation has its own styles from its first frame', async ({page}) => {
  await page.goto('/download');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // The picker's layout when it enters the page, before the browser can paint it.
  await page.evaluate((route) => {
    const w = window as unknown as {firstDisplay?: string};
    new MutationObserver((_, observer) => {
      const picker = document.querySelector('fieldset:has(input[placeholder="输入单位名称"])');
      if (!picker) return;
      w.firstDisplay = getComputedStyle(picker).display;
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
    window.history.pushState({}, '', route);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, doc('unitComparison'));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {firstDisplay?: string}).firstDisplay))
    .toBe('flex');
});
