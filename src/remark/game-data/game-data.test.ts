import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {loadGameData} from '../../game/load';
import {workedExample} from '../../game/productivity';
import {countWord} from '../../game/numerals';
import remarkGameData, {DataReferenceError} from './index';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {unitLists} from '../../game/unitLists';
import {buildingLists} from '../../game/buildingLists';
import {entityPath} from '../../plugins/entity-cards/paths';

const dataDir = FIXTURE_DATA;
const data = loadGameData(dataDir);

async function run(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkMath)
    .use(remarkDirective)
    .use(remarkGameData, {dataDir});
  const file = new VFile({value: markdown, path: path.join(process.cwd(), 'docs', '资源.md')});
  return processor.run(processor.parse(file), file);
}

test(':data[…] becomes the value from data/, as text', async () => {
  const militia = data.units.find((u) => u.id === 'militia')!;
  const tree = JSON.stringify(
    await run('民兵的生命是 :data[units.militia.hp]，训练要 :data[units.militia.cost.grain] 粮食。'),
  );
  assert.ok(tree.includes(`民兵的生命是 `) && tree.includes(`"value":"${militia.hp}"`));
  assert.ok(tree.includes(`"value":"${militia.cost.grain}"`));
  assert.ok(!tree.includes('textDirective'));
});

test('an unknown reference fails with file, line and the fix', async () => {
  await assert.rejects(
    run('第一行\n\n生命是 :data[units.militia.hpp]。'),
    (error: Error) =>
      error instanceof DataReferenceError &&
      error.message.includes(`${path.join('docs', '资源.md')}:3: 数据引用 :data[units.militia.hpp] 无效`) &&
      error.message.includes('没有字段「hpp」'),
  );
  await assert.rejects(run(':data[units.nobody.hp]'), /units 里没有 id 为「nobody」的条目，可用的有：militia、/);
  await assert.rejects(run(':data[unicorns.a.b]'), /没有名为「unicorns」的数据/);
  await assert.rejects(run(':data[units.militia.cost]'), /不是一个数值或文字.*请继续写到具体的字段/);
  await assert.rejects(run(':data[units.militia.hp]{format=permille}'), /不认识的格式「permille」/);
});

test('paths reach nested lists by id or position, and derived values come from our formulas', async () => {
  const riverFlat = data.productivity.terrains.find((t) => t.id === 'river_flat')!;
  const chilan = data.factions.find((f) => f.id === 'chilan')!;
  const tree = toString(
    await run(
      '河滩 :data[productivity.terrains.river_flat.fertility.grain]，新城 :data[admin_points.new_town_cost]，' +
        '赤岚 :data[factions.chilan.bonuses.0.value]{format=percent}，示例 :data[derived.productivity_example.output]。',
    ),
  );
  assert.ok(tree.includes(`河滩 ${riverFlat.fertility.grain}，新城 ${data.admin_points.new_town_cost}，`), tree);
  assert.ok(tree.includes(`赤岚 ${Math.round(chilan.bonuses[0]!.value * 100)}%，`), tree);
  assert.ok(tree.includes(`示例 ${workedExample(data).output}。`), tree);
});

test('percent formats write fractions the way players read them', async () => {
  const tree = toString(
    await run(
      ':data[policies.corvee.modifiers.timber]{format=percent} :data[policies.equal_fields.modifiers.grain]{format=signed-percent}',
    ),
  );
  const corvee = data.policies.find((p) => p.id === 'corvee')!.modifiers!.timber!;
  const equal = data.policies.find((p) => p.id === 'equal_fields')!.modifiers!.grain!;
  assert.ok(tree.includes(`${Number((corvee * 100).toFixed(6))}% +${Number((equal * 100).toFixed(6))}%`), tree);
});

test('{format=points} writes a fraction as percentage points, for rates that change by points', async () => {
  const bonus = data.factions.find((f) => f.id === 'baigang')!.bonuses[2]!.value;
  assert.equal(
    toString(await run('损耗降低 :data[factions.baigang.bonuses.2.value]{format=points} 个百分点')),
    `损耗降低 ${Number((bonus * 100).toFixed(6))} 个百分点`,
  );
});

