import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {gameDataFixtures, problemWith} from '../../tests/support/game-data-fixture';
import {SYMBOLS} from '../components/Icon/symbols';
import {undrawn} from '../plugins/icons';
import {buildingCategory, iconIds, iconsOf} from './icons';
import {loadGameData} from './load';

const data = loadGameData(path.resolve(__dirname, '../../data'));
const {mutated, problemsOf} = gameDataFixtures('icons');

test('every unit, building and technology of the data has a drawn icon; every drawing is used', () => {
  const icons = iconsOf(data);
  for (const u of data.units) assert.ok(icons.unit(u), u.id);
  for (const b of data.buildings) assert.ok(icons.building(b), b.id);
  for (const t of data.technologies) assert.ok(icons.technology(t), t.id);
  assert.deepEqual(undrawn(), []);
  assert.deepEqual(Object.keys(SYMBOLS).sort(), [...new Set(iconIds())].sort());
});

test('a unit or building takes its faction’s colour; shared ones and technologies the text’s', () => {
  const icons = iconsOf(data);
  const own = data.units.find((u) => u.faction !== 'all')!;
  assert.equal(icons.unit(own)![1], data.factions.find((f) => f.id === own.faction)!.colour);
  assert.equal(icons.unit(data.units.find((u) => u.faction === 'all')!)![1], null);
  assert.equal(icons.technology(data.technologies[0]!)![1], null);
});

test('a building’s category follows what its data says it does', () => {
  const category = (id: string) =>
    buildingCategory(
      data,
      data.buildings.find((b) => b.id === id)!,
    );
  assert.equal(category('town_hall'), '政务');
  assert.equal(category('farm'), '经济');
  assert.equal(category('barracks'), '军事');
  assert.equal(category('city_wall'), '城防');
  assert.equal(category(data.rules.victory.wonder.building), '奇观');
});

test('an era without a technology icon fails the build at that era, saying where to add one', () => {
  const dir = mutated({'eras.yaml': [['  - id: era4\n', '  - id: era9\n']]});
  const hit = problemWith(problemsOf(dir), '没有科技图标');
  assert.match(hit, /^data\/eras\.yaml:\d+: .*时代 era9 没有科技图标：在 src\/game\/icons\.ts 的 ICONS\.technology 里/);
});
