/**
 * The docs that code links to, by a stable key: key → the doc's id in the docs plugin (its file
 * under docs/ without the extension; a folder's index.md is `<folder>/index`). Code and tests build
 * every doc address from this map, so moving or renaming a doc changes one line here, which
 * `npm run doc:move` does (with the sidebar, docs/redirects.yaml and the links). `npm run check`
 * fails, naming the line, if an id has no doc.
 * Pure, so browser code and the search worker's build can import it.
 */
export const DOC_IDS = {
  intro: '介绍',
  glossary: '基础名词',
  faq: '常见问题',
  resources: '资源',
  population: '人口',
  productivity: '生产力',
  technology: '科技',
  combat: '战斗',
  console: '控制台',
  villages: '村庄',
  openings: '开局',
  victory: '胜利与模式',
  units: '单位/index',
  soldiers: '单位/士兵',
  buildings: '单位/建筑',
  maps: '地图/index',
  factions: '阵营/index',
  admin: '行政点与政策/行政点',
  policies: '行政点与政策/政策',
  dataOverview: '数据/总览',
  unitsData: '数据/单位',
  buildingsData: '数据/建筑',
  technologiesData: '数据/科技',
  policiesData: '数据/政策',
  villagesData: '数据/村庄',
  countryLevels: '数据/国家等级',
  cultures: '数据/文明',
  dynasty: '数据/赤岚王朝特殊系统',
  guilds: '数据/白港商盟特殊系统',
  unitComparison: '数据/对比',
  patchComparison: '数据/版本对比',
  techTree: '数据/科技树',
  openingPlanner: '数据/开局推演',
} as const;
export type DocKey = keyof typeof DOC_IDS;

/** The docs plugin's route base path and the slug the intro page takes (`slug: /`). */
export const DOCS_BASE = '/docs';
const ROOT_DOC: DocKey = 'intro';

/** The address of a doc id: `数据/单位` → /docs/数据/单位, `地图/index` → /docs/地图. */
export function pathOfDocId(id: string): string {
  if (id === DOC_IDS[ROOT_DOC]) return DOCS_BASE;
  return `${DOCS_BASE}/${id.replace(/(^|\/)index$/, '')}`;
}

/** The address of a doc by key, with an optional `#anchor` or `?query`: docPath('resources') → /docs/资源. */
export const docPath = (key: DocKey, suffix = ''): string => `${pathOfDocId(DOC_IDS[key])}${suffix}`;

/**
 * A page in a folder of pages named after game things (a faction's page is 阵营/<its name>, a map's
 * 地图/<its name>): the folder is that of `key`'s index doc.
 */
export const docInFolder = (key: 'factions' | 'maps', name: string): string => `${docPath(key)}/${name}`;

/** The folder of the generated entity pages and the data tables: /docs/数据. */
export const DATA_DOCS = pathOfDocId('数据');
