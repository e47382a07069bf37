import {execFileSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {docRoutes, root} from '../support/site';
import {doc, docFile, docInFolder, entitySection} from '../support/routes';
import {hydrated} from '../support/settle';

test('desktop layout at 1280px: sidebar shown, not hideable, TOC on the right', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(docInFolder('factions', '青林部族'));
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  await expect(page.getByRole('button', {name: '收起侧边栏'})).toHaveCount(0);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(page.getByRole('button', {name: '切换导航栏'})).toBeHidden();
});

test('mobile layout at 390px: the navbar collapses into a sidebar that opens', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(docInFolder('factions', '青林部族'));
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
  // The closed drawer is not in the page until the reader first opens it (it cost hundreds of
  // off-screen elements on every phone load).
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.getByRole('button', {name: '切换导航栏'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', {name: '基础名词'})).toBeVisible();
  await sidebar.getByRole('link', {name: '基础名词'}).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(doc('glossary'))}$`));
  await expect(sidebar).toBeHidden();
});

test('on a phone, the menu opens at the current page, not at the top', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  // The last unit's page: its table, 单位, near the bottom of the menu, is the current item.
  await page.goto(doc('unitsData'));
  const last = (await page
    .locator(`article a[href^="${entitySection('unit')}/"]`)
    .last()
    .getAttribute('href'))!;
  await page.goto(last);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', {name: '切换导航栏'}).click();
  const current = page.locator('.navbar-sidebar a.menu__link[aria-current="page"]').last();
  await expect(current).toHaveAttribute('href', doc('unitsData'));
  await expect(current).toBeInViewport({ratio: 1});
  const {y} = (await current.boundingBox())!;
  expect(y, 'the current page is not left at the top edge').toBeGreaterThan(100);
  // The menu lists the tables, not a link per unit: it stays as long as the game grows.
  await expect(page.locator(`.navbar-sidebar a.menu__link[href^="${entitySection('unit')}/"]`)).toHaveCount(0);
});

test('the table of contents lists h2 and h3 but not h4', async ({page}) => {
  await page.goto(doc('glossary'));
  const toc = page.locator('.theme-doc-toc-desktop');
  const h2 = (await page.locator('article h2').first().textContent())!.replace(/\u200b/g, '').trim();
  await expect(toc.getByRole('link', {name: h2, exact: true})).toBeVisible();
  const h3 = (await page.locator('article h3').first().textContent())!.replace(/\u200b/g, '').trim();
  await expect(toc.getByRole('link', {name: h3, exact: true})).toBeVisible();
  const h4s = await page.locator('article h4').allTextContents();
  expect(h4s.length, 'the glossary has at least one h4 to prove the cut-off').toBeGreaterThan(0);
  for (const h4 of h4s) {
    await expect(toc.getByRole('link', {name: h4.replace(/\u200b/g, '').trim(), exact: true})).toHaveCount(0);
  }
});

test('a nested doc shows breadcrumbs, an edit link and its last-updated date', async ({page}) => {
  await page.goto(doc('policies'));
  const crumbs = page.getByRole('navigation', {name: '页面路径'});
  await expect(crumbs.getByRole('link', {name: '主页面'})).toBeVisible();
  await expect(crumbs.getByRole('link', {name: '行政点与政策'})).toBeVisible();
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText('政策');
  // The doc's file in the repository, its path encoded or not.
  const file = docFile(doc('policies'));
  const pattern = `/edit/main/(${encodeURI(file)}|${file})$`.replaceAll('.', '\\.');
  await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute('href', new RegExp(pattern));
  await expect(page.locator('.theme-last-updated')).toHaveText(/最后于 .*\d{4}.* 更新/);
});

/** The date git gives for a doc's last commit, written as the page writes it (UTC, 2026年11月3日). */
function lastCommitDate(file: string): {iso: string; text: string} {
  const seconds = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'}).trim(),
  );
  const date = new Date(seconds * 1000);
  return {iso: date.toISOString(), text: `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`};
}

test('the last-updated date is the last commit of the file, also after a client-side navigation', async ({page}) => {
  await page.goto(doc('policies'));
  const here = lastCommitDate(docFile(doc('policies')));
  await expect(page.locator('.theme-last-updated time')).toHaveText(here.text);
  await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', here.iso);
  // 下一页 is a client-side navigation: the line must follow the new page.
  const next = page.locator('.pagination-nav__link--next');
  const nextRoute = decodeURIComponent((await next.getAttribute('href'))!);
  await next.click();
  await expect(page).toHaveURL(encodeURI(nextRoute));
  const file = docRoutes().includes(nextRoute) ? docFile(nextRoute) : undefined;
  expect(file, `${nextRoute} is a doc`).toBeTruthy();
  await expect(page.locator('.theme-last-updated time')).toHaveText(lastCommitDate(file!).text);
});

test('sidebar categories stay open when another one is opened', async ({page}) => {
  await page.goto(doc('factions'));
  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  await expect(sidebar.getByRole('link', {name: '赤岚王朝'})).toBeVisible();
  // Before hydration the link loads a new page, whose sidebar opens only the current category.
  await hydrated(page);
  await sidebar.getByRole('link', {name: '单位', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(doc('units'))}$`));
  await expect(sidebar.getByRole('link', {name: '士兵'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: '赤岚王朝'})).toBeVisible();
});
