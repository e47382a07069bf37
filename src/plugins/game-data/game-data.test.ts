import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import gameDataPlugin from './index';
import entityCardsPlugin from '../entity-cards';
import type {Card} from '../entity-cards/cards';
import iconsPlugin from '../icons';
import openDataPlugin from '../open-data';
import releasesPlugin from '../releases';
import {findCycles, GameDataError, loadGameData} from '../../game/load';
import {computeProductivity, contractValueRatio, workedExample} from '../../game/productivity';
import {ID_PATTERN, KINDS, UNIT_TYPES, type GameData} from '../../game/schema';
import {gameTerms} from '../../game/terms';
import {currentGameData, parseCount} from '../../game/store';
import {gameDataFixtures, lineOf, problemWith} from '../../../tests/support/game-data-fixture';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {pageStampFile} from './pageStamps';

const realDataDir = FIXTURE_DATA;

/** Copies of the real data/ with some text replaced, and the problems loading one reports (tests/support). */
const {mutated, problemsOf} = gameDataFixtures('game-data');
/** A problem that is `expected` (a string) or matches it (a pattern). */
const assertHasProblem = (problems: readonly string[], expected: string | RegExp) =>
  problemWith(problems, typeof expected === 'string' ? (p) => p === expected : expected);

let real: GameData;

test('the real data passes every check and meets the minimum counts', () => {
  real = loadGameData(realDataDir);
  assert.equal(real.factions.length, 4);
  assert.equal(real.eras.length, 4);
  assert.equal(real.resources.length, 8);
  assert.ok(real.units.length >= 40);
  assert.ok(real.buildings.length >= 25);
  assert.ok(real.technologies.length >= 40);
  assert.ok(real.policies.length >= 20);
  assert.ok(real.country_levels.length >= 6);
  assert.ok(real.culture_traits.length >= 8);
  assert.ok(real.console_commands.length >= 20);
  assert.ok(real.villages.length >= 5);
  assert.equal(real.maps.length, 2);
  assert.ok(real.dynasty.rulers.length + real.dynasty.succession_laws.length >= 8);
  assert.ok(real.guilds.contracts.length >= 8);
  for (const faction of real.factions) {
    const unique = real.units.filter((u) => u.faction === faction.id);
    assert.ok(unique.length >= 4, `${faction.name} has ${unique.length} unique units`);
  }
  for (const era of real.eras) {
    assert.ok(
      real.technologies.some((t) => t.era === era.id),
      `${era.name} has no technology`,
    );
  }
  assert.deepEqual(new Set(real.units.map((u) => u.type)), new Set(UNIT_TYPES));
  assert.ok(real.units.every((u) => ID_PATTERN.test(u.id)));
});

test('technology lore costs grow from era to era', () => {
  const lore = (era: string) => real.technologies.filter((t) => t.era === era).map((t) => t.cost.lore ?? 0);
  const eras = [...real.eras].sort((a, b) => a.order - b.order);
  for (let i = 1; i < eras.length; i++) {
    assert.ok(
      Math.min(...lore(eras[i].id)) > Math.max(...lore(eras[i - 1].id)),
      `${eras[i].name} is not dearer than ${eras[i - 1].name}`,
    );
  }
});

test('a wrong type names file, line, entry and field', () => {
  const dir = mutated({'units.yaml': [['    hp: 60\n', '    hp: sixty\n']]});
  const line = lineOf(dir, 'units.yaml', 'hp: sixty');
  assertHasProblem(
    problemsOf(dir),
    `data/units.yaml:${line}: units[id=militia].hp：类型不对：填的是 "sixty"（文字），应为数字`,
  );
});

test('a missing field is reported at its entry', () => {
  const dir = mutated({
    'units.yaml': [
      [
        '    train_time: 20\n    requires_tech: null\n    requires_building: barracks\n    upgrades_to: spearman',
        '    requires_tech: null\n    requires_building: barracks\n    upgrades_to: spearman',
      ],
    ],
  });
  const line = lineOf(dir, 'units.yaml', 'id: militia');
  assertHasProblem(problemsOf(dir), `data/units.yaml:${line}: units[id=militia].train_time：缺少这个字段，应填数字`);
});

test('a negative cost is refused', () => {
  const dir = mutated({'units.yaml': [['cost: {grain: 30, timber: 10}', 'cost: {grain: -30, timber: 10}']]});
  const line = lineOf(dir, 'units.yaml', 'grain: -30');
  assertHasProblem(problemsOf(dir), `data/units.yaml:${line}: units[id=militia].cost.grain：-30 太小，应为 ≥ 0 的数`);
});

