import {gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {doc} from '../support/routes';
import {hydrated} from '../support/settle';
import {searchBox as box, searchOptions as options, searchPageResults as resultsPage} from '../support/search-results';
import {BUDGET} from '../../scripts/search-index-size';
import {PAGE_SIZE} from '../../src/plugins/search-aliases/paging';

/**
 * How search results look to a player (issue 25): rows as tall as their lines at 1280 and 390 px,
 * no row twice, no single-character noise, no LaTeX source, upright Chinese with a readable
 * highlight, labels in Chinese.
 */

async function searchInBox(page: Page, query: string): Promise<void> {
  await hydrated(page);
  await box(page).click();
  await box(page).fill(query);
  await expect(options(page).first()).toBeVisible({timeout: 30_000});
}

for (const width of [1280, 390]) {
  test(`result rows in the box hold all their lines at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(doc('intro'));
    await searchInBox(page, '长枪兵');
    const spills = await options(page).evaluateAll((rows) =>
      rows.flatMap((row) => {
        const box = row.getBoundingClientRect();
        // Every line of text in the row (title with its kind, key line, path) lies inside it.
        return [...row.querySelectorAll('span')]
          .filter((span) => span.textContent?.trim())
          .map((span) => span.getBoundingClientRect())
          .filter((r) => r.height > 0 && (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5))
          .map(
            (r) =>
              `${row.textContent?.slice(0, 20)}: ${r.top.toFixed(0)}–${r.bottom.toFixed(0)} outside ${box.top.toFixed(0)}–${box.bottom.toFixed(0)}`,
          );
      }),
    );
    expect(await options(page).count()).toBeGreaterThan(2);
    expect(spills).toEqual([]);
    // The first row (a unit: kind, name, key line) is taller than the old fixed 56 px.
    const first = await options(page).first().boundingBox();
    expect(first!.height).toBeGreaterThan(56);
  });
}

test('no two rows in the box read the same: one 「克制关系」, not one per unit page', async ({page}) => {
  await page.goto(doc('intro'));
  await searchInBox(page, '骑兵怕什么兵');
  const texts = (await options(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(texts.length).toBeGreaterThan(3);
  expect(
    texts.filter((text) => /^(页面 )?克制关系$/.test(text) || text.startsWith('克制关系 ')).length,
    texts.join(' | '),
  ).toBeLessThanOrEqual(1);
  expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
});

test('single characters are marked only when the query is one character', async ({page}) => {
  const articles = await resultsPage(page, '骑兵怕什么兵');
  const marks = await articles.locator('mark').allInnerTexts();
  expect(marks.length).toBeGreaterThan(0);
  expect(
    marks.filter((text) => [...text.trim()].length === 1),
    marks.join('、'),
  ).toEqual([]);
  // A one-character query still finds and marks its character.
  const single = await resultsPage(page, '旬');
  await expect(single.locator('mark').first()).toHaveText('旬');
});

test('snippets show formulas as text, never their LaTeX source', async ({page}) => {
  for (const query of ['伤害公式', '每旬产量', '行政点恢复量']) {
    const articles = await resultsPage(page, query);
    const texts = await articles.allInnerTexts();
    expect(
      texts.filter((text) => /\\[a-zA-Z]+|[_^]\{/.test(text)),
      query,
    ).toEqual([]);
  }
});

/** WCAG contrast of two `rgb(…)` colours, the second possibly translucent over white. */
function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [r1, g1, b1] = parse(fg);
  const [r2, g2, b2, a = 1] = parse(bg);
  const over = (v: number) => v * a + 255 * (1 - a);
  const lum = (r: number, g: number, b: number) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [l1, l2] = [lum(r1!, g1!, b1!), lum(over(r2!), over(g2!), over(b2!))];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

test('snippets on /search are upright, and what was found is marked in a readable colour', async ({page}) => {
  const articles = await resultsPage(page, '克制倍率');
  const summary = articles
    .locator('p')
    .filter({has: page.locator('mark')})
    .first();
  await expect(summary).toBeVisible();
  expect(await summary.evaluate((p) => getComputedStyle(p).fontStyle)).toBe('normal');
  const {color, background} = await summary
    .locator('mark')
    .first()
    .evaluate((mark) => ({color: getComputedStyle(mark).color, background: getComputedStyle(mark).backgroundColor}));
  expect(background, 'not the browser’s yellow').not.toBe('rgb(255, 255, 0)');
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
});

test('the search inputs are labelled in Chinese, in the box and on /search', async ({page}) => {
  await page.goto(doc('intro'));
  await searchInBox(page, '长枪兵');
  await expect(box(page)).toHaveAttribute('aria-label', '搜索');
  await resultsPage(page, '长枪兵');
  await expect(page.locator('input[name="q"]')).toHaveAttribute('aria-label', '搜索');
});

test('/search lists a page of results, 「更多结果」 adds the next in the same order, and a page downloads within budget', async ({
  page,
}) => {
  // What the index files cost gzipped, as a CDN sends them (the preview server may not compress).
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (/\/search-index-[0-9a-f]+(\.[td]\d+)?\.json$/.test(response.url()))
      sizes.push(response.body().then((body) => gzipSync(body, {level: 9}).length));
  });
  const downloaded = async () => (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  // A long question: the most term shards, and more than two pages of results.
  const articles = await resultsPage(page, '一开始手里有多少家底');
  await expect(articles).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`已列出前 ${PAGE_SIZE} 篇文档`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstPage = await downloaded();
  expect(firstPage, `${(firstPage / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(0.7 * BUDGET.perQueryKb * 1024);
  const links = () => articles.locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const before = await links();
  await page.getByRole('button', {name: '更多结果'}).click();
  await expect(articles).toHaveCount(2 * PAGE_SIZE);
  expect((await links()).slice(0, PAGE_SIZE)).toEqual(before);
  // The next page's text came with the click, not with the first answer.
  await page.waitForLoadState('networkidle');
  expect(await downloaded()).toBeGreaterThan(firstPage);
});
