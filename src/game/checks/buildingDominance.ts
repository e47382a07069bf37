/**
 * No building is dominated: none is matched or beaten in every stat, in the same role and era, by
 * another the same player can build that costs no more. A role is what a building is for: the
 * resources it produces or boosts, administration, the units it trains; only buildings whose role
 * is covered by the other's are compared (a wall is compared with nothing: no other building is one).
 */
import {costValue} from '../combat';
import type {Building} from '../schema';
import type {RuleContext} from './context';

interface Profile {
  building: Building;
  roles: Set<string>;
  price: number;
  /** Stats where more is better, by name; a missing one counts as 0. */
  stats: Map<string, number>;
}

function profiles({data}: RuleContext): Profile[] {
  const values = new Map(data.resources.map((r) => [r.id, r.value]));
  const resourceName = (id: string) => data.resources.find((r) => r.id === id)?.name ?? id;
  return data.buildings.map((b) => {
    const roles = new Set<string>();
    const stats = new Map<string, number>([
      ['生命', b.hp],
      ['建造时间（取负）', -b.build_time],
    ]);
    for (const [r, n] of Object.entries(b.produces ?? {})) {
      roles.add(`产出${resourceName(r)}`);
      stats.set(`${resourceName(r)}产量`, n);
      stats.set(`每名劳力的${resourceName(r)}产量`, b.workers > 0 ? n / b.workers : 0);
    }
    for (const [r, n] of Object.entries(b.bonus ?? {})) {
      roles.add(`加成${resourceName(r)}`);
      stats.set(`${resourceName(r)}加成`, n);
    }
    if (b.admin_points) {
      roles.add('行政点');
      stats.set('行政点', b.admin_points);
    }
    for (const u of data.units.filter((x) => x.requires_building === b.id)) {
      roles.add(`训练${u.name}`);
      stats.set(`训练${u.name}`, 1);
    }
    const limit = data.rules.building_limits[b.id];
    stats.set('每城座数上限', limit ?? Infinity);
    return {building: b, roles, stats, price: costValue(b.cost, values)};
  });
}

const covers = (a: Profile, b: Profile) => [...b.roles].every((r) => a.roles.has(r));
const atLeast = (a: Profile, b: Profile) => [...b.stats].every(([k, v]) => (a.stats.get(k) ?? 0) >= v);
const fieldTogether = (a: Building, b: Building) =>
  a.faction === 'all' || b.faction === 'all' || a.faction === b.faction;

export function checkBuildingDominance(c: RuleContext): void {
  const all = profiles(c);
  all.forEach((p, i) => {
    if (p.roles.size === 0) return;
    const b = p.building;
    const by = all.find(
      (o) =>
        o !== p &&
        o.building.era === b.era &&
        fieldTogether(b, o.building) &&
        o.price <= p.price &&
        covers(o, p) &&
        atLeast(o, p),
    );
    if (!by) return;
    c.r.add(
      'buildings',
      ['buildings', i],
      `${b.name}处处不如${c.factionName(by.building.faction)}的${by.building.name}：同为${c.eraName(b.era)}的建筑，${by.building.name}不比它贵（折合铜钱 ${by.price} 对 ${p.price}），用途（${[...p.roles].join('、')}）它都有，生命、建造时间、产量、每名劳力的产量、加成和每城座数上限都不比它差。给${b.name}一项长处，或让它更便宜`,
    );
  });
}