test('an unknown field and a bad id are reported', () => {
  const dir = mutated({
    'buildings.yaml': [['    build_time: 20\n', '    build_time: 20\n    bulid_cost: 5\n']],
    'technologies.yaml': [['- id: farming', '- id: Farming']],
  });
  const problems = problemsOf(dir);
  assertHasProblem(
    problems,
    /^data\/buildings\.yaml:\d+: buildings\[id=farm\]\.bulid_cost：不认识的字段 "bulid_cost"，只能用 data\/buildings\.yaml 开头注释列出的字段/,
  );
  assertHasProblem(
    problems,
    /^data\/technologies\.yaml:\d+: technologies\[id=Farming\]\.id：取值 "Farming" 不对：应为小写英文 id/,
  );
});

test('unknown technology, building and faction references name what is expected', () => {
  const dir = mutated({
    'units.yaml': [
      [
        'requires_tech: ironworking\n    requires_building: barracks\n    upgrades_to: halberdier',
        'requires_tech: bronzework\n    requires_building: barracks\n    upgrades_to: halberdier',
      ],
      [
        'requires_building: archery_range\n    upgrades_to: musketeer',
        'requires_building: shooting_range\n    upgrades_to: musketeer',
      ],
    ],
    'buildings.yaml': [['    faction: baigang\n    era: era2', '    faction: baigan\n    era: era2']],
  });
  const problems = problemsOf(dir);
  assertHasProblem(
    problems,
    `data/units.yaml:${lineOf(dir, 'units.yaml', 'bronzework')}: units[id=spearman].requires_tech：不认识的科技 "bronzework"，应填 data/technologies.yaml 中已有的 id`,
  );
  assertHasProblem(
    problems,
    `data/units.yaml:${lineOf(dir, 'units.yaml', 'shooting_range')}: units[id=crossbowman].requires_building：不认识的建筑 "shooting_range"，应填 data/buildings.yaml 中已有的 id`,
  );
  assertHasProblem(
    problems,
    `data/buildings.yaml:${lineOf(dir, 'buildings.yaml', /faction: baigan$/)}: buildings[id=guild_hall].faction：不认识的阵营 "baigan"。你是不是要写「baigang」？应填 all 或 data/factions.yaml 中已有的 id`,
  );
  // The unknown faction is reported once, not again by every check that looks at the building.
  assert.equal(problems.filter((p) => p.includes('baigan')).length, 1);
});

test('culture trait picks: a whole number, and no more than any faction can choose from', () => {
  assert.equal(loadGameData(realDataDir).culture_trait_picks, 2);
  const tooMany = mutated({'culture_traits.yaml': [['picks: 2\n', 'picks: 9\n']]});
  assertHasProblem(
    problemsOf(tooMany),
    new RegExp(
      `^data/culture_traits\\.yaml:${lineOf(tooMany, 'culture_traits.yaml', 'picks: 9')}: picks：每个阵营开局要选 9 项特质，赤岚王朝却只有 \\d+ 项可选`,
    ),
  );
  const missing = mutated({'culture_traits.yaml': [['picks: 2\n', '']]});
  assertHasProblem(problemsOf(missing), /^data\/culture_traits\.yaml(:\d+)?: picks：缺少这个字段，应填数字/);
});

test('a cycle in technology prerequisites is reported with its path', () => {
  const dir = mutated({
    'technologies.yaml': [
      [
        '  - id: farming\n    name: 垦殖术\n    era: era1\n    cost: {lore: 40}\n    research_time: 60\n    prerequisites: []',
        '  - id: farming\n    name: 垦殖术\n    era: era1\n    cost: {lore: 40}\n    research_time: 60\n    prerequisites: [salt_panning]',
      ],
    ],
  });
  const problems = problemsOf(dir);
  assertHasProblem(
    problems,
    /^data\/technologies\.yaml:\d+: technologies\[id=barter\]\.prerequisites：前置科技形成了循环：farming → salt_panning → barter → farming/,
  );
  assert.equal(problems.length, 1);
});

test('findCycles reports each cycle once, including a self-reference', () => {
  const cycles = findCycles([
    {id: 'a', prerequisites: ['b']},
    {id: 'b', prerequisites: ['c']},
    {id: 'c', prerequisites: ['a']},
    {id: 'd', prerequisites: ['d', 'a']},
  ]);
  assert.deepEqual(cycles.map((c) => c.cycle.join(' → ')).sort(), ['a → b → c → a', 'd → d']);
});

