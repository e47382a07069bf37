import {expect, test} from '@playwright/test';
import {releases} from '../support/site';

test('/blog/index lists every version with a link to its notes', async ({page}) => {
  await page.goto('/blog/index');
  const all = releases();
  const rows = page.locator('article table tbody tr');
  await expect(rows).toHaveCount(all.length);
  for (const release of all) {
    const link = page.locator('article table').getByRole('link', {name: release.version, exact: true});
    await expect(link).toHaveAttribute('href', `/blog/${release.notes}`);
  }
  const first = all[0]!;
  await page.locator('article table').getByRole('link', {name: first.version, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.notes}$`));
  await expect(page.locator('article h1')).toContainText(first.version.replace(/-beta\.\d+$/, ''));
});

test('blog posts have authors and tags, and the list paginates in Chinese', async ({page}) => {
  await page.goto('/blog');
  await expect(page.locator('article').first().locator('.avatar__name').first()).toBeVisible();
  await expect(page.getByRole('link', {name: '较旧的博文'})).toBeVisible();
  await page.goto('/blog/tags');
  await expect(page.getByRole('link', {name: /版本说明/})).toBeVisible();
  await page.goto('/blog/archive');
  await expect(page.locator('h1')).toHaveText('历史博文');
});
