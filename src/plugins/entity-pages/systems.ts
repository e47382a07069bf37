/**
 * The pages of villages (villages.yaml) and guild contracts (guilds.yaml), for generate.ts: the
 * same Page shape as units and the rest, every number and name from the data. What else in the
 * data names a village or the contracts (policies, units, traits, technologies …) is linked from
 * the page, found by name in their text.
 */
import {docInFolder, docPath} from '../../config/docs';
import {entityPath, type EntityKind} from '../entity-cards/paths';
import {ATTITUDE_EVENT_LABELS} from '../../game/enums';
import {signedNumber} from '../../game/numerals';
import {contractValueRatio, GUILD_RATIO_RANGE} from '../../game/productivity';
import type {GameData} from '../../game/schema';
import type {Page} from './generate';

export interface PageHelpers {
  /** The 攻略中提到 section's body. */
  mentions: (kind: EntityKind, id: string) => string;
  /** The 版本变化 section, or none. */
  history: (kind: EntityKind, id: string) => [string, string][];
}

const link = (kind: EntityKind, id: string, name: string) => `[${name}](${entityPath(kind, id)})`;
/** 2.333… → 「2.33」, 45.000001 → 「45」. */
const num = (n: number) => String(Number(n.toFixed(2)));

/** What the village and contract pages look up: names, links, and the sections all kinds share. */
interface SystemContext extends PageHelpers {
  data: GameData;
  resource: Map<string, GameData['resources'][number]>;
  resourceName: (id: string) => string;
  levelName: (id: string) => string;
  levelLink: (id: string) => string;
  terrainName: (id: string) => string;
  factionLink: (id: string) => string;
  amounts: (values: Record<string, number>) => string;
  /** Things elsewhere in the data whose text `has` something: linked, with that text. */
  named: (has: (text: string) => boolean) => string[];
}

function systemContext(data: GameData, {mentions, history}: PageHelpers): SystemContext {
  const resource = new Map(data.resources.map((r) => [r.id, r]));
  const resourceName = (id: string) => resource.get(id)?.name ?? id;
  const levelName = (id: string) => data.country_levels.find((l) => l.id === id)?.name ?? id;
  const levelLink = (id: string) => `[${levelName(id)}](${docPath('countryLevels', `#${id}`)})`;
  const terrainName = (id: string) => data.productivity.terrains.find((t) => t.id === id)?.name ?? id;
  const factionLink = (id: string) => {
    const name = data.factions.find((f) => f.id === id)?.name ?? id;
    return `[${name}](${docInFolder('factions', name)})`;
  };
  const amounts = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([id, n]) => `${resourceName(id)} ${n}`)
      .join('、');
  const named = (has: (text: string) => boolean) => [
    ...data.policies.filter((p) => has(p.effect)).map((p) => `- 政策${link('policy', p.id, p.name)}：${p.effect}`),
    ...data.culture_traits
      .filter((t) => has(t.effect))
      .map((t) => `- 文明特质[${t.name}](${docPath('cultures', `#${t.id}`)})：${t.effect}`),
    ...data.technologies
      .filter((t) => has(t.effect))
      .map((t) => `- 科技${link('technology', t.id, t.name)}：${t.effect}`),
    ...data.units.filter((u) => has(u.description)).map((u) => `- 单位${link('unit', u.id, u.name)}：${u.description}`),
    ...data.factions.flatMap((f) =>
      f.bonuses
        .filter((b) => has(b.text))
        .map(
          (b) =>
            `- ${factionLink(f.id)}：${b.text} ${b.unit === 'percent' ? `${Math.round(b.value * 100)}%` : `${b.value} 点`}。`,
        ),
    ),
  ];

  return {
    data,
    resource,
    resourceName,
    levelName,
    levelLink,
    terrainName,
    factionLink,
    amounts,
    named,
    mentions,
    history,
  };
}

// What changes every village's attitude or annexation: policies, traits, units, faction bonuses.
const about = (text: string) => /村庄|村寨/.test(text) && /态度|吞并|进贡/.test(text);

export function systemPages(data: GameData, helpers: PageHelpers): Page[] {
  const ctx = systemContext(data, helpers);
  const guilds = data.guilds;
  const ratios = guilds.contracts.map((c) => ({id: c.id, ratio: contractValueRatio(c, data.resources)}));
  const ranked = ratios.filter((r) => r.ratio !== null).sort((a, b) => b.ratio! - a.ratio!);
  // What acts on every contract: technologies and traits that name 契约.
  const allContracts = ctx.named((text) => text.includes(guilds.system.name));
  return [
    ...data.villages.map((v, position) => villagePage(ctx, v, position)),
    ...guilds.contracts.map((c, position) => contractPage(ctx, c, position, ranked, allContracts)),
  ];
}

type Village = GameData['villages'][number];
type Contract = GameData['guilds']['contracts'][number];

