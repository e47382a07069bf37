import path from 'node:path';
import {AxeBuilder} from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {contention} from '../../scripts/lib/contention';
import {loadGameData} from '../../src/game/load';
import {entityKeyLines} from '../../src/plugins/search-aliases/extras';
import {
  firstPagesOf,
  openSearchPage,
  searchBox as box,
  searchOptions as optionsOf,
  searchPageAnswered,
  searchPageResults,
  searchResultLinks,
} from '../support/search-results';
import {root} from '../support/site';
import {doc, docInFolder, entity} from '../support/routes';
import {ENTITY_SECTIONS} from '../../src/plugins/entity-cards/paths';
import {frames, hydrated, settled} from '../support/settle';

const indexRequest = /\/search-index-[0-9a-f]+\.json$/;

/** The intro page with the search box clicked, ready to type into; returns the box's options. */
async function openBox(page: Page): Promise<Locator> {
  await page.goto(doc('intro'));
  await box(page).click();
  return optionsOf(page);
}

/** Until the box has answered `query`: its results or its 「no results」 line (a blank query closes the list). */
async function answered(page: Page, query: string): Promise<void> {
  if (query.trim() === '') {
    await expect(optionsOf(page).filter({visible: true})).toHaveCount(0);
    return;
  }
  await expect(
    optionsOf(page).or(page.locator('.navbar__search [class*="noResults"]')).filter({visible: true}).first(),
  ).toBeVisible();
}

/** How many requests of the page are in flight, from now on. */
function requestsInFlight(page: Page): () => number {
  let count = 0;
  page.on('request', () => count++);
  page.on('requestfinished', () => count--);
  page.on('requestfailed', () => count--);
  return () => count;
}

/**
 * The shown list once it has stopped changing: the shards a query needs load after its first
 * results, and the list is redrawn with them, so read it when no request is in flight and three
 * looks, frames apart, agree.
 */
async function settledList(page: Page, inFlight: () => number): Promise<string> {
  const options = optionsOf(page);
  let last = '';
  let unchanged = 0;
  await expect
    .poll(
      async () => {
        await frames(page);
        const now = (await options.allInnerTexts()).join('\n');
        unchanged = inFlight() === 0 && now === last ? unchanged + 1 : 0;
        last = now;
        return unchanged;
      },
      {intervals: [50]},
    )
    .toBeGreaterThanOrEqual(2);
  return last;
}

/** The index requests of a page: none on load, then one when the box is first pointed at. */
async function indexOnFirstUse(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (indexRequest.test(request.url())) requests.push(request.url());
  });
  await page.goto(doc('intro'));
  await hydrated(page);
  await settled(page);
  expect(requests).toEqual([]);
  // Hydrated first: the stand-in's hover handler comes with the page's scripts.
  await box(page).hover();
  await expect.poll(() => requests.length).toBe(1);
  return requests;
}

test('the index is fetched on first use of the box, not on page load', async ({page}) => {
  await indexOnFirstUse(page);
});

test('while the index loads the box says so, keeps what was typed, then shows results', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(indexRequest, async (route) => {
    await held;
    await route.continue();
  });
  await openBox(page);
  await box(page).pressSequentially('帝系传承');
  await expect(page.locator('.navbar__search[class*="searchIndexLoading"]')).toBeVisible();
  await expect(box(page)).toHaveValue('帝系传承');
  release();
  await expect(page.locator('.navbar__search[class*="searchIndexLoading"]')).toHaveCount(0);
  await expect(box(page)).toHaveValue('帝系传承');
  await expect(page.getByRole('option').first()).toContainText('帝系传承');
});

test('what is typed before the page has its scripts is searched once they arrive', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(doc('intro'), {waitUntil: 'domcontentloaded'});
  await page.locator('input.navbar__search-input').first().click();
  await page.keyboard.type('帝系传承');
  release();
  await expect(box(page)).toHaveValue('帝系传承');
  await expect(page.getByRole('option').first()).toContainText('帝系传承');
});

test('Ctrl+K focuses the box, and the box shows that hint', async ({page}) => {
  await page.goto(doc('intro'));
  const hint = page.locator('.navbar__search kbd');
  await expect(hint).toHaveText(['ctrl', 'K']);
  await page.locator('article').click();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
});

