/**
 * Puts game data into markdown at build time, so prose can never drift from data/:
 *
 * - a ```techtree fence becomes the Graphviz source of the technology tree (the Kroki plugin,
 *   which runs next, renders it like any other diagram);
 * - `:data[units.militia.hp]` becomes that value, as plain text, and `:data[…]{format=percent}`
 *   writes a fraction as a percentage; inside a formula, `\\data{units.militia.hp}` does the same.
 *   An unknown path or format fails the build with file, line and the ids that do exist.
 */
import path from 'node:path';
import type {Code, Root, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {loadGameData} from '../../plugins/game-data/load';
import type {GameData} from '../../plugins/game-data/schema';
import {workedExample} from '../../plugins/game-data/productivity';
import {techTreeDot} from '../../plugins/game-data/techTree';
import {pace} from '../../plugins/game-rules/pace';

export class DataReferenceError extends Error {
  override name = 'DataReferenceError';
}

interface TextDirective {
  type: 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: {type: string; value?: string}[];
  position?: {start: {line: number}};
}

interface MathNode {
  type: 'math' | 'inlineMath';
  value: string;
  data?: {hChildren?: {type: string; value?: string; children?: {type: string; value?: string}[]}[]};
  position?: {start: {line: number}};
}

interface TextDirective {
  type: 'textDirective';
  name: string;
  children: {type: string; value?: string}[];
  position?: {start: {line: number}};
}

const roots = new WeakMap<GameData, Record<string, unknown>>();

/**
 * What `:data[…]` can reach: every file of data/ by its top-level key, plus `derived`, the values
 * our formulas compute from it (so the docs can show a result without anyone typing it).
 */
export function referenceRoot(data: GameData): Record<string, unknown> {
  // Cached: pace() runs the opening simulation, and every :data[…] on a page asks for the root.
  let root = roots.get(data);
  if (!root) {
    root = {...data, derived: {productivity_example: workedExample(data), pace: pace(data)}};
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
  const [kind = '', ...steps] = reference.split('.');
  const root = referenceRoot(data);
  if (!(kind in root)) throw new Error(`没有名为「${kind}」的数据，可用的有：${Object.keys(root).join('、')}`);
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
        throw new Error(`${where} 里没有 id 为「${step}」的条目，可用的有：${ids.slice(0, 12).join('、')}${ids.length > 12 ? '……' : ''}`);
      }
      value = entry;
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (!(step in record)) throw new Error(`${where} 没有字段「${step}」，可用的有：${Object.keys(record).join('、')}`);
      value = record[step];
    } else {
      throw new Error(`${where} 已经是一个值（${JSON.stringify(value)}），不能再取「${step}」`);
    }
    walked.push(step);
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new Error(`${reference} 不是一个数值或文字，而是 ${JSON.stringify(value)?.slice(0, 80)}；请继续写到具体的字段`);
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
} as const;
export type Format = keyof typeof FORMATS;

function asNumber(value: string | number): number {
  if (typeof value !== 'number') throw new Error(`「${value}」是文字，不能按百分比显示`);
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

/** `\data{path}` inside a formula; the remark-math node keeps its text in two places. */
const MATH_REFERENCE = /\\data\{([^}]*)\}/g;

export default function remarkGameData(options: {dataDir: string}) {
  let data: GameData | undefined;
  return (tree: Root, file: VFile): void => {
    const where = (line: number | undefined) => `${path.relative(process.cwd(), file.path || '(未知文件)')}:${line ?? '?'}`;
    const resolve = (reference: string, format: string | undefined, line: number | undefined, written: string): string => {
      data ??= loadGameData(options.dataDir);
      try {
        return formatValue(lookup(data, reference), format ?? 'plain');
      } catch (error) {
        throw new DataReferenceError(
          `${where(line)}：数据引用 ${written} 无效：${(error as Error).message}。` +
            `格式是 :data[文件.条目id.字段]，例如 :data[units.militia.hp]；百分比写 :data[policies.equal_fields.modifiers.grain]{format=percent}。`,
        );
      }
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'code' && (node as Code).lang === 'techtree') {
        data ??= loadGameData(options.dataDir);
        Object.assign(node as Code, {lang: 'graphviz', meta: 'alt="科技树：四个时代的全部科技及其前置关系"', value: techTreeDot(data.technologies, data.eras)});
      }
      if (node.type === ('textDirective' as never) && (node as unknown as TextDirective).name === 'data' && parent && index !== undefined) {
        const directive = node as unknown as TextDirective;
        const reference = directive.children.map((c) => c.value ?? '').join('').trim();
        const format = directive.attributes?.format ?? undefined;
        const written = `:data[${reference}]${format ? `{format=${format}}` : ''}`;
        const value = resolve(reference, format, directive.position?.start.line, written);
        parent.children[index] = {type: 'text', value} as Text as never;
      }
      if (node.type === ('math' as never) || node.type === ('inlineMath' as never)) {
        const math = node as unknown as MathNode;
        if (!math.value.includes('\\data{')) return;
        const line = math.position?.start.line;
        math.value = math.value.replace(MATH_REFERENCE, (written, reference: string) => resolve(reference.trim(), 'plain', line, written));
        // remark-math copied the text into the node's hast children when it parsed it.
        const code = math.data?.hChildren?.[0];
        if (code?.children) code.children = [{type: 'text', value: math.value}];
        else if (math.data?.hChildren) math.data.hChildren = [{type: 'text', value: math.value}];
      }
    });
  };
}
