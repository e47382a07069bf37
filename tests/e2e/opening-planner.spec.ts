import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {decodeOrder, encodeOrder} from '../../src/game/orderCode';
import type {OpeningStep} from '../../src/game/rules';
import {plan, type PlanView} from '../../src/game/planner';
import {simData} from '../../src/game/simData';
import {shownStart, stepsFor} from '../../src/game/simulate';
import {root} from '../support/site';
import {doc} from '../support/routes';
import {frames, hydrated} from '../support/settle';

// The planner against the game model: every era time the page shows is played again here by
// src/game/planner.ts, the code the build and the page's worker run.
const data = simData(loadGameData(path.join(root, 'data')));
const ROUTE = doc('openingPlanner');
const eraCells = (page: Page) => page.locator('td[data-testid^="era-"]');
const shown = (view: PlanView) => view.eras.map((e) => (e.minutes === null ? '未能进入' : `第 ${e.minutes} 分`));
const recommended = (faction: string, position = shownStart(data, faction)) =>
  stepsFor(data, faction, position).steps.map(({note: _note, ...s}) => s);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the first faction’s recommended plan is on the page, with its charts and steps', async ({page}) => {
    const faction = data.openings[0].faction;
    const view = plan(data, {faction, position: shownStart(data, faction)});
    await page.goto(ROUTE);
    await expect(eraCells(page)).toHaveText(shown(view));
    await expect(page.getByTestId('planner-steps').locator('li')).toHaveCount(view.rows.length);
    await expect(page.locator('figure svg')).toHaveCount(2);
    await expect(page.getByTestId('planner-summary')).toContainText('推荐开局');
    // The longer waits one by one, the short ones counted.
    await expect(page.getByTestId('planner-idle').locator('li')).toHaveCount(view.idle.length);
    const short = page.getByTestId('planner-short-waits');
    const {count, under, minutes} = view.shortWaits;
    if (count > 0) await expect(short).toContainText(`${count} 次不到 ${under} 秒的短暂干等，合计 ${minutes} 分钟`);
    else await expect(short).toHaveCount(0);
  });
});

test('the faction, map and start in the address are planned and shown', async ({page}) => {
  const position = {map: 'duanji', start: data.maps.find((m) => m.id === 'duanji')!.start_positions[1].id};
  const view = plan(data, {faction: 'qinglin', position});
  await page.goto(`${ROUTE}?faction=qinglin&map=${position.map}&start=${position.start}`);
  await expect(eraCells(page)).toHaveText(shown(view));
  await expect(page.getByLabel('阵营', {exact: true})).toHaveValue('qinglin');
  await expect(page.getByLabel('出生点', {exact: true})).toHaveValue(position.start);
  await expect(page.getByTestId('planner-steps').locator('li')).toHaveCount(view.rows.length);
});

test('editing a step replans: the era times change, the address keeps the order, a reload shows it', async ({page}) => {
  const faction = data.openings[0].faction;
  const position = shownStart(data, faction);
  const base = plan(data, {faction, position});
  await page.goto(ROUTE);
  await expect(eraCells(page)).toHaveText(shown(base));
  await hydrated(page);
  const order = recommended(faction);
  const edited = [order[1], order[0], ...order.slice(2)];
  const expected = plan(data, {faction, position, order: edited});
  expect(shown(expected)).not.toEqual(shown(base));
  await page.getByRole('button', {name: `下移第 1 步：${base.rows[0].text}`}).click();
  await expect(eraCells(page)).toHaveText(shown(expected));
  await expect(page.getByTestId('planner-summary')).toContainText('改过的开局');
  // And the charts.
  const stocks = expected.charts.stocks.lines[0]!;
  expect(stocks.points).not.toBe(base.charts.stocks.lines[0]!.points);
  await expect(page.locator(`figure [data-line="${stocks.id}"] polyline`)).toHaveAttribute('points', stocks.points);
  // And the last step, off screen: steps there take their new times a frame after those on it.
  const last = expected.rows.at(-1)!;
  expect(last.start).not.toBe(base.rows.at(-1)!.start);
  await expect(page.getByTestId('planner-steps').locator('li').last()).toContainText(`第 ${last.start} 分开始`);
  // The address follows just after the new plan is drawn.
  await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe(encodeOrder(data, edited));
  await page.reload();
  await expect(eraCells(page)).toHaveText(shown(expected));
  // And back to the recommended order.
  await page.getByRole('button', {name: '恢复推荐开局'}).click();
  await expect(eraCells(page)).toHaveText(shown(base));
  await expect(page).not.toHaveURL(/order=/);
});

