import {expect, test, type Page} from '@playwright/test';
import {dataFile} from '../support/site';
import {doc} from '../support/routes';

// page, caption of the table, the rows it must show
const tables: [string, string, {id: string}[]][] = [
  [doc('dataOverview'), '阵营加成', dataFile('factions').factions],
  [doc('dataOverview'), '资源', dataFile('resources').resources],
  [doc('unitsData'), '全部单位', dataFile('units').units],
  [doc('buildingsData'), '全部建筑', dataFile('buildings').buildings],
  [doc('technologiesData'), '全部科技', dataFile('technologies').technologies],
  [doc('countryLevels'), '国家等级', dataFile('country_levels').country_levels],
  [doc('policiesData'), '全部政策', dataFile('policies').policies],
  [doc('cultures'), '文明特质', dataFile('culture_traits').culture_traits],
  [doc('dynasty'), '君主类型', dataFile('dynasty').rulers],
  [doc('dynasty'), '继承法', dataFile('dynasty').succession_laws],
  [doc('guilds'), '商会契约', dataFile('guilds').contracts],
];

const table = (page: Page, caption: string) =>
  page.locator('table', {has: page.locator('caption', {hasText: caption})});

for (const [route, caption, rows] of tables) {
  test(`${route} shows every row of ${caption}`, async ({page}) => {
    await page.goto(route);
    const body = table(page, caption).locator('tbody tr');
    await expect(body).toHaveCount(rows.length);
    for (const row of rows) await expect(table(page, caption).locator(`tr[id="${row.id}"]`)).toHaveCount(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the unit table is complete in the static HTML', async ({page}) => {
    await page.goto(doc('unitsData'));
    await expect(table(page, '全部单位').locator('tbody tr')).toHaveCount(dataFile('units').units.length);
    // The filter bar is in the static HTML, so the table does not move when the page hydrates;
    // without JavaScript its filters cannot work, and say so by being disabled.
    await expect(page.getByRole('combobox')).toHaveCount(3);
    for (const select of await page.getByRole('combobox').all()) await expect(select).toBeDisabled();
    await expect(page.getByText(/显示 \d+ \/ \d+ 行/)).toBeVisible();
  });
});

test('the filter bar does not move the table when the page hydrates', async ({page}) => {
  await page.goto(doc('unitsData'), {waitUntil: 'commit'});
  const caption = page.locator('caption', {hasText: '全部单位'});
  await caption.waitFor();
  const before = await caption.boundingBox();
  await expect(page.getByRole('combobox').first()).toBeEnabled();
  expect(await caption.boundingBox()).toEqual(before);
});

test('a data table answers the keyboard: Tab reaches a sort button, which keeps the focus and sorts', async ({
  page,
}) => {
  await page.goto(doc('unitsData'));
  await expect(page.getByRole('combobox').first()).toBeEnabled();
  const firstSort = table(page, '全部单位').locator('thead button').first();
  await firstSort.focus();
  await page.keyboard.press('Enter');
  await expect(firstSort).toBeFocused();
  await expect(table(page, '全部单位').locator('thead th').first()).toHaveAttribute('aria-sort', 'ascending');
});

test('a data table answers a tap on a phone', async ({browser}) => {
  const context = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  await page.goto(doc('unitsData'));
  await expect(page.getByRole('combobox').first()).toBeEnabled();
  await table(page, '全部单位').locator('thead button').nth(1).tap();
  await expect(table(page, '全部单位').locator('thead th').nth(1)).toHaveAttribute('aria-sort', 'ascending');
  await context.close();
});

