/**
 * Rule changes no release has shipped yet. The balance record (balance.ts, history.ts) covers the
 * numbers of units, buildings and the other entities; the numbers of data/rules.yaml (a building's
 * limit per town, population, combat) are game rules too, and /data/latest/ serves them as the
 * latest stable release's. So every number of rules.yaml that differs from that release's frozen
 * rules.json (data/snapshots/<version>/rules.json, written by release:add) must be listed under
 * `unreleased.rules` in data/releases.yaml, with the shipped value as `old` and today's as `new`,
 * until a release ships it (then release:add freezes the new rules and the entry must go).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RuleChange} from './schema';

export interface RuleProblem {
  /** Where in data/releases.yaml: ['unreleased'] or ['unreleased', 'rules', i, key]. */
  at: (string | number)[];
  message: string;
}

/** Every number in a parsed YAML or JSON tree, by dotted path (list entries by position). */
export function numbersOf(value: unknown, prefix = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) numbersOf(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The latest stable release's frozen rules, or undefined when it has none (releases before open data). */
export function shippedRules(dataDir: string, version: string): unknown {
  const file = path.join(dataDir, 'snapshots', version, 'rules.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
}

export function checkUnreleasedRules(
  shipped: unknown,
  current: unknown,
  version: string,
  listed: readonly RuleChange[] = [],
): RuleProblem[] {
  const was = numbersOf(shipped);
  const now = numbersOf(current);
  const problems: RuleProblem[] = [];
  const frozen = `data/snapshots/${version}/rules.json`;
  const seen = new Set<string>();
  listed.forEach((change, i) => {
    const at = (key: string) => ['unreleased', 'rules', i, key];
    if (seen.has(change.field))
      problems.push({at: at('field'), message: `${change.field} 已经记过一次，删去重复的这一行`});
    seen.add(change.field);
    if (!now.has(change.field))
      return void problems.push({
        at: at('field'),
        message: `data/rules.yaml 里没有数值 ${change.field}：请写 rules.yaml 里的路径，例如 building_limits.study_hall`,
      });
    if (was.get(change.field) === now.get(change.field))
      problems.push({
        at: at('field'),
        message: `${change.field} 现在就是 ${version} 发布时的 ${now.get(change.field)}（${frozen}）：这项改动已经发布或改回去了，删去这一行`,
      });
    else if (was.get(change.field) !== change.old)
      problems.push({
        at: at('old'),
        message: `${change.field} 在 ${version} 发布时是 ${was.get(change.field) ?? '（没有这一项）'}（${frozen}），old 应为它`,
      });
    if (now.get(change.field) !== change.new)
      problems.push({
        at: at('new'),
        message: `${change.field} 在 data/rules.yaml 里是 ${now.get(change.field)}，new 应为它`,
      });
  });
  for (const [field, value] of now) {
    if (was.get(field) === value || seen.has(field) || !was.has(field)) continue;
    problems.push({
      at: ['unreleased'],
      message:
        `data/rules.yaml 的 ${field} 是 ${value}，而 ${version} 发布时是 ${was.get(field)}（${frozen}），没有记录这项改动：` +
        `请在 data/releases.yaml 的 unreleased.rules 里加一行 {field: ${field}, old: ${was.get(field)}, new: ${value}, kind: buff 或 nerf, note: 给玩家的一句说明}；如果是改错了，把它改回 ${was.get(field)}`,
    });
  }
  return problems;
}