test('the planner’s code arriving under the pointer moves no button; then far steps are skipped', async ({page}) => {
  await page.goto(ROUTE);
  await hydrated(page);
  const first = page.getByRole('button', {name: /^下移第 1 步/});
  // What the browser skips with content-visibility is an item's content, not the item itself.
  const farText = page.getByTestId('planner-steps').locator('li').last().locator(':scope > *').first();
  const laidOut = () => farText.evaluate((el) => el.checkVisibility({contentVisibilityAuto: true}));
  await first.scrollIntoViewIfNeeded();
  await frames(page);
  const before = await first.boundingBox();
  // Before editing every row is laid out, the far ones too (hit testing and audits see them).
  expect(await laidOut()).toBe(true);
  // Pointing at the button loads the code, which turns on content-visibility for the rows and charts.
  await first.hover();
  await expect(page.locator('[data-editing]')).toHaveCount(1);
  await frames(page);
  expect(await first.boundingBox()).toEqual(before);
  expect(await laidOut()).toBe(false);
});

test('an edit that changes the waits moves no step: the waits come after the order', async ({page}) => {
  const faction = data.openings[0].faction;
  const position = shownStart(data, faction);
  const swap = (o: OpeningStep[], i: number) => o.map((s, j) => (j === i ? o[i + 1] : j === i + 1 ? o[i] : s));
  const planned = (order: OpeningStep[]) => plan(data, {faction, position, order});
  const usable = (v: PlanView) => v.edited && v.blocked === null;
  // From an edited order (its reset button already above the list), a move that changes how many waits there are.
  const start = [0, 1, 2, 3].map((k) => swap(recommended(faction), k)).find((o) => usable(planned(o)))!;
  const waits = planned(start).idle.length;
  const move = start.findIndex(
    (_, i) => i + 1 < start.length && usable(planned(swap(start, i))) && planned(swap(start, i)).idle.length !== waits,
  );
  expect(move).toBeGreaterThanOrEqual(0);
  const after = planned(swap(start, move));
  await page.goto(`${ROUTE}?order=${encodeOrder(data, start)}`);
  await hydrated(page);
  const idleItems = page.getByTestId('planner-idle').locator('li');
  await expect(idleItems).toHaveCount(waits);
  const steps = page.getByTestId('planner-steps');
  const top = () => steps.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  await page.getByRole('button', {name: new RegExp(`^下移第 ${move + 1} 步`)}).click();
  await expect(eraCells(page)).toHaveText(shown(after));
  await expect(idleItems).toHaveCount(after.idle.length);
  expect(await top()).toBe(before);
});

