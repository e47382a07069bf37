/**
 * The one registry of the words the site uses for the game's things: the kinds of entity that have
 * a page (their section under /docs/数据 and the data file they come from), and each stat's Chinese
 * label, unit and which way is better for the player. Tables, hover cards, entity pages, the
 * comparison page, the balance history and open data all read their labels here, so renaming a
 * stat or adding a kind is one edit. Pure and import-free: browser code and the search worker use it.
 */

/** Every kind of entity with its own page: section (`/docs/数据/单位/…`), data file and its list's key. */
export const ENTITY_KINDS = {
  unit: {section: '单位', file: 'units.yaml', list: 'units'},
  building: {section: '建筑', file: 'buildings.yaml', list: 'buildings'},
  technology: {section: '科技', file: 'technologies.yaml', list: 'technologies'},
  policy: {section: '政策', file: 'policies.yaml', list: 'policies'},
  village: {section: '村庄', file: 'villages.yaml', list: 'villages'},
  contract: {section: '商会契约', file: 'guilds.yaml', list: 'contracts'},
} as const;
export type EntityKind = keyof typeof ENTITY_KINDS;
export type EntitySection = (typeof ENTITY_KINDS)[EntityKind]['section'];

/** Kind → section: {unit: '单位', …}. */
export const ENTITY_SECTIONS = Object.fromEntries(
  Object.entries(ENTITY_KINDS).map(([kind, {section}]) => [kind, section]),
) as {readonly [K in EntityKind]: (typeof ENTITY_KINDS)[K]['section']};

export type Better = 'more' | 'less';

export interface Stat {
  /** The full label, as the balance history and the comparison page say it: 「训练时间」. */
  label: string;
  /** The short label of the stat card, the hover card and the tables' headers: 「训练」. */
  short?: string;
  unit?: string;
  better: Better;
  /** A stat with named parts (`attitude.initial`); otherwise a stat with parts is keyed by resource. */
  parts?: Record<string, {label: string; better: Better}>;
}

/** Every stat a page labels, keyed by its field in data/. */
export const STATS = {
  hp: {label: '生命', better: 'more'},
  attack: {label: '攻击', better: 'more'},
  defense: {label: '防御', better: 'more'},
  speed: {label: '速度', better: 'more'},
  range: {label: '射程', better: 'more'},
  attack_interval: {label: '攻击间隔', unit: '秒', better: 'less'},
  workers: {label: '劳力', unit: '人', better: 'more'},
  admin_points: {label: '每旬行政点', better: 'more'},
  train_time: {label: '训练时间', short: '训练', unit: '秒', better: 'less'},
  build_time: {label: '建造时间', short: '建造', unit: '秒', better: 'less'},
  research_time: {label: '研究时间', short: '研究', unit: '秒', better: 'less'},
  admin_cost: {label: '推行所需行政点', short: '推行', better: 'less'},
  upkeep: {label: '维持', better: 'less'},
  cost: {label: '费用', better: 'less'},
  produces: {label: '产出', better: 'more'},
  // Villages (villages.yaml).
  population: {label: '人口', unit: '人', better: 'more'},
  annex_admin_cost: {label: '吞并所需行政点', better: 'less'},
  annex_min_attitude: {label: '吞并所需态度', better: 'less'},
  attitude: {
    label: '态度',
    better: 'more',
    parts: {initial: {label: '初始态度', better: 'more'}, trade_min: {label: '贸易所需态度', better: 'less'}},
  },
  // Guild contracts (guilds.yaml): what one cycle takes and gives.
  cycle_ticks: {label: '周期', unit: '旬', better: 'less'},
  inputs: {label: '投入', better: 'less'},
  outputs: {label: '产出', better: 'more'},
} as const satisfies Record<string, Stat>;
export type StatKey = keyof typeof STATS;

/** The short label (stat card, hover card): 「训练」, 「生命」. */
export const statLabel = (key: StatKey): string => {
  const stat: Stat = STATS[key];
  return stat.short ?? stat.label;
};

/** A table column's header: the short label, with the unit when it is a duration (「训练（秒）」). */
export const statHeader = (key: StatKey): string => {
  const stat: Stat = STATS[key];
  return stat.unit === '秒' ? `${statLabel(key)}（${stat.unit}）` : statLabel(key);
};

/** What a balance change did, as release notes, entity pages and the patch comparison say it. */
export const CHANGE_LABELS = {buff: '增强', nerf: '削弱', fix: '修正', new: '新增', removed: '移除'} as const;
