import {expect, test} from '@playwright/test';
import {releases} from '../support/site';
import {entity, type EntityKind} from '../support/routes';

// Release notes and entity pages show the balance changes of data/releases.yaml, and agree.
const withChanges = releases().filter((r) => (r.changes ?? []).length > 0);
const LABELS: Record<string, string> = {buff: '增强', nerf: '削弱', fix: '修正', new: '新增', removed: '移除'};

for (const release of withChanges) {
  test(`the ${release.version} notes list its changes from the manifest`, async ({page}) => {
    await page.goto(`/blog/${release.notes}`);
    const table = page.locator('table', {has: page.locator('caption', {hasText: `${release.version} 的平衡改动`})});
    await expect(table.locator('tbody tr')).toHaveCount(release.changes!.length);
    for (const change of release.changes!) {
      const row = table
        .locator(`tr[data-entity="${change.entity}"]`)
        .filter({hasText: change.old !== undefined ? `${change.old} → ${change.new}` : LABELS[change.kind]!});
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(LABELS[change.kind]!);
      const [kind, id] = change.entity.split('.') as [EntityKind, string];
      await expect(row.locator('a')).toHaveAttribute('href', entity(kind, id));
    }
  });
}

test('an entity page lists its changes newest first, each linked to the release notes', async ({page}) => {
  const history = releases().flatMap((r) =>
    (r.changes ?? []).filter((c) => c.entity === 'unit.raider').map((c) => ({...c, release: r})),
  );
  expect(history.length).toBeGreaterThan(1);
  await page.goto(entity('unit', 'raider'));
  const items = page.locator('article h2:text-is("版本变化") + ul > li');
  await expect(items).toHaveCount(history.length);
  for (const [i, change] of history.entries()) {
    await expect(items.nth(i)).toContainText(`${change.old} → ${change.new}`);
    await expect(items.nth(i).locator('a')).toHaveAttribute('href', `/blog/${change.release.notes}`);
  }
  // The same change, as the notes show it.
  await items.first().locator('a').click();
  await expect(page.locator(`tr[data-entity="unit.raider"]`)).toContainText(`${history[0]!.old} → ${history[0]!.new}`);
});
