import {expect, test} from '@playwright/test';
import {site} from '../../src/config/site';
import {latestStable} from '../support/site';
import {doc, docFile, entity} from '../support/routes';

// Every doc page offers 「报告错误」, a new issue in the site's repository prefilled with the page,
// its entity (on an entity page) and the game version; hand-written pages also offer 「编辑此页」.
const version = latestStable().version;
const fields = (href: string) => Object.fromEntries(new URL(href).searchParams);

test('an entity page reports its entity id and version, and has no edit link', async ({page}) => {
  await page.goto(entity('unit', 'spearman'));
  const link = page.getByRole('link', {name: '报告错误'});
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith(`${site.repoUrl}/issues/new?`)).toBe(true);
  const {title, body} = fields(href);
  expect(title).toBe('数据有误：长枪兵');
  expect(body).toContain('条目：unit.spearman');
  expect(body).toContain(`游戏版本：${version}`);
  expect(body).toContain(`页面：长枪兵（${site.url}${entity('unit', 'spearman')}）`);
  await expect(page.getByRole('link', {name: '编辑此页'})).toHaveCount(0);
});

test('a hand-written page has both links; the edit link opens its source file', async ({page}) => {
  await page.goto(doc('combat'));
  const {body} = fields((await page.getByRole('link', {name: '报告错误'}).getAttribute('href'))!);
  expect(body).toContain(`游戏版本：${version}`);
  expect(body).not.toContain('条目：');
  const pattern = `/edit/main/${docFile(doc('combat'))}$`.replaceAll('.', '\\.');
  await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute('href', new RegExp(pattern));
});
