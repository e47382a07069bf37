import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parse} from 'yaml';
import {dataFile, root} from '../support/site';
import {doc, docInFolder, entity, entitySection} from '../support/routes';

// A page per unit, building, technology and policy, generated from data/: checked against the YAML.
const {units} = dataFile('units');
const {buildings} = dataFile('buildings');
const {technologies} = dataFile('technologies');
const {policies} = dataFile('policies');
const {resources} = dataFile('resources');
const {villages} = dataFile('villages');
const guilds = dataFile('guilds');
const {maps} = dataFile('maps');
const tickSeconds = dataFile('productivity').tick_seconds;

const unit = (id: string) => units.find((u) => u.id === id)!;
/** The kinds with a data table of their own, and their rows. */
const tables = [
  ['unit', units],
  ['building', buildings],
  ['technology', technologies],
  ['policy', policies],
  ['village', villages],
] as const;
/** 「粮食 30木材 10」: what a row of glyph amounts reads as (the glyph is drawn by CSS). */
const amounts = (list: Record<string, number>) =>
  Object.entries(list)
    .map(([id, n]) => `${resources.find((r) => r.id === id)!.name} ${n}`)
    .join('');
const card = (page: Page) => page.locator('article section[aria-label$="的属性"]');
const stat = (page: Page, label: string) =>
  card(page)
    .locator('div', {has: page.locator(`dt:text-is("${label}")`)})
    .locator('dd');
const section = (page: Page, heading: string) => page.locator(`article h2:text-is("${heading}") + *`);

/** The guides (docs outside 数据/) whose text links to an entity's page, as {title, url}. */
function guidesLinking(kind: string, id: string): {title: string; url: string}[] {
  const docs = path.join(root, 'docs');
  return fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((rel) => /\.mdx?$/.test(rel) && !rel.startsWith('数据'))
    .map((rel) => path.join(docs, rel))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(`数据/${kind}/${id}.mdx`))
    .map((file) => {
      const front = parse(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))![1]!) as {
        title: string;
        slug?: string;
      };
      const rel = path
        .relative(docs, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '')
        .replace(/(^|\/)index$/, '');
      return {
        title: front.title,
        url: front.slug
          ? path.posix.join(doc('intro'), front.slug).replace(/(.)\/$/, '$1')
          : `/docs/${rel}`.replace(/\/$/, ''),
      };
    });
}

/** 「攻略中提到」 lists every guide that links to the page, each linked to the guide. */
async function expectBacklinks(page: Page, kind: string, id: string): Promise<void> {
  const guides = guidesLinking(kind, id);
  expect(guides.length, `no guide links to 数据/${kind}/${id}.mdx`).toBeGreaterThan(0);
  for (const guide of guides) {
    await expect(section(page, '攻略中提到').locator(`a[href="${guide.url}"]`), guide.url).toHaveText(guide.title);
  }
}