test('a Chinese query lands on the right page with the terms highlighted', async ({page}) => {
  await page.goto('/');
  await box(page).click();
  await box(page).fill('帝系传承');
  await expect(page.getByRole('option').first()).toContainText('帝系传承');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${encodeURI(doc('dynasty'))}\\?_highlight=`));
  await expect(page.locator('article h1')).toContainText('帝系传承');
  await expect(page.locator('article mark').first()).toHaveText('帝系传承');
});

test('the blog is not searched: words of a blog post find no blog page', async ({page}) => {
  // The development diary (blog/2026-09-12-dev-diary-silt.md) is about silt; these words are its
  // title and its subject. Docs may use them too, but no result may be a blog page.
  await page.goto('/blog/dev-diary-silt');
  for (const word of ['开发日志', '泥沙', '沉积']) {
    await expect(page.locator('article')).toContainText(word);
  }
  for (const word of ['开发日志', '泥沙', '沉积']) {
    await searchPageAnswered(page, word);
    const hrefs = await page
      .locator('a[href*="_highlight"]')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
    expect(
      hrefs.filter((href) => href.startsWith('/blog')),
      `「${word}」`,
    ).toEqual([]);
  }
});

test('the full results page lists matches with links', async ({page}) => {
  await openSearchPage(page, '澄湖平原');
  await expect(page.locator('h1')).toHaveText('“澄湖平原”的搜索结果');
  const first = page.locator('a[href*="_highlight"]').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${docInFolder('maps', '澄湖平原')}\\?_highlight=`));
  await first.click();
  await expect(page.locator('article h1')).toHaveText('澄湖平原');
});

test('odd input is harmless', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openBox(page);
  for (const input of [
    '.*+?^${}()|[]\\',
    '兵'.repeat(500),
    '⚔️🏰👑',
    'ＧＩＶＥ',
    'Ｇｉｖｅ ｇｒａｉｎ',
    '長槍兵',
    '   ',
  ]) {
    await box(page).fill(input);
    await answered(page, input);
    await expect(box(page)).toHaveValue(input);
  }
  await openSearchPage(page, '.*+?^${}()|[]');
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});

// Markup typed into the box, or put in a shared /search?q= link, must stay text.
const injections = [
  '<script>alert(1)</script>民兵',
  '<img src=x onerror=alert(2)>民兵',
  '<b id="xss-probe">民兵</b>',
  '民兵<svg onload=alert(3)>',
];
/** Any element the injections above could have planted, anywhere in the document. */
const planted = 'img[src="x"], #xss-probe, svg[onload], [onerror], [onload]';

test('markup in a query is shown as text, never run (box and search page)', async ({page}) => {
  test.setTimeout(240_000); // the results page loads the whole index once per query
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openBox(page);
  // The dropdown is built from HTML strings (the plugin's templates): wait until it has rendered
  // this query, results or its "no results" line, before looking for planted elements.
  const rendered = page.locator('[role="listbox"] [role="option"], [role="listbox"] [class*="noResults"]').first();
  // First use loads the index (1.3 MB of JSON): wait for it once, with room for a slow machine.
  await box(page).fill('民兵');
  await expect(rendered).toBeVisible({timeout: 60_000});
  for (const input of injections) {
    await box(page).fill('');
    await expect(rendered).toHaveCount(0);
    await box(page).fill(input);
    await expect(rendered).toBeVisible();
    await expect(box(page)).toHaveValue(input);
    await expect(page.locator(planted)).toHaveCount(0);
    await expect(page.locator('script', {hasText: 'alert('})).toHaveCount(0);
  }
  for (const input of injections) {
    await searchPageAnswered(page, input, 45_000);
    await expect(page.locator(planted)).toHaveCount(0);
    await expect(page.locator('script', {hasText: 'alert('})).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});

/** The timed queries: names, pinyin, synonyms and questions. */
const SPEED_QUERIES = [
  ...'民兵 长枪兵 帝系传承 商会契约 青林部族 行政点 政策 村庄 生产力 肥力 科技树 澄湖平原'.split(' '),
  ...'断脊群山 国家等级 文明特质 兵营 铜钱 控制台 give spawn'.split(' '),
  // pinyin (one spelling five names), synonyms and questions go through the worker's rewriting
  ...'qqb sl xuanyanshanguo 投石车 攻城锤 粮食不够怎么办 怎么打有城墙的城 长枪兵打得过骑兵吗'.split(' '),
];

/** Milliseconds from typing `query` (as one input event) to the box showing its whole list `want`. */
const timeToList = (page: Page, query: string, want: string) =>
  page.evaluate(
    async ([q, want]) => {
      const input = document.querySelector<HTMLInputElement>('input.navbar__search-input')!;
      const menu = document.querySelector('[role="listbox"]')!;
      const shown = () => [...menu.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.innerText).join('\n');
      return new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (shown() === want) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(menu, {childList: true, subtree: true, characterData: true});
        setTimeout(() => reject(new Error(`no results for ${q} within 5 s; showing ${shown()}`)), 5000);
        input.value = q;
        input.dispatchEvent(new Event('input', {bubbles: true}));
      });
    },
    [query, want] as const,
  );

