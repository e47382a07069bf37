import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {pathTo, techTreePlan} from '../../src/game/techTreePlan';
import {root} from '../support/site';
import {doc} from '../support/routes';
import {hydrated} from '../support/settle';
import {entityPath} from '../../src/plugins/entity-cards/paths';

// The technology tree page against the game model: every figure it shows is recomputed here from data/.
const data = loadGameData(path.join(root, 'data'));
const model = techTreePlan(data);
const tech = (id: string) => data.technologies.find((t) => t.id === id)!;
const nameOf = (id: string) => [...data.technologies, ...data.units, ...data.buildings].find((x) => x.id === id)!.name;

const ROUTE = doc('techTree');
const node = (page: Page, id: string) => page.locator(`#tech-${id}`);
const summary = (page: Page) => page.locator('[aria-live="polite"]');

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the whole tree is in the page: every era, what each technology unlocks and improves, the matrix', async ({
    page,
  }) => {
    await page.goto(ROUTE);
    await expect(page.locator('li[id^="tech-"]')).toHaveCount(data.technologies.length);
    for (const era of data.eras) await expect(page.locator('h3', {hasText: era.name})).toBeVisible();
    // 凿石术 unlocks 采石场 for every faction and 石盾兵 for 玄岩山国 only, marked as such.
    const stone = node(page, 'stonecutting');
    await expect(stone).toContainText(`解锁${nameOf('stone_shield')}（玄岩）、${nameOf('quarry')}`);
    await expect(node(page, 'printing')).toContainText(
      `加强${['study_hall', 'library', 'academy'].map(nameOf).join('、')}`,
    );
    const matrix = page.locator('table', {has: page.locator('th', {hasText: '兵种 · 时代'})});
    const infantry = matrix.locator('tbody tr', {has: page.locator('th', {hasText: '步兵 · 拓荒时代'})});
    await expect(infantry.locator('td')).toHaveText([
      nameOf('militia'),
      nameOf('redsoil_guard'),
      nameOf('harbor_marine'),
      '—',
      nameOf('stone_shield'),
    ]);
  });
});

test('a target in the address marks its path and sums its cost and research time', async ({page}) => {
  await page.goto(`${ROUTE}?faction=xuanyan&target=musketeer`);
  const p = pathTo(model, 'musketeer', 'xuanyan')!;
  await expect(summary(page)).toContainText(`玄岩山国要得到${nameOf('musketeer')}（在${nameOf('arsenal')}训练）`);
  await expect(summary(page)).toContainText(`共需研究 ${p.techs.length} 项科技：${p.techs.map(nameOf).join(' → ')}`);
  const lore = p.techs.reduce((sum, id) => sum + (tech(id).cost.lore ?? 0), 0);
  await expect(summary(page)).toContainText(`学识 ${lore}`);
  const seconds = p.techs.reduce((sum, id) => sum + tech(id).research_time, 0);
  await expect(summary(page)).toContainText(`共 ${Math.floor(seconds / 60)} 分`);
  for (const [i, id] of p.techs.entries()) await expect(node(page, id)).toContainText(`第 ${i + 1} 步`);
  await expect(page.locator('li[id^="tech-"]', {hasText: /第 \d+ 步/})).toHaveCount(p.techs.length);
  // Only 玄岩山国's own units are listed under its technologies.
  await expect(node(page, 'stonecutting')).toContainText(`解锁${nameOf('stone_shield')}、`);
  await expect(node(page, 'ironworking')).not.toContainText(nameOf('crimson_spear'));
});