test('a unit page: stats from the data, where it is trained, its upgrade line, and who mentions it', async ({page}) => {
  const spearman = unit('spearman');
  await page.goto(entity('unit', 'spearman'));
  await expect(page.locator('h1')).toHaveText(spearman.name);
  for (const [label, field] of [
    ['生命', 'hp'],
    ['攻击', 'attack'],
    ['防御', 'defense'],
    ['射程', 'range'],
    ['速度', 'speed'],
  ] as const) {
    await expect(stat(page, label)).toHaveText(String(spearman[field]));
  }
  await expect(stat(page, '费用')).toHaveText(amounts(spearman.cost));
  // Upkeep every 旬, with the same resource glyphs as the cost; training time in seconds, as 建造 and 研究.
  await expect(stat(page, '维持')).toHaveText(`每旬 ${amounts(spearman.upkeep)}`);
  await expect(stat(page, '维持').locator('[data-glyph]')).toHaveCount(Object.keys(spearman.upkeep).length);
  await expect(stat(page, '训练')).toHaveText(`${spearman.train_time} 秒`);
  // Where it is trained, linked; and the building's page lists it back.
  const building = buildings.find((b) => b.id === spearman.requires_building)!;
  await page.locator('article a', {hasText: building.name}).first().click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(entity('building', building.id))}$`));
  await expect(page.locator('h1')).toHaveText(building.name);
  await expect(section(page, '可训练的单位').locator('a', {hasText: spearman.name})).toHaveAttribute(
    'href',
    entity('unit', spearman.id),
  );
  // The upgrade line runs both ways: militia → spearman → its successor.
  await page.goto(entity('unit', 'spearman'));
  const line = section(page, '升级');
  const from = units.find((u) => u.upgrades_to === spearman.id)!;
  await expect(line.locator('a', {hasText: from.name})).toHaveAttribute('href', entity('unit', from.id));
  await expect(line.locator('a', {hasText: unit(spearman.upgrades_to!).name})).toHaveAttribute(
    'href',
    entity('unit', spearman.upgrades_to!),
  );
  // Backlinks: 士兵 names 长枪兵, so the unit's page links to 士兵.
  expect(fs.readFileSync(path.join(root, 'docs', '单位', '士兵.md'), 'utf8')).toContain(spearman.name);
  await expect(section(page, '攻略中提到').locator('a', {hasText: '士兵'})).toHaveAttribute('href', doc('soldiers'));
  // Strong and weak against are links to other unit pages.
  await expect(section(page, '克制关系').first()).toContainText('按兵种');
  expect(
    await page.locator(`article h2:text-is("克制关系") ~ ul a[href^="${entitySection('unit')}/"]`).count(),
  ).toBeGreaterThan(0);
  // Docs layout: the sidebar shows its table as the current item, the breadcrumbs lead back to the
  // table and end with the unit, and 上一页／下一页 are its neighbours in data/units.yaml.
  await expect(page.locator('.theme-doc-sidebar-container a[aria-current="page"]')).toHaveText('单位');
  const crumbs = page.locator('nav[aria-label="页面路径"]');
  await expect(crumbs.locator('a', {hasText: '单位'})).toHaveAttribute('href', doc('unitsData'));
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText(spearman.name);
  const at = units.indexOf(spearman);
  await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', entity('unit', units[at - 1]!.id));
  await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', entity('unit', units[at + 1]!.id));
});

test('a building page: hit points, build time and cost from the data, and the guides that link to it', async ({
  page,
}) => {
  const barracks = buildings.find((b) => b.id === 'barracks')!;
  await page.goto(entity('building', barracks.id));
  await expect(page.locator('h1')).toHaveText(barracks.name);
  await expect(stat(page, '生命')).toHaveText(String(barracks.hp));
  await expect(stat(page, '建造')).toHaveText(`${barracks.build_time} 秒`);
  await expect(stat(page, '费用')).toHaveText(amounts(barracks.cost));
  await expect(stat(page, '费用').locator('[data-glyph]')).toHaveCount(Object.keys(barracks.cost).length);
  await expectBacklinks(page, '建筑', barracks.id);
});

test('abilities outside fights are listed from the data: a unit’s perks, a building’s bonus and prestige', async ({
  page,
}) => {
  // 匠师 repairs at 3× a 役夫's speed; its page says so under 其他能力, from units.yaml perks.
  const artisan = unit('artisan').perks!.repair_speed!;
  await page.goto(entity('unit', 'artisan'));
  await expect(section(page, '其他能力')).toContainText(`速度是役夫的 ${artisan} 倍`);
  const caravan = unit('caravan').perks!.village_attitude!.trade!;
  await page.goto(entity('unit', 'caravan'));
  await expect(section(page, '其他能力')).toContainText(`每次交易让村庄态度 +${caravan}`);
  // A unit without perks has no such section.
  await page.goto(entity('unit', 'militia'));
  await expect(page.locator('article h2', {hasText: '其他能力'})).toHaveCount(0);
  // 粮仓's bonus and 太庙's prestige, on the building pages.
  const granary = buildings.find((b) => b.id === 'granary')!.bonus!.grain!;
  await page.goto(entity('building', 'granary'));
  await expect(section(page, '建造条件与产出')).toContainText(`本城邑粮食产量：+${Math.round(granary * 100)}%`);
  const temple = buildings.find((b) => b.id === 'ancestral_temple')!.prestige!;
  await page.goto(entity('building', 'ancestral_temple'));
  await expect(section(page, '建造条件与产出')).toContainText(`继承人每旬威望：+${temple}`);
});

test('a technology page: what it needs and what it unlocks, both ways', async ({page}) => {
  const tech = technologies.find((t) => t.prerequisites.length > 0 && units.some((u) => u.requires_tech === t.id))!;
  await page.goto(entity('technology', tech.id));
  await expect(page.locator('h1')).toHaveText(tech.name);
  await expect(page.locator('article')).toContainText(tech.effect);
  await expect(stat(page, '研究')).toHaveText(`${tech.research_time} 秒`);
  for (const p of tech.prerequisites)
    await expect(section(page, '研究条件').locator(`a[href="${entity('technology', p)}"]`)).toHaveCount(1);
  for (const u of units.filter((x) => x.requires_tech === tech.id))
    await expect(section(page, '解锁').locator(`a[href="${entity('unit', u.id)}"]`)).toHaveCount(1);
  // A prerequisite's page lists this one among what it leads to.
  await page.goto(entity('technology', tech.prerequisites[0]));
  await expect(section(page, '解锁').locator(`a[href="${entity('technology', tech.id)}"]`)).toHaveCount(1);
  // The guides that link to a technology are listed on its page.
  await page.goto(entity('technology', 'writing'));
  await expectBacklinks(page, '科技', 'writing');
});

test('a policy page: cost, effect and its exclusive policies, linked both ways', async ({page}) => {
  const policy = policies.find((p) => p.exclusive_with.length > 0)!;
  await page.goto(entity('policy', policy.id));
  await expect(page.locator('h1')).toHaveText(policy.name);
  await expect(stat(page, '推行')).toHaveText(`${policy.admin_cost} 行政点`);
  await expect(page.locator('article')).toContainText(policy.effect);
  const other = policy.exclusive_with[0]!;
  await section(page, '推行条件')
    .locator(`a[href="${entity('policy', other)}"]`)
    .click();
  await expect(section(page, '推行条件').locator(`a[href="${entity('policy', policy.id)}"]`)).toHaveCount(1);
  await page.goto(entity('policy', policy.id));
  await expectBacklinks(page, '政策', policy.id);
  // The 行政点 page's table names each level's policies, linked to their pages, not to table rows.
  await page.goto(doc('admin'));
  const unlocked = page
    .locator('table', {has: page.locator('caption', {hasText: '各国家等级的行政点'})})
    .locator('a', {hasText: policy.name});
  await expect(unlocked).toHaveAttribute('href', entity('policy', policy.id));
});

test('a link in a guide’s prose opens the unit’s own page', async ({page}) => {
  await page.goto(doc('soldiers'));
  const spearman = unit('spearman');
  const link = page.locator('article .markdown :is(p, li) a', {hasText: spearman.name}).first();
  await expect(link).toHaveAttribute('href', entity('unit', spearman.id));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(entity('unit', spearman.id))}$`));
  await expect(page.locator('h1')).toHaveText(spearman.name);
  await expect(stat(page, '生命')).toHaveText(String(spearman.hp));
});

