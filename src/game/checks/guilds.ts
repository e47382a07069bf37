import {contractValueRatio, GUILD_RATIO_RANGE} from '../productivity';
import type {RuleContext} from './context';

/** 商会契约: contracts must be profitable, but not absurdly so. */
export function checkGuilds({data, r, ref, unique, resourceKeys, buildings, known, factionName}: RuleContext): void {
  unique('guilds', ['contracts'], data.guilds.contracts);
  data.guilds.contracts.forEach((contract, i) => {
    const at = ['contracts', i] as const;
    if (ref('guilds', [...at, 'requires_building'], contract.requires_building, 'building')) {
      const building = buildings.get(contract.requires_building)!;
      if (known(building.faction) && building.faction !== 'all' && building.faction !== data.guilds.system.faction) {
        r.add(
          'guilds',
          [...at, 'requires_building'],
          `建筑 "${building.id}" 属于${factionName(building.faction)}，应选${factionName(data.guilds.system.faction)}的建筑，或 faction: all 的通用建筑`,
        );
      }
    }
    ref('guilds', [...at, 'requires_level'], contract.requires_level, 'country_level');
    resourceKeys('guilds', [...at, 'inputs'], contract.inputs);
    resourceKeys('guilds', [...at, 'outputs'], contract.outputs);
    const ratio = contractValueRatio(contract, data.resources);
    const [min, max] = GUILD_RATIO_RANGE;
    if (ratio !== null && (ratio < min || ratio > max)) {
      r.add(
        'guilds',
        [...at, 'outputs'],
        `收益比 ${ratio.toFixed(2)}（产出总价值 ÷ 消耗总价值，按 resources.yaml 的 value 计算），应在 ${min.toFixed(1)} 到 ${max.toFixed(1)} 之间`,
      );
    }
  });
}