test('duplicate ids and duplicate names are refused', () => {
  const dir = mutated({
    'units.yaml': [['- id: swordsman', '- id: spearman']],
    'buildings.yaml': [['name: 伐木场', 'name: 农田']],
  });
  const problems = problemsOf(dir);
  const first = lineOf(dir, 'units.yaml', 'id: spearman');
  assertHasProblem(
    problems,
    new RegExp(
      `^data/units\\.yaml:\\d+: units\\[id=spearman\\]\\.id：id "spearman" 重复了（第一次出现在第 ${first} 行），同一个 units 中每个 id 只能出现一次$`,
    ),
  );
  assertHasProblem(
    problems,
    /^data\/buildings\.yaml:\d+: buildings\[id=lumber_camp\]\.name：name "农田" 重复了（第一次出现在第 \d+ 行）/,
  );
});

test('a YAML syntax error names the file and line', () => {
  const dir = mutated({
    'policies.yaml': [['    exclusive_with: [hired_labour]\n', '    exclusive_with: [hired_labour\n']],
  });
  const problems = problemsOf(dir);
  assert.equal(problems.length, 1);
  // In Chinese, saying what to do, on the line whose [ is never closed (the parser notices it a line later).
  assert.match(
    problems[0],
    /^data\/policies\.yaml:\d+:\d+: YAML 语法错误：方括号 \[…\] 没有闭合：在这一行的末尾补上 \]/,
  );
  const line = Number(/^data\/policies\.yaml:(\d+)/.exec(problems[0])![1]);
  assert.equal(line, lineOf(dir, 'policies.yaml', '[hired_labour'));
});

test('balance rules: upgrade type, admin cost within the cap, one-sided exclusivity, produces', () => {
  const dir = mutated({
    'units.yaml': [['upgrades_to: spearman', 'upgrades_to: archer']],
    'policies.yaml': [
      [
        'admin_cost: 12\n    upkeep: 0.1\n    requires_level: settlement\n    exclusive_with: [land_reclamation]',
        'admin_cost: 25\n    upkeep: 0.1\n    requires_level: settlement\n    exclusive_with: [land_reclamation, free_trade]',
      ],
    ],
    'buildings.yaml': [['produces: {iron: 2.4}', 'produces: {iron: 3}']],
  });
  const problems = problemsOf(dir);
  assertHasProblem(problems, /units\[id=militia\]\.upgrades_to：升级目标 "archer" 是远程，应为同一兵种（步兵）的单位$/);
  assertHasProblem(
    problems,
    /policies\[id=equal_fields\]\.admin_cost：admin_cost 25 超过了国家等级 "settlement" 的行政点上限 20/,
  );
  assertHasProblem(
    problems,
    /policies\[id=equal_fields\]\.exclusive_with\[1\]："free_trade" 的 exclusive_with 里没有 "equal_fields"/,
  );
  assertHasProblem(problems, /buildings\[id=mine\]\.produces\.iron：3 不等于劳力 × 基础产量 = 6 × 0\.4，应为 2\.4$/);
});

test('every problem of every file comes in one error', () => {
  const dir = mutated({
    'maps.yaml': [['region: east_fields', 'region: east_field']],
    'dynasty.yaml': [['weight: 10\n    reign_ticks: 360', 'weight: 15\n    reign_ticks: 360']],
    'guilds.yaml': [['outputs: {coin: 56}', 'outputs: {coin: 90}']],
  });
  const problems = problemsOf(dir);
  assert.equal(problems.length, 3);
  assert.match(
    problems[0],
    /^data\/maps\.yaml:\d+: maps\[id=chenghu\]\.start_positions\[id=east\]\.region：不认识的区域 "east_field"/,
  );
  assert.match(problems[1], /^data\/dynasty\.yaml:\d+: rulers：weight 之和为 105，.*应为 100$/);
  assert.match(
    problems[2],
    /^data\/guilds\.yaml:\d+: contracts\[id=salted_fish\]\.outputs：收益比 2\.00（.*），应在 1\.0 到 1\.4 之间$/,
  );
});

test('the productivity worked example is computed from the data', () => {
  const result = workedExample(real);
  // 12 workers × 1.0 grain × 1.3 (河滩) × (1 + 0.10 粮仓 + 0.20 水渠) × (1 + 0.10 均田令 + 0.05 雇工制) × 1.1 (富足)
  assert.equal(result.fertility, 1.3);
  assert.equal(result.building_bonus, 0.3);
  assert.equal(result.policy_bonus, 0.15);
  assert.equal(result.happiness_factor, 1.1);
  assert.equal(result.happiness_band, '富足');
  assert.equal(result.output, 25.65);
  const unhappy = computeProductivity(real, {...result.input, happiness: 10, buildings: [], policies: []});
  assert.equal(unhappy.output, 9.36); // 12 × 1.0 × 1.3 × 0.6
});

