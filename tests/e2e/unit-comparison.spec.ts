import {expect, test, type Page} from '@playwright/test';
import {
  combatModel,
  costValue,
  duel,
  equalCostFight,
  hitBreakdown,
  hitSituation,
  type Grounds,
} from '../../src/game/combat';
import {dataFile} from '../support/site';
import {hydrated, settled} from '../support/settle';
import {doc, entity} from '../support/routes';

// The comparison page against the data: every figure it shows is recomputed here from data/*.yaml.
const {units} = dataFile('units');
const combat = combatModel(dataFile('rules'));
const values = new Map(dataFile('resources').resources.map((r) => [r.id, r.value]));
const unit = (id: string) => units.find((u) => u.id === id)!;

const ROUTE = doc('unitComparison');
const statsTable = (page: Page) => page.locator('table', {has: page.locator('caption', {hasText: '属性对比'})});
const fightsTable = (page: Page) => page.locator('table', {has: page.locator('caption', {hasText: '对阵推演'})});
const row = (page: Page, label: string) =>
  statsTable(page).locator('tbody tr', {has: page.locator(`th:text-is("${label}")`)});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the server-rendered page already compares 长枪兵 and 枪骑兵', async ({page}) => {
    await page.goto(ROUTE);
    await expect(statsTable(page).locator('thead th')).toHaveText(['属性', unit('spearman').name, unit('lancer').name]);
    await expect(row(page, '生命').locator('td')).toHaveText([
      new RegExp(`^${unit('spearman').hp}`),
      new RegExp(`^${unit('lancer').hp}`),
    ]);
    await expect(fightsTable(page).locator('tbody tr')).toHaveCount(1);
  });
});

test('the units in the address are compared, with the data’s figures, best marked', async ({page}) => {
  const ids = ['archer', 'militia', 'crossbowman'];
  await page.goto(`${ROUTE}?units=${ids.join(',')}`);
  await expect(statsTable(page).locator('thead th')).toHaveText(['属性', ...ids.map((id) => unit(id).name)]);
  for (const [label, field] of [
    ['生命', 'hp'],
    ['攻击', 'attack'],
    ['防御', 'defense'],
    ['射程', 'range'],
    ['速度', 'speed'],
  ] as const) {
    const cells = row(page, label).locator('td');
    for (const [i, id] of ids.entries())
      await expect(cells.nth(i)).toHaveText(new RegExp(`^${unit(id)[field]}( ▲最好)?$`));
    // The most of each is marked, once per column that has it.
    const best = Math.max(...ids.map((id) => unit(id)[field]));
    const marked = ids.filter((id) => unit(id)[field] === best);
    if (marked.length < ids.length) await expect(cells.filter({hasText: '▲'})).toHaveCount(marked.length);
  }
  const cellsOfValue = row(page, '折合铜钱').locator('td');
  for (const [i, id] of ids.entries())
    await expect(cellsOfValue.nth(i)).toHaveText(new RegExp(`^${costValue(unit(id).cost, values)}`));
  // Three units, three pairs; each pair's outcome is the combat model's.
  await expect(fightsTable(page).locator('tbody tr')).toHaveCount(3);
  const [a, b] = [unit('archer'), unit('militia')];
  const one = duel(combat, a, b);
  const pair = fightsTable(page).locator('tr[data-pair="archer,militia"]');
  const winner = one.winner === 'draw' ? '同归于尽' : `${one.winner === 'a' ? a.name : b.name}胜`;
  await expect(pair.locator('td').first()).toContainText(`${winner}：`);
  await expect(pair.locator('td').first()).toContainText(`${a.name}每击 ${one.damageAB} 点`);
  await expect(pair.locator('td').first()).toContainText(`${one.hitsAB} 击、${one.secondsAB} 秒击倒${b.name}`);
  const many = equalCostFight(combat, a, b, values);
  const {nA, nB} = many;
  await expect(pair.locator('td').nth(1)).toContainText(`${nA} 个${a.name}对 ${nB} 个${b.name}`);
  await expect(pair.locator('td').nth(1)).toContainText(`历时 ${many.seconds} 秒`);
});

