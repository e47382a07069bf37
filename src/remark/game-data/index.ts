/**
 * Puts game data into markdown at build time, so prose can never drift from data/:
 *
 * - a ```techtree fence becomes the Graphviz source of the technology tree (the Kroki plugin,
 *   which runs next, renders it like any other diagram);
 * - `:data[units.militia.hp]` becomes that value, as plain text, and `:data[…]{format=percent}`
 *   writes a fraction as a percentage, `{format=points}` as percentage points (5 个百分点); `{format=abs}` drops the sign after a verb that already
 *   says the direction (态度下降 2 点, not 下降 -2 点); `{format=count}` counts a list and
 *   `{format=word}` writes a number, both as Chinese numerals (两张地图, 保留两位小数); inside a
 *   formula, `\\data{units.militia.hp}` does the same.
 *   An unknown path or format fails the build with file, line and the ids that do exist;
 * - `::faction-changes{faction=chilan}` becomes the faction's balance changes by release
 *   (factionChanges.ts); `::unreleased-rules`, the rule changes no release has shipped yet.
 */
import path from 'node:path';
import type {ElementContent} from 'hast';
import type {Code, PhrasingContent, Root} from 'mdast';
// Type-only: the node types remark-directive and remark-math add to mdast (textDirective, math,
// inlineMath), so `visit` narrows them without casts.
import type {} from 'mdast-util-directive';
import type {InlineMath, Math} from 'mdast-util-math';
import type {} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {annotate, didYouMean, ProblemsError, type Problem} from '../../problems';
import type {GameData} from '../../game/schema';
import {workedExample} from '../../game/productivity';
import {countWord} from '../../game/numerals';
import {currentGameData} from '../../game/store';
import {techTreeDot} from '../../game/techTree';
import {pace} from '../../game/pace';
import {victoryPlan} from '../../game/victory';
import {factionChangesNodes, unreleasedRulesNodes} from './factionChanges';
import {unitLists} from '../../game/unitLists';
import {buildingLists} from '../../game/buildingLists';
import {entityPath, type EntityKind} from '../../plugins/entity-cards/paths';
import {ROWS} from '../../plugins/releases/balance';
import {ReleaseManifestError} from '../../plugins/releases/load';
import {recordPageUses, signatureOf, type DataUse} from '../../plugins/game-data/pageStamps';

/** Every bad reference of one file at once (an editor fixes them in one go, not one build each). */
export class DataReferenceError extends ProblemsError {
  override name = 'DataReferenceError';

  constructor(problems: readonly Problem[]) {
    super(`数据引用有 ${problems.length} 处问题：`, problems);
  }
}

/**
 * remark-math keeps a formula's text twice: in `value` and, for mdast-util-to-hast, in the hast
 * children it prepared (`data.hChildren`). After rewriting `value`, write the same text into
 * every text node of those children, whatever their nesting (pre > code for display math).
 */
function withText(children: ElementContent[], value: string): ElementContent[] {
  return children.map((child) =>
    child.type === 'text'
      ? {...child, value}
      : child.type === 'element'
        ? {...child, children: withText(child.children, value)}
        : child,
  );
}

const roots = new WeakMap<GameData, Record<string, unknown>>();

/** Each faction's own rows of a list (its faction field), by faction id. */
const byFaction = <T extends {faction: string}>(data: GameData, rows: readonly T[]): Record<string, T[]> =>
  Object.fromEntries(data.factions.map((f) => [f.id, rows.filter((r) => r.faction === f.id)]));

/**
 * What `:data[…]` can reach: every file of data/ by its top-level key, plus `derived`, the values
 * our formulas compute from it (so the docs can show a result without anyone typing it).
 */
export function referenceRoot(data: GameData): Record<string, unknown> {
  // Cached: every :data[…] on a page asks for the root (pace() caches its simulation itself).
  let root = roots.get(data);
  if (!root) {
    root = {
      ...data,
      derived: {
        productivity_example: workedExample(data),
        pace: pace(data),
        victory: victoryPlan(data),
        unit_lists: unitLists(data),
        building_lists: buildingLists(data),
        // A faction's own units and buildings (「专属单位与建筑」), so a new one joins its page at once.
        faction_units: byFaction(data, data.units),
        faction_buildings: byFaction(data, data.buildings),
      },
    };
    roots.set(data, root);
  }
  return root;
}

/**
 * `units.militia.cost.grain`, `productivity.terrains.river_flat.fertility.grain`,
 * `factions.chilan.bonuses.0.value`: a path of object keys; inside a list, a step names an entry by
 * its id (or, for lists without ids, by its position from 0).
 */
export function lookup(data: GameData, reference: string): string | number {
  const value = walkPath(data, reference);
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new Error(
      `${reference} 不是一个数值或文字，而是 ${JSON.stringify(value)?.slice(0, 80)}；请继续写到具体的字段，数条目请加 {format=count}`,
    );
  }
  return value;
}

