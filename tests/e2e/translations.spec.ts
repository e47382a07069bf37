import {expect, test} from '@playwright/test';
import {doc} from '../support/routes';
import {hydrated} from '../support/settle';

test("when a route's code fails to load, the page reloads instead of going blank", async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('千川纪');
  await hydrated(page);
  // From now on every script fails, as on a dropped mobile connection: the client-side
  // navigation cannot load the route's chunk, so Docusaurus falls back to a full page load.
  await page.route(/\.js$/, (route) => route.abort('internetdisconnected'));
  await page.locator('.navbar').getByRole('link', {name: '下载'}).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.locator('h1')).toHaveText('下载《千川纪》');
});

test('theme strings read in Chinese', async ({page}) => {
  await page.goto('/blog');
  await expect(page.getByRole('navigation', {name: /博文列表分页导航/})).toBeVisible();
  await expect(page.getByRole('link', {name: '较旧的博文'})).toBeVisible();
  await page.goto(doc('resources'));
  await expect(page.getByRole('link', {name: '编辑此页'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: '文件选项卡'})).toBeVisible();
  await expect(page.getByText('跳到主要内容')).toBeAttached();
});
