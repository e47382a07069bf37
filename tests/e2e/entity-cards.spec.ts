import {expect, test, type Locator, type Page} from '@playwright/test';
import {dataFile, releases as allReleases} from '../support/site';
import {hydrated, settled} from '../support/settle';
import {doc, docInFolder, entity, entitySection} from '../support/routes';

// Hover cards on links to units, buildings, technologies, policies, villages and contracts, and on
// culture traits' and rulers' row links: mouse, keyboard and touch.
const {technologies} = dataFile('technologies');
const {units} = dataFile('units');
const {resources} = dataFile('resources');
const releases = allReleases();
const names: Record<string, {id: string; name: string}[]> = {
  unit: units,
  building: dataFile('buildings').buildings,
  technology: technologies,
  policy: dataFile('policies').policies,
};

const PAGE = doc('unitsData');
const card = (page: Page) => page.locator('#entity-card');

/** The first link in the content to a technology (its page or its row of the 科技 table). */
async function technologyLink(page: Page): Promise<{link: Locator; id: string}> {
  // The scripts arrive after the first frame, and `load` does not wait for them: a tap before
  // they run is an ordinary link's (it follows the link), not the card's.
  await hydrated(page);
  const id = await page.evaluate((section) => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('main article a[href]')) {
      const match = new RegExp(`^${section}(?:/([a-z0-9_]+)|)$`).exec(decodeURIComponent(a.pathname));
      const target = match?.[1] ?? (match ? a.hash.slice(1) : '');
      if (target) {
        a.dataset.testCardLink = target;
        return target;
      }
    }
    return '';
  }, entitySection('technology'));
  expect(id, `${PAGE} links no technology`).not.toBe('');
  return {link: page.locator(`[data-test-card-link="${id}"]`), id};
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {shift: number}).shift);
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {shift: number}).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
        (window as unknown as {shift: number}).shift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
});

test('a pointer resting on a link shows the card with the data, loaded once; leaving hides it', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.clock.install(); // time flows as usual; the test runs it past the card's hide delay below
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  const loadedWithPage = requests.length;
  const {link, id} = await technologyLink(page);
  const tech = technologies.find((t) => t.id === id)!;
  await expect(card(page)).toHaveCount(0);
  const shiftBefore = await layoutShift(page);
  await link.hover();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(tech.name);
  await expect(card(page)).toContainText(`研究${tech.research_time} 秒`);
  await expect(card(page)).toContainText(tech.effect);
  await expect(link).toHaveAttribute('aria-describedby', 'entity-card');
  const afterFirst = requests.length;
  expect(afterFirst, 'the card’s code and text load on first use').toBeGreaterThan(loadedWithPage);
  // Away and back, and onto another link: nothing more is fetched.
  await page.mouse.move(5, 5);
  await expect(card(page)).toBeHidden();
  await link.hover();
  await expect(card(page)).toBeVisible();
  expect(requests.length).toBe(afterFirst);
  expect(await layoutShift(page)).toBe(shiftBefore);
  // The pointer may travel from the link into the card, which stays.
  const box = (await card(page).boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10, {steps: 4});
  // Past any delay the card would hide after.
  await page.clock.runFor(1000);
  await expect(card(page)).toBeVisible();
});