test('results render quickly: from keystroke to the whole query’s results, median under 50 ms and p90 under 150 ms', async ({
  page,
}) => {
  const queries = SPEED_QUERIES;
  test.setTimeout(300_000); // 112 queries typed one after another, a quarter of them only to learn their results
  // The index's first file; each query then loads its shards, and the lists recorded below are the
  // ones the whole index gives (src/plugins/search-aliases/shards.ts).
  const inFlight = requestsInFlight(page);
  const fullText = page.waitForResponse(indexRequest);
  const options = await openBox(page);
  await box(page).fill('预热');
  await fullText;
  await answered(page, '预热'); // index parsed and warmed up
  // What each whole query shows once it has settled: the list the timed run must reach.
  const expected = new Map<string, string>();
  for (const query of queries) {
    await box(page).fill(query);
    await expect(options.first()).toBeVisible();
    expected.set(query, await settledList(page, inFlight));
    await box(page).fill('');
  }
  // A list with one query's results must not pass for another's.
  expect(new Set(expected.values()).size).toBe(queries.length);
  const time = (query: string) => timeToList(page, query, expected.get(query)!);
  // Three rounds through all the queries; a query's time is the middle one of its three. A stall
  // of the machine (a 2-core CI box shared with other jobs: in one run 民兵 and 铜钱 took over
  // 300 ms once, 10 ms otherwise) falls on one round of a few queries, not on all three; a query
  // that is slow is slow every time.
  // Each round's times are divided by the machine's contention just before it (scripts/lib/contention.ts):
  // under a load of 25 on 2 cores the median was 62 ms, the page no slower than on a quiet machine.
  const runs: number[][] = queries.map(() => []);
  const shares: number[] = [];
  for (let round = 0; round < 3; round++) {
    const share = contention();
    shares.push(share);
    for (const [i, query] of queries.entries()) {
      await box(page).fill('');
      await expect(options).toHaveCount(0);
      runs[i]!.push((await time(query)) / share);
    }
  }
  const timings = runs.map((r) => [...r].sort((a, b) => a - b)[1]!);
  const sorted = [...timings].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = (sorted[Math.floor(middle - 0.5)]! + sorted[Math.floor(middle)]!) / 2;
  // The 90th percentile, nearest rank: with 28 queries, the third slowest.
  const p90 = sorted[Math.ceil(0.9 * sorted.length) - 1]!;
  const slowest = queries
    .map((q, i) => [q, timings[i]!] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  console.log(
    `search speed: median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms over ${timings.length} queries, each the middle of three runs (slowest ${slowest.map(([q, t]) => `${q} ${t.toFixed(0)} ms`).join(', ')}; slowest single run ${Math.max(...runs.flat()).toFixed(0)} ms; contention ${shares.map((c) => c.toFixed(2)).join(', ')})`,
  );
  expect(median).toBeLessThan(50);
  // The bound on the slow end. Measured on the 2-core machine with the relevance suite running
  // beside it (2026-11-25): median 23.6 ms, p90 35.5 ms, slowest query 49 ms, slowest single run
  // 603 ms (a stall, which the middle of three runs leaves out); before, single runs: median 28 ms,
  // max 162 ms. 150 ms is three times the median's bound and four times today's p90, so a busy
  // machine does not trip it; a regression that makes the slower tenth of the queries several
  // times slower does (the first version of the question ranking took 400 ms and more a question).
  expect(p90).toBeLessThan(150);
});

test('typing lays nothing out for the hint the box does not show (the autocomplete.js patch)', async ({page}) => {
  // autocomplete.js measured the typed text's width after every render of the suggestions, for
  // an inline hint the box has switched off: two forced layouts of the page per key.
  await openBox(page);
  await page.evaluate(() => {
    const measure = Element.prototype.getBoundingClientRect;
    const w = window as unknown as {measured: number};
    w.measured = 0;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.tagName === 'PRE' && this.closest('.navbar__search')) w.measured++;
      return measure.call(this);
    };
  });
  const measured = () => page.evaluate(() => (window as unknown as {measured: number}).measured);
  // The first key opens the list (which may measure once); the next nine only render it again.
  await box(page).pressSequentially('c');
  await expect(optionsOf(page).first()).toBeVisible();
  const opened = await measured();
  await box(page).pressSequentially('hangqiang');
  await expect(optionsOf(page).first()).toContainText('长枪');
  expect(await measured()).toBe(opened);
});

