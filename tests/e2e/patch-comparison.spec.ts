import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {loadReleases} from '../../src/plugins/releases/load';
import {root} from '../support/site';
import {doc, entity} from '../support/routes';

// The patch comparison page and the entity pages' history against data/releases.yaml's typed changes.
const data = loadGameData(path.join(root, 'data'));
const releases = loadReleases(path.join(root, 'data', 'releases.yaml'), {gameData: data});
const stable = releases.filter((r) => r.channel === 'stable');
const [latest, previous] = [stable[0]!, stable[1]!];
const beta = releases.find((r) => r.channel === 'beta' && r.date > latest.date)!;
const TAG = {buff: '增强', nerf: '削弱'} as Record<string, string>;
const numeric = (r: (typeof releases)[number]) => (r.changes ?? []).filter((c) => c.field);

const ROUTE = doc('patchComparison');
const rows = (page: Page) => page.locator('table tbody tr');
const row = (page: Page, entity: string) => page.locator(`tr[data-entity="${entity}"]`);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the latest stable release against the one before: each of its changes, old, new, buff or nerf', async ({
    page,
  }) => {
    await page.goto(ROUTE);
    await expect(page.locator('table caption')).toHaveText(`${previous.version} → ${latest.version} 的数值改动`);
    await expect(rows(page)).toHaveCount(numeric(latest).length);
    for (const c of numeric(latest)) {
      const cells = row(page, c.entity).locator('td');
      await expect(cells.nth(1)).toHaveText(String(c.old));
      await expect(cells.nth(2)).toHaveText(new RegExp(`^${c.new}`));
      await expect(cells.nth(3)).toHaveText(TAG[c.kind]!);
    }
  });
});

test('the address picks releases, faction and kind', async ({page}) => {
  await page.goto(`${ROUTE}?from=${latest.version}&to=${beta.version}&faction=baigang&kind=contract`);
  const contracts = numeric(beta).filter((c) => c.entity.startsWith('contract.'));
  await expect(rows(page)).toHaveCount(contracts.length);
  for (const c of contracts) await expect(row(page, c.entity).locator('td').nth(3)).toHaveText(TAG[c.kind]!);
  await expect(page.getByRole('combobox', {name: '阵营'})).toHaveValue('baigang');
  await expect(page.getByRole('combobox', {name: '到'})).toHaveValue(beta.version);
});

test('from the keyboard: the kind filter narrows the table and the address follows', async ({page}) => {
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The first kind after 「全部」 is 单位.
  await page.getByRole('combobox', {name: '种类'}).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`\\?from=${previous.version}&to=${latest.version}&kind=unit$`));
  const units = numeric(latest).filter((c) => c.entity.startsWith('unit.'));
  await expect(rows(page)).toHaveCount(units.length);
  await page.reload();
  await expect(rows(page)).toHaveCount(units.length);
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  test('the page fits 390 px and the table scrolls by itself', async ({page}) => {
    await page.goto(ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.getByRole('group', {name: /改动表/})).toHaveAttribute('tabindex', '0');
  });
});

test('an entity page marks the release that last changed a stat and shows its values as of each release', async ({
  page,
}) => {
  const change = numeric(latest).find((c) => c.entity.startsWith('unit.'))!;
  const id = change.entity.split('.')[1]!;
  await page.goto(entity('unit', id));
  const card = page.getByRole('region', {name: /的属性$/});
  await expect(card).toContainText(`${latest.version} 改动`);
  const table = page.locator('table', {has: page.locator('th', {hasText: '版本'})}).last();
  await expect(table.locator('tr', {hasText: previous.version}).locator('td').last()).toHaveText(String(change.old));
  await expect(
    table
      .locator('tr', {has: page.locator(`td:text-is("${latest.version}")`)})
      .locator('td')
      .last(),
  ).toHaveText(String(change.new));
});
