/**
 * Puts game data into markdown at build time, so prose can never drift from data/:
 *
 * - a ```techtree fence becomes the Graphviz source of the technology tree (the Kroki plugin,
 *   which runs next, renders it like any other diagram);
 * - `:data[units.militia.hp]` becomes that value, as plain text; an unknown path fails the build
 *   with file and line.
 */
import path from 'node:path';
import type {Code, Root, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {loadGameData} from '../../plugins/game-data/load';
import type {GameData} from '../../plugins/game-data/schema';
import {techTreeDot} from '../../plugins/game-data/techTree';

export class DataReferenceError extends Error {
  override name = 'DataReferenceError';
}

interface TextDirective {
  type: 'textDirective';
  name: string;
  children: {type: string; value?: string}[];
  position?: {start: {line: number}};
}

/** `units.militia.cost.grain`: a kind, a row id, then fields. */
export function lookup(data: GameData, reference: string): string | number {
  const [kind, id, ...fields] = reference.split('.');
  const rows = (data as unknown as Record<string, unknown>)[kind ?? ''];
  if (!Array.isArray(rows)) throw new Error(`没有名为「${kind}」的数据`);
  const row = rows.find((r: {id?: string}) => r.id === id);
  if (!row) throw new Error(`data/${kind}.yaml 里没有 id 为「${id}」的条目`);
  let value: unknown = row;
  for (const field of fields) {
    value = (value as Record<string, unknown> | undefined)?.[field];
    if (value === undefined) throw new Error(`${kind}[id=${id}] 没有字段「${fields.join('.')}」`);
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new Error(`${reference} 不是一个数值或文字，而是 ${JSON.stringify(value)}`);
  }
  return value;
}

export default function remarkGameData(options: {dataDir: string}) {
  let data: GameData | undefined;
  return (tree: Root, file: VFile): void => {
    const where = (line: number | undefined) => `${path.relative(process.cwd(), file.path || '(未知文件)')}:${line ?? '?'}`;
    visit(tree, (node, index, parent) => {
      if (node.type === 'code' && (node as Code).lang === 'techtree') {
        data ??= loadGameData(options.dataDir);
        Object.assign(node as Code, {lang: 'graphviz', meta: 'alt="科技树：四个时代的全部科技及其前置关系"', value: techTreeDot(data.technologies, data.eras)});
      }
      if (node.type === ('textDirective' as never) && (node as unknown as TextDirective).name === 'data' && parent && index !== undefined) {
        const directive = node as unknown as TextDirective;
        const reference = directive.children.map((c) => c.value ?? '').join('').trim();
        data ??= loadGameData(options.dataDir);
        let value: string | number;
        try {
          value = lookup(data, reference);
        } catch (error) {
          throw new DataReferenceError(`${where(directive.position?.start.line)}：数据引用 :data[${reference}] 无效：${(error as Error).message}。格式是 :data[种类.条目id.字段]，例如 :data[units.militia.hp]。`);
        }
        parent.children[index] = {type: 'text', value: String(value)} as Text as never;
      }
    });
  };
}