test('picking and removing units rewrites the address, which opens the same comparison', async ({page}) => {
  await page.goto(ROUTE);
  await expect(statsTable(page).locator('thead th')).toHaveCount(3);
  // The picker works once the page has hydrated (scripts load after the first frame).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const add = page.getByLabel('再加一个单位');
  await add.fill(unit('crossbowman').name);
  await add.press('Enter');
  await expect(page).toHaveURL(/\?units=spearman,lancer,crossbowman$/);
  await expect(statsTable(page).locator('thead th').last()).toHaveText(unit('crossbowman').name);
  await page.getByRole('button', {name: `移除${unit('spearman').name}`}).click();
  await expect(page).toHaveURL(/\?units=lancer,crossbowman$/);
  // Replacing a unit by typing a name that is not one keeps the comparison and says why.
  const first = page.getByLabel('第 1 个单位');
  await first.fill('不存在的兵');
  await first.press('Enter');
  await expect(page.getByRole('alert')).toContainText('没有叫「不存在的兵」的单位');
  await expect(page).toHaveURL(/\?units=lancer,crossbowman$/);
  // The address alone reproduces it.
  await page.goto(page.url());
  await expect(statsTable(page).locator('thead th')).toHaveText([
    '属性',
    unit('lancer').name,
    unit('crossbowman').name,
  ]);
});

test('an id that is not a unit is named and left out', async ({page}) => {
  await page.goto(`${ROUTE}?units=spearman,nobody,lancer`);
  await expect(page.getByRole('alert')).toContainText('nobody 不是单位 id');
  await expect(statsTable(page).locator('thead th')).toHaveText(['属性', unit('spearman').name, unit('lancer').name]);
});

test('opening a comparison of three units from its address moves nothing on the page (layout shift 0)', async ({
  page,
}) => {
  // The server renders the default pair; the address's units must be on the page before it is
  // first drawn, or the table grows a column and the page below it jumps.
  await page.addInitScript(() => {
    const w = window as unknown as {shifts: {value: number; sources: string[]}[]};
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node}[];
      })[]) {
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
            ),
          });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Tall enough that the whole comparison is on screen, where a shift counts.
  await page.setViewportSize({width: 1280, height: 1800});
  const ids = ['archer', 'militia', 'crossbowman'];
  await page.goto(`${ROUTE}?units=${ids.join(',')}`);
  await expect(statsTable(page)).toBeVisible();
  await expect(statsTable(page).locator('thead th')).toHaveText(['属性', ...ids.map((id) => unit(id).name)]);
  await expect(fightsTable(page).locator('tbody tr')).toHaveCount(3);
  await expect(fightsTable(page)).toBeInViewport();
  await settled(page);
  const shifts = await page.evaluate(
    () => (window as unknown as {shifts: {value: number; sources: string[]}[]}).shifts,
  );
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  test('the comparison comes first, its reading guide after it', async ({page}) => {
    await page.goto(ROUTE);
    const tool = await statsTable(page).boundingBox();
    const guide = await page.getByRole('heading', {name: '怎样阅读', level: 2}).boundingBox();
    // The picker and the first rows of the table are on the first screen, above the guide.
    expect(tool!.y).toBeLessThan(844);
    expect(tool!.y).toBeLessThan(guide!.y);
  });
});

// The number explained: each side's hit, factor by factor, and the fight's course, on the ground the
// reader picks; every figure recomputed here with the model from data/.
const terrainName = (id: string) => dataFile('productivity').terrains.find((t) => t.id === id)!.name;
const hitTable = (page: Page, a: string, b: string) => page.locator(`table[data-hit="${a},${b}"]`);
const openHit = (a: string, b: string) => hitBreakdown(combat, unit(a), unit(b)).final;

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the default pair’s hits are explained on open ground', async ({page}) => {
    await page.goto(ROUTE);
    await expect(hitTable(page, 'spearman', 'lancer').locator('caption')).toHaveText(
      `${unit('spearman').name}打${unit('lancer').name}：每击 ${openHit('spearman', 'lancer')} 点`,
    );
    await expect(hitTable(page, 'lancer', 'spearman').locator('caption')).toContainText(
      `每击 ${openHit('lancer', 'spearman')} 点`,
    );
  });
});