/** `:data[factions]{format=count}`: how many entries a list (or keys an object) has, so prose never types a count. */
export function count(data: GameData, reference: string): number {
  const value = walkPath(data, reference);
  if (Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  throw new Error(`${reference} 是一个值（${JSON.stringify(value)}），不是列表，不能计数`);
}

function walkPath(data: GameData, reference: string): unknown {
  const [kind = '', ...steps] = reference.split('.');
  const root = referenceRoot(data);
  if (!(kind in root))
    throw new Error(
      `没有名为「${kind}」的数据${didYouMean(kind, Object.keys(root), '，')}可用的有：${Object.keys(root).join('、')}`,
    );
  let value: unknown = root[kind];
  const walked = [kind];
  for (const step of steps) {
    const where = walked.join('.');
    if (Array.isArray(value)) {
      const byId = value.find((entry: {id?: unknown}) => entry?.id === step);
      const byIndex = /^\d+$/.test(step) ? value[Number(step)] : undefined;
      const entry = byId ?? byIndex;
      if (entry === undefined) {
        const ids = value.map((e: {id?: unknown}, i) => (typeof e?.id === 'string' ? e.id : String(i)));
        throw new Error(
          `${where} 里没有 id 为「${step}」的条目${didYouMean(step, ids, '，')}可用的有：${ids.slice(0, 12).join('、')}${ids.length > 12 ? '……' : ''}`,
        );
      }
      value = entry;
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (!(step in record))
        throw new Error(
          `${where} 没有字段「${step}」${didYouMean(step, Object.keys(record), '，')}可用的有：${Object.keys(record).join('、')}`,
        );
      value = record[step];
    } else {
      throw new Error(`${where} 已经是一个值（${JSON.stringify(value)}），不能再取「${step}」`);
    }
    walked.push(step);
  }
  return value;
}

/** How a value is written in prose; `percent` turns the data's fractions (0.15) into 15%. */
export const FORMATS = {
  plain: (value: string | number) => (typeof value === 'number' ? formatNumber(value) : value),
  percent: (value: string | number) => `${formatNumber(asNumber(value) * 100)}%`,
  'signed-percent': (value: string | number) => {
    const n = asNumber(value);
    return `${n >= 0 ? '+' : '−'}${formatNumber(Math.abs(n) * 100)}%`;
  },
  /** A fraction as percentage points, for a rate that changes by points: 损耗降低 :data[…]{format=points} 个百分点. */
  points: (value: string | number) => formatNumber(asNumber(value) * 100),
  /** The size of a change whose direction the sentence already says: 每次下降 :data[…]{format=abs} 点. */
  abs: (value: string | number) => formatNumber(Math.abs(asNumber(value))),
} as const;
export type Format = keyof typeof FORMATS;

function asNumber(value: string | number): number {
  if (typeof value !== 'number') throw new Error(`「${value}」是文字，不能按数值格式显示`);
  return value;
}

/** Drops binary noise (0.07 × 100 = 7.000000000000001) without hiding real decimals. */
function formatNumber(n: number): string {
  return String(Number(n.toFixed(6)));
}

export function formatValue(value: string | number, format = 'plain'): string {
  const formatter = FORMATS[format as Format];
  if (!formatter) throw new Error(`不认识的格式「${format}」，可用的有：${Object.keys(FORMATS).join('、')}`);
  return formatter(value);
}

/** `{format=word}`: a whole number from the data, written as a count (保留两位小数). */
function wholeNumber(value: string | number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Error(`「${value}」不是非负整数，不能写成汉字数字`);
  return value;
}

/**
 * Lists in prose, so a new unit joins every sentence that names its kind: `{format=names}` writes
 * 甲、乙和丙, `{format=links}` the same with each linked to its page, `{format=chain}` 甲 → 乙 → 丙
 * (linked), `{format=values field=hp}` one field of each, 60、80、100.
 */
export const LIST_FORMATS = ['names', 'links', 'chain', 'values'] as const;
type ListFormat = (typeof LIST_FORMATS)[number];
type Named = {id: string; name: string} & Record<string, unknown>;

function kindOf(data: GameData, entry: unknown): EntityKind | undefined {
  return (Object.keys(ROWS) as EntityKind[]).find((kind) => (ROWS[kind](data) as readonly unknown[]).includes(entry));
}

/** The nodes a list reference becomes; throws (in Chinese) on an empty list or a non-list. */
export function listNodes(data: GameData, reference: string, format: ListFormat, field?: string): PhrasingContent[] {
  const value = walkPath(data, reference);
  if (!Array.isArray(value) || !value.every((e: Named) => typeof e?.id === 'string' && typeof e.name === 'string'))
    throw new Error(`${reference} 不是由条目组成的列表，不能用 {format=${format}}`);
  if (value.length === 0) throw new Error(`${reference} 现在是空列表，这句话没有可列的内容，请改写这句话`);
  const entries = value as Named[];
  if (format === 'values') {
    if (!field || !entries.every((e) => typeof e[field] === 'number' || typeof e[field] === 'string'))
      throw new Error(`{format=values} 要写 field=字段名，且每个条目都要有这个字段（例如 field=hp）`);
    return [{type: 'text', value: entries.map((e) => formatValue(e[field] as number | string)).join('、')}];
  }
  const item = (e: Named): PhrasingContent => {
    const kind = format === 'names' ? undefined : kindOf(data, e);
    return kind
      ? {type: 'link', url: entityPath(kind, e.id), children: [{type: 'text', value: e.name}]}
      : {type: 'text', value: e.name};
  };
  const nodes: PhrasingContent[] = [];
  entries.forEach((e, i) => {
    if (i > 0) {
      const glue = format === 'chain' ? ' → ' : i === entries.length - 1 ? '和' : '、';
      nodes.push({type: 'text', value: glue});
    }
    nodes.push(item(e));
  });
  return nodes;
}

/** `\data{path}` inside a formula; the remark-math node keeps its text in two places. */
const MATH_REFERENCE = /\\data\{([^}]*)\}/g;

