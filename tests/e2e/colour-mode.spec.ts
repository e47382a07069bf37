import {expect, test} from '@playwright/test';
import {doc} from '../support/routes';
import {hydrated} from '../support/settle';

test.describe('light only', () => {
  test.use({colorScheme: 'dark'});

  test('stays light when the system prefers dark and storage says dark', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(doc('intro'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Still light after hydration and a client-side navigation.
    await hydrated(page);
    await page.locator('.navbar').getByRole('link', {name: '博客'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Infima's light text colour; dark mode would make it rgb(227, 227, 227).
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(text).toBe('rgb(28, 30, 33)');
  });

  test('ignores ?docusaurus-theme=dark too', async ({page}) => {
    await page.goto('/?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('offers no colour mode toggle', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.getByRole('button', {name: /模式|mode/i})).toHaveCount(0);
    await page.setViewportSize({width: 390, height: 844});
    await hydrated(page);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.getByRole('button', {name: /模式|mode/i})).toHaveCount(0);
  });
});
