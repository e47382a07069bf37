import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, lineOf, linesOf, problemWith} from '../../tests/support/game-data-fixture';
import {loadGameData} from './load';
import {allOpeningSimulations, armyMinute, openingSimulations, pace, simulationRuns, soldiersAt} from './pace';
import {simulateOpening} from './simulate';
import {FIXTURE_DATA} from '../../tests/support/site';

const realDataDir = FIXTURE_DATA;
const {mutated, problemsOf} = gameDataFixtures('game-rules');
/** The text of the line of openings.yaml in `dir` that `problem` names. */
const namedLine = (dir: string, problem: string) =>
  linesOf(dir, 'openings.yaml')[Number(/^data\/openings\.yaml:(\d+): /.exec(problem)?.[1]) - 1];

test('the real data passes the progression check, and every opening reaches every era within its target', () => {
  const data = loadGameData(realDataDir);
  const targets = Object.entries(data.rules.era_targets);
  assert.deepEqual(
    targets.map(([era]) => era).sort(),
    data.eras
      .filter((e) => e.order > 1)
      .map((e) => e.id)
      .sort(),
    'a target for every era after the first',
  );
  const all = allOpeningSimulations(data);
  for (const f of data.factions) {
    assert.equal(
      all[f.id].length,
      data.maps.reduce((n, m) => n + m.start_positions.length, 0),
      'every start of every map',
    );
    for (const sim of all[f.id]) {
      assert.equal(sim.blocked, undefined, `${f.id}: ${sim.blocked?.reason}`);
      let before = 0;
      for (const [era, target] of targets) {
        const minutes = (sim.eraTicks[era] * data.productivity.tick_seconds) / 60;
        assert.ok(minutes > before && minutes <= target, `${f.id} reaches ${era} at ${minutes} min (target ${target})`);
        before = minutes;
      }
      // Entering 工巧时代 takes 王国: five towns and the population the data asks for.
      const kingdom = data.country_levels.find((l) => l.id === data.eras.find((e) => e.id === 'era4')!.requires_level)!;
      assert.ok(
        sim.towns >= kingdom.thresholds.towns && sim.eraPopulation.era4 >= kingdom.thresholds.population,
        `${f.id}: ${sim.towns} towns, ${sim.eraPopulation.era4} people`,
      );
    }
  }
});

test('without a 拓荒时代 source of 学识 the build fails, naming the blocked technology and the missing resource', () => {
  const dir = mutated({
    'buildings.yaml': [
      ['    produces: {lore: 1.0}\n', ''],
      [
        '    workers: 5\n    requires_tech: null\n    description: 族中',
        '    workers: 0\n    requires_tech: null\n    description: 族中',
      ],
    ],
  });
  const problems = problemsOf(dir);
  const line = lineOf(dir, 'technologies.yaml', '- id: stonecutting');
  const hit = problemWith(problems, '获得科技「凿石术」');
  assert.match(hit, new RegExp(`^data/technologies\\.yaml:(${line}|${line + 3}): `));
  assert.match(hit, /缺少资源「学识」的产出/);
  assert.ok(problems.some((p) => p.includes('时代「筑城时代」')));
});

test('an opening step that can never be paid fails the build at that step, with the short resource', () => {
  const dir = mutated({
    'buildings.yaml': [
      [
        '    cost: {timber: 50, grain: 30}\n    build_time: 30',
        '    cost: {timber: 5000, grain: 30}\n    build_time: 30',
      ],
    ],
  });
  const hit = problemWith(problemsOf(dir), (p) => p.startsWith('data/openings.yaml:'));
  assert.match(hit, /推荐开局从「[^」]+」（[a-z_.]+）出发，卡在第 1 步（建造书斋）：木材不足（现有 \d+，需要 5000/);
});

test('an opening too slow for its era target is reported with the minute it got there', () => {
  const dir = mutated({'rules.yaml': [['era_targets: {era2: 30,', 'era_targets: {era2: 5,']]});
  problemWith(problemsOf(dir), /^data\/openings\.yaml:\d+: .*在第 [\d.]+ 分钟才进入「筑城时代」，超过 .* 5 分钟/);
});