const columnValues = async (page: Page, caption: string, index: number) =>
  (await table(page, caption).locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((t) =>
    t.replace(/^#/, '').trim(),
  );

/**
 * A column's values once every row is in the table again: a sort puts the rows that can be on
 * screen in place at once and the rest in the frames after (src/components/DataTable/progressive.ts).
 */
async function wholeColumn(
  page: Page,
  caption: string,
  index: number,
  rows: number,
  inOrder: (values: string[]) => boolean,
) {
  let values: string[] = [];
  await expect
    .poll(
      async () => {
        values = await columnValues(page, caption, index);
        return values.length === rows && inOrder(values);
      },
      {message: `all ${rows} rows of ${caption}, in order by column ${index}`},
    )
    .toBe(true);
  return values;
}

const ascendingNumbers = (values: string[]) => values.every((v, i) => i === 0 || Number(values[i - 1]) <= Number(v));

test('sorting: numbers as numbers, both directions; Chinese names by pinyin', async ({page}) => {
  const units = dataFile('units').units;
  await page.goto(doc('unitsData'));
  await expect(table(page, '全部单位').locator('tbody tr')).toHaveCount(units.length);
  const headers = await table(page, '全部单位').locator('thead th').allInnerTexts();
  // 攻击, not 攻击间隔（秒）.
  const attack = headers.findIndex((h) => /^攻击(?!间隔)/.test(h)) + 1;
  await table(page, '全部单位')
    .getByRole('button', {name: /^攻击(?!间隔)/})
    .click();
  const ascending = (await wholeColumn(page, '全部单位', attack, units.length, ascendingNumbers)).map(Number);
  expect(ascending[0]).toBeLessThan(ascending.at(-1)!);
  await expect(table(page, '全部单位').locator('th', {hasText: /^攻击(?!间隔)/})).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table(page, '全部单位')
    .getByRole('button', {name: /^攻击(?!间隔)/})
    .click();
  const descending = await wholeColumn(
    page,
    '全部单位',
    attack,
    units.length,
    (values) => Number(values[0]) > Number(values.at(-1)),
  );
  expect(descending.map(Number)).toEqual([...ascending].reverse().sort((a, b) => b - a));

  await table(page, '全部单位').getByRole('button', {name: /^名称/}).click();
  const pinyin = new Intl.Collator('zh-Hans-u-co-pinyin');
  await wholeColumn(page, '全部单位', 1, units.length, (names) =>
    names.every((n, i) => i === 0 || pinyin.compare(names[i - 1]!, n) <= 0),
  );
});

const near = (widths: number[], to: number[]) => widths.every((w, i) => Math.abs(w - to[i]!) <= 1);

test('a sort answers in the click’s own frame, the rows on screen in the next, the columns where they were', async ({
  page,
}) => {
  const units = dataFile('units').units;
  await page.goto(doc('unitsData'));
  await expect(page.getByRole('combobox').first()).toBeEnabled();
  const unitsTable = table(page, '全部单位');
  const widths = () =>
    unitsTable.locator('thead th').evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const before = await widths();
  const hp = unitsTable.getByRole('button', {name: '生命'});
  // What the click's own frame and the two after it paint, each read just before that paint.
  await hp.evaluate((button) =>
    button.addEventListener('click', () => {
      const frames: unknown[] = [];
      const read = () => {
        const body = button.closest('table')!.tBodies[0]!;
        // The rows reach the bottom of what the reader sees of the table's scroll box.
        const seen = Math.min(button.closest('table')!.parentElement!.getBoundingClientRect().bottom, innerHeight);
        frames.push({
          sort: button.closest('th')!.getAttribute('aria-sort'),
          rows: [...body.rows].map((tr) => tr.id),
          cells: [...button.closest('tr')!.cells].map((th) => Math.round(th.getBoundingClientRect().width)),
          filled: body.rows[body.rows.length - 1]!.getBoundingClientRect().bottom >= seen,
        });
        if (frames.length < 3) requestAnimationFrame(read);
        else Object.assign(window, {clickFrames: frames});
      };
      requestAnimationFrame(read);
    }),
  );
  const unsorted = await unitsTable.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.id));
  await hp.click();
  const recorded = await page.waitForFunction(() => (window as {clickFrames?: unknown}).clickFrames);
  type Frame = {sort: string; rows: string[]; cells: number[]; filled: boolean};
  const [own, ...after] = (await recorded.jsonValue()) as Frame[];
  await wholeColumn(page, '全部单位', 6, units.length, ascendingNumbers);
  const sorted = await unitsTable.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.id));
  // The click's frame shows the header's new state over the rows as they were.
  expect(own!.sort).toBe('ascending');
  expect(own!.rows).toEqual(unsorted);
  // By the frame after it, the rows a reader sees first fill the screen and are the sorted table's first rows.
  const next = after.find((frame) => frame.rows.join() !== unsorted.join());
  expect(next, 'the rows moved within two frames of the click').toBeDefined();
  expect(next!.filled).toBe(true);
  expect(next!.rows).toEqual(sorted.slice(0, next!.rows.length));
  // No column narrows while the other rows are out, nor widens again as they land.
  expect(near(next!.cells, before), `${next!.cells.join()} against ${before.join()}`).toBe(true);
  expect(near(await widths(), before)).toBe(true);
});

test('a second sort while the first one’s rows still land gives the second order, whole', async ({page}) => {
  const units = dataFile('units').units;
  await page.goto(doc('unitsData'));
  await expect(page.getByRole('combobox').first()).toBeEnabled();
  // Two clicks between two frames: the second comes before any of the first sort's later rows.
  await table(page, '全部单位')
    .getByRole('button', {name: '生命'})
    .evaluate(async (button: HTMLElement) => {
      button.click();
      await Promise.resolve();
      button.click();
    });
  await expect(table(page, '全部单位').locator('th', {hasText: '生命'})).toHaveAttribute('aria-sort', 'descending');
  await wholeColumn(page, '全部单位', 6, units.length, (values) =>
    values.every((v, i) => i === 0 || Number(values[i - 1]) >= Number(v)),
  );
  const ids = await table(page, '全部单位')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.id));
  expect(new Set(ids)).toEqual(new Set(units.map((u) => u.id)));
});

