/**
 * The combat abilities of a unit (units.yaml `abilities`) as the pages say them, so the entity
 * pages and the comparison page word them alike and the numbers come from the data.
 */
import type {Abilities} from './combat';
import type {Perks} from './schema';

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

const KNOCKBACK: Record<NonNullable<Perks['knockback_immune']>, string> = {
  always: '不会被击退',
  formation: '结阵时不会被击退',
  mountain_pass: '在山口不会被击退',
};

/** What a unit does outside a fight (units.yaml `perks`), in the order of the fields. */
export function perkPhrases(
  perks: Perks | null | undefined,
  names: {resource: (id: string) => string; terrain: (id: string) => string},
): string[] {
  if (!perks) return [];
  const p = perks;
  const signed = (n: number) => `${n >= 0 ? '+' : '−'}${percent(Math.abs(n))}`;
  const attitude = p.village_attitude ?? {};
  return [
    p.builder ? `能修建建筑，一名抵 ${p.builder} 名役夫` : '',
    p.repair_speed ? `能修理建筑和攻城器械，速度是役夫的 ${p.repair_speed} 倍` : '',
    p.carries ? `可搭载 ${p.carries.units} 个${p.carries.types ? p.carries.types.join('、') : ''}单位` : '',
    p.upkeep_aura ? `周围 ${p.upkeep_aura.radius_tiles} 格内友军的维持费用 −${percent(p.upkeep_aura.share)}` : '',
    p.policy_effect_in_town ? `驻留城邑的政策效果 +${percent(p.policy_effect_in_town)}` : '',
    p.admin_points ? `驻留城邑每旬多产生 ${p.admin_points} 行政点` : '',
    p.knockback_immune ? KNOCKBACK[p.knockback_immune] : '',
    p.boards_ships ? '不经码头直接登上己方舰船' : '',
    attitude.trade ? `每次交易让村庄态度 +${attitude.trade}` : '',
    attitude.visit ? `每次拜访让村庄态度 +${attitude.visit}` : '',
    ...Object.entries(p.port_output ?? {}).map(([r, n]) => `停泊港口的${names.resource(r)}产量 ${signed(n)}`),
    p.raid_loot ? `劫掠所得资源 +${percent(p.raid_loot)}` : '',
    p.shoot_while_moving ? '射击后可以继续移动' : '',
    p.forest_move ? '在森林中移动不减速' : '',
    p.slowed_in ? `难以通过${p.slowed_in.map(names.terrain).join('和')}` : '',
  ].filter(Boolean);
}
