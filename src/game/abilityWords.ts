/**
 * The one list of what a description may promise and the field that must stand behind it
 * (checks/descriptions.ts): a unit's or building's description that names an ability without its
 * field, or a field its description does not name, fails the build. A new ability is one line here
 * plus its field in schema.ts.
 */

export type AbilityOwner = 'unit' | 'building';

export interface AbilityWord {
  owner: AbilityOwner;
  /** Where the field lives: `abilities.armour_pierce`, `perks.builder`, `admin_points`. */
  field: string;
  /** The words that name the ability in a description. */
  words: RegExp;
  /** How to say it, for the fix in a problem (Chinese). */
  say: string;
  /** False when the field may stand without its words (a number the description need not repeat). */
  named?: boolean;
}

export const ABILITY_WORDS: readonly AbilityWord[] = [
  // Fights (combat.ts applies them).
  {owner: 'unit', field: 'abilities.armour_pierce', words: /无视目标 \d+% 的防御/, say: '无视目标 30% 的防御'},
  {
    owner: 'unit',
    field: 'abilities.ranged_damage_taken',
    words: /受到远程攻击的伤害/,
    say: '受到远程攻击的伤害降低 20%',
  },
  {
    owner: 'unit',
    field: 'abilities.bonus_vs',
    words: /对(?:步兵|骑兵|远程|攻城|舰船|辅助)的伤害/,
    say: '对骑兵的伤害提高 50%',
  },
  {owner: 'unit', field: 'abilities.bonus_vs_buildings', words: /对城墙和建筑的伤害/, say: '对城墙和建筑的伤害加倍'},
  {owner: 'unit', field: 'abilities.defense_in_town', words: /驻守城邑时防御/, say: '驻守城邑时防御再提高 1 点'},
  {owner: 'unit', field: 'abilities.defense_in_formation', words: /结阵[后时]防御/, say: '结阵后防御再提高 2 点'},
  {
    owner: 'unit',
    field: 'abilities.attack_beside_infantry',
    words: /与其他步兵相邻时攻击/,
    say: '与其他步兵相邻时攻击提高 1 点',
  },
  {
    owner: 'unit',
    field: 'abilities.attack_near_ruler',
    words: /君主所在城邑/,
    say: '君主所在城邑的禁军攻击再提高 2 点',
  },
  {owner: 'unit', field: 'abilities.range_in_forest', words: /森林地块射程/, say: '在森林地块射程提高 1 格'},
  // Outside fights (perks; the opening simulation applies builder and admin_points).
  {owner: 'unit', field: 'perks.builder', words: /修建/, say: '修建和修理建筑'},
  {owner: 'unit', field: 'perks.repair_speed', words: /修理/, say: '修理速度是役夫的 3 倍'},
  {owner: 'unit', field: 'perks.carries', words: /运送|搭载/, say: '可以搭载弓弩手'},
  {owner: 'unit', field: 'perks.upkeep_aura', words: /维持费用降低/, say: '周围 3 格内的友军维持费用降低 20%'},
  {owner: 'unit', field: 'perks.policy_effect_in_town', words: /政策效果/, say: '该城邑的政策效果提高 10%'},
  {owner: 'unit', field: 'perks.admin_points', words: /行政点/, say: '驻留的城邑每旬多产生 0.3 行政点'},
  {owner: 'unit', field: 'perks.knockback_immune', words: /击退/, say: '结阵时不会被击退'},
  {owner: 'unit', field: 'perks.boards_ships', words: /登上.*舰船/, say: '可以不经码头直接登上己方舰船'},
  {owner: 'unit', field: 'perks.village_attitude', words: /村庄态度|态度提高/, say: '每次交易使村庄态度提高 2 点'},
  {owner: 'unit', field: 'perks.port_output', words: /产量提高/, say: '停泊时所在港口的铜钱产量提高 10%'},
  {owner: 'unit', field: 'perks.raid_loot', words: /劫掠所得/, say: '劫掠所得资源增加 50%'},
  {owner: 'unit', field: 'perks.shoot_while_moving', words: /射击后可以继续移动/, say: '射击后可以继续移动'},
  {owner: 'unit', field: 'perks.forest_move', words: /移动不受减速/, say: '在森林中移动不受减速'},
  {owner: 'unit', field: 'perks.slowed_in', words: /难以通过/, say: '难以通过森林和山地'},
  // Buildings.
  {owner: 'building', field: 'admin_points', words: /行政点/, say: '每旬产生 1.5 行政点'},
  {owner: 'building', field: 'bonus', words: /产量(?:各)?提高|提高.{0,8}产量/, say: '使本城邑的粮食产量提高 10%'},
  {owner: 'building', field: 'produces', words: /产出/, say: '产出学识', named: false},
  {owner: 'building', field: 'prestige', words: /威望/, say: '继承人的威望每旬提高 0.1 点'},
];

/** The value at a dotted field path of a row, or undefined. */
export function fieldValue(row: object, field: string): unknown {
  let value: unknown = row;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
