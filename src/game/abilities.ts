/**
 * The combat abilities of a unit (units.yaml `abilities`) as the pages say them, so the entity
 * pages and the comparison page word them alike and the numbers come from the data.
 */
import type {Abilities} from './combat';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** 「对骑兵的伤害 +50%」「无视目标 30% 的防御」…, in the order of the fields. */
export function abilityPhrases(abilities: Abilities | null | undefined): string[] {
  if (!abilities) return [];
  const a = abilities;
  return [
    a.armour_pierce ? `无视目标 ${percent(a.armour_pierce)} 的防御` : '',
    a.ranged_damage_taken !== undefined
      ? `受到远程攻击的伤害 ${a.ranged_damage_taken < 1 ? '−' : '+'}${percent(Math.abs(1 - a.ranged_damage_taken))}`
      : '',
    ...Object.entries(a.bonus_vs ?? {}).map(
      ([type, n]) => `对${type}的伤害 ${n >= 0 ? '+' : '−'}${percent(Math.abs(n))}`,
    ),
    a.bonus_vs_buildings ? `对建筑和城墙的伤害 +${percent(a.bonus_vs_buildings)}` : '',
    a.defense_in_town ? `驻守城邑时防御 +${a.defense_in_town}` : '',
    a.defense_in_formation ? `结阵时防御 +${a.defense_in_formation}` : '',
    a.attack_beside_infantry ? `与其他步兵相邻时攻击 +${a.attack_beside_infantry}` : '',
    a.attack_near_ruler ? `在君主所在城邑攻击 +${a.attack_near_ruler}` : '',
    a.range_in_forest ? `站在森林里射程 +${a.range_in_forest}` : '',
  ].filter(Boolean);
}
