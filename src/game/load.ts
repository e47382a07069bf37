/**
 * Reads data/*.yaml, validates every file against its schema (schema.ts), then runs the rules
 * between files (rules/, one file per kind). Any problem anywhere ends in ONE `GameDataError`
 * listing all of them, sorted by file and line, one per line, in Chinese:
 *
 *   data/units.yaml:57: units[id=militia].requires_tech：不认识的科技 "bronzework"，应填 data/technologies.yaml 中已有的 id
 */
import fs from 'node:fs';
import path from 'node:path';
import {z, type ZodErrorMap} from 'zod';
import {annotated, ProblemsError, yamlSyntaxProblem, type Problem} from '../problems';
import {Reporter} from './report';
import {readYamlFile} from './yamlFile';
import {checkAll} from './checks';
import {fileSchemas, KINDS, type GameData, type Kind} from './schema';
import {checkGameRules} from './progression';
import {checkVictory} from './victory';

export class GameDataError extends ProblemsError {
  override name = 'GameDataError';

  constructor(problems: readonly Problem[], note = '') {
    super(`游戏数据有 ${problems.length} 处问题${note}：`, problems);
  }
}

export function show(value: unknown): string {
  if (value === undefined) return '空';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 48 ? `${json.slice(0, 45)}…` : json;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  integer: '整数',
  boolean: 'true 或 false',
  array: '列表',
  object: '由字段组成的映射',
  null: 'null',
  date: '日期',
};
const typeName = (t: string): string => TYPE_NAMES[t] ?? t;

/** zod's issues, said the way data/README.md explains them; `ctx.data` is the value as written. */
export const chineseErrorMap: ZodErrorMap = (issue, ctx) => {
  const value = ctx.data;
  const has = `有 ${Array.isArray(value) ? value.length : 0} 项`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return {message: `缺少这个字段，应填${typeName(issue.expected)}`};
      return {
        message: `类型不对：填的是 ${show(value)}（${typeName(issue.received)}），应为${typeName(issue.expected)}`,
      };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.type === 'array') return {message: `${has}，至少应有 ${min} 项`};
      if (issue.type === 'string') return {message: `是空的，至少应有 ${min} 个字`};
      return {message: `${show(value)} 太小，应为 ${issue.inclusive ? '≥' : '>'} ${min} 的数`};
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.type === 'array') return {message: `${has}，最多只能有 ${max} 项`};
      if (issue.type === 'string') return {message: `太长，最多 ${max} 个字`};
      return {message: `${show(value)} 太大，应为 ${issue.inclusive ? '≤' : '<'} ${max} 的数`};
    }
    case 'invalid_enum_value':
      return {message: `取值 ${show(value)} 不对，应为其中之一：${issue.options.map(String).join('、')}`};
    default:
      return {message: `取值 ${show(value)} 不对`};
  }
};

function valueAt(raw: unknown, fieldPath: readonly (string | number)[]): unknown {
  let current = raw;
  for (const segment of fieldPath)
    current =
      current !== null && typeof current === 'object'
        ? (current as Record<string | number, unknown>)[segment]
        : undefined;
  return current;
}

type Files = {[K in Kind]: z.infer<(typeof fileSchemas)[K]>};

function readSources(dataDir: string, reporter: Reporter): Partial<Files> {
  const parsed: Partial<Record<Kind, unknown>> = {};
  for (const kind of KINDS) {
    const file = path.join(dataDir, `${kind}.yaml`);
    if (!fs.existsSync(file)) {
      reporter.addFile(kind, `找不到这个文件，应有 ${reporter.fileOf(kind)}（见 data/README.md）`);
      continue;
    }
    const {text, doc, lines, raw} = readYamlFile(file);
    if (doc.errors.length > 0) {
      // Only the first error: the parser's later errors almost always follow from it.
      const [error] = doc.errors;
      const {line, column, message} = yamlSyntaxProblem(reporter.fileOf(kind), text, error!, lines);
      reporter.addFile(kind, message, line, column);
      continue;
    }
    reporter.sources.set(kind, {doc, lines, raw});
    const result = fileSchemas[kind].safeParse(raw, {errorMap: chineseErrorMap});
    if (result.success) {
      parsed[kind] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          reporter.add(
            kind,
            [...issue.path, key],
            `不认识的字段 "${key}"，只能用 ${reporter.fileOf(kind)} 开头注释列出的字段（检查拼写）`,
          );
        }
        continue;
      }
      // zod uses a schema's own message (regex, refine) as it stands; say which value it refused.
      const own = issue.code === 'invalid_string' || issue.code === 'custom';
      reporter.add(
        kind,
        issue.path,
        own ? `取值 ${show(valueAt(raw, issue.path))} 不对：${issue.message}` : issue.message,
      );
    }
  }
  return parsed as Partial<Files>;
}

/** Loads and validates everything in `dataDir`; throws one GameDataError listing every problem. */
export function loadGameData(dataDir: string): GameData {
  const reporter = new Reporter(path.basename(dataDir));
  const parsed = readSources(dataDir, reporter);
  if (reporter.problems.length > 0)
    throw annotated(new GameDataError(reporter.sorted(), '（先修好这些，才会检查文件之间的引用）'), '游戏数据错误');
  const files = parsed as Files;
  const data: GameData = {
    factions: files.factions.factions,
    eras: files.eras.eras,
    resources: files.resources.resources,
    admin_points: files.resources.admin_points,
    units: files.units.units,
    buildings: files.buildings.buildings,
    technologies: files.technologies.technologies,
    policies: files.policies.policies,
    country_levels: files.country_levels.country_levels,
    culture_traits: files.culture_traits.culture_traits,
    culture_trait_picks: files.culture_traits.picks,
    console_commands: files.console_commands.console_commands,
    villages: files.villages.villages,
    maps: files.maps.maps,
    productivity: files.productivity,
    dynasty: files.dynasty,
    guilds: files.guilds,
    rules: files.rules,
    openings: files.openings.openings,
  };
  checkAll(data, reporter);
  // Rules, openings and the progression check (src/game/), once the rest is sound.
  if (reporter.problems.length === 0)
    reporter.problems.push(...checkGameRules(data, dataDir), ...checkVictory(data, dataDir));
  if (reporter.problems.length > 0) throw annotated(new GameDataError(reporter.sorted()), '游戏数据错误');
  return data;
}

export {findCycles} from './checks/technologies';