/** The text `:data[reference]{format=…}` becomes; `next` is the text right after it. */
function valueText(data: GameData, reference: string, format: string | undefined, next = ''): string {
  if (format === 'count') return countWord(count(data, reference), next);
  if (format === 'word') return countWord(wholeNumber(lookup(data, reference)), next);
  return formatValue(lookup(data, reference), format ?? 'plain');
}

/** What a page shows for one use of the data, as the data and the releases are now (or the error). */
function shownFor(use: DataUse, data: GameData, dataDir: string): unknown {
  try {
    switch (use.type) {
      case 'value':
        return valueText(data, use.reference, use.format, use.next);
      case 'list':
        return listNodes(data, use.reference, use.format as ListFormat, use.field);
      case 'techtree':
        return techTreeDot(data.technologies, data.eras);
      case 'faction-changes':
        return factionChangesNodes(data, dataDir, use.faction);
      case 'unreleased-rules':
        return unreleasedRulesNodes(dataDir);
    }
  } catch (error) {
    return {error: String(error)};
  }
}

/** The signature of what a page with these uses shows now (pageStamps.ts); throws like the store. */
export function dataSignature(dataDir: string, uses: DataUse[]): string {
  const data = currentGameData(dataDir);
  return signatureOf(uses.map((use) => shownFor(use, data, dataDir)));
}

/**
 * How a reference is written out: its value, or its list; a mistake is collected in `problems`
 * (with its file and line, all of a file's at once) and the reference stays as written.
 */
function referenceResolvers(data: () => GameData, shown: string, problems: Problem[]) {
  // `next` is the text right after the reference: a count of 2 before a measure word is 两.
  const resolve = (
    reference: string,
    format: string | undefined,
    line: number | undefined,
    written: string,
    next = '',
  ): string => {
    try {
      return valueText(data(), reference, format, next);
    } catch (error) {
      const message =
        `数据引用 ${written} 无效：${(error as Error).message}。` +
        `格式是 :data[文件.条目id.字段]，例如 :data[units.militia.hp]；百分比写 :data[policies.equal_fields.modifiers.grain]{format=percent}；` +
        `其余格式：signed-percent、points（百分点，不带 %）、abs（去掉正负号）、count（数列表的条目）、word（写成汉字数字）；列出一组单位用 names、links、chain 或 values（见 CONTRIBUTING.md「写作规范」）。`;
      problems.push({file: shown, line, message});
      return written;
    }
  };
  const resolveList = (
    reference: string,
    format: ListFormat,
    field: string | undefined,
    line: number | undefined,
    written: string,
  ): PhrasingContent[] => {
    try {
      return listNodes(data(), reference, format, field);
    } catch (error) {
      problems.push({
        file: shown,
        line,
        message: `数据引用 ${written} 无效：${(error as Error).message}。列表的写法是 :data[derived.unit_lists.standalone.all]{format=links}，可用的列表格式：names（只写名称）、links（名称链接到各自的页面）、chain（用 → 连成升级路线）、values（配合 field=字段名，列出每一项的数值）。`,
      });
      return [{type: 'text', value: written}];
    }
  };
  return {resolve, resolveList};
}

