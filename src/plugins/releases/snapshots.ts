/**
 * The balance numbers each release shipped, in data/snapshots/<version>.yaml, written by
 * `npm run release:add` from data/ as it is then. The first recorded change of a field is checked
 * against the previous release's snapshot (balance.ts), so a wrong `old` never reaches a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readYamlFile} from '../../game/yamlFile';
import {ProblemsError, yamlErrorPlace} from '../../problems';
import type {GameData} from '../../game/schema';
import {currentValue, FIELDS, ROWS, type Snapshot} from './balance';

/** Every balance field of every entity: `unit.militia` → {hp: 60, cost.grain: 30, …}. */
export function balanceSnapshot(data: GameData): Snapshot {
  const snapshot: Record<string, Record<string, number>> = {};
  for (const [kind, rows] of Object.entries(ROWS)) {
    for (const row of rows(data)) {
      const values: Record<string, number> = {};
      for (const [field, spec] of Object.entries(FIELDS)) {
        const value = (row as unknown as Record<string, unknown>)[field];
        if (typeof value === 'number') values[field] = value;
        else if (value && typeof value === 'object' && !Array.isArray(value)) {
          for (const key of Object.keys(spec.parts ?? value)) {
            const part = currentValue(row, `${field}.${key}`);
            if (part !== undefined && typeof (value as Record<string, unknown>)[key] === 'number')
              values[`${field}.${key}`] = part;
          }
        }
      }
      if (Object.keys(values).length > 0) snapshot[`${kind}.${row.id}`] = values;
    }
  }
  return snapshot;
}

export const snapshotsDir = (dataDir: string) => path.join(dataDir, 'snapshots');

const HEADER = (version: string) =>
  `# 《千川纪》${version} 发布时的平衡数值，由 npm run release:add 从 data/ 写下，不要手改。\n` +
  `# 下一个版本在 data/releases.yaml 里第一次记录某个字段的改动时，old 要等于这里的数。\n`;

export function writeSnapshot(dataDir: string, version: string, data: GameData): string {
  const file = path.join(snapshotsDir(dataDir), `${version}.yaml`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // One line per entity, so a diff shows which entities a release changed.
  const lines = Object.entries(balanceSnapshot(data)).map(
    ([entity, values]) =>
      `${entity}: {${Object.entries(values)
        .map(([field, value]) => `${field}: ${value}`)
        .join(', ')}}`,
  );
  fs.writeFileSync(file, `${HEADER(version)}${lines.join('\n')}\n`);
  return file;
}

/**
 * The snapshots of `dataDir`, by version. One that is not valid YAML (a merge gone wrong) throws a
 * problem at its line: it is written by release:add, so the fix is to restore it, not to edit it.
 */
export function readSnapshots(dataDir: string): Map<string, Snapshot> {
  const dir = snapshotsDir(dataDir);
  const snapshots = new Map<string, Snapshot>();
  if (!fs.existsSync(dir)) return snapshots;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.yaml')) continue;
    const full = path.join(dir, name);
    const {text, doc, lines, raw} = readYamlFile(full);
    if (doc.errors.length > 0) {
      const shown = path.relative(process.cwd(), full).split(path.sep).join('/');
      const {line, column} = yamlErrorPlace(text, doc.errors[0]!, lines);
      const message = `这一行不是合法的 YAML，多半是合并时改坏了。这个文件由 npm run release:add 生成，不要手改：请用 git checkout -- ${shown} 恢复原样`;
      throw new ProblemsError(`${shown} 有 1 处问题：`, [{file: shown, line, column, message}]);
    }
    snapshots.set(name.replace(/\.yaml$/, ''), (raw as Snapshot | null) ?? {});
  }
  return snapshots;
}
