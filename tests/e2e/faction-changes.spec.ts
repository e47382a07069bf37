import {expect, test} from '@playwright/test';
import {dataFile, readYaml, releases as allReleases} from '../support/site';
import {ENTITY_KINDS} from '../../src/game/labels';
import {entityPath, type EntityKind} from '../../src/plugins/entity-cards/paths';
import {docInFolder} from '../support/routes';

// Each faction page's 版本变化 lists, by release, every change data/releases.yaml records to the
// faction's own entities or the shared ones, and nothing of another faction's.
const read = <T>(file: string): T => readYaml<T>(`data/${file}`);
const releases = allReleases();
const {factions} = dataFile('factions');
const guildFaction = dataFile('guilds').system.faction;
/** The faction an entity belongs to, or `all`. */
function factionOf(entity: string): string {
  const [kind, id] = entity.split('.') as [EntityKind, string];
  if (kind === 'contract') return guildFaction;
  const {file, list} = ENTITY_KINDS[kind];
  const row = read<Record<string, {id: string; faction?: string}[]>>(file)[list]!.find((r) => r.id === id);
  return row?.faction ?? 'all';
}

for (const faction of factions) {
  test(`the ${faction.id} page lists the changes to its own and shared things by release`, async ({page}) => {
    const touching = releases
      .map((r) => ({...r, mine: (r.changes ?? []).filter((c) => [faction.id, 'all'].includes(factionOf(c.entity)))}))
      .filter((r) => r.mine.length > 0);
    expect(touching.length).toBeGreaterThan(0);
    await page.goto(docInFolder('factions', faction.name));
    const heading = page.locator('article h2', {hasText: '版本变化'});
    await expect(heading).toBeVisible();
    const releaseItems = page.locator('article h2:text-is("版本变化") ~ ul > li');
    await expect(releaseItems).toHaveCount(touching.length);
    for (const [i, release] of touching.entries()) {
      const item = releaseItems.nth(i);
      const version = item.locator('> a').first();
      await expect(version).toHaveAttribute('href', `/blog/${release.notes}`);
      await expect(version).toContainText(release.version);
      await expect(item.locator('ul > li')).toHaveCount(release.mine.length);
      for (const c of release.mine.filter((x) => x.old !== undefined)) {
        await expect(item.locator('ul > li', {hasText: `${c.old} → ${c.new}`}).first()).toBeVisible();
      }
    }
    // Another faction's changes are not here.
    const others = releases
      .flatMap((r) => r.changes ?? [])
      .filter((c) => ![faction.id, 'all'].includes(factionOf(c.entity)));
    for (const c of others) {
      const [kind, id] = c.entity.split('.') as [EntityKind, string];
      await expect(page.locator(`article h2:text-is("版本变化") ~ ul a[href="${entityPath(kind, id)}"]`)).toHaveCount(
        0,
      );
    }
  });
}
