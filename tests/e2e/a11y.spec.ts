import {AxeBuilder} from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {extraRoutes, oneOfEachTemplate, sitemapRoutes} from '../support/sitemap';
import {hydrated, openedZoom} from '../support/settle';

// WCAG 2.1 A and AA, the level the site promises; axe's best-practice rules are left out on purpose
// (they are advice, and some contradict the theme's markup without helping anyone).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Every page a visitor can reach: the sitemap, plus the pages it leaves out on purpose
// (/search is noindex, tag pages are thin lists) and the not-found page; one page per entity kind.
const routes = [...oneOfEachTemplate(sitemapRoutes()), ...extraRoutes(), '/no/such/page'];

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, route: string): Promise<Finding[]> {
  // Not 'load': pages with math wait on the KaTeX stylesheet from a CDN, unreachable in CI.
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  // Audit what a reader gets after hydration: React may change attributes and add the controls
  // (table filters, search box state) that only exist in the browser.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  return violations.map((v) => ({
    route,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${decodeURI(f.route)} [${f.impact}] ${f.rule}: ${f.targets.slice(0, 5).join(' | ')}${f.targets.length > 5 ? ` …(+${f.targets.length - 5})` : ''}`,
    )
    .join('\n');
}

// A few batches, so two workers share the ~55 pages while each batch reuses one browser page.
const batches = 4;
for (let b = 0; b < batches; b++) {
  const batch = routes.filter((_, i) => i % batches === b);
  test(`axe: no serious or critical WCAG 2.1 AA violations (batch ${b + 1}/${batches}, ${batch.length} pages)`, async ({
    page,
  }) => {
    // 2–7 s a page measured with two workers on a 2-core machine (the data tables are large DOMs);
    // room for three times that.
    test.setTimeout(Math.max(180_000, batch.length * 20_000));
    expect(batch.length).toBeGreaterThan(0);
    const findings: Finding[] = [];
    for (const route of batch) findings.push(...(await audit(page, route)));
    const minor = findings.filter((f) => f.impact !== 'serious' && f.impact !== 'critical');
    if (minor.length) {
      test.info().annotations.push({type: 'axe (moderate/minor)', description: report(minor)});
      if (process.env.AXE_VERBOSE) console.log(`axe, moderate and minor:\n${report(minor)}`);
    }
    const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
    expect(blocking, `axe found serious or critical violations:\n${report(blocking)}`).toEqual([]);
  });
}

test('a zoomable image opens from the keyboard, closes on Escape and keeps the focus', async ({page}) => {
  await page.goto('/markdown-page');
  await hydrated(page);
  const image = page.locator('main article').getByAltText(/^河口三角洲示意图/);
  // medium-zoom attaches about 1 s after the route renders.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await image.focus();
  await expect(image).toBeFocused();
  // medium-zoom ignores closing while its opening transition runs: wait until it has opened.
  await openedZoom(image, () => page.keyboard.press('Enter'));
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(image).toBeFocused();
  // Tab goes on from the image, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main article') !== null)).toBe(true);

  // Opened with the mouse, the focus comes back to the image too.
  await openedZoom(image, () => image.click());
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(image).toBeFocused();
});