/** A village's 好恶 section: its numbers, its rules, and the contracts that touch it. */
function villageAttitude(ctx: SystemContext, v: Village): string {
  const contracts = ctx.data.guilds.contracts.filter((c) => c.effect.includes(v.name));
  const rules = v.attitude.rules.map(
    (r) => `- **${ATTITUDE_EVENT_LABELS[r.event]}**：${r.note}，态度 ${signedNumber(r.change)}`,
  );
  return [
    `每个村庄对每位玩家的态度分别计算。${v.name}的初始态度是 ${v.attitude.initial}，不低于 ${v.attitude.trade_min} 时可以贸易，达到 ${v.annex_min_attitude} 才能吞并。态度只随你的行为变化：`,
    '',
    rules.join('\n'),
    ...(contracts.length > 0
      ? [
          '',
          `白港商盟的商会契约也会影响${v.name}：`,
          '',
          contracts.map((c) => `- ${link('contract', c.id, c.name)}：${c.effect}`).join('\n'),
        ]
      : []),
  ].join('\n');
}

function villagePage(ctx: SystemContext, v: Village, position: number): Page {
  const {data, levelName, levelLink, terrainName, amounts, mentions, history} = ctx;
  const admin = data.admin_points.name;
  const {market} = data.rules;
  const where = data.maps
    .map((m) => ({map: m, regions: m.regions.filter((r) => r.villages.includes(v.id))}))
    .filter(({regions}) => regions.length > 0);
  const market_ = data.buildings.find((b) => b.id === market.building);
  const attitude = villageAttitude(ctx, v);
  const levers = ctx.named(about);
  const trade = [
    `- 所需态度：不低于 ${v.attitude.trade_min}（初始态度 ${v.attitude.initial}${v.attitude.initial >= v.attitude.trade_min ? '，初次见面就能贸易' : '，要先赠礼或替它击退来犯者'}）`,
    market_
      ? `- 所需建筑：${link('building', market_.id, market_.name)}${market_.requires_tech ? `（研究${link('technology', market_.requires_tech, data.technologies.find((t) => t.id === market_.requires_tech)?.name ?? market_.requires_tech)}后建造）` : ''}`
      : '',
    `- 节奏：每 ${market.village_trade_ticks} 旬完成一次贸易，每次换得 ${market.village_trade_amount} 份资源`,
  ].filter(Boolean);
  const annex = [
    `- 国家等级：${levelLink(v.annex_requires_level)}起`,
    `- 态度：不低于 ${v.annex_min_attitude}`,
    `- 费用：${v.annex_admin_cost} [${admin}](${docPath('glossary', '#admin-points')})`,
    `- 吞并后：每旬产出（${amounts(v.produces)}）归你所有，${v.population} 人口计入国家人口`,
  ];
  const whereabouts =
    where.length === 0
      ? `官方地图上没有${v.name}。`
      : where
          .map(
            ({map, regions}) =>
              `- [${map.name}](${docInFolder('maps', map.name)})：${regions.map((r) => `[${r.name}](${docInFolder('maps', map.name)}#${r.id})`).join('、')}`,
          )
          .join('\n');
  return {
    kind: 'village',
    id: v.id,
    name: v.name,
    position,
    description: `${v.name}：中立村庄，多见于${terrainName(v.terrain)}，${levelName(v.annex_requires_level)}起可以吞并。${v.description}`,
    keywords: [v.name, '村庄', terrainName(v.terrain)],
    sections: [
      [
        '简介',
        `${v.description}${v.name}多见于${terrainName(v.terrain)}地形，人口 ${v.population}，每旬产出${amounts(v.produces)}。`,
      ],
      // Not 「态度」: the heading would rank every village above the 村庄 guide for 态度 and 好感度.
      ['好恶', attitude],
      ['贸易', trade.join('\n')],
      ['吞并', annex.join('\n')],
      ['出现的地区', whereabouts],
      ...(levers.length > 0
        ? [['对所有村庄都起作用的因素', `拉拢、吞并村庄时，还要算上这些：\n\n${levers.join('\n')}`] as [string, string]]
        : []),
      ...history('village', v.id),
      ['攻略中提到', mentions('village', v.id)],
    ],
  };
}

/** A contract's 值不值得签 section: its value ratio worked out, and its rank among the others. */
function contractRatio(ctx: SystemContext, c: Contract, ranked: readonly {id: string}[]): string {
  const {resource, resourceName, amounts} = ctx;
  const ratio = contractValueRatio(c, ctx.data.resources);
  const worth = (values: Record<string, number>) =>
    Object.entries(values).reduce((sum, [id, n]) => sum + n * (resource.get(id)?.value ?? 0), 0);
  const terms = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([id, n]) => `${resourceName(id)} ${n} × ${resource.get(id)?.value ?? 0}`)
      .join(' + ');
  const rank = ranked.findIndex((r) => r.id === c.id) + 1;
  return ratio === null
    ? `${c.name}没有产出，不计[收益比](${docPath('glossary', '#special-system')})：每个周期付出的${amounts(c.inputs)}换来的是上面的效果。`
    : [
        `按资源折合铜钱的参考价值（见[资源](${docPath('resources')})），每个周期的投入值为${terms(c.inputs)} = ${num(worth(c.inputs))}，产出值为${terms(c.outputs)} = ${num(worth(c.outputs))}，[收益比](${docPath('glossary', '#special-system')})是 ${num(worth(c.outputs))} ÷ ${num(worth(c.inputs))} = ${ratio}：每投入价值 1 铜钱的资源，换回价值约 ${num(ratio)} 铜钱的资源。`,
        '',
        `有产出的契约，收益比都在 ${GUILD_RATIO_RANGE[0]} 到 ${GUILD_RATIO_RANGE[1]} 之间；${c.name}在这 ${ranked.length} 份里排第 ${rank}。账面之外还要看投入的资源是否本来就多余：拿卖不掉的资源去换，实际收益比账面更高；拿紧缺的资源去换，可能拖慢生产。`,
      ].join('\n');
}

