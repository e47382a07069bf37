import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {dataFile, latestStable, root} from '../support/site';
import {unreleasedRules} from '../../src/plugins/releases/load';
import {doc, docInFolder, entity} from '../support/routes';

// What a player reads about the rules: the game version every page describes, the FAQ's answers
// (numbers from data/) and the glossary entries for the mechanics the pages name.
const data = loadGameData(path.join(root, 'data'));
const glossary = dataFile('glossary').terms;
const article = 'main article';

for (const route of [doc('combat'), doc('faq'), entity('building', 'grand_canal'), entity('unit', 'militia')]) {
  test(`${route} says which game version its numbers describe, linking to that release’s notes`, async ({page}) => {
    const latest = latestStable();
    await page.goto(route);
    const version = page.getByTestId('game-version');
    await expect(version).toHaveText(`适用版本：${latest.version}`);
    await version.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/blog/${latest.notes}/?$`));
  });
}

test('常见问题 answers at least fifteen play questions in place, with numbers from the data', async ({page}) => {
  await page.goto(doc('faq'));
  const main = page.locator(article);
  // The questions under 对局 and 联机, each followed by an answer of its own (not just a link).
  const play = main.locator('h2#对局 ~ h3');
  expect(await play.count()).toBeGreaterThanOrEqual(15);
  for (let i = 0; i < (await play.count()); i++) {
    const answer = play.nth(i).locator('xpath=following-sibling::*[1]');
    expect((await answer.innerText()).length, await play.nth(i).innerText()).toBeGreaterThan(40);
  }
  const {rules, eras} = data;
  await expect(main.locator('#next-era + p')).toContainText(
    `研究 ${eras.find((e) => e.id === 'era2')!.techs_required} 项拓荒时代的科技`,
  );
  await expect(main.locator('#lan-ports + p')).toContainText(`UDP 端口 ${rules.network.lan_port}`);
  await expect(main.locator('#happiness + p')).toContainText(`新城邑从 ${rules.happiness.base} 起步`);
  await expect(main.locator('#capture + p')).toContainText(`连续 ${rules.capture.hold_seconds} 秒`);
  await expect(main.locator('#second-town + p')).toContainText(`一次花掉 ${data.admin_points.new_town_cost} 行政点`);
  // Iron and salt on each map: the regions that list them, read from maps.yaml.
  for (const map of data.maps) {
    for (const resource of ['iron', 'salt']) {
      const regions = map.regions.filter((r) => r.resources.includes(resource)).map((r) => r.name);
      await expect(
        main.locator(`[data-testid="resource-sites"] tr[data-map="${map.id}"] td[data-resource="${resource}"]`),
      ).toHaveText(regions.join('、') || '没有');
    }
  }
  await expect(main).not.toContainText('构建');
});

test('基础名词 defines each mechanic the pages name, and a faction page’s link lands on its definition', async ({
  page,
}) => {
  await page.goto(doc('glossary'));
  const ids = 'capital succession_crisis prestige year logistics capture siege formation knockback outer_sea';
  for (const id of ids.split(' ')) {
    const term = glossary.find((t) => t.id === id)!;
    await expect(page.locator(`${article} h3#${term.anchor}`), term.term).toHaveText(term.term);
  }
  await expect(page.locator(`${article} #happiness ~ p`).first()).toContainText(
    `新城邑的幸福度是 ${data.rules.happiness.base}`,
  );
  await expect(page.locator(`${article} #succession-crisis + p`)).toContainText(
    `危机持续 ${data.dynasty.crisis.ticks} 旬`,
  );

  await page.goto(docInFolder('factions', '赤岚王朝'));
  await page.locator(article).getByRole('link', {name: '继承危机', exact: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`${doc('glossary')}|${encodeURI(doc('glossary'))}`));
  await expect(page.locator('h3#succession-crisis')).toBeInViewport();
});

test('基础名词 tells a player on the stable release which rule numbers the game does not have yet', async ({page}) => {
  // data/releases.yaml unreleased.rules: none once a stable release has shipped them, and then no notice.
  const rules = unreleasedRules(path.join(root, 'data', 'releases.yaml'));
  await page.goto(doc('glossary'));
  const notice = `${article} p:has-text("而正式版 ${latestStable().version} 里仍是旧值")`;
  await expect(page.locator(article).locator('h3#building-limit')).toBeVisible();
  if (rules.length === 0) {
    await expect(page.locator(notice)).toHaveCount(0);
    return;
  }
  await expect(page.locator(notice)).toBeVisible();
  // The rules are listed right under it.
  const list = page.locator(`${notice} + ul`);
  for (const r of rules) await expect(list).toContainText(`${r.label}：${r.old} → ${r.new}`);
});
