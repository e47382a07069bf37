import {expect, type Page} from '@playwright/test';

/** The navbar's search box (the real bar mounts hidden behind the stand-in first). */
export const searchBox = (page: Page) => page.locator('input.navbar__search-input').filter({visible: true});
/** The options the box's dropdown lists. */
export const searchOptions = (page: Page) => page.locator('[role="listbox"] [role="option"]');
/** Opens /search?q=`query`. */
export const openSearchPage = (page: Page, query: string) => page.goto(`/search?q=${encodeURIComponent(query)}`);

/** Opens /search for `query` and waits until it has answered: results, or its visible 「没有找到」 line. */
export async function searchPageAnswered(page: Page, query: string, timeout?: number): Promise<void> {
  await openSearchPage(page, query);
  await expect(page.locator('h1')).toContainText(query);
  // Visible only: the navbar's closed dropdown holds a hidden "没有找到" line of its own.
  await page
    .locator('a[href*="_highlight"]')
    .or(page.getByText(/没有找到|找不到/))
    .filter({visible: true})
    .first()
    .waitFor({timeout});
}

/** The results /search lists for `query`, once listed: one <article> each. */
export async function searchPageResults(page: Page, query: string) {
  await openSearchPage(page, query);
  const articles = page.locator('article').filter({has: page.locator('a[href*="_highlight"]')});
  await expect(articles.first()).toBeVisible({timeout: 30_000});
  return articles;
}

/** The first three pages among result links, without their query or anchor. */
export const firstPagesOf = (links: string[]) => [...new Set(links.map((href) => href.split(/[?#]/)[0]!))].slice(0, 3);

/**
 * The links of the results /search lists for `query`, in order. The first call opens
 * /search?q=…; later ones type into its box, as a reader refining a search would, so the index loads
 * once per page: the box is emptied first (which empties the list), so the list read is the new
 * query's. An empty array when nothing is found within `timeout`.
 */
export async function searchResultLinks(page: Page, query: string, timeout = 20_000): Promise<string[]> {
  const results = page.locator('a[href*="_highlight"]');
  if (!new URL(page.url()).pathname.startsWith('/search')) {
    await openSearchPage(page, query);
  } else {
    const box = page.locator('input[name="q"]');
    await box.fill('');
    await expect(results).toHaveCount(0);
    await box.fill(query);
  }
  const found = await results
    .first()
    .waitFor({timeout})
    .then(
      () => true,
      () => false,
    );
  if (!found) return [];
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href));
}