test('filtering by faction, era and type, with a count of shown rows', async ({page}) => {
  const units = dataFile('units').units;
  await page.goto(doc('unitsData'));
  await page.getByRole('combobox', {name: '阵营'}).selectOption({label: '青林部族'});
  const qinglin = units.filter((u) => u.faction === 'qinglin');
  await expect(table(page, '全部单位').locator('tbody tr')).toHaveCount(qinglin.length);
  await expect(page.getByText(`显示 ${qinglin.length} / ${units.length} 行`)).toBeVisible();
  await page.getByRole('combobox', {name: '阵营'}).selectOption('');
  await page.getByRole('combobox', {name: '时代'}).selectOption({label: '筑城时代'});
  await page.getByRole('combobox', {name: '兵种'}).selectOption('骑兵');
  const expected = units.filter((u) => u.era === 'era2' && u.type === '骑兵');
  await expect(table(page, '全部单位').locator('tbody tr')).toHaveCount(expected.length);
  await expect(page.getByText(`显示 ${expected.length} / ${units.length} 行`)).toBeVisible();
});

// Sorting and filtering move the rows that exist (src/components/DataTable, useShownRows): the
// rows from the server and the rows React renders after a client-side navigation must both come
// back whole, in the data's order, with the stripes alternating on what is shown.
for (const arrival of ['loaded', 'navigated'] as const)
  test(`sorting, filtering and clearing give back every row in the data's order (${arrival})`, async ({page}) => {
    const ids = dataFile('units').units.map((u) => u.id);
    const hydrated = () => page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.goto(arrival === 'loaded' ? doc('unitsData') : doc('dataOverview'));
    await hydrated();
    if (arrival === 'navigated') {
      await page
        .locator(`main a[href="${doc('unitsData')}"]`)
        .first()
        .click();
      await expect(page.locator('caption', {hasText: '全部单位'})).toBeVisible();
    }
    const rows = table(page, '全部单位').locator('tbody tr');
    const rowIds = () => rows.evaluateAll((trs) => trs.map((tr) => tr.id));
    const faction = page.getByRole('combobox', {name: '阵营'});
    await faction.selectOption({label: '青林部族'});
    await expect(rows).not.toHaveCount(ids.length);
    // The theme stripes even rows: of the rows shown, the second is striped and the first is not.
    const background = (i: number) => rows.nth(i).evaluate((tr) => getComputedStyle(tr).backgroundColor);
    expect(await background(1)).not.toBe(await background(0));
    await faction.selectOption('');
    await expect(rows).toHaveCount(ids.length);
    expect(await rowIds()).toEqual(ids);
    // Sorted, filtered and cleared: every row again, in the sorted order.
    await page.getByRole('button', {name: '生命'}).click();
    await faction.selectOption({label: '青林部族'});
    await faction.selectOption('');
    await expect(page.getByText(`显示 ${ids.length} / ${ids.length} 行`)).toBeVisible();
    await wholeColumn(page, '全部单位', 6, ids.length, ascendingNumbers);
    expect(new Set(await rowIds())).toEqual(new Set(ids));
  });

test('a deep link scrolls to its row and highlights it', async ({page}) => {
  const units = dataFile('units').units;
  const last = units.at(-1)!;
  await page.goto(doc('unitsData', `#${last.id}`));
  const row = page.locator(`tr[id="${last.id}"]`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveCSS('background-color', 'rgb(255, 243, 196)');
  await expect(page.locator(`tr[id="${units[0]!.id}"]`)).not.toHaveCSS('background-color', 'rgb(255, 243, 196)');
});

test('a cross-link from a unit lands on its technology’s page, and an old row link on the row', async ({page}) => {
  const units = dataFile('units').units;
  const techs = dataFile('technologies').technologies;
  const unit = units.filter((u) => u.requires_tech).at(-1)!;
  const tech = techs.find((t) => t.id === unit.requires_tech)!;
  await page.goto(doc('unitsData'));
  await page.locator(`tr[id="${unit.id}"]`).getByRole('link', {name: tech.name}).click();
  await expect(page).toHaveURL(new RegExp(`/${tech.id}$`));
  await expect(page.locator('article h1')).toHaveText(tech.name);
  // Links written before each thing had its page still land on its row, highlighted.
  await page.goto(doc('technologiesData', `#${tech.id}`));
  const row = page.locator(`tr[id="${tech.id}"]`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveCSS('background-color', 'rgb(255, 243, 196)');
});

test('rows kept from the server HTML still behave like the site: a link navigates without a reload and preloads on hover', async ({
  page,
}) => {
  const units = dataFile('units').units;
  const techs = dataFile('technologies').technologies;
  const unit = units.find((u) => u.requires_tech)!;
  const tech = techs.find((t) => t.id === unit.requires_tech)!;
  // Marks the rows as parsed from the server HTML; hydration must keep these very elements.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document
        .querySelectorAll('tbody tr')
        .forEach((row) => ((row as HTMLElement & {fromServer?: true}).fromServer = true)),
    ),
  );
  await page.goto(doc('unitsData'));
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(
    await page.locator(`tr[id="${unit.id}"]`).evaluate((row) => (row as HTMLElement & {fromServer?: true}).fromServer),
  ).toBe(true);
  // A full page load would lose this mark.
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const link = page.locator(`tr[id="${unit.id}"]`).getByRole('link', {name: tech.name});
  const routeChunk = page.waitForRequest((request) => /\/assets\/js\/.+\.js$/.test(request.url()));
  await link.hover();
  await routeChunk;
  await link.click();
  await expect(page.locator('article h1')).toHaveText(tech.name);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
});
