import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {pace} from '../../src/game/pace';
import {root} from '../support/site';
import {doc, docInFolder} from '../support/routes';
import {hydrated} from '../support/settle';

// What 开局 and the map pages show: build orders, branches, charts and per-start times from the
// build's opening simulation; map drawings and start distances from data/maps.yaml.
const data = loadGameData(path.join(root, 'data'));
const computed = pace(data);
const window = data.rules.opening.build_order_minutes;

test('开局 shows each faction’s build order, its first army, its branches, two charts and every start', async ({
  page,
}) => {
  await page.goto(doc('openings'));
  await hydrated(page);
  const starts = data.maps.reduce((n, m) => n + m.start_positions.length, 0);
  for (const f of data.factions) {
    const p = computed.factions[f.id];
    const rows = p.opening.filter((r) => r.minute < window);
    const order = page.locator(`[data-testid="build-order-${f.id}"]`);
    await expect(order.locator('tbody tr')).toHaveCount(rows.length);
    // Every build order trains soldiers and sends one to scout within the window.
    await expect(order.locator('tbody tr[data-kind="train"]').first()).toBeVisible();
    await expect(order.locator('tbody tr[data-kind="scout"]')).toHaveCount(1);
    await expect(order.locator('tbody tr').first().locator('td').nth(1)).toHaveText(rows[0].step);
    await expect(page.locator(`[data-testid="transition-${f.id}"]`)).toContainText(`第 ${p.army_minute} 分钟练成`);
    const opening = data.openings.find((o) => o.faction === f.id)!;
    await expect(page.locator(`[data-testid="branches-${f.id}"] li`)).toHaveCount(opening.branches?.length ?? 0);
    // Two charts, each with a line per series, drawn as inline SVG.
    const charts = page.locator(`[data-testid="charts-${f.id}"] svg`);
    await expect(charts).toHaveCount(2);
    await expect(charts.first().locator('polyline')).toHaveCount(3);
    await expect(page.locator(`[data-testid="starts-${f.id}"] tbody tr`)).toHaveCount(starts);
    // The rest of the opening is folded away until the reader opens it.
    const rest = page.locator('details', {has: page.locator(`[data-testid="opening-${f.id}"]`)});
    await expect(page.locator(`[data-testid="opening-${f.id}"]`)).toBeHidden();
    await rest.locator('summary').click();
    await expect(page.locator(`[data-testid="opening-${f.id}"] tbody tr`)).toHaveCount(p.opening.length);
  }
  // Player page: nothing about the site's build or its editors.
  await expect(page.locator('main article .theme-doc-markdown')).not.toContainText(/构建|编辑|data\//);
});

test('each map page draws its regions, starts and resources from data, with the distance between every two starts', async ({
  page,
}) => {
  for (const map of data.maps) {
    await page.goto(docInFolder('maps', map.name));
    const drawing = page.locator(`[data-testid="map-drawing-${map.id}"] svg`);
    await expect(drawing.locator('[data-region]')).toHaveCount(map.regions.length);
    for (const r of map.regions) {
      const region = drawing.locator(`[data-region="${r.id}"]`);
      await expect(region.locator('text').first()).toHaveText(r.name);
      await expect(region.locator('[data-resource]')).toHaveCount(r.resources.length);
    }
    await expect(drawing.locator('[data-start]')).toHaveCount(map.start_positions.length);
    const pairs = (map.start_positions.length * (map.start_positions.length - 1)) / 2;
    const rows = page.locator(`[data-testid="start-distances-${map.id}"] tbody tr`);
    await expect(rows).toHaveCount(pairs);
    const [a, b] = map.start_positions;
    const tiles = Math.round(Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]));
    await expect(rows.first().locator('td').nth(2)).toHaveText(String(tiles));
  }
});

test('each map page lists, from rules.yaml, the counter claims its advice relies on', async ({page}) => {
  for (const map of data.maps) {
    const mine = data.rules.combat.claims.filter((c) => (c.maps ?? []).includes(map.id));
    expect(mine.length, map.id).toBeGreaterThan(0);
    await page.goto(docInFolder('maps', map.name));
    const list = page.locator('[data-testid="counter-claims"]');
    await expect(list.locator('li')).toHaveCount(mine.length);
    for (const c of mine) {
      const [a, b] = [c.unit, c.beats].map((id) => data.units.find((u) => u.id === id)!.name);
      await expect(list.locator(`li[data-claim="${c.unit},${c.beats}"]`)).toHaveText(`${a}克制${b}：${c.note}。`);
    }
  }
});