// Files a page opened before a deploy may ask for after the deploy removed them: the planner's
// code, and the worker it starts. A failed load is not kept as the answer either.
for (const [what, file] of [
  ['planner code', /\/opening-planner\.[^/]+\.js$/],
  ['worker', /\/plan-worker\.[^/]+\.js$/],
] as const) {
  test(`${what} that cannot load leaves the plan as it was, says so, and the next edit tries again`, async ({page}) => {
    const faction = data.openings[0].faction;
    const position = shownStart(data, faction);
    const base = plan(data, {faction, position});
    const order = recommended(faction);
    const edited = plan(data, {faction, position, order: [order[1], order[0], ...order.slice(2)]});
    await page.route(file, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(ROUTE);
    await hydrated(page);
    const down = page.getByRole('button', {name: `下移第 1 步：${base.rows[0].text}`});
    await down.click();
    await expect(page.getByRole('alert')).toContainText('没能重算');
    await expect(eraCells(page)).toHaveText(shown(base));
    await expect(page.getByTestId('planner-summary')).toContainText('推荐开局');
    expect(new URL(page.url()).searchParams.get('order')).toBeNull();
    await page.unroute(file);
    await down.click();
    await expect(eraCells(page)).toHaveText(shown(edited));
    await expect(page.getByTestId('planner-summary')).toContainText('改过的开局');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('from the keyboard: remove a step, then add one back where it was', async ({page}) => {
  const faction = 'baigang';
  const position = shownStart(data, faction);
  await page.goto(`${ROUTE}?faction=${faction}`);
  await hydrated(page);
  await expect(page.getByLabel('阵营', {exact: true})).toHaveValue(faction);
  const order = recommended(faction);
  const removed = plan(data, {faction, position, order: order.slice(1)});
  const first = page.getByRole('button', {name: /^删除第 1 步/});
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(eraCells(page)).toHaveText(shown(removed));
  const form = page.getByRole('form', {name: '添加一步'});
  await expect(form).toBeVisible();
  const [kind, id] = Object.entries(order[0])[0] as [string, string];
  await form.getByLabel('做什么').selectOption(kind);
  await form.getByLabel('对象').selectOption(id);
  await form.getByLabel('放在').selectOption('0');
  await form.getByRole('button', {name: '加入'}).press('Enter');
  await expect(eraCells(page)).toHaveText(shown(plan(data, {faction, position})));
  await expect(page).not.toHaveURL(/order=/);
});

test('a step the order cannot do without shows where the order stops and why', async ({page}) => {
  const faction = data.openings[0].faction;
  const order = recommended(faction).filter((s) => !('research' in s && s.research === 'farming'));
  const view = plan(data, {faction, position: shownStart(data, faction), order});
  expect(view.blocked).not.toBeNull();
  await page.goto(`${ROUTE}?faction=${faction}&order=${encodeOrder(data, order)}`);
  await expect(page.getByTestId('planner-blocked')).toContainText(view.blocked!.reason);
  await expect(eraCells(page).last()).toHaveText('未能进入');
  // Its last wait never ends: it has a start and no end, not the simulation's horizon.
  const last = view.idle.at(-1)!;
  expect(last.to).toBeNull();
  await expect(page.getByTestId('planner-idle').locator('li').last()).toContainText(
    `第 ${last.from} 分起：「${last.step}」开不了工，手上也没有别的事可做，之后一直如此。`,
  );
});

test('an order the address garbles is replaced by the recommended one, with a notice', async ({page}) => {
  expect(decodeOrder(data, 'b0.zz')).toEqual({bad: 2});
  await page.goto(`${ROUTE}?order=b0.zz`);
  await expect(page.getByRole('alert')).toContainText('第 2 步起认不出来');
  await expect(page.getByTestId('planner-summary')).toContainText('推荐开局');
});

test('at 390 px the planner fits the screen and its buttons are big enough to tap', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(ROUTE);
  await hydrated(page);
  await page.getByRole('button', {name: /^下移第 2 步/}).click();
  await expect(page.getByTestId('planner-summary')).toContainText('改过的开局');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await page.getByRole('button', {name: /^删除第 1 步/}).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(40);
  expect(box!.height).toBeGreaterThanOrEqual(40);
});

test('planning asks no other origin for anything, and the worker comes from the site', async ({page, baseURL}) => {
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  const worker = page.waitForEvent('worker');
  await page.goto(ROUTE);
  await hydrated(page);
  await page.getByRole('button', {name: /^下移第 1 步/}).click();
  await expect(page.getByTestId('planner-summary')).toContainText('改过的开局');
  expect(new URL((await worker).url()).origin).toBe(new URL(baseURL!).origin);
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
