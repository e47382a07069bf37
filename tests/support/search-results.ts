import {expect, type Page} from '@playwright/test';

/**
 * The links of the results /search lists for `query`, in order. The first call opens
 * /search?q=…; later ones type into its box, as a reader refining a search would, so the index loads
 * once per page: the box is emptied first (which empties the list), so the list read is the new
 * query's. An empty array when nothing is found within `timeout`.
 */
export async function searchResultLinks(page: Page, query: string, timeout = 20_000): Promise<string[]> {
  const results = page.locator('a[href*="_highlight"]');
  if (!new URL(page.url()).pathname.startsWith('/search')) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
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
