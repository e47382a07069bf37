import type {RuleContext} from './context';

/** Admin cost within the admin cap of the level that unlocks the policy; exclusivity both ways. */
export function checkPolicies({data, r, ref, unique, resourceKeys, fitsCap, policies}: RuleContext): void {
  unique('policies', ['policies'], data.policies);
  data.policies.forEach((policy, i) => {
    const at = ['policies', i] as const;
    if (ref('policies', [...at, 'requires_level'], policy.requires_level, 'country_level')) {
      fitsCap('policies', [...at, 'admin_cost'], policy.admin_cost, policy.requires_level, 'admin_cost');
    }
    resourceKeys('policies', [...at, 'modifiers'], policy.modifiers);
    policy.exclusive_with.forEach((other, j) => {
      if (!ref('policies', [...at, 'exclusive_with', j], other, 'policy')) return;
      if (other === policy.id) {
        r.add('policies', [...at, 'exclusive_with', j], '列出了这项政策自己，只应填其他政策的 id');
      } else if (!policies.get(other)!.exclusive_with.includes(policy.id)) {
        r.add(
          'policies',
          [...at, 'exclusive_with', j],
          `"${other}" 的 exclusive_with 里没有 "${policy.id}"，互斥关系应在两项政策上都写上`,
        );
      }
    });
  });
}
