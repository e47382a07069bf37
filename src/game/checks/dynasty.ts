import {round, type RuleContext} from './context';

/** 帝系传承: ruler weights add up to 100; succession laws fit the admin cap. */
export function checkDynasty({data, r, ref, unique, resourceKeys, fitsCap}: RuleContext): void {
  unique('dynasty', ['rulers'], data.dynasty.rulers);
  unique('dynasty', ['succession_laws'], data.dynasty.succession_laws);
  const weights = data.dynasty.rulers.reduce((sum, ruler) => sum + ruler.weight, 0);
  if (round(weights) !== 100) {
    r.add('dynasty', ['rulers'], `weight 之和为 ${round(weights)}，所有君主类型的 weight 之和应为 100`);
  }
  data.dynasty.rulers.forEach((ruler, i) => resourceKeys('dynasty', ['rulers', i, 'modifiers'], ruler.modifiers));
  data.dynasty.succession_laws.forEach((law, i) => {
    if (ref('dynasty', ['succession_laws', i, 'requires_level'], law.requires_level, 'country_level')) {
      fitsCap('dynasty', ['succession_laws', i, 'admin_cost'], law.admin_cost, law.requires_level, 'admin_cost');
    }
  });
}
