import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parse} from 'yaml';
import {dataFile, docRoutes, root} from '../support/site';
import {oneOfEachTemplate} from '../support/sitemap';
import {DATA_DOCS, doc, entity} from '../support/routes';

/** Titles of the newest posts in blog/ (file names start with the date): the blog list shows one of them first. */
function newestPostTitles(): RegExp {
  const posts = fs.readdirSync(path.join(root, 'blog')).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  const newestDate = posts
    .map((f) => f.slice(0, 10))
    .sort()
    .at(-1)!;
  const titles = posts
    .filter((f) => f.startsWith(newestDate))
    .map(
      (f) =>
        (
          parse(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(root, 'blog', f), 'utf8'))![1]!) as {
            title: string;
          }
        ).title,
    );
  return new RegExp(`^(${titles.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

// [route, document title, the heading that proves it is the right page]
const siteRoutes: [string, string, string, string | RegExp][] = [
  ['/', '千川纪', 'h1', '千川纪'],
  [doc('intro'), '介绍 | 千川纪', 'h1', '介绍'],
  ['/blog', '博客 | 千川纪', 'main article h2', newestPostTitles()], // the list page has no h1: it shows the posts' titles
  ['/blog/archive', '历史博文 | 千川纪', 'h1', '历史博文'],
  ['/blog/index', '历代版本索引 | 千川纪', 'h1', '历代版本索引'],
  ['/download', '下载 | 千川纪', 'h1', '下载《千川纪》'],
  ['/markdown-page', '编写指南 | 千川纪', 'h1', '编写指南'],
];

for (const [route, title, selector, heading] of siteRoutes) {
  test(`${route} answers with its own page, not the not-found page`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator(selector).first()).toHaveText(heading);
    await expect(page.getByText('找不到页面')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: '返回站内'})).toHaveCount(0);
  });
}

test('every page of the doc tree answers with its own heading', async ({page, request}) => {
  test.setTimeout(120_000);
  const routes = docRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(29);
  // Every page as served (the static HTML a reader and a crawler get first): 200 and one article heading.
  for (const route of routes) {
    const response = await request.get(encodeURI(route));
    expect(response.status(), route).toBe(200);
    const headings = [...(await response.text()).matchAll(/<article[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(headings, route).toHaveLength(1);
    expect(headings[0], route).not.toMatch(/找不到页面|待补充/);
  }
  // And in the browser, the page types: the heading survives hydration.
  for (const route of oneOfEachTemplate(routes)
    .filter((r) => new RegExp(`^${DATA_DOCS}/[^/]+/[^/]+$`).test(r))
    .concat([doc('intro'), doc('unitsData')])) {
    await page.goto(route, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('article h1'), route).toHaveCount(1);
  }
});

test('an unknown path gets the Chinese not-found page with ways back', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('找不到页面');
  await expect(page.getByText('我们找不到您要找的页面。')).toBeVisible();
  await expect(page.getByText('请联系原始链接来源网站的所有者，并告知他们链接已损坏。')).toBeVisible();
  const ways = page.getByRole('navigation', {name: '返回站内'});
  await expect(ways.getByRole('link', {name: '返回首页'})).toHaveAttribute('href', '/');
  await expect(ways.getByRole('link', {name: '查看文档'})).toHaveAttribute('href', doc('intro'));
  await expect(ways.getByRole('link', {name: '搜索本站'})).toHaveAttribute('href', '/search');
});

test('a near-miss address keeps the not-found text and suggests the pages it was close to', async ({page}) => {
  const units = dataFile('units').units;
  const spearman = units.find((u) => u.id === 'spearman')!;
  // A typo in an id, a name where the id goes, a page name with one character wrong.
  for (const [address, name, target] of [
    [entity('unit', 'spearmen'), spearman.name, entity('unit', 'spearman')],
    [entity('unit', spearman.name), spearman.name, entity('unit', 'spearman')],
    ['/docs/基础名称', '基础名词', doc('glossary')],
  ] as const) {
    const response = await page.goto(encodeURI(address));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('找不到页面');
    await expect(page.getByText('我们找不到您要找的页面。')).toBeVisible();
    const suggestions = page.getByRole('navigation', {name: '你要找的是不是'});
    await expect(suggestions.getByText('你要找的是不是……')).toBeVisible();
    await suggestions.getByRole('link', {name, exact: true}).first().click();
    await expect(page).toHaveURL(encodeURI(target));
  }
  // Nothing close: no suggestions, only the ways back.
  await page.goto('/no/such/page');
  await expect(page.getByRole('navigation', {name: '返回站内'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: '你要找的是不是'})).toHaveCount(0);
});