test('every name in the data tables links to its page, and old row links still land on the row', async ({page}) => {
  for (const [kind, rows] of tables) {
    await page.goto(entitySection(kind));
    for (const row of rows) {
      await expect(
        page.locator(`tr[id="${row.id}"] td`).first().getByRole('link', {name: row.name, exact: true}),
      ).toHaveAttribute('href', entity(kind, row.id));
    }
  }
  // The contracts' table is the 白港商盟 special-system page.
  await page.goto(doc('guilds'));
  for (const row of guilds.contracts) {
    await expect(
      page.locator(`tr[id="${row.id}"] td`).first().getByRole('link', {name: row.name, exact: true}),
    ).toHaveAttribute('href', entity('contract', row.id));
  }
  await page.goto(doc('unitsData', '#spearman'));
  await expect(page.locator('tr[id="spearman"]')).toBeInViewport();
});

test('every entity page is in the sitemap', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = new Set([...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]+)<\/loc>/g)].map((m) => decodeURI(m[1]!)));
  for (const [kind, rows] of [...tables, ['contract', guilds.contracts] as const])
    for (const row of rows) expect(listed.has(entity(kind, row.id)), `${kind}/${row.id}`).toBe(true);
});

test('a village page: numbers from the data, its attitude rules, where it appears, linked both ways, and who mentions it', async ({
  page,
}) => {
  const village = villages.find((v) => v.id === 'woodcutter_hamlet')!;
  await page.goto(entity('village', village.id));
  await expect(page.locator('h1')).toHaveText(village.name);
  await expect(stat(page, '每旬产出')).toHaveText(amounts(village.produces));
  await expect(stat(page, '人口')).toHaveText(`${village.population} 人`);
  await expect(stat(page, '初始态度')).toHaveText(String(village.attitude.initial));
  await expect(stat(page, '贸易所需态度')).toHaveText(String(village.attitude.trade_min));
  await expect(stat(page, '吞并费用')).toHaveText(`${village.annex_admin_cost} 行政点`);
  const rules = page.locator('article h2:text-is("好恶") ~ ul').first().locator('li');
  await expect(rules).toHaveCount(village.attitude.rules.length);
  for (const [i, rule] of village.attitude.rules.entries()) {
    await expect(rules.nth(i)).toContainText(
      `${rule.note}，态度 ${rule.change > 0 ? '+' : '−'}${Math.abs(rule.change)}`,
    );
  }
  // Trading needs the building rules.yaml names for it.
  const market = dataFile('rules').market.building;
  await expect(section(page, '贸易').locator(`a[href="${entity('building', market)}"]`)).toHaveText(
    buildings.find((b) => b.id === market)!.name,
  );
  await expect(
    section(page, '吞并').locator(`a[href="${doc('countryLevels', `#${village.annex_requires_level}`)}"]`),
  ).toHaveCount(1);
  await expect(section(page, '吞并')).toContainText(`不低于 ${village.annex_min_attitude}`);
  // Every region it appears in is linked to its row on the map's page, and the map links back.
  const where = maps.flatMap((m) =>
    m.regions.filter((r) => r.villages.includes(village.id)).map((r) => ({map: m, region: r})),
  );
  for (const {map, region} of where)
    await expect(
      section(page, '出现的地区').locator(`a[href="${docInFolder('maps', map.name)}#${region.id}"]`),
    ).toHaveText(region.name);
  await section(page, '出现的地区')
    .locator(`a[href="${docInFolder('maps', where[0]!.map.name)}#${where[0]!.region.id}"]`)
    .click();
  await expect(page.locator(`tr[id="${where[0]!.region.id}"] a[href="${entity('village', village.id)}"]`)).toHaveText(
    village.name,
  );
  // Backlinks: the 村庄 guide names it and links to its page.
  await page.goto(entity('village', village.id));
  await expect(section(page, '攻略中提到').locator('a', {hasText: /^村庄$/})).toHaveAttribute('href', doc('villages'));
  await page.goto(doc('villages'));
  await expect(page.locator(`article p a[href="${entity('village', village.id)}"]`).first()).toHaveText(village.name);
  // Docs layout: under the villages' table in the sidebar and the breadcrumbs.
  await page.goto(entity('village', village.id));
  await expect(page.locator('.theme-doc-sidebar-container a[aria-current="page"]')).toHaveText('村庄');
  await expect(page.locator('nav[aria-label="页面路径"] a', {hasText: '村庄'})).toHaveAttribute(
    'href',
    doc('villagesData'),
  );
});

test('a contract page: building and level linked, cycle in 旬 and seconds, inputs and outputs, value ratio, its beta changes', async ({
  page,
}) => {
  const contract = guilds.contracts.find((c) => c.id === 'salted_fish')!;
  const worth = (values: Record<string, number>) =>
    Object.entries(values).reduce((sum, [id, n]) => sum + n * resources.find((r) => r.id === id)!.value, 0);
  const ratio = Math.round((worth(contract.outputs) / worth(contract.inputs)) * 10_000) / 10_000;
  await page.goto(entity('contract', contract.id));
  await expect(page.locator('h1')).toHaveText(contract.name);
  await expect(stat(page, '周期')).toHaveText(`${contract.cycle_ticks} 旬（${contract.cycle_ticks * tickSeconds} 秒）`);
  await expect(stat(page, '每周期投入')).toHaveText(amounts(contract.inputs));
  await expect(stat(page, '每周期产出')).toHaveText(amounts(contract.outputs));
  await expect(stat(page, '收益比')).toHaveText(String(ratio));
  await expect(section(page, '值不值得签')).toContainText(`= ${ratio}`);
  await expect(page.locator('article')).toContainText(contract.effect);
  await expect(
    section(page, '签订条件').locator(`a[href="${doc('countryLevels', `#${contract.requires_level}`)}"]`),
  ).toHaveCount(1);
  // The building's page lists the contracts signed there.
  await section(page, '签订条件')
    .locator(`a[href="${entity('building', contract.requires_building)}"]`)
    .click();
  await expect(section(page, '可签订的商会契约').locator(`a[href="${entity('contract', contract.id)}"]`)).toHaveText(
    contract.name,
  );
  // 版本变化: the 1.1.0-beta.1 rework, linked to its notes; the notes link back.
  await page.goto(entity('contract', contract.id));
  const history = page.locator('article h2:text-is("版本变化") + ul > li');
  await expect(history.first()).toContainText('1.1.0-beta.1');
  await history.first().locator('a').click();
  await expect(page.locator(`tr[data-entity="contract.${contract.id}"] a`)).toHaveAttribute(
    'href',
    entity('contract', contract.id),
  );
  // Backlinks: the faction page links to it, and it names the faction page.
  await page.goto(docInFolder('factions', '白港商盟'));
  await expect(page.locator(`article a[href="${entity('contract', contract.id)}"]`).first()).toHaveText(contract.name);
  await page.goto(entity('contract', contract.id));
  await expect(section(page, '攻略中提到').locator('a', {hasText: '白港商盟'})).toHaveAttribute(
    'href',
    docInFolder('factions', '白港商盟'),
  );
  await expect(page.locator('nav[aria-label="页面路径"] a', {hasText: '白港商盟特殊系统'})).toHaveAttribute(
    'href',
    doc('guilds'),
  );
});

test('entity pages say they follow the game data in players’ words, with no file paths', async ({page}) => {
  for (const route of [entity('unit', 'spearman'), entity('building', 'farm'), entity('contract', 'grain_convoy')]) {
    await page.goto(route);
    await expect(page.locator('article').getByText('本页由游戏数据自动生成，随版本更新。')).toBeVisible();
    await expect(page.locator('article')).not.toContainText(/data\/|\.yaml/);
  }
});
