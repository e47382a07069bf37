import {expect, test} from '@playwright/test';
import {game} from '../../src/config/site';
import {countWord} from '../../src/game/numerals';
import {dataFile, latestStable} from '../support/site';
import {doc} from '../support/routes';

test('home page pitches the game and leads to docs, download and every faction', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('千川纪');
  await expect(page.locator('header p').first()).toContainText('新土');
  await expect(page.getByRole('link', {name: '开始阅读文档'})).toHaveAttribute('href', doc('intro'));
  await expect(page.getByRole('link', {name: '下载游戏'})).toHaveAttribute('href', '/download');

  const {factions} = dataFile('factions');
  // The section's title and its count of special systems are counted from the data (四方阵营, 其中两家).
  const section = page.getByRole('region', {name: `${countWord(factions.length, '方')}方阵营`});
  const withSystem = factions.filter((f) => f.special_system !== null).length;
  await expect(section).toContainText(`其中${countWord(withSystem, '家')}家还有独门的特殊系统`);
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

test.describe('the game at a glance and where to find help (issue 14)', () => {
  test('the home page says what the game is, on which platforms, for how much, and links to requirements and modes', async ({
    page,
  }) => {
    await page.goto('/');
    const glance = page.getByRole('region', {name: '游戏速览'});
    await expect(glance).toContainText(game.genre);
    await expect(glance).toContainText(game.price);
    // Platforms come from the release manifest's latest stable release, in its order.
    const names: Record<string, string> = {windows: 'Windows', macos: 'macOS', linux: 'Linux'};
    const {files} = latestStable() as unknown as {files: {platform: string}[]};
    const platforms = [...new Set(files.map((f) => f.platform))].map((p) => names[p]!);
    expect(platforms.length).toBeGreaterThan(0);
    await expect(glance.locator('dd').nth(1)).toContainText(platforms.join('、'));
    await expect(glance.getByRole('link', {name: '系统需求'})).toHaveAttribute('href', '/download#requirements');
    await expect(glance.getByRole('link', {name: '胜利与模式'})).toHaveAttribute('href', doc('victory'));
    // Modes and match length come from data/rules.yaml.
    const rules = dataFile('rules');
    await expect(glance).toContainText(
      `${rules.modes.map((m) => m.name).join('、')}，一局约 ${rules.match_minutes.short}–${rules.match_minutes.long} 分钟`,
    );
  });

  test('the home page names the community and the support address from the site config', async ({page}) => {
    await page.goto('/');
    const community = page.getByRole('region', {name: '社区与支持'});
    await expect(community.getByRole('link', {name: game.community.label})).toHaveAttribute('href', game.community.url);
    await expect(community).toContainText(`QQ 群 ${game.community.qqGroup}`);
    await expect(community.getByRole('link', {name: game.support.email})).toHaveAttribute(
      'href',
      `mailto:${game.support.email}`,
    );
  });
});
