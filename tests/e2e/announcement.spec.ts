import {expect, test} from '@playwright/test';
import {latestStable} from '../support/site';
import {doc} from '../support/routes';
import {hydrated} from '../support/settle';

test('announces the latest stable release, and remembers dismissal until the id changes', async ({page}) => {
  const latest = latestStable();
  await page.goto(doc('intro'));
  // The theme renders the bar as the page's only role=banner element.
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(latest.version);
  await expect(bar.getByRole('link', {name: '查看更新内容'})).toHaveAttribute('href', `/blog/${latest.notes}`);

  // Before hydration the button has no handler yet (a loaded machine takes seconds to get there).
  await hydrated(page);
  await bar.getByRole('button', {name: '关闭'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.getByRole('banner')).toHaveCount(0);

  // A visitor who dismissed the bar of an earlier release sees the new one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-0.0.1'));
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(latest.version);
});