/** A contract's 相关 section: what its effect names, and what acts on every contract. */
function contractRelated(ctx: SystemContext, c: Contract, allContracts: readonly string[]): string[] {
  const {data} = ctx;
  // Villages, units and buildings the effect names, longer names first (盐泽村 before 村).
  const things = [
    ...data.villages.map((v) => ({name: v.name, text: link('village', v.id, v.name)})),
    ...data.units.map((u) => ({name: u.name, text: link('unit', u.id, u.name)})),
    ...data.buildings.map((b) => ({name: b.name, text: link('building', b.id, b.name)})),
  ]
    .sort((a, b) => b.name.length - a.name.length)
    .filter(
      (thing, i, all) =>
        c.effect.includes(thing.name) &&
        !all.slice(0, i).some((longer) => c.effect.includes(longer.name) && longer.name.includes(thing.name)),
    );
  return [
    ...(things.length > 0 ? [`效果里提到的：${things.map((t) => t.text).join('、')}。`, ''] : []),
    ...(allContracts.length > 0 ? ['对所有商会契约都起作用的：', '', ...allContracts] : []),
  ];
}

function contractPage(
  ctx: SystemContext,
  c: Contract,
  position: number,
  ranked: readonly {id: string}[],
  allContracts: readonly string[],
): Page {
  const {data, resourceName, levelName, levelLink, factionLink, amounts, mentions, history} = ctx;
  const guilds = data.guilds;
  const tick = data.productivity.tick_seconds;
  const buildingName = (id: string) => data.buildings.find((b) => b.id === id)?.name ?? id;
  const perTick = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([id, n]) => `${resourceName(id)} ${num(n / c.cycle_ticks)}`)
      .join('、');
  const hasOutputs = Object.keys(c.outputs).length > 0;
  const flow = [
    `每 ${c.cycle_ticks} 旬（1 倍速下 ${c.cycle_ticks * tick} 秒）结算一次：`,
    '',
    `- 投入：${amounts(c.inputs)}（平均每旬${perTick(c.inputs)}）`,
    hasOutputs
      ? `- 产出：${amounts(c.outputs)}（平均每旬${perTick(c.outputs)}）`
      : '- 产出：没有，这份契约只提供上面的效果',
  ].join('\n');
  const ratioText = contractRatio(ctx, c, ranked);
  const related = contractRelated(ctx, c, allContracts);
  return {
    kind: 'contract',
    id: c.id,
    name: c.name,
    position,
    description: `${c.name}：白港商盟的${guilds.system.name}，${levelName(c.requires_level)}起在${buildingName(c.requires_building)}签订，每 ${c.cycle_ticks} 旬结算一次。${c.effect}`,
    keywords: [c.name, '契约', '白港商盟'],
    sections: [
      ['效果', c.effect],
      [
        '签订条件',
        [
          `- 阵营：${factionLink(guilds.system.faction)}专属`,
          `- 建筑：${link('building', c.requires_building, buildingName(c.requires_building))}`,
          `- 国家等级：${levelLink(c.requires_level)}起`,
          `- 同时生效的${guilds.system.name}最多 ${guilds.system.max_contracts} 份，见[${guilds.system.name}数据](${docPath('guilds')})`,
        ].join('\n'),
      ],
      ['投入与产出', flow],
      ['值不值得签', ratioText],
      ...(related.length > 0 ? [['相关', related.join('\n')] as [string, string]] : []),
      ...history('contract', c.id),
      ['攻略中提到', mentions('contract', c.id)],
    ],
  };
}

/**
 * The pages of the buildings where contracts are signed get a 可签订的商会契约 section (before
 * 攻略中提到), so building and contract link each other.
 */
export function addContractSections(pages: Page[], data: GameData): void {
  const levelName = (id: string) => data.country_levels.find((l) => l.id === id)?.name ?? id;
  for (const page of pages) {
    if (page.kind !== 'building') continue;
    const signed = data.guilds.contracts.filter((c) => c.requires_building === page.id);
    if (signed.length === 0) continue;
    const body = signed
      .map((c) => `- ${link('contract', c.id, c.name)}（${levelName(c.requires_level)}起）`)
      .join('\n');
    const at = page.sections.findIndex(([heading]) => heading === '攻略中提到');
    page.sections.splice(at < 0 ? page.sections.length : at, 0, [`可签订的${data.guilds.system.name}`, body]);
  }
}
