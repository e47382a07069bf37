import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {pace} from '../../src/game/pace';
import {victoryPlan} from '../../src/game/victory';
import {dataFile, root} from '../support/site';
import {doc, entity} from '../support/routes';

// The rules pages show what data/rules.yaml holds and what the build's opening simulation computed.
const rules = dataFile('rules');
const {factions} = dataFile('factions');
const computed = pace(loadGameData(path.join(root, 'data')));
const article = 'main article';

test('开局 lists each faction’s start and the simulated minutes to each later era', async ({page}) => {
  await page.goto(doc('openings'));
  for (const f of factions) {
    const row = page.locator(`[data-testid="start-table"] tr[data-faction="${f.id}"]`);
    await expect(row.locator('th')).toHaveText(f.name);
    await expect(row.locator('td').nth(1)).toHaveText(String(rules.start[f.id].population));
    for (const [era, {minutes}] of Object.entries(computed.factions[f.id].eras))
      await expect(row.locator(`[data-testid="era-minutes"][data-era="${era}"]`)).toHaveText(String(minutes));
    await expect(page.locator(`[data-testid="opening-${f.id}"] tbody tr`)).toHaveCount(
      computed.factions[f.id].opening.length,
    );
  }
});

test('战斗 renders the damage formula with data constants and a counter matrix row per unit type', async ({page}) => {
  await page.goto(doc('combat'));
  const formula = page.locator('.katex-display .katex').first();
  await expect(formula).toBeVisible();
  await expect(formula.locator('.katex-mathml')).toContainText(String(rules.combat.armour_k));
  const types = Object.keys(rules.combat.counters) as (keyof typeof rules.combat.counters)[];
  await expect(page.locator('[data-testid="counter-matrix"] tbody tr')).toHaveCount(types.length);
  for (const a of types) {
    const cells = page.locator(`[data-testid="counter-matrix"] tr[data-type="${a}"] td`);
    await expect(cells).toHaveText(types.map((d) => `×${rules.combat.counters[a]![d]}`));
  }
  await expect(page.locator(article)).toContainText(`防御额外增加 ${rules.combat.wall_defense_bonus} 点`);
  await expect(page.locator(article)).toContainText(
    `每一击造成 ${computed.fights.spearman_vs_light_cavalry.damage} 点伤害`,
  );
  // The worked demolition and every counter claim, from the model and the data.
  const ram = computed.walls.battering_ram!;
  await expect(page.locator(article)).toContainText(
    `${ram.n} 辆冲车每一下撞掉 ${ram.damage} 点，${ram.volleys} 轮、${ram.seconds} 秒拆开一段城墙`,
  );
  await expect(page.locator('[data-testid="counter-claims"] li')).toHaveCount(rules.combat.claims.length);
});

test('人口 shows the housing and food numbers from the data', async ({page}) => {
  await page.goto(doc('population'));
  await expect(page.locator(article)).toContainText(`提供 ${rules.population.housing_per_town} 人的上限`);
  await expect(page.locator(article)).toContainText(`每旬消耗 ${rules.population.food_per_head} 粮食`);
});

test('胜利与模式 names every victory condition and the match lengths', async ({page}) => {
  await page.goto(doc('victory'));
  for (const v of Object.values(rules.victory))
    await expect(page.locator(article).getByText(v.name, {exact: true}).first()).toBeVisible();
  await expect(page.locator(article)).toContainText(`快速局大约 ${rules.match_minutes.short} 分钟`);
  await expect(page.locator(article)).toContainText(`长局大约 ${rules.match_minutes.long} 分钟`);
});

test('胜利与模式 says, from the opening simulation, what army the 标准 AI attacks with', async ({page}) => {
  const {first_minute, second_era_soldiers} = computed.army_range;
  await page.goto(doc('victory'));
  const main = page.locator(article);
  await expect(main).toContainText(`第一批士兵都在第 ${first_minute.min} 到 ${first_minute.max} 分钟之间练成`);
  await expect(main).toContainText(
    `进入筑城时代时，手里有 ${second_era_soldiers.min} 到 ${second_era_soldiers.max} 名士兵`,
  );
  const normal = loadGameData(path.join(root, 'data')).rules.ai_levels.find((l) => l.id === 'normal')!;
  await expect(main).toContainText(normal.description);
});

test('胜利与模式 states each victory condition’s numbers, the towns 天下归心 needs per map and the capture rule', async ({
  page,
}) => {
  const data = loadGameData(path.join(root, 'data'));
  const plan = victoryPlan(data);
  const {dominion, wonder} = data.rules.victory;
  await page.goto(doc('victory'));
  const main = page.locator(article);
  await expect(main).toContainText(`全图地块的 ${Math.round(dominion.territory_share * 100)}%`);
  await expect(main).toContainText(`连续保持 ${dominion.hold_minutes} 分钟`);
  await expect(main).toContainText(`在澄湖平原上至少要 ${plan.maps.chenghu!.towns_needed} 座城邑`);
  await expect(main).toContainText(`万世工程最早在第 ${plan.wonder_done_minute} 分钟达成`);
  await expect(main).toContainText(`完工后再守住 ${wonder.hold_minutes} 分钟就获胜`);
  await expect(
    main
      .locator(
        `a[href$="${entity('building', 'grand_canal')}"], a[href$="${encodeURI(entity('building', 'grand_canal'))}"]`,
      )
      .first(),
  ).toBeVisible();
  const capture = main.locator('h3#capture');
  await expect(capture).toHaveText(/攻下城邑/);
  await expect(main).toContainText(`连续 ${data.rules.capture.hold_seconds} 秒之后，城邑就归你`);
  for (const format of data.rules.teams.formats) await expect(main).toContainText(format.name);
});

test('常见问题 has at least twenty anchored questions and links to the download page', async ({page}) => {
  await page.goto(doc('faq'));
  const questions = page.locator(`${article} h3[id]`);
  expect(await questions.count()).toBeGreaterThanOrEqual(20);
  await expect(page.locator(`${article} a[href="/download"]`).first()).toBeVisible();
});

test('战斗 lists every terrain rules.yaml gives a defence, with its share, and the wall and height rules', async ({
  page,
}) => {
  const data = loadGameData(path.join(root, 'data'));
  const {terrain_defense, wall_damage_taken, height_attack_bonus} = data.rules.combat;
  await page.goto(doc('combat'));
  const table = page.getByTestId('ground-effects');
  const percent = (share: number) => `${share < 0 ? '−' : '+'}${Math.round(Math.abs(share) * 1000) / 10}%`;
  await expect(table.locator('tr[data-terrain]')).toHaveCount(Object.keys(terrain_defense).length);
  for (const [id, share] of Object.entries(terrain_defense)) {
    const row = table.locator(`tr[data-terrain="${id}"]`);
    await expect(row.locator('th')).toHaveText(data.productivity.terrains.find((t) => t.id === id)!.name);
    await expect(row.locator('td')).toHaveText(`防守方的有效防御 ${percent(share)}`);
  }
  await expect(table).toContainText(`受到的伤害再乘以 ${wall_damage_taken}`);
  await expect(table).toContainText(`攻击方的攻击 ${percent(height_attack_bonus)}`);
});
