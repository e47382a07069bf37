/**
 * One page per unit, building, technology, policy, village and guild contract (the last two in
 * ./systems.ts), written as MDX from the data: headings, lists and links in Markdown (so they are
 * in the table of contents, the static HTML and the search index like any doc), the stat card as
 * one small component fed the hover card's own text.
 */
import {docPath} from '../../config/docs';
import path from 'node:path';
import type {Card} from '../entity-cards/cards';
import {allCards} from '../entity-cards/system-cards';
import {ENTITY_SECTIONS, entityPath, type EntityKind, type EntitySection} from '../entity-cards/paths';
import {ENTITY_KINDS, STATS, statLabel, type StatKey} from '../../game/labels';
import type {GameData, Unit} from '../../game/schema';
import {counterOf, type CombatRules} from '../../game/combat';
import {abilityPhrases, perkPhrases} from '../../game/abilities';
import {fightOf} from '../../game/checks/combat';
import {describeChange, type ChangeRow} from '../releases/balance';
import type {BalanceHistory} from '../releases/patchDiff';
import type {Backlinks} from './backlinks';
import {addContractSections, systemPages} from './systems';

/** First line of every generated file: how the writer knows what it may overwrite or delete. */
export const GENERATED_MARKER =
  '{/* 本页由 src/plugins/entity-pages 根据 data/ 生成，请勿手改：要改内容，请改 data/ 下的数据文件。 */}';

/** docs/数据/单位 and the like, relative to docs/: a section's generated pages, and nothing else (.gitignore). */
export const sectionFolder = (section: EntitySection) => path.join('数据', section);

/** docs/数据/单位/spearman.mdx and the like, relative to docs/. */
export const pageFile = (kind: EntityKind, id: string) => path.join(sectionFolder(ENTITY_SECTIONS[kind]), `${id}.mdx`);

const link = (kind: EntityKind, id: string, name: string) => `[${name}](${entityPath(kind, id)})`;
const list = (items: string[], empty: string) => (items.length === 0 ? empty : items.join('、'));
const yamlString = (s: string) => JSON.stringify(s);

export interface Page {
  kind: EntityKind;
  id: string;
  name: string;
  position: number;
  description: string;
  keywords: string[];
  sections: [heading: string, body: string][];
}

/** The balance fields the stat card shows, whose 「… 改动」 marks go by the card's label (`cost.grain` → 费用). */
const CARD_FIELDS = [
  'hp',
  'attack',
  'defense',
  'range',
  'speed',
  'train_time',
  'build_time',
  'workers',
  'research_time',
  'admin_cost',
  'upkeep',
  'cost',
] as const satisfies readonly StatKey[];
const CARD_LABELS: Record<string, string> = Object.fromEntries(CARD_FIELDS.map((key) => [key, statLabel(key)]));

/** Card label → the stable release that last changed it, newest first in `changes`. */
function lastChanged(mine: readonly ChangeRow[]): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const c of mine) {
    const label = CARD_LABELS[c.fieldKey?.split('.')[0] ?? ''];
    if (c.channel === 'stable' && label && !marks[label]) marks[label] = c.version;
  }
  return marks;
}

