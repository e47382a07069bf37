import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadGameData} from '../../src/game/load';
import {UNIT_TYPES} from '../../src/game/enums';
import {UI_TERMS} from '../../src/game/terms';
import {loadGlossary} from '../../src/plugins/glossary/glossary';
import {entityPath} from '../../src/plugins/entity-cards/paths';
import {builtSearch, type BuiltSearch} from '../../scripts/lib/search-engine';
import {root} from '../support/site';
import {doc, docInFolder} from '../support/routes';

/**
 * Every name in data/ and every glossary term, searched in the built index by the search's own
 * code (scripts/lib/search-engine.ts runs src/plugins/search-aliases/engine.ts, as the browser's
 * worker does, in Node: no browser, a few seconds for all of them). Each must find its own page,
 * its row's table or its definition first. The pages are written out here by kind, apart from
 * the build's own list (src/plugins/search-aliases/homes.ts), so a wrong entry there fails here.
 */
const data = loadGameData(path.join(root, 'data'));
const glossary = loadGlossary(path.join(root, 'data'));
const DYNASTY = doc('dynasty');
const GUILDS = doc('guilds');
const GLOSSARY = doc('glossary');

/** Name → the pages that are its own: any of them first is right. A name of two kinds has both. */
function ownPages(): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  const add = (name: string, ...urls: string[]) => {
    const set = pages.get(name) ?? new Set<string>();
    for (const url of urls) set.add(url);
    pages.set(name, set);
  };
  for (const [kind, rows] of [
    ['unit', data.units],
    ['building', data.buildings],
    ['technology', data.technologies],
    ['policy', data.policies],
    ['village', data.villages],
    ['contract', data.guilds.contracts],
  ] as const) {
    for (const row of rows) add(row.name, entityPath(kind, row.id));
  }
  for (const faction of data.factions)
    for (const name of [faction.name, faction.short]) add(name, docInFolder('factions', faction.name));
  for (const era of data.eras) add(era.name, doc('technology')); // 「N个时代」: each era, what it opens, how to enter the next
  for (const type of UNIT_TYPES) add(type, doc('soldiers')); // 「各兵种的定位」: a section for each
  for (const resource of data.resources) add(resource.name, doc('resources'));
  add(data.admin_points.name, doc('admin'));
  for (const level of data.country_levels) add(level.name, doc('countryLevels'));
  for (const trait of data.culture_traits) add(trait.name, doc('cultures'));
  for (const command of data.console_commands) add(command.command, doc('console'));
  for (const map of data.maps) {
    add(map.name, docInFolder('maps', map.name));
    for (const place of [...map.regions, ...map.start_positions]) add(place.name, docInFolder('maps', map.name));
  }
  for (const terrain of data.productivity.terrains) add(terrain.name, doc('maps')); // 地块与地形
  for (const band of data.productivity.happiness_bands) add(band.name, doc('productivity')); // 幸福度与幸福系数
  add(data.dynasty.system.name, DYNASTY);
  for (const row of [...data.dynasty.rulers, ...data.dynasty.succession_laws]) add(row.name, DYNASTY);
  add(data.guilds.system.name, GUILDS);
  // Victory conditions, team formats, game modes and AI levels: 胜利与模式.
  const {victory, teams, modes, ai_levels: aiLevels} = data.rules;
  for (const row of [...Object.values(victory), ...teams.formats, ...modes, ...aiLevels]) add(row.name, doc('victory'));
  // The UI's words: their rules page, or their definition among the glossary's.
  const ui: Record<(typeof UI_TERMS)[number], string> = {
    城邑: GLOSSARY,
    地块: GLOSSARY,
    人口: doc('population'),
    劳力: doc('population'),
    肥力: GLOSSARY,
    生产力: doc('productivity'),
    行政点: doc('admin'),
    政策: doc('policies'),
    科技: doc('technology'),
    时代: doc('technology'),
    国家等级: doc('countryLevels'),
    文明特质: doc('cultures'),
    村庄: doc('villages'),
    控制台: doc('console'),
    大退潮: doc('intro'),
    千川大陆: doc('intro'),
  };
  for (const [name, url] of Object.entries(ui)) add(name, url);
  // A glossary term: its definition, or the page named after it (阵营 → 阵营总览, 城墙 → its building).
  for (const term of glossary) add(term.term, GLOSSARY, ...(pages.get(term.term) ?? []));
  pages.set('阵营', new Set([...(pages.get('阵营') ?? []), doc('factions')]));
  pages.set('单位', new Set([...(pages.get('单位') ?? []), doc('unitsData')]));
  return pages;
}

let search: BuiltSearch;
test.beforeAll(async () => {
  search = await builtSearch();
});

test('every name in data/ and every glossary term finds its own page, row or definition first', async () => {
  const pages = ownPages();
  expect(pages.size).toBeGreaterThan(250);
  const wrong: string[] = [];
  for (const [name, own] of pages) {
    const [first] = await search.pages(name);
    if (!first || !own.has(first)) wrong.push(`${name} → ${first ?? '（无结果）'}，应为 ${[...own].join(' 或 ')}`);
  }
  expect(wrong, `${wrong.length} / ${pages.size} 个名称没有先找到自己的页面`).toEqual([]);
});

/** What players add to a name to ask one thing about it, by kind. */
const ATTRIBUTES = {
  unit: ['攻击力', '生命', '造价', '射程', '防御'],
  building: ['造价', '产出', '建造时间'],
  technology: ['研究时间', '解锁'],
  policy: ['效果', '行政点'],
  village: ['产出', '吞并'],
} as const;

test('a name with a stat or attribute word finds that thing’s page first', async () => {
  const rows = {
    unit: data.units,
    building: data.buildings,
    technology: data.technologies,
    policy: data.policies,
    village: data.villages,
  };
  const wrong: string[] = [];
  let asked = 0;
  for (const [kind, words] of Object.entries(ATTRIBUTES) as [keyof typeof ATTRIBUTES, readonly string[]][]) {
    for (const row of rows[kind]) {
      for (const word of words) {
        asked++;
        const [first] = await search.pages(`${row.name}${word}`);
        if (first !== entityPath(kind, row.id))
          wrong.push(`${row.name}${word} → ${first ?? '（无结果）'}，应为 ${entityPath(kind, row.id)}`);
      }
    }
  }
  expect(asked).toBeGreaterThan(300);
  expect(wrong, `${wrong.length} / ${asked}`).toEqual([]);
});
