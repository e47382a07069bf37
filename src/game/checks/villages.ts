import type {RuleContext} from './context';

/** Annexing costs fit the admin cap and need at least the attitude trading needs. */
export function checkVillages({data, r, ref, unique, resourceKeys, fitsCap}: RuleContext): void {
  unique('villages', ['villages'], data.villages);
  data.villages.forEach((village, i) => {
    const at = ['villages', i] as const;
    ref('villages', [...at, 'terrain'], village.terrain, 'terrain');
    resourceKeys('villages', [...at, 'produces'], village.produces);
    if (ref('villages', [...at, 'annex_requires_level'], village.annex_requires_level, 'country_level')) {
      fitsCap(
        'villages',
        [...at, 'annex_admin_cost'],
        village.annex_admin_cost,
        village.annex_requires_level,
        'annex_admin_cost',
      );
    }
    if (village.annex_min_attitude < village.attitude.trade_min) {
      r.add(
        'villages',
        [...at, 'annex_min_attitude'],
        `${village.annex_min_attitude} 低于 trade_min ${village.attitude.trade_min}，吞并所需的态度应不低于贸易所需的态度`,
      );
    }
  });
}