test('guild contracts: value ratios by resource value', () => {
  assert.equal(contractValueRatio({inputs: {cloth: 10}, outputs: {coin: 52}}, real.resources), 1.3);
  assert.equal(contractValueRatio({inputs: {coin: 40}, outputs: {}}, real.resources), null);
});

test('gameTerms lists every game name once', () => {
  const terms = gameTerms(real);
  for (const term of '长枪兵 give 赤岚王朝 赤岚 城邑府 冶铁 均田令 海盐 林中亲族 帝国 工巧时代 渔村 断脊群山 嫡长继承 布帛出洋 行政点'.split(
    ' ',
  ))
    assert.ok(terms.includes(term), `missing ${term}`);
  assert.equal(new Set(terms).size, terms.length);
});

test('the plugin writes one JSON module per kind and the home page summaries', async () => {
  const created = new Map<string, unknown>();
  let globalData: unknown;
  // A site whose data/ is the frozen copy: what the modules hold cannot change with an edit of data/.
  const siteDir = path.dirname(mutated({}));
  const plugin = gameDataPlugin({siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus')} as LoadContext);
  assert.equal(plugin.name, 'game-data');
  const watched = plugin.getPathsToWatch?.() ?? [];
  for (const file of [...KINDS.map((kind) => `${kind}.yaml`), 'releases.yaml'])
    assert.ok(watched.includes(path.join(siteDir, 'data', file)), `${file} is not watched`);
  const content = await plugin.loadContent!();
  const actions = {
    createData: async (name: string, data: string | object) => {
      created.set(name, JSON.parse(String(data)));
      return name;
    },
    setGlobalData: (data: unknown) => {
      globalData = data;
    },
    addRoute: () => undefined,
  };
  await plugin.contentLoaded!({content, actions, allContent: {}} as never);
  await plugin.allContentLoaded!({actions, allContent: {}} as never);
  for (const kind of KINDS) assert.ok(created.has(`${kind}.json`), `no ${kind}.json`);
  // Only what pages import (one file per kind, the home page's modes and match lengths, 开局's
  // simulated openings, the combat model alone for the comparison page and
  // movement alone for 地图, the tree's model for 科技树, the simulation's data and the default plan
  // for 开局推演, the units table's columns for 单位数据, the units' combat fields for 单位对比): the search dictionary and the prose read
  // the data on the server.
  assert.deepEqual(
    [...created.keys()].sort(),
    [
      ...KINDS.map((kind) => `${kind}.json`),
      'combat.json',
      'movement.json',
      'match.json',
      'opening_pace.json',
      'techtree.json',
      'planner.json',
      'planner_default.json',
      'units_table.json',
      'units_compare.json',
    ].sort(),
  );
  const rule = (
    plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
      module: {rules: {use: {options: {pagesDir: string}}[]}[]};
    }
  ).module.rules[0]!;
  // Each page that shows data depends on a stamp of its own there (pageStamps.ts).
  assert.equal(rule.use[0]!.options.pagesDir, path.join(siteDir, '.docusaurus', 'game-data', 'default', 'pages'));
  // 单位数据 loads units_table.json only: every unit, none of the abilities or descriptions it does not show.
  const table = created.get('units_table.json') as {
    units: Record<string, unknown>[];
    techNames: Record<string, string>;
    buildingNames: Record<string, string>;
  };
  assert.deepEqual(
    table.units.map((u) => u.id),
    content.units.map((u) => u.id),
  );
  assert.ok(table.units.every((u) => !('description' in u) && !('abilities' in u) && !('upkeep' in u)));
  assert.equal(table.buildingNames.barracks, content.buildings.find((b) => b.id === 'barracks')?.name);
  const movement = created.get('movement.json') as {
    terrain_cost: Record<string, number>;
    cross_minutes: Record<string, Record<string, number>>;
  };
  assert.deepEqual(
    Object.keys(movement.cross_minutes),
    content.maps.map((m) => m.id),
  );
  assert.deepEqual(Object.keys(movement.cross_minutes[content.maps[0]!.id]!), Object.keys(movement.terrain_cost));
  const techs = created.get('technologies.json') as {id: string; research_time: number; research_minutes: number}[];
  for (const t of techs) assert.equal(t.research_minutes, Math.round((t.research_time / 60) * 10) / 10, t.id);
  assert.equal(
    (created.get('productivity.json') as {worked_example_result: {output: number}}).worked_example_result.output,
    25.65,
  );
  const summaries = (globalData as {factions: {hasSpecialSystem: boolean}[]}).factions;
  assert.deepEqual(Object.keys(summaries[0]!), ['id', 'name', 'motto', 'colour', 'summary', 'hasSpecialSystem']);
  assert.deepEqual(
    summaries.map((f) => f.hasSpecialSystem),
    content.factions.map((f) => f.special_system !== null),
  );
});

test('problems are structured: file, line, field path and a Chinese message', () => {
  const dir = mutated({'units.yaml': [['    hp: 60\n', '    hp: sixty\n']]});
  try {
    loadGameData(dir);
    assert.fail('expected loadGameData to throw');
  } catch (error) {
    assert.ok(error instanceof GameDataError);
    assert.match(error.message, /^游戏数据有 1 处问题（先修好这些，才会检查文件之间的引用）：\n/);
    assert.deepEqual(error.problems, [
      {
        file: 'data/units.yaml',
        line: lineOf(dir, 'units.yaml', 'hp: sixty'),
        path: 'units[id=militia].hp',
        message: '类型不对：填的是 "sixty"（文字），应为数字',
      },
    ]);
  }
});

test('the store parses data/ once per change, and again after an edit', () => {
  const dir = mutated({});
  const first = currentGameData(dir);
  const parses = parseCount();
  assert.equal(currentGameData(dir), first, 'an unchanged folder is not parsed again');
  assert.equal(parseCount(), parses);
  const file = path.join(dir, 'units.yaml');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('    hp: 60\n', '    hp: 61\n'));
  const edited = currentGameData(dir);
  assert.equal(parseCount(), parses + 1);
  assert.equal(edited.units.find((u) => u.id === 'militia')?.hp, 61);
});

