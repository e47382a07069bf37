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

test('the version index is a page of its own, not a post: no author, no date, in no post list', async ({page}) => {
  await page.goto('/blog/index');
  await expect(page.locator('h1')).toHaveText('历代版本索引');
  await expect(page.locator('.avatar__name')).toHaveCount(0);
  await expect(page.locator('article header time')).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.locator('main article h2').first()).not.toHaveText('历代版本索引');
  await expect(page.locator('main article h2', {hasText: '历代版本索引'})).toHaveCount(0);
  await page.goto('/blog/archive');
  await expect(page.getByRole('link', {name: /历代版本索引/})).toHaveCount(0);
  // No release's notes lead to it as the 「较新一篇」 (or 「较旧一篇」).
  for (const release of releases()) {
    await page.goto(`/blog/${release.notes}`);
    await expect(page.locator('nav.pagination-nav a[href="/blog/index"]'), release.version).toHaveCount(0);
  }
});

test('the archive lists the newest posts first', async ({page}) => {
  await page.goto('/blog/archive');
  const years = await page.locator('main h2').allTextContents();
  expect(years.length).toBeGreaterThan(0);
  expect(years).toEqual([...years].sort().reverse());
  const firstYear = page.locator('main h2').first().locator('xpath=following-sibling::ul[1]/li');
  const days = (await firstYear.allTextContents()).map((text) => {
    const [, month, day] = /^(\d+)月(\d+)日/.exec(text)!.map(Number);
    return month! * 100 + day!;
  });
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort((a, b) => b - a));
});
