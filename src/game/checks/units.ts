import type {RuleContext} from './context';

type Unit = RuleContext['data']['units'][number];

/** Training needs, and upgrade paths: same type, not an earlier era, not another faction, no loops. */
export function checkUnits(c: RuleContext): void {
  c.unique('units', ['units'], c.data.units);
  c.data.units.forEach((unit, i) => {
    checkTraining(c, unit, i);
    checkUpgrade(c, unit, i);
  });
  checkUpgradeLoops(c);
}

/** References, a cost, and the technology and building a unit is trained with. */
function checkTraining(
  {r, ref, resourceKeys, techNotLater, buildings, known, factionName, eraOrder, eraName}: RuleContext,
  unit: Unit,
  i: number,
): void {
  const at = ['units', i] as const;
  ref('units', [...at, 'faction'], unit.faction, 'faction', true);
  ref('units', [...at, 'era'], unit.era, 'era');
  resourceKeys('units', [...at, 'cost'], unit.cost);
  resourceKeys('units', [...at, 'upkeep'], unit.upkeep);
  if (Object.keys(unit.cost).length === 0)
    r.add('units', [...at, 'cost'], '是空的，至少应有一种资源，例如 {grain: 30}');
  techNotLater('units', [...at, 'requires_tech'], unit.requires_tech, unit.era, '单位');
  if (ref('units', [...at, 'requires_building'], unit.requires_building, 'building')) {
    const building = buildings.get(unit.requires_building)!;
    if (known(building.faction) && building.faction !== 'all' && building.faction !== unit.faction) {
      r.add(
        'units',
        [...at, 'requires_building'],
        `建筑 "${building.id}" 属于${factionName(building.faction)}，应选${factionName(unit.faction)}的建筑，或 faction: all 的通用建筑`,
      );
    }
    if (eraOrder(building.era) > eraOrder(unit.era)) {
      r.add(
        'units',
        [...at, 'requires_building'],
        `建筑 "${building.id}" 属于${eraName(building.era)}，晚于这个单位所在的${eraName(unit.era)}，应选同一时代或更早时代的建筑`,
      );
    }
  }
}

/** The unit it upgrades to: another unit of the same type, not an earlier era, not another faction. */
function checkUpgrade(
  {r, ref, units, known, factionName, eraOrder, eraName}: RuleContext,
  unit: Unit,
  i: number,
): void {
  const at = ['units', i] as const;
  if (unit.upgrades_to === null || !ref('units', [...at, 'upgrades_to'], unit.upgrades_to, 'unit')) return;
  const target = units.get(unit.upgrades_to)!;
  if (target.id === unit.id) {
    r.add('units', [...at, 'upgrades_to'], '指向了单位自己，应填另一个单位的 id 或 null');
    return;
  }
  if (target.type !== unit.type) {
    r.add(
      'units',
      [...at, 'upgrades_to'],
      `升级目标 "${target.id}" 是${target.type}，应为同一兵种（${unit.type}）的单位`,
    );
  }
  if (eraOrder(target.era) < eraOrder(unit.era)) {
    r.add(
      'units',
      [...at, 'upgrades_to'],
      `升级目标 "${target.id}" 属于${eraName(target.era)}，早于这个单位所在的${eraName(unit.era)}，应为同一时代或更晚的时代`,
    );
  }
  if (known(target.faction) && target.faction !== 'all' && target.faction !== unit.faction) {
    r.add(
      'units',
      [...at, 'upgrades_to'],
      `升级目标 "${target.id}" 属于${factionName(target.faction)}，应选${factionName(unit.faction)}的单位，或 faction: all 的通用单位`,
    );
  }
}

/** A loop of upgrades, reported once, on the unit of the loop whose id sorts first. */
function checkUpgradeLoops({data, r, units}: RuleContext): void {
  data.units.forEach((unit, i) => {
    const seen = [unit.id];
    let next = unit.upgrades_to;
    while (next !== null && units.has(next) && next !== unit.id && !seen.includes(next)) {
      seen.push(next);
      next = units.get(next)!.upgrades_to;
    }
    if (next === unit.id && seen.length > 1 && unit.id === [...seen].sort()[0]) {
      r.add(
        'units',
        ['units', i, 'upgrades_to'],
        `升级路线形成了循环：${[...seen, unit.id].join(' → ')}，每条升级路线都应终止于 upgrades_to: null 的单位`,
      );
    }
  });
}
