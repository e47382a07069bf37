import type {RuleContext} from './context';

/** Levels run 1..n; thresholds and the admin cap never go down as the level rises. */
export function checkCountryLevels({data, r, ref, unique, eraOrder}: RuleContext): void {
  unique('country_levels', ['country_levels'], data.country_levels, ['id', 'name', 'level']);
  const sortedLevels = [...data.country_levels].sort((a, b) => a.level - b.level);
  sortedLevels.forEach((level, n) => {
    const i = data.country_levels.indexOf(level);
    if (level.level !== n + 1)
      r.add(
        'country_levels',
        ['country_levels', i, 'level'],
        `level ${level.level} 打断了顺序，这里应为 ${n + 1}（等级从 1 起连续编号）`,
      );
    ref('country_levels', ['country_levels', i, 'thresholds', 'era'], level.thresholds.era, 'era');
    const previous = sortedLevels[n - 1];
    if (!previous) return;
    for (const field of ['population', 'towns'] as const) {
      if (level.thresholds[field] < previous.thresholds[field]) {
        r.add(
          'country_levels',
          ['country_levels', i, 'thresholds', field],
          `${level.thresholds[field]} 低于等级 ${previous.level} 的 ${previous.thresholds[field]}，门槛应随等级只升不降`,
        );
      }
    }
    if (level.admin_cap <= previous.admin_cap) {
      r.add(
        'country_levels',
        ['country_levels', i, 'admin_cap'],
        `${level.admin_cap} 没有高于等级 ${previous.level} 的 ${previous.admin_cap}，行政点上限应随等级提高`,
      );
    }
    if (eraOrder(level.thresholds.era) < eraOrder(previous.thresholds.era)) {
      r.add(
        'country_levels',
        ['country_levels', i, 'thresholds', 'era'],
        `时代 "${level.thresholds.era}" 早于等级 ${previous.level} 所需的时代，应为同一时代或更晚的时代`,
      );
    }
  });
}
