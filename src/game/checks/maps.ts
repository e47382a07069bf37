import type {RuleContext} from './context';

/** One start position per player, each in a region of the same map. */
export function checkMaps({data, r, ref, refs, unique}: RuleContext): void {
  unique('maps', ['maps'], data.maps);
  data.maps.forEach((map, i) => {
    const at = ['maps', i] as const;
    unique('maps', [...at, 'regions'], map.regions);
    unique('maps', [...at, 'start_positions'], map.start_positions, ['id', 'name']);
    if (map.start_positions.length !== map.players) {
      r.add(
        'maps',
        [...at, 'start_positions'],
        `有 ${map.start_positions.length} 个出生点，应与玩家数（${map.players}）相同，每名玩家一个`,
      );
    }
    const regions = new Set(map.regions.map((region) => region.id));
    map.start_positions.forEach((start, j) => {
      if (!regions.has(start.region)) {
        r.add(
          'maps',
          [...at, 'start_positions', j, 'region'],
          `不认识的区域 "${start.region}"，应填本地图的区域 id：${[...regions].join('、')}`,
        );
      }
    });
    map.regions.forEach((region, j) => {
      ref('maps', [...at, 'regions', j, 'terrain'], region.terrain, 'terrain');
      refs('maps', [...at, 'regions', j, 'resources'], region.resources, 'resource');
      refs('maps', [...at, 'regions', j, 'villages'], region.villages, 'village');
    });
  });
}