test('a later era out of reach fails the build at its step, naming the faction, the era and the unmet requirement', () => {
  // 王权时代 asks for all ten 筑城时代 technologies; no opening researches them all.
  const dir = mutated({
    'eras.yaml': [
      [
        'advance_cost: {lore: 500, coin: 400, stone: 300}\n    techs_required: 6',
        'advance_cost: {lore: 500, coin: 400, stone: 300}\n    techs_required: 10',
      ],
    ],
  });
  const problems = problemsOf(dir);
  const line = lineOf(dir, 'openings.yaml', '- advance: era3');
  const hit = problemWith(problems, '阵营「赤岚王朝」');
  assert.match(hit, new RegExp(`^data/openings\\.yaml:${line}: `));
  assert.match(hit, /卡在第 \d+ 步（进入王权时代）：只研究了 \d 项「筑城时代」科技，需要 10 项/);
  assert.match(hit, /仍未进入「王权时代」（rules\.yaml 的 era_targets 要求 60 分钟内进入）/);
  // Every faction, from every start of every map.
  assert.equal(
    problems.filter((p) => p.includes('仍未进入「王权时代」')).length,
    4 * 8,
    'every faction from every start',
  );
});

test('a country level the openings never reach stops them before the era that needs it', () => {
  // 王国 (needed for 工巧时代) asks for more people than the openings ever house.
  const dir = mutated({
    'country_levels.yaml': [
      ['thresholds: {population: 1800, towns: 5, era: era3}', 'thresholds: {population: 3400, towns: 5, era: era3}'],
    ],
  });
  const problems = problemsOf(dir);
  const hit = problemWith(problems, '阵营「青林部族」');
  assert.match(
    hit,
    /^data\/openings\.yaml:\d+: .*卡在第 \d+ 步（进入工巧时代）：国家等级未达到「王国」（人口 \d+，需要 3400）.*仍未进入「工巧时代」/,
  );
});

test('a later era whose cost is beyond reach names the era, the short resource and the storage cap', () => {
  const dir = mutated({
    'eras.yaml': [
      ['advance_cost: {lore: 1200, coin: 900, iron: 300}', 'advance_cost: {lore: 1200, coin: 900, iron: 30000}'],
    ],
  });
  const opening = linesOf(dir, 'openings.yaml');
  const xuanyan = opening.findIndex((l) => l.includes('faction: xuanyan'));
  const line = opening.findIndex((l, i) => i > xuanyan && l.includes('- advance: era4')) + 1;
  const hit = problemWith(problemsOf(dir), '阵营「玄岩山国」');
  assert.match(hit, new RegExp(`^data/openings\\.yaml:${line}: `));
  assert.match(hit, /（进入工巧时代）：铁矿不足（现有 \d+，需要 30000，每旬产出 [\d.]+，超过首都的储量上限 \d+）/);
  assert.match(hit, /仍未进入「工巧时代」/);
});

test('an opening too slow for a later era names the era and the step it waited on longest, with its line', () => {
  const dir = mutated({'rules.yaml': [['era3: 60,', 'era3: 40,']]});
  const problems = problemsOf(dir).filter((p) => p.includes('「王权时代」'));
  assert.equal(problems.length, 4 * 8, problems.join('\n'));
  // From its shown start (澄湖平原·东岸), where no branch replaces its first steps.
  const hit = problems.find((p) => p.includes('阵营「白港商盟」') && p.includes('chenghu.east'))!;
  const [, line, step] =
    /^data\/openings\.yaml:(\d+): .*在第 [\d.]+ 分钟才进入「王权时代」，超过 .* 40 分钟；等得最久的是第 (\d+) 步（[^）]+），等了 [\d.]+ 分钟：.+/.exec(
      hit,
    ) ?? [];
  assert.ok(line, hit);
  // The line is the one of the step it names.
  const data = loadGameData(realDataDir);
  const baigang = data.openings.findIndex((o) => o.faction === 'baigang');
  const text = linesOf(dir, 'openings.yaml');
  const first = text.findIndex(
    (l, i) => i > text.findIndex((x) => x.includes('faction: baigang')) && l === '    steps:',
  );
  assert.ok(baigang >= 0);
  assert.equal(Number(line), first + 1 + Number(step), `${hit}\n${text[Number(line) - 1]}`);
});

test('an opening that never advances to an era with a target says so', () => {
  const dir = mutated({'openings.yaml': [['      - advance: era4\n', '']]});
  problemWith(
    problemsOf(dir),
    /^data\/openings\.yaml:\d+: .*阵营「赤岚王朝」的推荐开局从「[^」]+」（[a-z_.]+）出发，没有进入「工巧时代」.*advance: era4/,
  );
});

