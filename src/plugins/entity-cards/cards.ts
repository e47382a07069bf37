/**
 * What a hover card shows of each entity, computed at build time into one small JSON module
 * (`@generated/entity-cards/default/cards.json`), so the browser formats nothing and the card's
 * chunk carries text only.
 */
import {buildingCategory, iconsOf, type EntityIcon} from '../../game/icons';
import type {GameData} from '../../game/schema';
import {site} from '../../config/site';
import {iconsDir} from '../icons';
import {ENTITY_SECTIONS, statLabel} from '../../game/labels';
import {entityKey, entityPath} from './paths';

export interface Card {
  /** The entity page. */
  href: string;
  name: string;
  /** 「单位 · 通用 · 筑城时代 · 步兵」 */
  meta: string;
  /** [glyph, resource name, amount] */
  cost: [string, string, number][];
  /** A unit's upkeep, paid every 旬: [glyph, resource name, amount], like the cost. */
  upkeep?: [string, string, number][];
  /** [label, value] */
  stats: [string, string][];
  /** One line of what it does, for technologies, policies and buildings that say so. */
  note?: string;
  /** Labelled resource amounts besides the cost, with glyphs: a village's produce, a contract's inputs and outputs. */
  amounts?: [label: string, amounts: [string, string, number][]][];
  /** Its icon's file and colour (none: the text's); `meta` says what it shows, so it is decoration. */
  icon?: [href: string, colour: string | null];
}

/** The card's icon: the drawing's address and the faction's colour. */
const iconOf = (icon: EntityIcon | undefined): Pick<Card, 'icon'> =>
  icon ? {icon: [`${site.baseUrl}${iconsDir()}${icon[0]}.svg`, icon[1]]} : {};

export function entityCards(data: GameData): Record<string, Card> {
  const eraName = new Map(data.eras.map((e) => [e.id, e.name]));
  const factionName = new Map<string, string>([
    ['all', '通用'],
    ...data.factions.map((f) => [f.id, f.name] as [string, string]),
  ]);
  const levelName = new Map(data.country_levels.map((l) => [l.id, l.name]));
  const resource = new Map(data.resources.map((r) => [r.id, r]));
  const cost = (amounts: Record<string, number> | undefined): Card['cost'] =>
    Object.entries(amounts ?? {}).map(([id, n]) => [resource.get(id)?.glyph ?? id, resource.get(id)?.name ?? id, n]);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');
  const cards: Record<string, Card> = {};
  const icons = iconsOf(data);

  for (const u of data.units) {
    cards[entityKey('unit', u.id)] = {
      href: entityPath('unit', u.id),
      name: u.name,
      meta: join(ENTITY_SECTIONS.unit, factionName.get(u.faction), eraName.get(u.era), u.type),
      ...iconOf(icons.unit(u)),
      cost: cost(u.cost),
      upkeep: cost(u.upkeep),
      stats: [
        [statLabel('hp'), String(u.hp)],
        [statLabel('attack'), String(u.attack)],
        [statLabel('defense'), String(u.defense)],
        [statLabel('range'), String(u.range)],
        [statLabel('speed'), String(u.speed)],
        // In seconds at normal speed, like a building's 建造 and a technology's 研究.
        [statLabel('train_time'), `${u.train_time} 秒`],
      ],
    };
  }
  for (const b of data.buildings) {
    const stats: [string, string][] = [
      [statLabel('hp'), String(b.hp)],
      [statLabel('build_time'), `${b.build_time} 秒`],
    ];
    if (b.workers > 0) stats.push([statLabel('workers'), `${b.workers} 人`]);
    cards[entityKey('building', b.id)] = {
      href: entityPath('building', b.id),
      name: b.name,
      meta: join(ENTITY_SECTIONS.building, factionName.get(b.faction), eraName.get(b.era), buildingCategory(data, b)),
      ...iconOf(icons.building(b)),
      cost: cost(b.cost),
      stats,
      note: b.description,
    };
  }
  for (const t of data.technologies) {
    cards[entityKey('technology', t.id)] = {
      href: entityPath('technology', t.id),
      name: t.name,
      meta: join(ENTITY_SECTIONS.technology, eraName.get(t.era)),
      ...iconOf(icons.technology(t)),
      cost: cost(t.cost),
      stats: [[statLabel('research_time'), `${t.research_time} 秒`]],
      note: t.effect,
    };
  }
  for (const p of data.policies) {
    cards[entityKey('policy', p.id)] = {
      href: entityPath('policy', p.id),
      name: p.name,
      meta: join(ENTITY_SECTIONS.policy, p.category, `${levelName.get(p.requires_level) ?? p.requires_level}起`),
      cost: [],
      stats: [
        [statLabel('admin_cost'), `${p.admin_cost} 行政点`],
        [statLabel('upkeep'), `每旬 ${p.upkeep} 行政点`],
      ],
      note: p.effect,
    };
  }
  return cards;
}
