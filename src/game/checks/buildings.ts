import {round, type RuleContext} from './context';

/** produces = workers × base_yield, so the docs and the game agree. */
export function checkBuildings({data, r, ref, unique, resourceKeys, techNotLater, resources}: RuleContext): void {
  unique('buildings', ['buildings'], data.buildings);
  data.buildings.forEach((building, i) => {
    const at = ['buildings', i] as const;
    ref('buildings', [...at, 'faction'], building.faction, 'faction', true);
    ref('buildings', [...at, 'era'], building.era, 'era');
    resourceKeys('buildings', [...at, 'cost'], building.cost);
    resourceKeys('buildings', [...at, 'produces'], building.produces);
    resourceKeys('buildings', [...at, 'bonus'], building.bonus);
    techNotLater('buildings', [...at, 'requires_tech'], building.requires_tech, building.era, '建筑');
    for (const [resource, amount] of Object.entries(building.produces ?? {})) {
      const base = resources.get(resource)?.base_yield;
      if (base === undefined) continue;
      const expected = round(building.workers * base);
      if (round(amount) !== expected) {
        r.add(
          'buildings',
          [...at, 'produces', resource],
          `${amount} 不等于劳力 × 基础产量 = ${building.workers} × ${base}，应为 ${expected}`,
        );
      }
    }
  });
}