test('rules.yaml must cover every unit type in the counter matrix and every terrain', () => {
  const dir = mutated({
    'rules.yaml': [
      ['    辅助: {步兵: 0.5', '    # 辅助: {步兵: 0.5'],
      ['mountain: 2.2, ', ''],
    ],
  });
  const problems = problemsOf(dir);
  problemWith(problems, /^data\/rules\.yaml:.*缺少兵种「辅助」这一行/);
  problemWith(problems, '缺少地形「mountain」的移动耗时');
});

test('the market building of rules.yaml must be a building of the data', () => {
  problemWith(
    problemsOf(mutated({'rules.yaml': [['  building: market\n', '  building: bazaar\n']]})),
    /^data\/rules\.yaml:.*未知建筑「bazaar」/,
  );
});

test('pace: minutes per era per faction and map crossing times come from the simulation and the data', () => {
  const data = loadGameData(realDataDir);
  const p = pace(data);
  const sim = simulateOpening(data, 'chilan', 10_000, {map: 'chenghu', start: 'north'});
  assert.deepEqual(p.factions.chilan.start, {map: 'chenghu', start: 'north'}, 'the start openings.yaml names');
  for (const era of ['era2', 'era3', 'era4']) {
    assert.equal(p.factions.chilan.eras[era].minutes, Math.round(((sim.eraTicks[era] * 10) / 60) * 10) / 10);
    assert.equal(p.factions.chilan.eras[era].population, Math.floor(sim.eraPopulation[era]));
    const all = data.factions.map((f) => p.factions[f.id].eras[era].minutes);
    assert.deepEqual(p.era_range[era], {min: Math.min(...all), max: Math.max(...all)});
    const people = data.factions.map((f) => p.factions[f.id].eras[era].population);
    assert.deepEqual(p.population_range[era], {min: Math.min(...people), max: Math.max(...people)});
  }
  // One row per step of openings.yaml, a step with a count spanning its buildings.
  const opening = data.openings.find((o) => o.faction === 'chilan')!;
  assert.equal(p.factions.chilan.opening.length, opening.steps.length);
  const many = opening.steps.findIndex((s) => 'build' in s && (s.count ?? 1) > 1);
  const copies = sim.steps.filter((s) => s.index === many);
  assert.ok(copies.length > 1);
  assert.equal(
    p.factions.chilan.opening[many].done_minute,
    Math.round(((copies[copies.length - 1].doneTick * 10) / 60) * 10) / 10,
  );
  assert.match(p.factions.chilan.opening[many].step, / ×\d+$/);
  const map = data.maps[0];
  const secs = map.size.width / data.rules.movement.tiles_per_speed;
  assert.equal(p.maps[map.id].cross_plain_minutes, Math.round((secs / 60) * 10) / 10);
  // Every terrain of the movement rules, by its cost.
  assert.deepEqual(Object.keys(p.maps[map.id].cross_minutes), Object.keys(data.rules.movement.terrain_cost));
  assert.equal(p.maps[map.id].cross_minutes.forest, p.maps[map.id].cross_forest_minutes);
  assert.equal(
    p.maps[map.id].cross_minutes.marsh,
    Math.round(((secs * data.rules.movement.terrain_cost.marsh!) / 60) * 10) / 10,
  );
  // A full farm feeds its grain divided by what one person eats.
  const farm = data.buildings.find((b) => b.id === 'farm')!;
  assert.equal(p.people_fed.farm, Math.floor(farm.produces!.grain! / data.rules.population.food_per_head));
  assert.equal(
    p.village_trade_minutes,
    Math.round(((data.rules.market.village_trade_ticks * data.productivity.tick_seconds) / 60) * 10) / 10,
  );
});

test('the progression check and pace() share one simulation of the openings per loaded data', () => {
  const before = simulationRuns();
  const data = loadGameData(realDataDir);
  assert.equal(simulationRuns(), before + 1, 'the check simulated the openings once');
  const runs = openingSimulations(data);
  const p = pace(data);
  assert.equal(simulationRuns(), before + 1, 'pace() read the check’s runs');
  for (const era of ['era2', 'era3', 'era4'])
    assert.equal(p.factions.chilan.eras[era].minutes, Math.round(((runs.chilan.eraTicks[era] * 10) / 60) * 10) / 10);
});