/** Items grouped by a key, each group in the items' order (an index, so a page reads its own group). */
function groupBy<T>(items: readonly T[], keys: (item: T) => readonly string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items)
    for (const key of keys(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  return groups;
}

/** The doc id of an entity's page: 数据/单位/spearman. */
const docId = (page: Pick<Page, 'kind' | 'id'>) => `数据/${ENTITY_SECTIONS[page.kind]}/${page.id}`;

/**
 * An entity page is not listed in the sidebar (its table is, sidebars.ts): it shows the sidebar with
 * the table current, and its 上一页／下一页 are its neighbours in the data file.
 */
function render(page: Page, card: Card, changed: Record<string, string>, [prev, next]: Neighbours): string {
  const front = [
    '---',
    `title: ${yamlString(page.name)}`,
    'displayed_sidebar: documentSidebar',
    prev ? `pagination_prev: ${yamlString(docId(prev))}` : 'pagination_prev: null',
    next ? `pagination_next: ${yamlString(docId(next))}` : 'pagination_next: null',
    `description: ${yamlString(page.description)}`,
    `keywords: [${page.keywords.map(yamlString).join(', ')}]`,
    // Generated: there is no file to edit on GitHub; the data file is named on the page instead.
    'custom_edit_url: null',
    '---',
  ];
  const body = [
    GENERATED_MARKER,
    '',
    "import StatCard from '@site/src/components/StatCard';",
    '',
    `<StatCard card={${JSON.stringify(card)}} changed={${JSON.stringify(changed)}} />`,
    '',
    ...page.sections.flatMap(([heading, text]) => [`## ${heading}`, '', text, '']),
    // Players read no file paths; editors find the source file in the comment below.
    `{/* 数据来源：data/${ENTITY_KINDS[page.kind].file} */}`,
    '',
    '本页由游戏数据自动生成，随版本更新。',
    '',
  ];
  return [...front, '', ...body].join('\n');
}

/** What every entity page's text looks up: names, links, and the sections all kinds share. */
interface PageContext {
  data: GameData;
  eraName: Map<string, string>;
  eraRank: Map<string, number>;
  factionName: (id: string) => string;
  levelName: Map<string, string>;
  unitById: Map<string, Unit>;
  buildingById: Map<string, GameData['buildings'][number]>;
  policyById: Map<string, GameData['policies'][number]>;
  combat: CombatRules;
  /** Indexes of the data, built once per load: a page reads its entries instead of scanning every entity. */
  upgradesFrom: Map<string, Unit[]>;
  unitsByBuilding: Map<string, Unit[]>;
  unitsByTech: Map<string, Unit[]>;
  buildingsByTech: Map<string, GameData['buildings']>;
  techsByPrerequisite: Map<string, GameData['technologies']>;
  resourceName: (id: string) => string;
  terrainName: (id: string) => string;
  /** The release-notes rows of an entity (`unit/spearman`), in `changes`' order. */
  changesOf: (kind: EntityKind, id: string) => readonly ChangeRow[];
  counters: Counters;
  techLink: (id: string) => string;
  unitLink: (u: Unit) => string;
  mentions: (kind: EntityKind, id: string) => string;
  history: (kind: EntityKind, id: string) => [string, string][];
}

function pageContext(
  data: GameData,
  backlinks: Backlinks,
  changes: readonly ChangeRow[],
  balance: BalanceHistory | undefined,
): PageContext {
  const techById = new Map(data.technologies.map((t) => [t.id, t]));
  const factionById = new Map(data.factions.map((f) => [f.id, f.name]));
  const resourceById = new Map(data.resources.map((r) => [r.id, r.name]));
  const terrainById = new Map(data.productivity.terrains.map((t) => [t.id, t.name]));
  const changesByEntity = groupBy(changes, (c) => [`${c.kind}/${c.id}`]);
  const changesOf = (kind: EntityKind, id: string) => changesByEntity.get(`${kind}/${id}`) ?? [];
  const balanceByEntity = groupBy(balance?.entities ?? [], (e) => [e.entity]);
  return {
    data,
    eraName: new Map(data.eras.map((e) => [e.id, e.name])),
    eraRank: new Map(data.eras.map((e, i) => [e.id, i])),
    factionName: (id: string) => (id === 'all' ? '通用' : (factionById.get(id) ?? id)),
    levelName: new Map(data.country_levels.map((l) => [l.id, l.name])),
    unitById: new Map(data.units.map((u) => [u.id, u])),
    buildingById: new Map(data.buildings.map((b) => [b.id, b])),
    policyById: new Map(data.policies.map((p) => [p.id, p])),
    combat: data.rules.combat,
    upgradesFrom: groupBy(data.units, (u) => (u.upgrades_to ? [u.upgrades_to] : [])),
    unitsByBuilding: groupBy(data.units, (u) => [u.requires_building]),
    unitsByTech: groupBy(data.units, (u) => (u.requires_tech ? [u.requires_tech] : [])),
    buildingsByTech: groupBy(data.buildings, (b) => (b.requires_tech ? [b.requires_tech] : [])),
    techsByPrerequisite: groupBy(data.technologies, (t) => [...new Set(t.prerequisites)]),
    resourceName: (id: string) => resourceById.get(id) ?? id,
    terrainName: (id: string) => terrainById.get(id) ?? id,
    changesOf,
    counters: countersOf(data),
    techLink: (id: string) => link('technology', id, techById.get(id)?.name ?? id),
    unitLink: (u: Unit) => link('unit', u.id, u.name),
    mentions: (kind: EntityKind, id: string) => {
      const pages = backlinks.get(`${kind}/${id}`) ?? [];
      return pages.length === 0 ? '攻略页还没有提到它。' : pages.map((p) => `- [${p.title}](${p.url})`).join('\n');
    },
    /** The 版本变化 section, newest release first; none when the history never touched it. */
    history: (kind: EntityKind, id: string): [string, string][] => {
      const mine = changesOf(kind, id);
      if (mine.length === 0) return [];
      const line = (c: ChangeRow) =>
        `- [${c.version}${c.channel === 'beta' ? '（测试版）' : ''}](/blog/${c.notes})：${c.field ? `${describeChange(c)}，${c.label}` : c.label}`;
      const values = valuesByRelease(balance, balanceByEntity.get(`${kind}.${id}`)?.[0]);
      return [['版本变化', [mine.map(line).join('\n'), values].join('\n\n')]];
    },
  };
}

/** Every entity page as {file relative to docs/: content}. */
export function entityPages(
  data: GameData,
  backlinks: Backlinks,
  changes: readonly ChangeRow[] = [],
  balance?: BalanceHistory,
): Map<string, string> {
  const cards = allCards(data);
  const ctx = pageContext(data, backlinks, changes, balance);
  const pages: Page[] = [
    ...data.units.map((u, position) => unitPage(ctx, u, position)),
    ...data.buildings.map((b, position) => buildingPage(ctx, b, position)),
    ...data.technologies.map((t, position) => technologyPage(ctx, t, position)),
    ...data.policies.map((p, position) => policyPage(ctx, p, position)),
  ];
  pages.push(...systemPages(data, {mentions: ctx.mentions, history: ctx.history}));
  addContractSections(pages, data);

  const files = new Map<string, string>();
  const keyOf = (page: Page) => `${ENTITY_SECTIONS[page.kind]}/${page.id}`;
  const around = neighbours(pages);
  for (const page of pages)
    files.set(
      pageFile(page.kind, page.id),
      render(page, cards[keyOf(page)]!, lastChanged(ctx.changesOf(page.kind, page.id)), around.get(page)!),
    );
  return files;
}

type Neighbours = [prev: Page | undefined, next: Page | undefined];

/** Each page's pages of the same kind just before and after it, in data order. */
function neighbours(pages: readonly Page[]): Map<Page, Neighbours> {
  const around = new Map<Page, Neighbours>();
  for (const kind of new Set(pages.map((p) => p.kind))) {
    const same = pages.filter((p) => p.kind === kind).sort((a, b) => a.position - b.position);
    same.forEach((page, i) => around.set(page, [same[i - 1], same[i + 1]]));
  }
  return around;
}

function unitPage(ctx: PageContext, u: Unit, position: number): Page {
  const {eraName, factionName, unitById, buildingById, upgradesFrom, techLink, unitLink, mentions, history} = ctx;
  const building = buildingById.get(u.requires_building);
  const from = upgradesFrom.get(u.id) ?? [];
  const line: Unit[] = [u];
  for (
    let next = u.upgrades_to ? unitById.get(u.upgrades_to) : undefined;
    next && !line.includes(next);
    next = next.upgrades_to ? unitById.get(next.upgrades_to) : undefined
  )
    line.push(next);
  for (
    let prev = upgradesFrom.get(line[0]!.id)?.[0];
    prev && !line.includes(prev);
    prev = upgradesFrom.get(prev.id)?.[0]
  )
    line.unshift(prev);
  const needs = [
    `- 训练建筑：${building ? link('building', building.id, building.name) : u.requires_building}`,
    `- 前置科技：${u.requires_tech ? techLink(u.requires_tech) : '无，建好训练建筑就能训练'}`,
    `- 时代：${eraName.get(u.era)}起`,
  ];
  const upgrade = [
    line.length === 1
      ? `${u.name}不能升级，也不由别的单位升级而来。`
      : `升级路线：${line.map((x) => (x === u ? `**${x.name}**` : unitLink(x))).join(' → ')}。`,
    // A branch the straight line above does not show.
    from.length > 1 ? `${from.map(unitLink).join('、')}都可以升级为${u.name}。` : '',
  ].filter(Boolean);

  const counters = unitCounters(ctx, u);
  return {
    kind: 'unit',
    id: u.id,
    name: u.name,
    position,
    description: `${u.name}：${factionName(u.faction)}${u.type}单位，${eraName.get(u.era)}起可训练。${u.description}`,
    keywords: [u.name, u.type, ENTITY_SECTIONS.unit, factionName(u.faction)],
    sections: [
      ['简介', u.description],
      ['训练条件', needs.join('\n')],
      ['战斗属性', combatFacts(u)],
      ...perkSection(ctx, u),
      ['升级', upgrade.join('\n\n')],
      ['克制关系', counters],
      ...history('unit', u.id),
      ['攻略中提到', mentions('unit', u.id)],
    ],
  };
}

/**
 * Strong and weak against: the counter table by type, then the units of its era or earlier it
 * beats or loses to most clearly at equal cost (each side spends what four of the dearer cost).
 */
function unitCounters(ctx: PageContext, u: Unit): string {
  const {eraName, combat, unitLink, counters} = ctx;
  if (u.type === '辅助')
    return `${u.name}是辅助单位，不以作战为主：几乎所有兵种打它都有加成（见[战斗](${docPath('combat')})的克制倍率表），要放在军队后面。`;
  const reused = counters.reusable(u);
  if (reused !== undefined) return reused;
  const types = Object.keys(combat.counters);
  const strongTypes = types.filter((t) => (combat.counters[u.type]?.[t] ?? 1) > 1);
  const weakTypes = types.filter((t) => (combat.counters[t]?.[u.type] ?? 1) > 1);
  // In data order, so that equal margins rank as they always have.
  const fights = counters
    .rivals(u)
    .map((o) => fightAgainst(ctx.data, u, o))
    .sort((a, b) => counters.position(a.rival) - counters.position(b.rival));
  const beats = fights
    .filter((f) => f.margin > 0)
    .sort((a, b) => b.margin - a.margin)
    .slice(0, 3);
  const losesTo = fights
    .filter((f) => f.margin < 0)
    .sort((a, b) => a.margin - b.margin)
    .slice(0, 3);
  const fightLine = (f: Fight) =>
    `- ${unitLink(f.rival)}：${f.nSelf} 个${u.name}对 ${f.nRival} 个${f.rival.name}，${f.margin > 0 ? `${u.name}胜，${f.left === f.nSelf ? '无一损失' : `剩 ${f.left} 个`}` : `${f.rival.name}胜，${f.left === f.nRival ? '无一损失' : `剩 ${f.left} 个`}`}（${u.name}打它的克制倍率 ${counterOf(combat, u, f.rival)}，它打${u.name} ${counterOf(combat, f.rival, u)}）`;
  const text = [
    byType(
      u.type,
      strongTypes.map((t) => [t, combat.counters[u.type]![t]!]),
      weakTypes.map((t) => [t, combat.counters[t]![u.type]!]),
    ),
    '',
    `按[单位对比](${docPath('unitComparison')}?units=${u.id}${beats[0] ? `,${beats[0].rival.id}` : ''})的等价兵力推演，在${eraName.get(u.era)}和相邻时代的作战单位里：`,
    '',
    '**打得过**',
    '',
    beats.length > 0 ? beats.map(fightLine).join('\n') : `- 没有能在等价兵力下稳赢的对手。`,
    '',
    '**打不过**',
    '',
    losesTo.length > 0 ? losesTo.map(fightLine).join('\n') : `- 没有在等价兵力下稳输的对手。`,
    '',
    ...claimLines(counters.claimsOf(u), ctx.unitById, unitLink),
    `推演算的是平地上的正面交战：射程短的一方先顶着对方的射击走近，每个单位按自己的攻击间隔出手，特长照算；不计地形、城墙和走位，规则见[战斗](${docPath('combat')})。`,
  ].join('\n');
  counters.keep(u, text);
  return text;
}

type Claim = GameData['rules']['combat']['claims'][number];

/**
 * What each unit's 克制关系 section reads, indexed once per loaded data: its rivals (ships fight
 * ships, land units land units, each against its own era and the ones beside it; support units
 * are not fighters), grouped by (naval, era), and the guides' claims about it. In `npm start`
 * a section none of whose inputs changed since the previous load is reused: the unit, its
 * rivals' groups, the combat rules, the eras and its claims' units (an edit of one unit
 * recomputes the sections of its era and the ones beside it, not 480 units' fights).
 */
interface Counters {
  rivals: (u: Unit) => Unit[];
  position: (u: Unit) => number;
  claimsOf: (u: Unit) => Claim[];
  /** The section as the previous load wrote it, when nothing it reads has changed since. */
  reusable: (u: Unit) => string | undefined;
  keep: (u: Unit, text: string) => void;
}

interface CountersMemo {
  /** The rules and eras, as JSON. */
  shared: string;
  /** Each unit as JSON, by id. */
  units: Map<string, string>;
  /** Each rival group's member ids, by group key. */
  groups: Map<string, string>;
  /** Each unit's section, by id, with the claims' text it read. */
  texts: Map<string, {claims: string; text: string}>;
}

let countersMemo: CountersMemo | undefined;

function countersOf(data: GameData): Counters {
  const eraRank = new Map(data.eras.map((e, i) => [e.id, i]));
  const rank = (u: Unit) => eraRank.get(u.era) ?? 0;
  const naval = (u: Unit) => u.type === '舰船';
  const groupKey = (isNaval: boolean, r: number) => `${isNaval ? 'n' : 'l'}${r}`;
  const groups = groupBy(
    data.units.filter((o) => o.type !== '辅助'),
    (o) => [groupKey(naval(o), rank(o))],
  );
  const position = new Map(data.units.map((x, i) => [x.id, i]));
  const claims = groupBy(data.rules.combat.claims, (c) => [...new Set([c.unit, c.beats])]);
  const byId = new Map(data.units.map((x) => [x.id, x]));

  const before = countersMemo;
  const memo: CountersMemo = {
    shared: JSON.stringify([data.rules.combat, data.rules.movement, data.resources, data.eras]),
    units: new Map(data.units.map((x) => [x.id, JSON.stringify(x)])),
    groups: new Map([...groups].map(([key, members]) => [key, members.map((m) => m.id).join(',')])),
    texts: new Map(),
  };
  countersMemo = memo;
  const same = (id: string) => before?.units.get(id) === memo.units.get(id);
  // A group is unchanged when it has the same members, each as it was.
  const unchangedGroups = new Set(
    [...memo.groups]
      .filter(([key, ids]) => before?.groups.get(key) === ids && (groups.get(key) ?? []).every((m) => same(m.id)))
      .map(([key]) => key),
  );
  const unchanged = (key: string) => unchangedGroups.has(key) || (!memo.groups.has(key) && !before?.groups.has(key));
  const around = (u: Unit) => [-1, 0, 1].map((d) => groupKey(naval(u), rank(u) + d));
  const claimsOf = (u: Unit) => claims.get(u.id) ?? [];
  // The claims and the names they link, as the section reads them.
  const claimText = (u: Unit) =>
    JSON.stringify(claimsOf(u).map((c) => [c, byId.get(c.unit)?.name, byId.get(c.beats)?.name]));
  return {
    rivals: (u) => around(u).flatMap((key) => (groups.get(key) ?? []).filter((o) => o.id !== u.id)),
    position: (u) => position.get(u.id) ?? 0,
    claimsOf,
    reusable: (u) => {
      const kept = before?.texts.get(u.id);
      if (!kept || before?.shared !== memo.shared || !same(u.id) || !around(u).every(unchanged)) return undefined;
      if (kept.claims !== claimText(u)) return undefined;
      memo.texts.set(u.id, kept);
      return kept.text;
    },
    keep: (u, text) => memo.texts.set(u.id, {claims: claimText(u), text}),
  };
}

function buildingPage(ctx: PageContext, b: GameData['buildings'][number], position: number): Page {
  const {eraName, factionName, techLink, unitLink, mentions, history, resourceName} = ctx;
  const trained = ctx.unitsByBuilding.get(b.id) ?? [];
  const output = Object.entries(b.produces ?? {}).map(([r, n]) => `${resourceName(r)} ${n}`);
  const facts = [
    `- 前置科技：${b.requires_tech ? techLink(b.requires_tech) : '无'}`,
    `- 时代：${eraName.get(b.era)}起`,
    b.workers > 0 ? `- 满员劳力：${b.workers} 人` : '- 不需要劳力',
    output.length > 0 ? `- 满员时每旬产出：${output.join('、')}（肥力 1.0、没有加成时）` : '',
    ...Object.entries(b.bonus ?? {}).map(([r, n]) => `- 本城邑${resourceName(r)}产量：+${Math.round(n * 100)}%`),
    b.admin_points ? `- 每旬行政点：${b.admin_points}` : '',
    b.prestige ? `- 继承人每旬威望：+${b.prestige}` : '',
  ].filter(Boolean);
  return {
    kind: 'building',
    id: b.id,
    name: b.name,
    position,
    description: `${b.name}：${factionName(b.faction)}建筑，${eraName.get(b.era)}起可建造。${b.description}`,
    keywords: [b.name, ENTITY_SECTIONS.building, factionName(b.faction)],
    sections: [
      ['简介', b.description],
      ['建造条件与产出', facts.join('\n')],
      ...history('building', b.id),
      [
        '可训练的单位',
        trained.length > 0
          ? trained
              .map(
                (u) =>
                  `- ${unitLink(u)}（${u.faction === 'all' ? '' : `${factionName(u.faction)}专属，`}${u.type}，${eraName.get(u.era)}）`,
              )
              .join('\n')
          : `${b.name}不训练单位。`,
      ],
      ['攻略中提到', mentions('building', b.id)],
    ],
  };
}

function technologyPage(ctx: PageContext, t: GameData['technologies'][number], position: number): Page {
  const {eraName, techLink, unitLink, mentions, history} = ctx;
  const leadsTo = ctx.techsByPrerequisite.get(t.id) ?? [];
  const units = ctx.unitsByTech.get(t.id) ?? [];
  const buildings = ctx.buildingsByTech.get(t.id) ?? [];
  const unlocks = [
    ...buildings.map((b) => `- 建筑：${link('building', b.id, b.name)}`),
    ...units.map((u) => `- 单位：${unitLink(u)}`),
    ...leadsTo.map((o) => `- 后续科技：${techLink(o.id)}`),
  ];
  return {
    kind: 'technology',
    id: t.id,
    name: t.name,
    position,
    description: `${t.name}：${eraName.get(t.era)}科技。${t.effect}`,
    keywords: [t.name, ENTITY_SECTIONS.technology, eraName.get(t.era) ?? t.era],
    sections: [
      ['效果', t.effect],
      [
        '研究条件',
        t.prerequisites.length > 0
          ? t.prerequisites.map((p) => `- 前置：${techLink(p)}`).join('\n')
          : `没有前置科技，进入${eraName.get(t.era)}就能研究。`,
      ],
      ...history('technology', t.id),
      ['解锁', unlocks.length > 0 ? unlocks.join('\n') : `${t.name}只带来上面的效果，不解锁建筑、单位或后续科技。`],
      ['攻略中提到', mentions('technology', t.id)],
    ],
  };
}

function policyPage(ctx: PageContext, p: GameData['policies'][number], position: number): Page {
  const {levelName, policyById, mentions, history, resourceName} = ctx;
  const exclusive = p.exclusive_with.map((id) => link('policy', id, policyById.get(id)?.name ?? id));
  const modifiers = Object.entries(p.modifiers ?? {}).map(
    ([r, n]) => `${resourceName(r)} ${n >= 0 ? '+' : ''}${Math.round(n * 100)}%`,
  );
  return {
    kind: 'policy',
    id: p.id,
    name: p.name,
    position,
    description: `${p.name}：${p.category}政策，${levelName.get(p.requires_level)}起可推行。${p.effect}`,
    keywords: [p.name, ENTITY_SECTIONS.policy, p.category],
    sections: [
      [
        '效果',
        [p.effect, modifiers.length > 0 ? `计入生产力公式的政策加成：${modifiers.join('、')}。` : '']
          .filter(Boolean)
          .join('\n\n'),
      ],
      ...history('policy', p.id),
      [
        '推行条件',
        [`- 国家等级：${levelName.get(p.requires_level)}起`, `- 互斥政策：${list(exclusive, '无')}`].join('\n'),
      ],
      ['攻略中提到', mentions('policy', p.id)],
    ],
  };
}

/**
 * The entity's changed values as of each release, newest first: a Markdown table, so an older
 * release's numbers are on the page without script. Empty when the history has no values for it.
 */
function valuesByRelease(
  balance: BalanceHistory | undefined,
  e: BalanceHistory['entities'][number] | undefined,
): string {
  const fields = Object.values(e?.fields ?? {});
  if (!balance || !e || fields.length === 0) return '';
  const added = e.added ? balance.releases.findIndex((r) => r.version === e.added) : 0;
  const rows = balance.releases
    .map((r, i) => ({r, i}))
    .filter(({i}) => i >= added)
    .reverse()
    .map(
      ({r, i}) =>
        `| ${r.version}${r.channel === 'beta' ? '（测试版）' : ''} | ${fields.map((f) => f.values[i]).join(' | ')} |`,
    );
  const head = fields.map((f) => `${f.label}${f.unit ? `（${f.unit}）` : ''}`);
  return [
    '各版本的数值：',
    '',
    `| 版本 | ${head.join(' | ')} |`,
    `| --- | ${head.map(() => '---:').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

/** 「步兵打骑兵、攻城时有克制加成（倍率 1.3、1.5）；远程打步兵也有加成（倍率 1.2）。」 */
function byType(type: string, strong: [string, number][], weak: [string, number][]): string {
  const rates = (pairs: [string, number][]) => pairs.map(([, r]) => r).join('、');
  const names = (pairs: [string, number][]) => pairs.map(([t]) => t).join('、');
  const first =
    strong.length > 0
      ? `${type}打${names(strong)}时有克制加成（倍率 ${rates(strong)}）`
      : `${type}打任何兵种都没有克制加成`;
  const second =
    weak.length > 0 ? `${names(weak)}打${type}时有克制加成（倍率 ${rates(weak)}）` : `没有兵种打${type}有加成`;
  return `按兵种：${first}；${second}。`;
}

interface Fight {
  rival: Unit;
  nSelf: number;
  nRival: number;
  /** Survivors left on our side (positive) or theirs (negative), as a share of the side's size. */
  margin: number;
  left: number;
}

function fightAgainst(data: GameData, self: Unit, rival: Unit): Fight {
  const f = fightOf(data, self, rival);
  return {rival, nSelf: f.nA, nRival: f.nB, margin: f.margin, left: f.winner === 'a' ? f.survivorsA : f.survivorsB};
}

/** Attack interval, range, speed and the abilities the combat model applies. */
function combatFacts(u: Unit): string {
  const abilities = abilityPhrases(u.abilities);
  return [
    `- ${STATS.hp.label} ${u.hp}，${STATS.attack.label} ${u.attack}，${STATS.defense.label} ${u.defense}`,
    `- 每 ${u.attack_interval} 秒攻击一次，射程 ${u.range} 格，速度 ${u.speed}`,
    `- 特长：${abilities.length > 0 ? abilities.join('；') : '无'}`,
  ].join('\n');
}

/** What the unit does outside fights (units.yaml `perks`), when it does anything. */
function perkSection(ctx: PageContext, u: Unit): [string, string][] {
  const phrases = perkPhrases(u.perks, {resource: ctx.resourceName, terrain: ctx.terrainName});
  return phrases.length > 0 ? [['其他能力', phrases.map((p) => `- ${p}`).join('\n')]] : [];
}

/** The counters the guides state about this unit (rules.yaml combat.claims), each checked by the build. */
function claimLines(mine: readonly Claim[], byId: Map<string, Unit>, unitLink: (u: Unit) => string): string[] {
  if (mine.length === 0) return [];
  const line = (c: Claim) => `- ${unitLink(byId.get(c.unit)!)}克制${unitLink(byId.get(c.beats)!)}：${c.note}。`;
  return ['', '**攻略里的克制关系**', '', ...mine.map(line), ''];
}
