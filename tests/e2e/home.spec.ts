import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parse} from 'yaml';
import {latestStable, root} from '../support/site';

interface Faction {
  id: string;
  name: string;
}

test('home page pitches the game and leads to docs, download and every faction', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('千川纪');
  await expect(page.locator('header p').first()).toContainText('新土');
  await expect(page.getByRole('link', {name: '开始阅读文档'})).toHaveAttribute('href', '/docs');
  await expect(page.getByRole('link', {name: '下载游戏'})).toHaveAttribute('href', '/download');

  const {factions} = parse(fs.readFileSync(path.join(root, 'data/factions.yaml'), 'utf8')) as {factions: Faction[]};
  expect(factions).toHaveLength(4);
  const section = page.getByRole('region', {name: '四方势力'});
  for (const faction of factions) {
    const card = section.getByRole('link', {name: new RegExp(faction.name)});
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.locator('article h1')).toHaveText(faction.name);
    await page.goBack();
  }
});

test('home page shows the latest release and the newest posts', async ({page}) => {
  const latest = latestStable();
  await page.goto('/');
  await expect(page.locator('header')).toContainText(`最新版本 ${latest.version}`);
  const news = page.getByRole('region', {name: '最新动态'});
  const posts = news.locator('li');
  await expect(posts).toHaveCount(3);
  const dates = await posts.locator('time').allTextContents();
  expect([...dates].sort().reverse()).toEqual(dates);
  // Each entry leads to its own post: the page opened carries the title the entry showed.
  const first = posts.first().getByRole('link');
  const [title, href] = [await first.innerText(), await first.getAttribute('href')];
  expect(href).toMatch(/^\/blog\/[^/]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('article h1')).toHaveText(title);
  await expect(page.getByText('找不到页面')).toHaveCount(0);
  // The release line links to the latest stable release's notes.
  await page.goBack();
  await page.locator('header').getByRole('link', {name: '查看更新内容'}).click();
  await expect(page.locator('article h1')).toContainText(latest.version);
});

test('the template dinosaur is gone', async ({page}) => {
  await page.goto('/');
  await expect(page.getByText(/Docusaurus Tutorial|dinosaur|Easy to Use/i)).toHaveCount(0);
});