test('a query loads the shards it needs and shows their results; typing stays responsive meanwhile', async ({page}) => {
  // Shards are held until released: the box must keep taking keystrokes while they load.
  const shard = /\/search-index-[0-9a-f]+\.[td]\d+\.json$/;
  const held: (() => void)[] = [];
  let holding = true;
  await page.route(shard, async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await openBox(page);
  const shardRequest = page.waitForRequest(shard, {timeout: 20_000});
  await box(page).pressSequentially('长枪');
  await shardRequest;
  // Typing on while the shards are held: the keystroke is painted within a frame or two (the
  // worker waits for its shards; the page's main thread does not).
  const painted = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('input.navbar__search-input')!;
        input.addEventListener(
          'input',
          (event) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - event.timeStamp))),
          {once: true},
        );
      }),
  );
  await box(page).pressSequentially('兵');
  await expect(box(page)).toHaveValue('长枪兵');
  expect(await painted).toBeLessThan(200);
  holding = false;
  for (const release of held) release();
  const options = optionsOf(page);
  await expect(options.first()).toContainText('长枪兵', {timeout: 20_000});
  // A question's words come from term shards, its results' text from document shards.
  const loaded: string[] = [];
  page.on('response', (response) => {
    const name = /\.([td]\d+)\.json$/.exec(response.url())?.[1];
    if (name) loaded.push(name);
  });
  await box(page).fill('画面卡顿怎么办');
  await expect(options.first()).toContainText('卡顿', {timeout: 20_000});
  expect(loaded.some((name) => name.startsWith('t'))).toBe(true);
});

test('a question finds its answer in the full text', async ({page}) => {
  const options = await openBox(page);
  await box(page).fill('画面卡顿怎么办');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText('卡顿');
});

test('a query ranks its pages the same on a fresh visit and after many shards have loaded', async ({page, browser}) => {
  // A fresh visit loads only the query's shards; asked again after other queries loaded more, the
  // same query must not reshuffle (src/plugins/search-aliases/shards.ts).
  test.setTimeout(120_000);
  const fullText = page.waitForResponse(indexRequest);
  await searchResultLinks(page, '控制台', 30_000);
  await fullText;
  for (const query of ['怎么打有城墙的城', '学识从哪里来', '粮食不够怎么办', '长枪兵']) {
    const fresh = await browser.newPage({baseURL: new URL(page.url()).origin});
    const before = firstPagesOf(await searchResultLinks(fresh, query, 30_000));
    await fresh.close();
    const after = firstPagesOf(await searchResultLinks(page, query, 30_000));
    expect(before.length, query).toBeGreaterThan(0);
    expect(after, query).toEqual(before);
  }
});

test('each result says what it is, in the box and on /search: an entity’s kind and key line first, other pages as 页面', async ({
  page,
}) => {
  // The URL → kind mapping and the key lines are unit-tested in src/plugins/search-aliases; here
  // they must reach both lists, for a unit, a building, a technology and a policy.
  test.setTimeout(180_000);
  const data = loadGameData(path.join(root, 'data'));
  const keyLines = entityKeyLines(data);
  const named = {unit: data.units, building: data.buildings, technology: data.technologies, policy: data.policies};
  // Each searched by its name; `kind` is what the result says it is (单位 …).
  const cases = (
    [
      ['unit', 'spearman'],
      ['building', 'study_hall'],
      ['technology', 'stonecutting'],
      ['policy', 'equal_fields'],
    ] as const
  ).map(([entityKind, id]) => ({
    query: named[entityKind].find((e) => e.id === id)!.name,
    kind: ENTITY_SECTIONS[entityKind],
    id,
    url: entity(entityKind, id),
  }));
  const options = await openBox(page);
  for (const {query, kind, id} of cases) {
    const keyLine = keyLines[`${kind}/${id}`]!;
    expect(keyLine, `${kind}/${id}`).toMatch(/ · /);
    await box(page).fill(query);
    await expect(options.first()).toContainText(query);
    await expect(options.first()).toContainText(kind);
    await expect(options.first()).toContainText(keyLine);
    const texts = await options.allInnerTexts();
    for (const text of texts) expect(text, text).toMatch(/^(单位|建筑|科技|政策|村庄|商会契约|页面)/);
    expect(
      texts.some((text) => text.startsWith('页面')),
      `${query}: some reference page too`,
    ).toBe(true);
  }
  for (const {query, kind, id, url} of cases) {
    const articles = await searchPageResults(page, query);
    await expect(articles.first().locator('a').first()).toHaveAttribute('href', new RegExp(`^${url}\\?`));
    await expect(articles.first()).toContainText(kind);
    await expect(articles.first()).toContainText(keyLines[`${kind}/${id}`]!);
    for (const text of await articles.allInnerTexts())
      expect(text, text).toMatch(/^[^\n]+\n+(单位|建筑|科技|政策|村庄|商会契约|页面)/);
  }
});