export interface GameDataOptions {
  dataDir: string;
  /**
   * Where a compiled page records what it shows of the data (pageStamps.ts), so a data edit
   * recompiles only the pages whose values changed. Unset outside webpack (`npm run check`).
   */
  pagesDir?: string;
  /**
   * `npm run check` reads data/releases.yaml itself and reports what is wrong with it, once: with
   * this set, a directive that lists releases (`::faction-changes`, `::unreleased-rules`) shows
   * nothing while the manifest does not load, instead of failing every page that has one.
   */
  releasesReportedElsewhere?: boolean;
}

function recordUses({pagesDir, dataDir}: GameDataOptions, file: VFile, uses: DataUse[]): void {
  if (pagesDir && file.path && uses.length > 0) recordPageUses(pagesDir, file.path, uses, dataSignature(dataDir, uses));
}

export default function remarkGameData(options: GameDataOptions) {
  /** The directive's nodes; none when the manifest is broken and reported elsewhere. */
  const fromReleases = <T>(make: () => T, none: T): T => {
    try {
      return make();
    } catch (error) {
      if (options.releasesReportedElsewhere && error instanceof ReleaseManifestError) return none;
      throw error;
    }
  };
  return (tree: Root, file: VFile): void => {
    // The store parses data/ once per change, so prose numbers follow a YAML edit in `npm start`.
    // Once per file: the store stats every data file on each call, and a page has dozens of references.
    let loaded: GameData | undefined;
    const data = (): GameData => (loaded ??= currentGameData(options.dataDir));
    const shown = path.relative(process.cwd(), file.path || '(未知文件)');
    const problems: Problem[] = [];
    const {resolve, resolveList} = referenceResolvers(data, shown, problems);
    const uses: DataUse[] = [];
    visit(tree, (node, index, parent) => {
      if (node.type === 'code' && node.lang === 'techtree') {
        uses.push({type: 'techtree'});
        const {technologies, eras} = data();
        const graphviz: Partial<Code> = {
          lang: 'graphviz',
          meta: `alt="科技树：${countWord(eras.length, '个')}个时代的全部科技及其前置关系"`,
          value: techTreeDot(technologies, eras),
        };
        Object.assign(node, graphviz);
      }
      if (node.type === 'textDirective' && node.name === 'data' && parent && index !== undefined) {
        const reference = node.children
          .map((c) => ('value' in c ? c.value : ''))
          .join('')
          .trim();
        const format = node.attributes?.format ?? undefined;
        const written = `:data[${reference}]${format ? `{format=${format}}` : ''}`;
        const following = parent.children[index + 1];
        const next = following?.type === 'text' ? following.value : '';
        if (LIST_FORMATS.includes(format as ListFormat)) {
          const field = node.attributes?.field ?? undefined;
          uses.push({type: 'list', reference, format: format as ListFormat, ...(field === undefined ? {} : {field})});
          const nodes = resolveList(reference, format as ListFormat, field, node.position?.start.line, written);
          parent.children.splice(index, 1, ...nodes);
          return index + nodes.length;
        }
        // `next` only matters to a count written in words (两张, not 二张).
        const counted = format === 'count' || format === 'word';
        uses.push({type: 'value', reference, ...(format === undefined ? {} : {format}), ...(counted ? {next} : {})});
        const value = resolve(reference, format, node.position?.start.line, written, next);
        parent.children[index] = {type: 'text', value};
      }
      if (node.type === 'leafDirective' && node.name === 'faction-changes' && parent && index !== undefined) {
        const faction = node.attributes?.faction ?? undefined;
        uses.push({type: 'faction-changes', ...(faction === undefined ? {} : {faction})});
        const nodes = fromReleases(() => factionChangesNodes(data(), options.dataDir, faction), []);
        if (typeof nodes === 'string') problems.push({file: shown, line: node.position?.start.line, message: nodes});
        else parent.children.splice(index, 1, ...(nodes as typeof parent.children));
        return;
      }
      if (node.type === 'leafDirective' && node.name === 'unreleased-rules' && parent && index !== undefined) {
        uses.push({type: 'unreleased-rules'});
        const nodes = fromReleases(() => unreleasedRulesNodes(options.dataDir), []);
        parent.children.splice(index, 1, ...(nodes as typeof parent.children));
        return;
      }
      if (node.type === 'math' || node.type === 'inlineMath') {
        const math: Math | InlineMath = node;
        if (!math.value.includes('\\data{')) return;
        const line = math.position?.start.line;
        math.value = math.value.replace(MATH_REFERENCE, (written, reference: string) => {
          uses.push({type: 'value', reference: reference.trim()});
          return resolve(reference.trim(), 'plain', line, written);
        });
        if (math.data?.hChildren) math.data.hChildren = withText(math.data.hChildren, math.value);
      }
    });
    // Before any error: the page is compiled again once the data it reads has changed.
    recordUses(options, file, uses);
    if (problems.length > 0) {
      annotate(problems, '数据引用错误');
      throw new DataReferenceError(problems);
    }
  };
}
