import type {RuleContext} from './context';

/** The formula's parameters, and the worked example the docs show. */
export function checkProductivity({data, r, ref, refs, unique, resourceKeys, policies}: RuleContext): void {
  const productivity = data.productivity;
  unique('productivity', ['terrains'], productivity.terrains);
  productivity.terrains.forEach((terrain, i) =>
    resourceKeys('productivity', ['terrains', i, 'fertility'], terrain.fertility),
  );
  productivity.happiness_bands.forEach((band, i) => {
    const previous = productivity.happiness_bands[i - 1];
    if (i === 0 && band.min_happiness !== 0) {
      r.add('productivity', ['happiness_bands', 0, 'min_happiness'], `${band.min_happiness}：第一档应从 0 开始`);
    }
    if (previous && band.min_happiness <= previous.min_happiness) {
      r.add(
        'productivity',
        ['happiness_bands', i, 'min_happiness'],
        `${band.min_happiness} 没有高于上一档（${previous.min_happiness}），各档应按 min_happiness 从小到大排列`,
      );
    }
  });
  const example = productivity.worked_example;
  ref('productivity', ['worked_example', 'resource'], example.resource, 'resource');
  ref('productivity', ['worked_example', 'terrain'], example.terrain, 'terrain');
  refs('productivity', ['worked_example', 'buildings'], example.buildings, 'building');
  refs('productivity', ['worked_example', 'policies'], example.policies, 'policy');
  example.policies.forEach((id, j) => {
    const clash = policies.get(id)?.exclusive_with.find((other) => example.policies.includes(other));
    if (clash) {
      r.add('productivity', ['worked_example', 'policies', j], `"${id}" 与 "${clash}" 互斥，应选可以同时生效的政策`);
    }
  });
}