test('keyboard focus shows the card, Escape hides it and the focus stays on the link', async ({page}) => {
  await page.goto(PAGE);
  const {link, id} = await technologyLink(page);
  await page.keyboard.press('Tab');
  await link.focus();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(technologies.find((t) => t.id === id)!.name);
  await page.keyboard.press('Escape');
  await expect(card(page)).toBeHidden();
  await expect(link).toBeFocused();
  // The card takes no focus: Tab goes on to the next thing on the page.
  await link.blur();
  await link.focus();
  await expect(card(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('#entity-card') === null)).toBe(true);
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  test('the first tap shows the card, the second follows the link', async ({page}) => {
    await page.goto(PAGE);
    const {link, id} = await technologyLink(page);
    await link.scrollIntoViewIfNeeded();
    const before = page.url();
    await link.tap();
    await expect(card(page)).toBeVisible();
    expect(page.url()).toBe(before);
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(entitySection('technology'))}(/${id}|#${id})$`));
  });

  test('the card’s own link opens the page', async ({page}) => {
    await page.goto(PAGE);
    const {link, id} = await technologyLink(page);
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(card(page)).toBeVisible();
    const name = technologies.find((t) => t.id === id)!.name;
    await card(page).getByRole('link', {name}).tap();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(entity('technology', id))}$`));
    await expect(page.locator('h1')).toHaveText(name);
  });
});

test('a link in a guide’s prose has a card: the unit’s stats, upkeep and training time from the data', async ({
  page,
}) => {
  await page.goto(doc('soldiers'));
  const spearman = units.find((u) => u.id === 'spearman')!;
  const link = page.locator(`article .markdown :is(p, li) a[href="${entity('unit', 'spearman')}"]`).first();
  await link.hover();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('a').first()).toHaveText(spearman.name);
  await expect(card(page)).toContainText(`生命${spearman.hp}`);
  await expect(card(page)).toContainText(`训练${spearman.train_time} 秒`);
  const upkeep = Object.entries(spearman.upkeep)
    .map(([id, n]) => `${resources.find((r) => r.id === id)!.name} ${n}`)
    .join('');
  await expect(card(page)).toContainText(`维持每旬 ${upkeep}`);
});

test('a link in a release note’s balance table has a card', async ({page}) => {
  const release = releases.find((r) => (r.changes ?? []).length > 0)!;
  const [kind, id] = release.changes![0]!.entity.split('.') as [string, string];
  const name = names[kind]!.find((e) => e.id === id)!.name;
  await page.goto(`/blog/${release.notes}`);
  const link = page.locator(`table tr[data-entity="${kind}.${id}"] a`).first();
  await expect(link).toHaveText(name);
  await link.hover();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('a').first()).toHaveText(name);
  await expect(card(page).locator('a').first()).toHaveAttribute('href', (await link.getAttribute('href'))!);
});

test('no card code or text is fetched before a card is first wanted', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const cardRequests = () => requested.filter((url) => /entity-card|cards\.json/.test(url));
  await page.goto(doc('soldiers'));
  await settled(page);
  expect(cardRequests(), 'requested with the page').toEqual([]);
  // Scrolling past links (no pointer, no focus) is not a use either.
  await page.mouse.wheel(0, 2000);
  await settled(page);
  expect(cardRequests(), 'requested while scrolling').toEqual([]);
  await page
    .locator(`article .markdown :is(p, li) a[href^="${entitySection('unit')}/"]`)
    .first()
    .hover();
  await expect(card(page)).toBeVisible();
  expect(cardRequests(), 'the first use fetches the card once').toHaveLength(1);
});

test('a culture trait’s row link, a ruler’s row link and a village link show their cards too', async ({page}) => {
  const traits = dataFile('culture_traits').culture_traits;
  const {rulers} = dataFile('dynasty');
  const {villages} = dataFile('villages');
  await page.goto(doc('villages'));
  // A trait has no page: its link is to its row of the 文明 table.
  const traitLink = page.locator(`main article a[href^="${doc('cultures')}#"]`).first();
  const traitId = decodeURIComponent((await traitLink.getAttribute('href'))!).split('#')[1];
  const trait = traits.find((t) => t.id === traitId)!;
  await traitLink.hover();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(trait.name);
  await expect(card(page)).toContainText(trait.effect);
  await expect(card(page).locator('a').first()).toHaveAttribute('href', doc('cultures', `#${trait.id}`));
  await page.mouse.move(5, 5);
  await expect(card(page)).toBeHidden();
  // A village links to its own page.
  const villageLink = page.locator(`main article p a[href^="${entitySection('village')}/"]`).first();
  const villageId = (await villageLink.getAttribute('href'))!.split('/').pop();
  const village = villages.find((v) => v.id === villageId)!;
  await villageLink.hover();
  await expect(card(page)).toContainText(village.name);
  await expect(card(page)).toContainText('每旬产出');
  await expect(card(page)).toContainText(`吞并费用${village.annex_admin_cost} 行政点`);
  await expect(card(page)).toContainText(village.description);
  await expect(villageLink).toHaveAttribute('aria-describedby', 'entity-card');
  // A ruler, on the 赤岚 faction page.
  await page.goto(docInFolder('factions', '赤岚王朝'));
  const rulerLink = page.locator(`main article a[href^="${doc('dynasty')}#"]`).first();
  const rulerId = (await rulerLink.getAttribute('href'))!.split('#')[1];
  const ruler = rulers.find((r) => r.id === rulerId)!;
  await rulerLink.hover();
  await expect(card(page)).toContainText(ruler.name);
  await expect(card(page)).toContainText(`出现权重${ruler.weight}%`);
  await expect(card(page)).toContainText(ruler.effect);
});

test('a link the mouse rests on before the page’s scripts arrive gets its card when they do', async ({page}) => {
  // Hold the main script until the mouse is on the link: the pointer events went to nobody.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(doc('soldiers'), {waitUntil: 'domcontentloaded'});
  const link = page.locator(`article .markdown :is(p, li) a[href^="${entitySection('unit')}/"]`).first();
  await link.hover();
  release();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('a').first()).toHaveAttribute('href', (await link.getAttribute('href'))!);
});