test('a start the opening cannot play fails the build at the step, naming the map and the start', () => {
  // Without timber on 北滩 (river flats), 赤岚's shown start cannot build a 伐木场 there.
  const dir = mutated({
    'maps.yaml': [['at: [72, 24], resources: [grain, timber, stone]', 'at: [72, 24], resources: [grain, stone]']],
  });
  const hit = problemWith(problemsOf(dir), (p) => p.includes('阵营「赤岚王朝」') && p.includes('chenghu.north'));
  assert.match(namedLine(dir, hit), /build: lumber_camp/, hit);
  assert.match(
    hit,
    /从「澄湖平原·北滩」（chenghu\.north）出发，卡在第 \d+ 步（建造伐木场）：「伐木场」只能建在产木材的区域/,
  );
});

test('an idle wait over two minutes in the build order fails the build, with the step it waited on', () => {
  // 垦殖术 at ten times its lore: nothing else is left to do while the lore comes in.
  const dir = mutated({
    'technologies.yaml': [
      [
        'cost: {lore: 40}\n    research_time: 60\n    prerequisites: []',
        'cost: {lore: 400}\n    research_time: 60\n    prerequisites: []',
      ],
    ],
  });
  const hit = problemWith(problemsOf(dir), '没有任何建造、研究或训练');
  assert.match(
    hit,
    /^data\/openings\.yaml:\d+: .*阵营「[^」]+」的推荐开局从「[^」]+」.*干等 [\d.]+ 分钟（rules\.yaml 的 opening\.max_idle_seconds 只允许 120 秒）：第 \d+ 步（研究垦殖术）在等——学识不足.*；请把这时就做得了的建造、训练或研究挪到这一步前面/,
  );
  assert.match(namedLine(dir, hit), /research: farming/);
});

test('an idle wait long after the first minutes fails the build too, at the step that waited', () => {
  // 砌墙术 at ten times its lore: every opening waits for it in 筑城时代, long after minute 15.
  const dir = mutated({'technologies.yaml': [['cost: {lore: 160, stone: 40}', 'cost: {lore: 1600, stone: 40}']]});
  const problems = problemsOf(dir);
  const late = problems.filter((p) => p.includes('没有任何建造、研究或训练') && p.includes('（研究砌墙术）在等'));
  assert.equal(late.length, 32, `every start of every faction waits: ${problems.slice(0, 3).join('\n')}`);
  for (const hit of late) {
    const [, from] = /^data\/openings\.yaml:\d+: .*从第 ([\d.]+) 分钟到第/.exec(hit) ?? [];
    assert.ok(Number(from) > 15, hit);
    assert.match(namedLine(dir, hit), /research: masonry/, hit);
    assert.match(hit, /学识不足（现有 \d+，需要 1600/);
  }
});

test('a technology researched twice in an opening fails the build at the second step, naming the first', () => {
  const dir = mutated({
    'openings.yaml': [
      [
        '      - {build: lumber_camp, count: 2}\n      - {train: militia, count: 7,',
        '      - {build: lumber_camp, count: 2}\n      - research: bronze_casting\n      - {train: militia, count: 7,',
      ],
    ],
  });
  const problems = problemsOf(dir);
  const twice = problems.filter((p) => p.includes('同一项科技只能研究一次'));
  assert.equal(twice.length, 1, problems.join('\n'));
  assert.equal(namedLine(dir, twice[0]), '      - research: bronze_casting', twice[0]);
  const [, at] = /^data\/openings\.yaml:(\d+): /.exec(twice[0]) ?? [];
  assert.ok(
    Number(at) > lineOf(dir, 'openings.yaml', '      - research: bronze_casting'),
    'the second one, not the first',
  );
  assert.match(
    twice[0],
    /阵营「玄岩山国」的推荐开局第 \d+ 步又研究「青铜冶炼」，第 \d+ 步已经研究过——同一项科技只能研究一次：删去这一步/,
  );
});

test('researching a technology the faction starts with fails the build, naming the start', () => {
  // 青林 starts knowing 伐木术 (rules.yaml start.qinglin.technologies).
  const dir = mutated({
    'openings.yaml': [
      [
        '再添一批役夫。}\n      - research: archery\n',
        '再添一批役夫。}\n      - research: woodcraft\n      - research: archery\n',
      ],
    ],
  });
  const hit = problemWith(problemsOf(dir), '开局就已掌握「伐木术」');
  assert.match(
    hit,
    /^data\/openings\.yaml:\d+: .*阵营「青林部族」.*start\.qinglin\.technologies.*推荐开局第 \d+ 步却又研究它/,
  );
});

