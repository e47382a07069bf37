import assert from 'node:assert/strict';
import test from 'node:test';
import {gameDataFixtures, lineOf, problemWith} from '../../../tests/support/game-data-fixture';
import {loadGameData} from '../load';
import {answersTo, fightOf, isLandCombat} from './combat';
import {FIXTURE_DATA} from '../../../tests/support/site';

const fixtures = gameDataFixtures('combat-checks');
function problemsOf(edits: Record<string, [from: string, to: string][]>): {dir: string; problems: string[]} {
  const dir = fixtures.mutated(edits);
  return {dir, problems: fixtures.problemsOf(dir)};
}

test('the real data: every land combat unit has an answer for every faction, and every claim holds', () => {
  const data = loadGameData(FIXTURE_DATA);
  const order = (era: string) => data.eras.find((e) => e.id === era)!.order;
  for (const u of data.units.filter(isLandCombat))
    for (const f of data.factions) assert.ok(answersTo(data, u, f.id, order).length > 0, `${u.id} for ${f.id}`);
  for (const c of data.rules.combat.claims) {
    const [a, b] = [c.unit, c.beats].map((id) => data.units.find((u) => u.id === id)!);
    assert.equal(fightOf(data, a!, b!).winner, 'a', `${c.unit} beats ${c.beats}`);
  }
});

test('a unit nobody can beat at equal cost fails the build at its line, naming the factions without an answer', () => {
  // 朱旗甲士 made nearly immortal: no faction has an answer.
  const {dir, problems} = problemsOf({
    'units.yaml': [['    hp: 200\n    attack: 19\n    defense: 15', '    hp: 20000\n    attack: 19\n    defense: 15']],
  });
  const line = lineOf(dir, 'units.yaml', '- id: vermilion_banner');
  const hit = problemWith(problems, (p) => p.startsWith(`data/units.yaml:${line}: units[id=vermilion_banner]：`));
  assert.match(hit, /赤岚王朝.*白港商盟.*青林部族.*玄岩山国.*都没有打得赢朱旗甲士的单位/);
  assert.match(hit, /最接近的是\d+ 个.+对 \d+ 个朱旗甲士/);
});

test('a unit matched or beaten in every stat by one of its role and era that costs no more fails at its line', () => {
  // 剑士 made as cheap as 长枪兵 and given its defence: 长枪兵 is then no better in anything.
  const {dir, problems} = problemsOf({
    'units.yaml': [
      [
        '    cost: {grain: 50, iron: 20}\n    upkeep: {grain: 0.4}\n    hp: 100\n    attack: 11\n    defense: 5',
        '    cost: {grain: 45, timber: 20, iron: 10}\n    upkeep: {grain: 0.4}\n    hp: 100\n    attack: 11\n    defense: 6',
      ],
      [
        '    attack_interval: 1.3\n    train_time: 32',
        '    attack_interval: 1.3\n    abilities: {bonus_vs: {骑兵: 0.5}}\n    train_time: 32',
      ],
    ],
  });
  const line = lineOf(dir, 'units.yaml', '- id: spearman');
  const hit = problemWith(problems, (p) => p.startsWith(`data/units.yaml:${line}: units[id=spearman]：`));
  assert.match(hit, /长枪兵处处不如所有阵营的剑士/);
});

test('a counter claim the model refutes fails the build at the claim’s line, with the fight that refutes it', () => {
  const {dir, problems} = problemsOf({
    'rules.yaml': [['    - {unit: spearman, beats: light_cavalry,', '    - {unit: light_cavalry, beats: spearman,']],
  });
  const line = lineOf(dir, 'rules.yaml', '- {unit: light_cavalry, beats: spearman,');
  const hit = problemWith(problems, (p) => p.startsWith(`data/rules.yaml:${line}: combat.claims[0]：`));
  assert.match(hit, /「轻骑克制长枪兵」不成立：按等价兵力推演，\d+ 个轻骑对 \d+ 个长枪兵，长枪兵胜/);
});

test('a claim naming a unit that does not exist is reported at its field', () => {
  const {dir, problems} = problemsOf({
    'rules.yaml': [['    - {unit: spearman, beats: light_cavalry,', '    - {unit: spearman, beats: heavy_horse,']],
  });
  const line = lineOf(dir, 'rules.yaml', 'beats: heavy_horse');
  problemWith(problems, (p) =>
    p.startsWith(`data/rules.yaml:${line}: combat.claims[0].beats：不认识的单位 "heavy_horse"`),
  );
});

test('攻城术’s wall bonus: a share the effect does not state, or a stated bonus with no field, fails at its line', () => {
  const wrong = problemsOf({
    'technologies.yaml': [
      ['wall_damage_bonus: {unit_types: [攻城], share: 0.15}', 'wall_damage_bonus: {unit_types: [攻城], share: 0.2}'],
    ],
  });
  const line = lineOf(wrong.dir, 'technologies.yaml', 'share: 0.2}');
  problemWith(wrong.problems, (p) =>
    p.startsWith(
      `data/technologies.yaml:${line}: technologies[id=siegecraft].wall_damage_bonus.share：是 0.2，效果里应写「对城墙的伤害提高 20%」`,
    ),
  );
  const missing = problemsOf({
    'technologies.yaml': [['\n    wall_damage_bonus: {unit_types: [攻城], share: 0.15}', '']],
  });
  const effect = lineOf(missing.dir, 'technologies.yaml', '攻城单位对城墙的伤害提高 15%');
  problemWith(missing.problems, (p) =>
    p.startsWith(
      `data/technologies.yaml:${effect}: technologies[id=siegecraft].effect：效果写了「对城墙的伤害提高 15%」，但没有 wall_damage_bonus`,
    ),
  );
});

test('a claim tagged with a map that does not exist is reported at that map', () => {
  const {dir, problems} = problemsOf({
    'rules.yaml': [['maps: [chenghu, duanji]}', 'maps: [chenghu, duanjii]}']],
  });
  const line = lineOf(dir, 'rules.yaml', 'duanjii');
  problemWith(problems, (p) =>
    p.startsWith(`data/rules.yaml:${line}: combat.claims[0].maps[1]：不认识的地图 "duanjii"`),
  );
});

test('data loaded again after an edit: the edited unit fights anew, the other pairs keep their fights', () => {
  const before = loadGameData(FIXTURE_DATA);
  const [militia, spearman, archer] = ['militia', 'spearman', 'archer'].map((id) =>
    before.units.find((u) => u.id === id)!,
  );
  const kept = fightOf(before, spearman!, archer!);
  const old = fightOf(before, militia!, spearman!);
  // As `npm start` does on a YAML edit: a new data object, 民兵 left with 1 hp.
  const after = structuredClone(before);
  const weak = after.units.find((u) => u.id === 'militia')!;
  weak.hp = 1;
  const unit = (id: string) => after.units.find((u) => u.id === id)!;
  assert.equal(fightOf(after, unit('spearman'), unit('archer')), kept);
  const fresh = fightOf(after, weak, unit('spearman'));
  assert.notEqual(fresh, old);
  assert.equal(fresh.winner, 'b', '只剩 1 点生命的民兵应当重新推演并落败');
  // A change of the combat rules fights every pair again.
  const rules = structuredClone(after);
  rules.rules.combat.equal_cost_units += 1;
  const spear = rules.units.find((u) => u.id === 'spearman')!;
  assert.notEqual(
    fightOf(
      rules,
      spear,
      rules.units.find((u) => u.id === 'archer')!,
    ),
    kept,
  );
});