test('\\data{…} inside a formula becomes the value before KaTeX sees it', async () => {
  const example = workedExample(data);
  const tree = (await run(
    '$$\nY = \\data{derived.productivity_example.output}\n$$\n\n行内 $w = \\data{productivity.worked_example.workers}$。',
  )) as unknown as {
    children: {
      type: string;
      value: string;
      data: {hChildren: {children?: {value: string}[]; value?: string}[]};
      children?: {type: string; value: string; data: {hChildren: {value: string}[]}}[];
    }[];
  };
  const block = tree.children[0]!;
  assert.equal(block.value, `Y = ${example.output}`);
  assert.equal(block.data.hChildren[0]!.children![0]!.value, `Y = ${example.output}`);
  const inline = tree.children[1]!.children!.find((c) => c.type === 'inlineMath')!;
  assert.equal(inline.value, `w = ${data.productivity.worked_example.workers}`);
  assert.equal(inline.data.hChildren[0]!.value, inline.value);
  await assert.rejects(
    run('$$\nx = \\data{units.nobody.hp}\n$$'),
    /资源\.md:1: 数据引用 \\data\{units\.nobody\.hp\} 无效/,
  );
});

test('a techtree fence becomes the graphviz source of every technology and prerequisite', async () => {
  const tree = (await run('```techtree\n```\n')) as unknown as {
    children: {type: string; lang: string; value: string; meta: string}[];
  };
  const code = tree.children[0]!;
  assert.equal(code.lang, 'graphviz');
  assert.match(code.meta, /alt="科技树/);
  for (const tech of data.technologies) {
    assert.ok(code.value.includes(`${tech.id} [label="${tech.name}"]`), tech.id);
    for (const prerequisite of tech.prerequisites) assert.ok(code.value.includes(`${prerequisite} -> ${tech.id};`));
  }
  for (const era of data.eras) assert.ok(code.value.includes(`label="${era.name}"`));
});

test(':data[…]{format=count} writes how many entries a list has, in Chinese numerals up to ten', async () => {
  const numerals = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
  const tree = JSON.stringify(await run('共有:data[factions]{format=count}个阵营、:data[units]{format=count}种单位。'));
  assert.ok(tree.includes(`"value":"${numerals[data.factions.length]}"`), tree);
  assert.ok(tree.includes(`"value":"${data.units.length > 10 ? data.units.length : numerals[data.units.length]}"`));
  await assert.rejects(run(':data[units.militia.hp]{format=count}'), /不是列表，不能计数/);
});

test('a count of two before a measure word is 两, on its own 二; {format=word} writes a number the same way', async () => {
  assert.equal(data.maps.length, 2, 'this test needs two maps in data/maps.yaml');
  assert.equal(toString(await run('目前共有:data[maps]{format=count}张官方地图。')), '目前共有两张官方地图。');
  assert.equal(toString(await run('地图数：:data[maps]{format=count}')), '地图数：二');
  assert.equal(
    toString(await run('保留:data[productivity.round_to]{format=word}位小数。')),
    `保留${countWord(data.productivity.round_to, '位')}位小数。`,
  );
  await assert.rejects(run(':data[rules.combat.wall_damage_taken]{format=word}'), /不是非负整数/);
});

test('{format=abs} drops the sign where the verb already says the direction', async () => {
  const herders = data.villages.find((v) => v.id === 'herders_camp')!.attitude.rules[4]!.change;
  assert.ok(herders < 0, 'this test needs a negative attitude change');
  assert.equal(
    toString(await run('每次下降 :data[villages.herders_camp.attitude.rules.4.change]{format=abs} 点')),
    `每次下降 ${Math.abs(herders)} 点`,
  );
  await assert.rejects(run(':data[units.militia.name]{format=abs}'), /是文字，不能按数值格式显示/);
});

test('every bad reference of a file is reported at once, with a likely fix', async () => {
  await assert.rejects(run('生命 :data[units.militia.hpp]\n\n攻击 :data[units.militai.attack]'), (error: Error) => {
    assert.ok(error instanceof DataReferenceError);
    assert.equal(error.problems.length, 2);
    assert.deepEqual(
      error.problems.map((p) => p.line),
      [1, 3],
    );
    assert.match(error.problems[0]!.message, /你是不是要写「hp」/);
    assert.match(error.problems[1]!.message, /你是不是要写「militia」/);
    return true;
  });
});

test('lists in prose come from the data: names, links, an upgrade chain and one field of each', async () => {
  const standalone = data.units.filter(
    (u) => u.faction === 'all' && !u.upgrades_to && !data.units.some((o) => o.upgrades_to === u.id),
  );
  const names = standalone.map((u) => u.name);
  assert.equal(
    toString(await run(':data[derived.unit_lists.standalone.all]{format=names}没有后继单位。')),
    `${names.slice(0, -1).join('、')}和${names.at(-1)}没有后继单位。`,
  );
  const linked = JSON.stringify(await run(':data[derived.unit_lists.standalone.all]{format=links}'));
  for (const u of standalone) assert.ok(linked.includes(`"url":"${entityPath('unit', u.id)}"`), u.id);
  const militia = data.units.find((u) => u.id === 'militia')!;
  const line = [militia];
  while (line.at(-1)!.upgrades_to) line.push(data.units.find((u) => u.id === line.at(-1)!.upgrades_to)!);
  assert.equal(
    toString(await run(':data[derived.unit_lists.lines.all.步兵]{format=chain}')),
    line.map((u) => u.name).join(' → '),
  );
  assert.equal(
    toString(await run(':data[derived.unit_lists.lines.all.步兵]{format=values field=hp}')),
    line.map((u) => u.hp).join('、'),
  );
});

test('a new unit joins the lists at once; an empty list or a wrong format fails with file and line', async () => {
  const grown = structuredClone(data);
  const swordsman = grown.units.find((u) => u.id === 'swordsman')!;
  grown.units.push({...swordsman, id: 'shield_bearer', name: '刀盾手'});
  const names = unitLists(grown).standalone.all!.map((u) => u.name);
  assert.ok(names.includes('刀盾手') && names.includes(swordsman.name));
  await assert.rejects(run(':data[units.militia]{format=links}'), /不是由条目组成的列表/);
  await assert.rejects(run('甲\n\n:data[derived.unit_lists.lines.all]{format=names}'), (error: Error) =>
    error.message.includes(`${path.join('docs', '资源.md')}:3: 数据引用`),
  );
  await assert.rejects(run(':data[derived.unit_lists.lines.all.步兵]{format=values}'), /要写 field=字段名/);
});

test('the general buildings fall into groups by their fields, and a new building joins its group', async () => {
  const grown = structuredClone(data);
  const farm = grown.buildings.find((b) => b.id === 'farm')!;
  grown.buildings.push({...farm, id: 'terrace', name: '梯田'});
  const groups = buildingLists(grown);
  assert.ok(groups.production.some((b) => b.name === '梯田'));
  const general = grown.buildings.filter((b) => b.faction === 'all');
  for (const b of [...groups.bonus, ...groups.admin, ...groups.military]) assert.equal(b.workers, 0, b.id);
  assert.ok(groups.military.some((b) => b.id === 'barracks') && groups.admin.some((b) => b.id === 'town_hall'));
  const grouped = new Set(Object.values(groups).flat());
  assert.equal(grouped.size, Object.values(groups).flat().length, 'no building is in two groups');
  assert.ok(
    general.some((b) => !grouped.has(b)),
    'the wall stays out: it trains nothing and yields nothing',
  );
  const names = buildingLists(data).military.map((b) => b.name);
  assert.equal(
    toString(await run(':data[derived.building_lists.military]{format=names}')),
    `${names.slice(0, -1).join('、')}和${names.at(-1)}`,
  );
});

test('::unreleased-rules lists each rule change no release has shipped, with the release players have', async () => {
  const tree = await run('上限如上。\n\n::unreleased-rules\n');
  const shown = toString(tree);
  assert.match(shown, /还没有随正式版发布：.*而正式版 1\.0\.1 里仍是旧值。/);
  assert.match(shown, /每座城邑的书斋上限：4 → 6，增强。/);
  assert.equal(data.rules.building_limits.study_hall, 6, 'the new value is the one the pages use');
  assert.ok(!JSON.stringify(tree).includes('leafDirective'));
});