test('the simulation never pays for a technology twice: a second order for it waits, saying why', () => {
  const data = loadGameData(realDataDir);
  const order = [{build: 'study_hall'}, {research: 'farming'}, {research: 'farming'}, {build: 'farm'}];
  const sim = simulateOpening(data, 'chilan', 300, {map: 'chenghu', start: 'north'}, order);
  assert.equal(sim.steps.filter((s) => 'research' in s.step).length, 1);
  assert.equal(sim.blocked?.index, 2);
  assert.match(sim.blocked?.reason ?? '', /「垦殖术」已经研究过，同一项科技只能研究一次/);
});

test('a region listing a resource its terrain cannot yield, a terrain without a gathered resource and a misplaced start fail with their lines', () => {
  const dir = mutated({
    'maps.yaml': [
      [
        'name: 西林, terrain: forest, at: [24, 67], resources: [timber, grain]',
        'name: 西林, terrain: forest, at: [24, 67], resources: [timber, grain, stone]',
      ],
      [
        '{id: south, name: 南丘, region: south_hills, at: [70, 141]}',
        '{id: south, name: 南丘, region: south_hills, at: [20, 60]}',
      ],
    ],
    'productivity.yaml': [
      [
        'fertility: {grain: 1.0, timber: 0.8, stone: 0, iron: 0, salt: 0}',
        'fertility: {grain: 1.0, timber: 0.8, stone: 0, iron: 0}',
      ],
    ],
  });
  const problems = problemsOf(dir);
  for (const [problem, file, line] of [
    [/区域「西林」列出了石料，但它的地形「森林」的石料肥力是 0/, 'maps.yaml', 'name: 西林, terrain: forest'],
    [/地形「平原」没有写出海盐的肥力/, 'productivity.yaml', 'fertility: {grain: 1.0, timber: 0.8'],
    [/出生点「南丘」的位置 \[20, 60\] 离区域「西林」的中心最近/, 'maps.yaml', '{id: south, name: 南丘'],
  ] as const)
    assert.ok(problemWith(problems, problem).startsWith(`data/${file}:${lineOf(dir, file, line)}: `), String(problem));
});

test('a branch for a start no map has fails with its line', () => {
  const dir = mutated({
    'openings.yaml': [
      ['      - starts: [chenghu.west, duanji.pine_gorge]\n', '      - starts: [chenghu.nowhere, duanji.pine_gorge]\n'],
    ],
  });
  const hit = problemWith(problemsOf(dir), '未知出生点「chenghu.nowhere」');
  assert.match(hit, new RegExp(`^data/openings\\.yaml:${lineOf(dir, 'openings.yaml', 'chenghu.nowhere')}: `));
});

test('pace: the first soldiers and the soldiers on entering 筑城时代, over every faction and start, from the runs', () => {
  const data = loadGameData(realDataDir);
  const sims = Object.values(allOpeningSimulations(data)).flat();
  const {army_range} = pace(data);
  const firsts = sims.map((s) => armyMinute(data, s)!);
  assert.deepEqual(army_range.first_minute, {min: Math.min(...firsts), max: Math.max(...firsts)});
  assert.ok(army_range.first_minute.max <= data.rules.opening.build_order_minutes);
  const soldiers = sims.map((s) => soldiersAt(data, s, 'era2'));
  assert.deepEqual(army_range.second_era_soldiers, {min: Math.min(...soldiers), max: Math.max(...soldiers)});
  assert.ok(army_range.second_era_soldiers.min > 0);
});

test('an opening whose first soldiers come after the build order fails, at its first training step', () => {
  // A five-minute build order: no opening has soldiers that early.
  const dir = mutated({'rules.yaml': [['opening: {build_order_minutes: 15,', 'opening: {build_order_minutes: 5,']]});
  const problems = problemsOf(dir).filter((p) => p.includes('第一批士兵到第'));
  assert.equal(problems.length, 32, 'every start of every faction');
  for (const hit of problems) {
    assert.match(
      hit,
      /^data\/openings\.yaml:\d+: .*阵营「[^」]+」的推荐开局从「[^」]+」.*第一批士兵到第 [\d.]+ 分钟才练成，而开局顺序只有 5 分钟/,
    );
    assert.match(namedLine(dir, hit), /train: (redsoil_guard|harbor_marine|forest_archer|stone_shield|militia)/, hit);
  }
  const scouts = problemsOf(dir).filter((p) => /才派兵侦察，而开局顺序只有 5 分钟/.test(p));
  assert.ok(scouts.length > 0);
  for (const hit of scouts) assert.match(namedLine(dir, hit), /scout: /, hit);
});