test('initials several names share list them all: `sl` shows 石料, 森林, 山炉, 圣林 and 水利', async ({page}) => {
  const options = await openBox(page);
  await box(page).fill('sl');
  await expect(options.first()).toBeVisible({timeout: 20_000});
  const shown = (await options.allInnerTexts()).join('\n');
  for (const name of ['石料', '森林', '山炉', '圣林', '水利']) expect(shown, name).toContain(name);
});

test('a village’s result says 村庄 with what it gives and what annexing it takes', async ({page}) => {
  await openBox(page);
  await box(page).fill('淤田屯');
  // A name finds its own page first, as 长枪兵 does.
  const first = optionsOf(page).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('淤田屯');
  await expect(first).toHaveText(/^村庄/);
  await expect(first).toContainText('起吞并');
});

test('the kind labels keep the results page accessible (no serious or critical axe violation)', async ({page}) => {
  await page.goto('/search?q=长枪兵');
  await expect(page.locator('article').first()).toContainText('单位');
  const {violations} = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('traditional characters are converted by the search worker, its map in the index’s first file: nothing on page load', async ({
  page,
}) => {
  const requests = await indexOnFirstUse(page);
  const first = (await (await page.request.get(requests[0]!)).json()) as {
    extras: {traditional: Record<string, string>};
  };
  expect(first.extras.traditional['槍']).toBe('枪');
  await box(page).click();
  await box(page).fill('長槍兵');
  // 長槍兵 is looked up as 长枪兵: the unit's own page comes first.
  await expect(page.getByRole('option').first()).toContainText('长枪兵');
  expect(requests).toHaveLength(1);
});

test('traditional characters in the box find what the simplified ones find, highlighted as the page spells them', async ({
  page,
}) => {
  /** Types `query` in the box, returns the first option's text and where Enter on it leads. */
  const firstResult = async (query: string) => {
    await page.goto('/');
    await box(page).click();
    await box(page).fill(query);
    const option = page.getByRole('option').first();
    await expect(option).toContainText('长枪兵');
    const text = await option.textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=/);
    return {text, url: decodeURIComponent(page.url())};
  };
  const simplified = await firstResult('长枪兵');
  const traditional = await firstResult('長槍兵');
  expect(traditional).toEqual(simplified);
  expect(traditional.url).toMatch(/\?_highlight=长枪兵(?:#|$)/);
  await expect(page.locator('article mark').first()).toHaveText('长枪兵');
});

async function resultPages(page: Page, query: string): Promise<string[]> {
  const links = await searchResultLinks(page, query, 30_000);
  expect(links.length, `${query} finds nothing`).toBeGreaterThan(0);
  return links.slice(0, 3);
}

test('the results page: traditional and full-width queries give the simplified query’s results', async ({page}) => {
  // Twelve queries on one results page: the index loads once.
  test.setTimeout(120_000);
  const fullText = page.waitForResponse(indexRequest);
  await openSearchPage(page, '资源');
  await fullText;
  const pairs: [string, string][] = [
    ['長槍兵', '长枪兵'],
    ['帝係傳承', '帝系传承'],
    ['斷脊群山', '断脊群山'],
    ['行政點', '行政点'],
    ['資源', '资源'],
    ['ｇｉｖｅ', 'give'],
  ];
  for (const [typed, simplified] of pairs) {
    expect(await resultPages(page, typed), typed).toEqual(await resultPages(page, simplified));
  }
  // The unit's page, with the simplified highlight.
  await openSearchPage(page, '長槍兵');
  await expect(page.locator('h1')).toContainText('長槍兵');
  await expect(
    page.locator(`a[href^="${entity('unit', 'spearman', `?_highlight=${encodeURIComponent('长枪兵')}`)}"]`).first(),
  ).toBeVisible();
});