test('terrain, wall and height switches change each hit as the model does, and live in the address', async ({page}) => {
  await page.goto(`${ROUTE}?units=spearman,lancer`);
  // Switches answer once the page's scripts have taken it over.
  await settled(page);
  const [a, b] = [unit('spearman'), unit('lancer')];
  const sideB = page.getByRole('group', {name: `${b.name}所在的位置`});
  const sideA = page.getByRole('group', {name: `${a.name}所在的位置`});
  await sideB.getByLabel('地形').selectOption('hills');
  await sideB.getByLabel('守在城墙后').check();
  await sideA.getByLabel('占据高处').check();
  await expect(page).toHaveURL(/terrain_b=hills/);
  await expect(page).toHaveURL(/wall_b=1/);
  await expect(page).toHaveURL(/high_a=1/);
  const grounds: Grounds = {a: {high: true}, b: {terrain: 'hills', wall: true}};
  const ab = hitBreakdown(combat, a, b, hitSituation(grounds.a, grounds.b));
  const check = async () => {
    const table = hitTable(page, 'spearman', 'lancer');
    await expect(table.locator('caption')).toHaveText(`${a.name}打${b.name}：每击 ${ab.final} 点`);
    const step = (label: string) =>
      table.locator('tbody tr', {has: page.locator('th', {hasText: new RegExp(`^${label}`)})});
    await expect(step('高处').locator('td').first()).toHaveText(`× ${Math.round(ab.height * 1000) / 1000}`);
    await expect(step('城墙').locator('td').first()).toHaveText(`× ${ab.wall}`);
    await expect(step('防御').locator('th')).toContainText(
      `${terrainName('hills')} +${Math.round(combat.terrain_defense.hills! * 1000) / 10}%`,
    );
    await expect(step('防御').locator('th')).toContainText(`城墙 +${combat.wall_defense_bonus}`);
    // The lancer hits back from below, at the spearman on open ground: no height, no wall.
    const ba = hitBreakdown(combat, b, a, hitSituation(grounds.b, grounds.a));
    await expect(hitTable(page, 'lancer', 'spearman').locator('caption')).toContainText(`每击 ${ba.final} 点`);
    const fight = equalCostFight(combat, a, b, values, grounds);
    await expect(page.getByTestId('course-summary')).toContainText(`${fight.nA} 个${a.name}对 ${fight.nB} 个${b.name}`);
    await expect(page.getByTestId('course-summary')).toContainText(`历时 ${fight.seconds} 秒`);
    await expect(page.locator('figure svg polyline')).toHaveCount(3);
  };
  await check();
  expect(ab.final).not.toBe(openHit('spearman', 'lancer'));
  // The address alone brings the same view back.
  await page.goto(page.url());
  await expect(sideB.getByLabel('地形')).toHaveValue('hills');
  await expect(sideA.getByLabel('占据高处')).toBeChecked();
  await check();
});

test('with three units, another pair can be explained, and the address names it', async ({page}) => {
  await page.goto(`${ROUTE}?units=archer,militia,crossbowman`);
  await expect(hitTable(page, 'archer', 'militia')).toBeVisible();
  await settled(page);
  await page.getByLabel('看哪一组对阵').selectOption('militia,crossbowman');
  await expect(page).toHaveURL(/pair=militia,crossbowman/);
  const final = hitBreakdown(combat, unit('militia'), unit('crossbowman')).final;
  await expect(hitTable(page, 'militia', 'crossbowman').locator('caption')).toContainText(`每击 ${final} 点`);
});

test('as first served, the tables’ links stay in the site and the first switch keeps the focus', async ({page}) => {
  await page.goto(ROUTE);
  await hydrated(page);
  const [a, b] = [unit('spearman'), unit('lancer')];
  // The tables are the server's HTML until the first choice (ServerHtml): their links still open
  // pages without a full load, and the switches beside them answer from the keyboard.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await statsTable(page).getByRole('link', {name: b.name}).click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(entity('unit', 'lancer'));
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  await page.goBack();
  await page.reload();
  await hydrated(page);
  const wall = page.getByRole('group', {name: `${b.name}所在的位置`}).getByLabel('守在城墙后');
  await wall.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/wall_b=1/);
  await expect(wall).toBeChecked();
  await expect(wall).toBeFocused();
  const ab = hitBreakdown(combat, a, b, hitSituation({}, {wall: true}));
  await expect(hitTable(page, 'spearman', 'lancer').locator('caption')).toHaveText(
    `${a.name}打${b.name}：每击 ${ab.final} 点`,
  );
  const fight = equalCostFight(combat, a, b, values, {a: {}, b: {wall: true}});
  await expect(page.getByTestId('course-summary')).toContainText(`历时 ${fight.seconds} 秒`);
});
