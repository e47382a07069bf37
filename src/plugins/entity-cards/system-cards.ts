/**
 * Cards of the things around the four main kinds: villages and guild contracts (each with its own
 * page), culture traits and rulers (a row of their data table, no page). Same shape as cards.ts.
 */
import {docPath} from '../../config/docs';
import {signedNumber} from '../../game/numerals';
import {contractValueRatio} from '../../game/productivity';
import type {GameData} from '../../game/schema';
import {STATS} from '../../game/labels';
import {entityCards, type Card} from './cards';
import {entityKey, entityPath, ROW_ONLY_SECTIONS} from './paths';

/** Names and formats the cards below share. */
function cardText(data: GameData) {
  const resource = new Map(data.resources.map((r) => [r.id, r]));
  return {
    factionName: new Map<string, string>([
      ['all', '通用'],
      ...data.factions.map((f) => [f.id, f.name] as [string, string]),
    ]),
    levelName: new Map(data.country_levels.map((l) => [l.id, l.name])),
    terrainName: new Map(data.productivity.terrains.map((t) => [t.id, t.name])),
    buildingName: new Map(data.buildings.map((b) => [b.id, b.name])),
    amounts: (values: Record<string, number> | undefined): [string, string, number][] =>
      Object.entries(values ?? {}).map(([id, n]) => [resource.get(id)?.glyph ?? id, resource.get(id)?.name ?? id, n]),
    /** `{grain: 0.05}` → 「粮食 +5%」. */
    modifiers: (values: Record<string, number> | undefined) =>
      Object.entries(values ?? {})
        .map(([id, n]) => `${resource.get(id)?.name ?? id} ${n >= 0 ? '+' : ''}${Math.round(n * 100)}%`)
        .join('、'),
    join: (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · '),
    tick: data.productivity.tick_seconds,
    admin: data.admin_points.name,
  };
}

type CardText = ReturnType<typeof cardText>;

export function systemCards(data: GameData): Record<string, Card> {
  const text = cardText(data);
  return {
    ...villageCards(data, text),
    ...contractCards(data, text),
    ...traitCards(data, text),
    ...rulerCards(data, text),
  };
}

function villageCards(data: GameData, {levelName, terrainName, amounts, join, admin}: CardText): Record<string, Card> {
  const cards: Record<string, Card> = {};
  for (const v of data.villages) {
    const level = levelName.get(v.annex_requires_level) ?? v.annex_requires_level;
    cards[entityKey('village', v.id)] = {
      href: entityPath('village', v.id),
      name: v.name,
      meta: join('村庄', terrainName.get(v.terrain)),
      cost: [],
      amounts: [['每旬产出', amounts(v.produces)]],
      stats: [
        [STATS.population.label, `${v.population} 人`],
        [STATS.attitude.parts.initial.label, String(v.attitude.initial)],
        [STATS.attitude.parts.trade_min.label, String(v.attitude.trade_min)],
        ['吞并', `${level}起，态度 ${v.annex_min_attitude}`],
        ['吞并费用', `${v.annex_admin_cost} ${admin}`],
      ],
      note: v.description,
    };
  }
  return cards;
}

function contractCards(
  data: GameData,
  {factionName, levelName, buildingName, amounts, join, tick}: CardText,
): Record<string, Card> {
  const cards: Record<string, Card> = {};
  const guilds = data.guilds;
  for (const c of guilds.contracts) {
    const ratio = contractValueRatio(c, data.resources);
    const stats: [string, string][] = [
      ['签订', buildingName.get(c.requires_building) ?? c.requires_building],
      [STATS.cycle_ticks.label, `${c.cycle_ticks} 旬（${c.cycle_ticks * tick} 秒）`],
    ];
    if (ratio !== null) stats.push(['收益比', String(ratio)]);
    cards[entityKey('contract', c.id)] = {
      href: entityPath('contract', c.id),
      name: c.name,
      meta: join(
        guilds.system.name,
        factionName.get(guilds.system.faction),
        `${levelName.get(c.requires_level) ?? c.requires_level}起`,
      ),
      cost: [],
      amounts: [
        ['每周期投入', amounts(c.inputs)],
        ...(Object.keys(c.outputs).length > 0
          ? [['每周期产出', amounts(c.outputs)] as [string, [string, string, number][]]]
          : []),
      ],
      stats,
      note: c.effect,
    };
  }
  return cards;
}

function traitCards(data: GameData, {factionName, modifiers, join}: CardText): Record<string, Card> {
  const cards: Record<string, Card> = {};
  for (const t of data.culture_traits) {
    const stats: [string, string][] = [
      ['可选', t.faction === 'all' ? '所有阵营' : (factionName.get(t.faction) ?? t.faction)],
    ];
    if (t.modifiers) stats.push(['产量加成', modifiers(t.modifiers)]);
    cards[`${ROW_ONLY_SECTIONS.trait}/${t.id}`] = {
      href: docPath('cultures', `#${t.id}`),
      name: t.name,
      meta: join('文明特质', factionName.get(t.faction)),
      cost: [],
      stats,
      note: t.effect,
    };
  }
  return cards;
}

function rulerCards(data: GameData, {factionName, modifiers, join, admin}: CardText): Record<string, Card> {
  const cards: Record<string, Card> = {};
  const dynasty = data.dynasty;
  for (const r of dynasty.rulers) {
    const stats: [string, string][] = [
      ['出现权重', `${r.weight}%`],
      ['平均在位', `${r.reign_ticks} 旬`],
      [`${admin}上限`, signedNumber(r.admin_cap_bonus)],
    ];
    if (r.modifiers) stats.push(['产量加成', modifiers(r.modifiers)]);
    cards[`${ROW_ONLY_SECTIONS.ruler}/${r.id}`] = {
      href: docPath('dynasty', `#${r.id}`),
      name: r.name,
      meta: join('君主', dynasty.system.name, factionName.get(dynasty.system.faction)),
      cost: [],
      stats,
      note: r.effect,
    };
  }
  return cards;
}

/** Every card of the site: the four main kinds (cards.ts) and the ones above. */
export function allCards(data: GameData): Record<string, Card> {
  return {...entityCards(data), ...systemCards(data)};
}