test('a data edit reloads one plugin: the derived plugins read it from the store, not through watchers', async () => {
  const dir = mutated({});
  const context = {siteDir: path.dirname(dir), baseUrl: '/', siteConfig: {url: 'https://example.org'}} as LoadContext;
  const cards = entityCardsPlugin(context);
  const derived = [cards, iconsPlugin(context), releasesPlugin(context), openDataPlugin(context)];
  // Each watcher is one more reload of the whole site per edit in `npm start`.
  for (const plugin of derived) assert.equal(plugin.getPathsToWatch, undefined, `${plugin.name} watches files`);
  assert.ok(gameDataPlugin(context).getPathsToWatch!().includes(path.join(dir, 'units.yaml')));
  const militiaHp = async () => {
    let json = '';
    const createData = async (name: string, text: string) => ((json = text), name);
    await cards.allContentLoaded!({allContent: {}, actions: {createData}} as unknown as Parameters<
      NonNullable<typeof cards.allContentLoaded>
    >[0]);
    return (JSON.parse(json) as Record<string, Card>)['单位/militia']!.stats.find(([label]) => label === '生命');
  };
  assert.deepEqual(await militiaHp(), ['生命', '60']);
  const file = path.join(dir, 'units.yaml');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('    hp: 60\n', '    hp: 61\n'));
  // What Docusaurus runs after the game-data plugin's reload: the card shows the new number.
  assert.deepEqual(await militiaHp(), ['生命', '61']);
});

test('Markdown that shows data depends on its page stamp, so webpack recompiles it after an edit', () => {
  type LoaderContext = {
    getOptions: () => {pagesDir: string};
    addDependency: (file: string) => void;
    resourcePath: string;
  };
  const loader: (this: LoaderContext, source: string) => string = require('./data-dependency-loader.js');
  const pagesDir = '/site/.docusaurus/game-data/default/pages';
  const resourcePath = '/site/docs/资源.md';
  const dependenciesOf = (source: string) => {
    const added: string[] = [];
    const output = loader.call(
      {getOptions: () => ({pagesDir}), addDependency: (file) => added.push(file), resourcePath},
      source,
    );
    assert.equal(output, source, 'the source passes through unchanged');
    return added;
  };
  // The file the game-data plugin writes (pageStamps.ts).
  const stamp = pageStampFile(pagesDir, resourcePath);
  assert.deepEqual(dependenciesOf('民兵生命 :data[units.militia.hp]。'), [stamp]);
  assert.deepEqual(dependenciesOf('$$\nY = \\data{derived.productivity_example.output}\n$$'), [stamp]);
  assert.deepEqual(dependenciesOf('```techtree\n```'), [stamp]);
  assert.deepEqual(dependenciesOf('没有数据引用的页面。'), []);
});