test('from the keyboard: pick a faction and a target, the address follows and reopens the same tree', async ({
  page,
}) => {
  await page.goto(ROUTE);
  await hydrated(page);
  // The first faction after 「全部阵营」, chosen with the arrow key.
  await page.getByRole('combobox', {name: '阵营'}).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?faction=chilan$/);
  const button = page.getByRole('button', {name: `设为目标：${tech('bronze_casting').name}`});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?faction=chilan&target=bronze_casting$/);
  await expect(page.getByRole('button', {name: `取消目标：${tech('bronze_casting').name}`})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summary(page)).toContainText(
    `共需研究 2 项科技：${tech('stonecutting').name} → ${tech('bronze_casting').name}`,
  );
  await page.reload();
  await expect(summary(page)).toContainText(`赤岚王朝要得到${tech('bronze_casting').name}`);
  await expect(page.getByRole('combobox', {name: '目标'})).toHaveValue('bronze_casting');
  await page.getByRole('button', {name: '清除目标'}).press('Space');
  await expect(page).toHaveURL(/\?faction=chilan$/);
});

test('choices faster than the tree renders: each builds on the last, and the focus stays put', async ({page}) => {
  await page.goto(ROUTE);
  await hydrated(page);
  const faction = page.getByRole('combobox', {name: '阵营'});
  const choose = (id: string) => page.getByRole('button', {name: `设为目标：${tech(id).name}`});
  // A faction chosen, then a 「设为目标」 focused before the faction's tree has rendered: the live
  // tree's button takes the focus.
  await choose('bronze_casting').focus();
  await faction.evaluate((select: HTMLSelectElement) => {
    select.value = 'chilan';
    select.dispatchEvent(new Event('change', {bubbles: true}));
  });
  await expect(page).toHaveURL(/\?faction=chilan$/);
  await expect(node(page, 'bronze_casting').locator('button')).toBeFocused();
  await page.goto(ROUTE);
  await hydrated(page);
  // The faction and the button pressed in one task: the target keeps the faction.
  await faction.evaluate(
    (select: HTMLSelectElement, button) => {
      select.value = 'chilan';
      select.dispatchEvent(new Event('change', {bubbles: true}));
      (button as HTMLButtonElement).click();
    },
    await choose('bronze_casting').elementHandle(),
  );
  await expect(page).toHaveURL(/\?faction=chilan&target=bronze_casting$/);
  await expect(summary(page)).toContainText(`赤岚王朝要得到${tech('bronze_casting').name}`);
});

test('the tree as first served: 设为目标 keeps the focus, and its links open pages in the site', async ({page}) => {
  await page.goto(ROUTE);
  await hydrated(page);
  // The eras are the server's HTML until the first choice (ServerHtml): their buttons and links
  // still work as in the rest of the site.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await node(page, 'husbandry')
    .getByRole('link', {name: tech('husbandry').name})
    .click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(entityPath('technology', 'husbandry'));
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  await page.goBack();
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', {name: `设为目标：${tech('husbandry').name}`}).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?target=husbandry$/);
  await expect(page.getByRole('button', {name: `取消目标：${tech('husbandry').name}`})).toBeFocused();
  const steps = pathTo(model, 'husbandry', 'all')!.techs.length;
  await expect(node(page, 'husbandry')).toContainText(`第 ${steps} 步`);
});

test('a target the faction does not have is set aside, with the reason', async ({page}) => {
  await page.goto(`${ROUTE}?faction=chilan&target=stone_shield`);
  await expect(summary(page)).toContainText('网址里的目标「stone_shield」不是这个阵营的科技、单位或建筑');
  await expect(page.locator('li[id^="tech-"]', {hasText: /第 \d+ 步/})).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  test('the page fits 390 px, the matrix scrolls by itself, and a tap sets a target', async ({page}) => {
    await page.goto(ROUTE);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const box = await node(page, 'farming').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', {name: `设为目标：${tech('husbandry').name}`}).tap();
    await expect(page).toHaveURL(/\?target=husbandry$/);
    await expect(node(page, 'farming')).toContainText('第 1 步');
    const scroller = page.getByRole('group', {name: /阵营对照表/});
    await expect(scroller).toHaveAttribute('tabindex', '0');
  });
});
