/**
 * Reads data/*.yaml, validates every file against its schema (schema.ts), then checks every
 * reference between files and the balance rules the editors agreed on. Any problem anywhere
 * ends in ONE `GameDataError` listing all of them, one per line:
 *
 *   data/units.yaml:57: units[id=militia].requires_tech: unknown technology "bronzework" — expected one of the ids in data/technologies.yaml
 *
 * i.e. file:line, the entry (by id) and field path, what is wrong, then what is expected.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, type Document} from 'yaml';
import type {z, ZodIssue} from 'zod';
import {contractValueRatio, GUILD_RATIO_RANGE} from './productivity';
import {fileSchemas, KINDS, type GameData, type Kind} from './schema';
import {checkGameRules} from '../game-rules/check';

export class GameDataError extends Error {
  override name = 'GameDataError';
  /** One line per problem, in file order. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[], note = '') {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Game data has ${count}${note}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

type Segment = string | number;
type FieldPath = readonly Segment[];

interface Source {
  /** As shown in messages, e.g. `data/units.yaml`. */
  shown: string;
  doc: Document.Parsed;
  lines: LineCounter;
  raw: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 48 ? `${json.slice(0, 45)}…` : json;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of fields',
  null: 'null',
};
const typeName = (t: string): string => TYPE_NAMES[t] ?? t;

/** Collects problems with their file, line and readable field path. */
class Reporter {
  readonly problems: string[] = [];
  readonly sources = new Map<Kind, Source>();

  constructor(readonly dirLabel: string) {}

  fileOf(kind: Kind): string {
    return `${this.dirLabel}/${kind}.yaml`;
  }

  /** `units[id=militia].cost.grain`: list items are named by their id when they have one. */
  display(kind: Kind, fieldPath: FieldPath): string {
    let current: unknown = this.sources.get(kind)?.raw;
    let out = '';
    for (const segment of fieldPath) {
      if (typeof segment === 'number') {
        const item: unknown = Array.isArray(current) ? current[segment] : undefined;
        out += isRecord(item) && typeof item.id === 'string' && item.id !== '' ? `[id=${item.id}]` : `[${segment}]`;
        current = item;
      } else {
        out += out === '' ? segment : `.${segment}`;
        current = isRecord(current) ? current[segment] : undefined;
      }
    }
    return out === '' ? '(top level)' : out;
  }

  /** Line of the deepest node of the path that exists in the file. */
  line(kind: Kind, fieldPath: FieldPath): number | undefined {
    const source = this.sources.get(kind);
    if (!source) return undefined;
    for (let n = fieldPath.length; n > 0; n--) {
      const node = source.doc.getIn(fieldPath.slice(0, n), true) as {range?: [number, number, number]} | undefined;
      if (node && typeof node === 'object' && node.range) return source.lines.linePos(node.range[0]).line;
    }
    return undefined;
  }

  where(kind: Kind, fieldPath: FieldPath): string {
    const line = this.line(kind, fieldPath);
    return line === undefined ? this.fileOf(kind) : `${this.fileOf(kind)}:${line}`;
  }

  add(kind: Kind, fieldPath: FieldPath, message: string): void {
    this.problems.push(`${this.where(kind, fieldPath)}: ${this.display(kind, fieldPath)}: ${message}`);
  }

  addFile(kind: Kind, message: string): void {
    this.problems.push(`${this.fileOf(kind)}: ${message}`);
  }
}

function valueAt(raw: unknown, fieldPath: FieldPath): unknown {
  let current = raw;
  for (const segment of fieldPath) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return current;
}

function describeIssue(issue: ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return `missing field — expected ${typeName(issue.expected)}`;
      return `wrong type: got ${show(value)} (${issue.received}) — expected ${typeName(issue.expected)}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.type === 'array') return `has ${Array.isArray(value) ? value.length : 0} item(s) — expected at least ${min}`;
      if (issue.type === 'string') return `is empty — expected at least ${min} character(s)`;
      return `${show(value)} is too small — expected a number ${issue.inclusive ? '≥' : '>'} ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.type === 'array') return `has ${Array.isArray(value) ? value.length : 0} items — expected at most ${max}`;
      if (issue.type === 'string') return `is too long — expected at most ${max} characters`;
      return `${show(value)} is too large — expected a number ${issue.inclusive ? '≤' : '<'} ${max}`;
    }
    case 'invalid_string':
      return `invalid value ${show(value)} — ${issue.message}`;
    case 'invalid_enum_value':
      return `invalid value ${show(value)} — expected one of ${issue.options.map(String).join(', ')}`;
    case 'invalid_union':
      return `invalid value ${show(value)} — ${issue.message}`;
    default:
      return issue.message.includes('—') ? issue.message : `invalid value ${show(value)} — ${issue.message}`;
  }
}

function readSources(dataDir: string, reporter: Reporter): Partial<Record<Kind, unknown>> {
  const parsed: Partial<Record<Kind, unknown>> = {};
  for (const kind of KINDS) {
    const file = path.join(dataDir, `${kind}.yaml`);
    if (!fs.existsSync(file)) {
      reporter.addFile(kind, `file not found — expected ${reporter.fileOf(kind)} to exist (see data/README.md)`);
      continue;
    }
    const lines = new LineCounter();
    const doc = parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter: lines, prettyErrors: false});
    if (doc.errors.length > 0) {
      // Only the first error: the parser's later errors almost always follow from it.
      for (const error of doc.errors.slice(0, 1)) {
        const {line, col} = lines.linePos(error.pos[0]);
        const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        reporter.problems.push(
          `${reporter.fileOf(kind)}:${line}:${col}: YAML syntax error: ${what} — expected valid YAML (check the indentation, colons and quotes on this line and the one above)`,
        );
      }
      continue;
    }
    const raw: unknown = doc.toJS();
    reporter.sources.set(kind, {shown: reporter.fileOf(kind), doc, lines, raw});
    const result = fileSchemas[kind].safeParse(raw);
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
            `unknown field "${key}" — expected only the fields listed at the top of ${reporter.fileOf(kind)} (check the spelling)`,
          );
        }
        continue;
      }
      reporter.add(kind, issue.path, describeIssue(issue, valueAt(raw, issue.path)));
    }
  }
  return parsed;
}

/** Loads and validates everything in `dataDir`; throws one GameDataError listing every problem. */
export function loadGameData(dataDir: string): GameData {
  const reporter = new Reporter(path.basename(dataDir));
  const parsed = readSources(dataDir, reporter);
  if (reporter.problems.length > 0) {
    throw new GameDataError(sortByPlace(reporter.problems), ' (references between files are checked once these are fixed)');
  }
  const files = parsed as {[K in Kind]: z.infer<(typeof fileSchemas)[K]>};
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
    console_commands: files.console_commands.console_commands,
    villages: files.villages.villages,
    maps: files.maps.maps,
    productivity: files.productivity,
    dynasty: files.dynasty,
    guilds: files.guilds,
    rules: files.rules,
    openings: files.openings.openings,
  };
  checkReferences(data, reporter);
  // Rules, openings and the progression check (src/plugins/game-rules/), once the rest is sound.
  if (reporter.problems.length === 0)
    for (const p of checkGameRules(data, dataDir)) reporter.problems.push(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.path}: ${p.message}`);
  if (reporter.problems.length > 0) throw new GameDataError(sortByPlace(reporter.problems));
  return data;
}

/** Orders problems by file (in KINDS order), then line, keeping the check order within a line. */
function sortByPlace(problems: readonly string[]): string[] {
  const place = (problem: string): [number, number] => {
    const match = /^[^/]+\/([a-z_]+)\.yaml(?::(\d+))?/.exec(problem);
    return [match ? KINDS.indexOf(match[1] as Kind) : KINDS.length, match?.[2] ? Number(match[2]) : 0];
  };
  return problems
    .map((problem, index) => ({problem, index, at: place(problem)}))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.index - b.index)
    .map(({problem}) => problem);
}

type Target =
  | 'faction'
  | 'era'
  | 'resource'
  | 'technology'
  | 'building'
  | 'unit'
  | 'policy'
  | 'country_level'
  | 'terrain'
  | 'village'
  | 'special_system';

const TARGETS: Record<Target, {noun: string; where: string}> = {
  faction: {noun: 'faction', where: 'the ids in data/factions.yaml'},
  era: {noun: 'era', where: 'the ids in data/eras.yaml'},
  resource: {noun: 'resource', where: 'the ids in data/resources.yaml'},
  technology: {noun: 'technology', where: 'the ids in data/technologies.yaml'},
  building: {noun: 'building', where: 'the ids in data/buildings.yaml'},
  unit: {noun: 'unit', where: 'the ids in data/units.yaml'},
  policy: {noun: 'policy', where: 'the ids in data/policies.yaml'},
  country_level: {noun: 'country level', where: 'the ids in data/country_levels.yaml'},
  terrain: {noun: 'terrain', where: 'the terrain ids in data/productivity.yaml (terrains)'},
  village: {noun: 'village type', where: 'the ids in data/villages.yaml'},
  special_system: {noun: 'special system', where: 'the system.id of data/dynasty.yaml or data/guilds.yaml'},
};

const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;

function checkReferences(data: GameData, r: Reporter): void {
  const ids = <T extends {id: string}>(rows: readonly T[]) => new Set(rows.map((row) => row.id));
  const byId = <T extends {id: string}>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row] as const));
  const sets: Record<Target, Set<string>> = {
    faction: ids(data.factions),
    era: ids(data.eras),
    resource: ids(data.resources),
    technology: ids(data.technologies),
    building: ids(data.buildings),
    unit: ids(data.units),
    policy: ids(data.policies),
    country_level: ids(data.country_levels),
    terrain: ids(data.productivity.terrains),
    village: ids(data.villages),
    special_system: new Set([data.dynasty.system.id, data.guilds.system.id]),
  };
  const factions = byId(data.factions);
  const eras = byId(data.eras);
  const techs = byId(data.technologies);
  const buildings = byId(data.buildings);
  const units = byId(data.units);
  const policies = byId(data.policies);
  const levels = byId(data.country_levels);
  const resources = byId(data.resources);

  /** Reports an unknown reference; returns true when the reference is good. */
  const ref = (kind: Kind, at: FieldPath, value: string, target: Target, allowAll = false): boolean => {
    if (allowAll && value === 'all') return true;
    if (sets[target].has(value)) return true;
    const {noun, where} = TARGETS[target];
    r.add(kind, at, `unknown ${noun} "${value}" — expected ${allowAll ? '"all" or ' : ''}one of ${where}`);
    return false;
  };
  const refs = (kind: Kind, at: FieldPath, values: readonly string[], target: Target) =>
    values.forEach((value, i) => ref(kind, [...at, i], value, target));
  const resourceKeys = (kind: Kind, at: FieldPath, map: Record<string, number> | undefined) => {
    for (const key of Object.keys(map ?? {})) ref(kind, [...at, key], key, 'resource');
  };
  /** Faction references already reported as unknown are not reported again by later checks. */
  const known = (faction: string): boolean => faction === 'all' || sets.faction.has(faction);
  const eraOrder = (era: string): number => eras.get(era)?.order ?? 0;
  const eraName = (era: string): string => eras.get(era)?.name ?? era;
  const factionName = (faction: string): string => (faction === 'all' ? 'all factions' : (factions.get(faction)?.name ?? faction));
  const fitsCap = (kind: Kind, at: FieldPath, cost: number, level: string, what: string) => {
    const cap = levels.get(level)?.admin_cap;
    if (cap !== undefined && cost > cap) {
      r.add(kind, at, `${what} ${cost} exceeds the admin cap ${cap} of country level "${level}" — expected at most ${cap}, or a higher requires_level`);
    }
  };

  /** No two rows of a list share an id or a display name. */
  const unique = (kind: Kind, listPath: FieldPath, rows: readonly Record<string, unknown>[], fields: readonly string[] = ['id', 'name']) => {
    for (const field of fields) {
      const first = new Map<unknown, number>();
      rows.forEach((row, i) => {
        const value = row[field];
        const seen = first.get(value);
        if (seen === undefined) {
          first.set(value, i);
          return;
        }
        const line = r.line(kind, [...listPath, seen, field]);
        r.add(
          kind,
          [...listPath, i, field],
          `duplicate ${field} "${String(value)}" (first used${line ? ` at line ${line}` : ''}) — expected each ${field} to appear only once in ${r.display(kind, listPath)}`,
        );
      });
    }
  };

  unique('factions', ['factions'], data.factions, ['id', 'name', 'short', 'colour']);
  unique('eras', ['eras'], data.eras, ['id', 'name', 'order']);
  unique('resources', ['resources'], data.resources);
  unique('units', ['units'], data.units);
  unique('buildings', ['buildings'], data.buildings);
  unique('technologies', ['technologies'], data.technologies);
  unique('policies', ['policies'], data.policies);
  unique('country_levels', ['country_levels'], data.country_levels, ['id', 'name', 'level']);
  unique('culture_traits', ['culture_traits'], data.culture_traits);
  unique('console_commands', ['console_commands'], data.console_commands, ['id', 'command']);
  unique('villages', ['villages'], data.villages);
  unique('maps', ['maps'], data.maps);
  unique('productivity', ['terrains'], data.productivity.terrains);
  unique('dynasty', ['rulers'], data.dynasty.rulers);
  unique('dynasty', ['succession_laws'], data.dynasty.succession_laws);
  unique('guilds', ['contracts'], data.guilds.contracts);

  // Factions and their special systems point at each other.
  const systems = [
    {kind: 'dynasty' as const, system: data.dynasty.system},
    {kind: 'guilds' as const, system: data.guilds.system},
  ];
  data.factions.forEach((faction, i) => {
    if (faction.special_system === null) return;
    if (!ref('factions', ['factions', i, 'special_system'], faction.special_system, 'special_system')) return;
    const owner = systems.find((s) => s.system.id === faction.special_system)?.system.faction;
    if (owner !== faction.id) {
      r.add('factions', ['factions', i, 'special_system'], `special system "${faction.special_system}" belongs to faction "${owner}" — expected a system whose faction is "${faction.id}"`);
    }
  });
  for (const {kind, system} of systems) {
    if (!ref(kind, ['system', 'faction'], system.faction, 'faction')) continue;
    if (factions.get(system.faction)?.special_system !== system.id) {
      r.add(kind, ['system', 'faction'], `faction "${system.faction}" does not list "${system.id}" as its special_system — expected data/factions.yaml to set special_system: ${system.id} for that faction`);
    }
  }

  // Eras: order 1..n; entering an era needs a country level (not the first era).
  const orders = data.eras.map((era) => era.order).sort((a, b) => a - b);
  orders.forEach((order, i) => {
    if (order !== i + 1) {
      const index = data.eras.findIndex((era) => era.order === order);
      r.add('eras', ['eras', index, 'order'], `order ${order} breaks the sequence — expected the orders to be 1, 2, 3, … without gaps`);
    }
  });
  data.eras.forEach((era, i) => {
    resourceKeys('eras', ['eras', i, 'advance_cost'], era.advance_cost);
    if (era.requires_level !== null) ref('eras', ['eras', i, 'requires_level'], era.requires_level, 'country_level');
    else if (era.order !== 1) r.add('eras', ['eras', i, 'requires_level'], 'is null — expected a country level id for every era after the first');
  });

  // Country levels: level 1..n, thresholds and admin cap never go down.
  const sortedLevels = [...data.country_levels].sort((a, b) => a.level - b.level);
  sortedLevels.forEach((level, n) => {
    const i = data.country_levels.indexOf(level);
    if (level.level !== n + 1) r.add('country_levels', ['country_levels', i, 'level'], `level ${level.level} breaks the sequence — expected ${n + 1} (levels run 1, 2, 3, … without gaps)`);
    ref('country_levels', ['country_levels', i, 'thresholds', 'era'], level.thresholds.era, 'era');
    const previous = sortedLevels[n - 1];
    if (!previous) return;
    for (const field of ['population', 'towns'] as const) {
      if (level.thresholds[field] < previous.thresholds[field]) {
        r.add('country_levels', ['country_levels', i, 'thresholds', field], `${level.thresholds[field]} is lower than level ${previous.level} (${previous.thresholds[field]}) — expected thresholds that never go down as the level rises`);
      }
    }
    if (level.admin_cap <= previous.admin_cap) {
      r.add('country_levels', ['country_levels', i, 'admin_cap'], `${level.admin_cap} is not above level ${previous.level} (${previous.admin_cap}) — expected the admin cap to grow with the level`);
    }
    if (eraOrder(level.thresholds.era) < eraOrder(previous.thresholds.era)) {
      r.add('country_levels', ['country_levels', i, 'thresholds', 'era'], `era "${level.thresholds.era}" is earlier than level ${previous.level} needs — expected the same or a later era`);
    }
  });

  // Technologies: lore cost, prerequisites exist, are not from a later era, and form no cycle.
  data.technologies.forEach((tech, i) => {
    const at = ['technologies', i] as const;
    ref('technologies', [...at, 'era'], tech.era, 'era');
    resourceKeys('technologies', [...at, 'cost'], tech.cost);
    if (!(tech.cost.lore! > 0)) r.add('technologies', [...at, 'cost'], 'has no lore — expected every technology to cost lore (学识), e.g. {lore: 150}');
    tech.prerequisites.forEach((pre, j) => {
      if (!ref('technologies', [...at, 'prerequisites', j], pre, 'technology')) return;
      const prerequisite = techs.get(pre)!;
      if (eraOrder(prerequisite.era) > eraOrder(tech.era)) {
        r.add('technologies', [...at, 'prerequisites', j], `prerequisite "${pre}" is from ${eraName(prerequisite.era)}, later than this technology's ${eraName(tech.era)} — expected prerequisites from the same or an earlier era`);
      }
    });
  });
  findCycles(data.technologies).forEach(({tech, cycle}) => {
    const i = data.technologies.findIndex((t) => t.id === tech);
    r.add('technologies', ['technologies', i, 'prerequisites'], `prerequisites form a cycle: ${cycle.join(' → ')} (read "→" as "requires") — expected no technology to require itself, directly or indirectly`);
  });

  const techNotLater = (kind: Kind, at: FieldPath, tech: string | null, era: string, what: string) => {
    if (tech === null || !ref(kind, at, tech, 'technology')) return;
    const required = techs.get(tech)!;
    if (eraOrder(required.era) > eraOrder(era)) {
      r.add(kind, at, `technology "${tech}" is from ${eraName(required.era)}, later than the ${what}'s ${eraName(era)} — expected a technology from the same or an earlier era`);
    }
  };

  // Buildings: produces = workers × base_yield, so the docs and the game agree.
  data.buildings.forEach((building, i) => {
    const at = ['buildings', i] as const;
    ref('buildings', [...at, 'faction'], building.faction, 'faction', true);
    ref('buildings', [...at, 'era'], building.era, 'era');
    resourceKeys('buildings', [...at, 'cost'], building.cost);
    resourceKeys('buildings', [...at, 'produces'], building.produces);
    resourceKeys('buildings', [...at, 'bonus'], building.bonus);
    techNotLater('buildings', [...at, 'requires_tech'], building.requires_tech, building.era, 'building');
    for (const [resource, amount] of Object.entries(building.produces ?? {})) {
      const base = resources.get(resource)?.base_yield;
      if (base === undefined) continue;
      const expected = round(building.workers * base);
      if (round(amount) !== expected) {
        r.add('buildings', [...at, 'produces', resource], `${amount} does not match workers × base_yield = ${building.workers} × ${base} — expected ${expected}`);
      }
    }
  });

  // Units.
  data.units.forEach((unit, i) => {
    const at = ['units', i] as const;
    ref('units', [...at, 'faction'], unit.faction, 'faction', true);
    ref('units', [...at, 'era'], unit.era, 'era');
    resourceKeys('units', [...at, 'cost'], unit.cost);
    resourceKeys('units', [...at, 'upkeep'], unit.upkeep);
    if (Object.keys(unit.cost).length === 0) r.add('units', [...at, 'cost'], 'is empty — expected at least one resource, e.g. {grain: 30}');
    techNotLater('units', [...at, 'requires_tech'], unit.requires_tech, unit.era, 'unit');
    if (ref('units', [...at, 'requires_building'], unit.requires_building, 'building')) {
      const building = buildings.get(unit.requires_building)!;
      if (known(building.faction) && building.faction !== 'all' && building.faction !== unit.faction) {
        r.add('units', [...at, 'requires_building'], `building "${building.id}" belongs to ${factionName(building.faction)} — expected a building of ${factionName(unit.faction)} or one with faction: all`);
      }
      if (eraOrder(building.era) > eraOrder(unit.era)) {
        r.add('units', [...at, 'requires_building'], `building "${building.id}" is from ${eraName(building.era)}, later than the unit's ${eraName(unit.era)} — expected a building from the same or an earlier era`);
      }
    }
    if (unit.upgrades_to === null || !ref('units', [...at, 'upgrades_to'], unit.upgrades_to, 'unit')) return;
    const target = units.get(unit.upgrades_to)!;
    if (target.id === unit.id) {
      r.add('units', [...at, 'upgrades_to'], 'points at the unit itself — expected another unit id or null');
      return;
    }
    if (target.type !== unit.type) {
      r.add('units', [...at, 'upgrades_to'], `upgrade target "${target.id}" is ${target.type} — expected a unit of the same type (${unit.type})`);
    }
    if (eraOrder(target.era) < eraOrder(unit.era)) {
      r.add('units', [...at, 'upgrades_to'], `upgrade target "${target.id}" is from ${eraName(target.era)}, earlier than this unit's ${eraName(unit.era)} — expected the same or a later era`);
    }
    if (known(target.faction) && target.faction !== 'all' && target.faction !== unit.faction) {
      r.add('units', [...at, 'upgrades_to'], `upgrade target "${target.id}" belongs to ${factionName(target.faction)} — expected a unit of ${factionName(unit.faction)} or one with faction: all`);
    }
  });
  data.units.forEach((unit, i) => {
    const seen = [unit.id];
    let next = unit.upgrades_to;
    while (next !== null && units.has(next) && next !== unit.id && !seen.includes(next)) {
      seen.push(next);
      next = units.get(next)!.upgrades_to;
    }
    if (next === unit.id && seen.length > 1 && unit.id === [...seen].sort()[0]) {
      r.add('units', ['units', i, 'upgrades_to'], `upgrades form a loop: ${[...seen, unit.id].join(' → ')} — expected every upgrade path to end in a unit with upgrades_to: null`);
    }
  });

  // Policies: admin cost within the admin cap of the level that unlocks them; exclusivity both ways.
  data.policies.forEach((policy, i) => {
    const at = ['policies', i] as const;
    if (ref('policies', [...at, 'requires_level'], policy.requires_level, 'country_level')) {
      fitsCap('policies', [...at, 'admin_cost'], policy.admin_cost, policy.requires_level, 'admin_cost');
    }
    resourceKeys('policies', [...at, 'modifiers'], policy.modifiers);
    policy.exclusive_with.forEach((other, j) => {
      if (!ref('policies', [...at, 'exclusive_with', j], other, 'policy')) return;
      if (other === policy.id) {
        r.add('policies', [...at, 'exclusive_with', j], 'lists the policy itself — expected other policy ids only');
      } else if (!policies.get(other)!.exclusive_with.includes(policy.id)) {
        r.add('policies', [...at, 'exclusive_with', j], `"${other}" does not list "${policy.id}" back — expected exclusive_with to be filled in on both policies`);
      }
    });
  });

  data.culture_traits.forEach((trait, i) => {
    ref('culture_traits', ['culture_traits', i, 'faction'], trait.faction, 'faction', true);
    resourceKeys('culture_traits', ['culture_traits', i, 'modifiers'], trait.modifiers);
  });

  data.console_commands.forEach((command, i) => {
    const at = ['console_commands', i] as const;
    for (const field of ['syntax', 'example'] as const) {
      if (command[field].split(/\s+/)[0] !== command.command) {
        r.add('console_commands', [...at, field], `"${command[field]}" does not start with the command "${command.command}" — expected "${command.command} …"`);
      }
    }
    unique('console_commands', [...at, 'args'], command.args, ['name']);
    const required = command.args.filter((arg) => !arg.optional).length;
    const given = command.example.split(/\s+/).length - 1;
    if (given < required) {
      r.add('console_commands', [...at, 'example'], `gives ${given} argument(s) — expected at least the ${required} required argument(s)`);
    }
  });

  data.villages.forEach((village, i) => {
    const at = ['villages', i] as const;
    ref('villages', [...at, 'terrain'], village.terrain, 'terrain');
    resourceKeys('villages', [...at, 'produces'], village.produces);
    if (ref('villages', [...at, 'annex_requires_level'], village.annex_requires_level, 'country_level')) {
      fitsCap('villages', [...at, 'annex_admin_cost'], village.annex_admin_cost, village.annex_requires_level, 'annex_admin_cost');
    }
    if (village.annex_min_attitude < village.attitude.trade_min) {
      r.add('villages', [...at, 'annex_min_attitude'], `${village.annex_min_attitude} is below trade_min ${village.attitude.trade_min} — expected annexing to need at least the attitude that trading needs`);
    }
  });

  data.maps.forEach((map, i) => {
    const at = ['maps', i] as const;
    unique('maps', [...at, 'regions'], map.regions);
    unique('maps', [...at, 'start_positions'], map.start_positions, ['id', 'name']);
    if (map.start_positions.length !== map.players) {
      r.add('maps', [...at, 'start_positions'], `has ${map.start_positions.length} start position(s) — expected one per player (${map.players})`);
    }
    const regions = new Set(map.regions.map((region) => region.id));
    map.start_positions.forEach((start, j) => {
      if (!regions.has(start.region)) {
        r.add('maps', [...at, 'start_positions', j, 'region'], `unknown region "${start.region}" — expected one of the region ids of this map: ${[...regions].join(', ')}`);
      }
    });
    map.regions.forEach((region, j) => {
      ref('maps', [...at, 'regions', j, 'terrain'], region.terrain, 'terrain');
      refs('maps', [...at, 'regions', j, 'resources'], region.resources, 'resource');
      refs('maps', [...at, 'regions', j, 'villages'], region.villages, 'village');
    });
  });

  // Productivity parameters and the worked example the docs show.
  const productivity = data.productivity;
  productivity.terrains.forEach((terrain, i) => resourceKeys('productivity', ['terrains', i, 'fertility'], terrain.fertility));
  productivity.happiness_bands.forEach((band, i) => {
    const previous = productivity.happiness_bands[i - 1];
    if (i === 0 && band.min_happiness !== 0) {
      r.add('productivity', ['happiness_bands', 0, 'min_happiness'], `${band.min_happiness} — expected the first band to start at 0`);
    }
    if (previous && band.min_happiness <= previous.min_happiness) {
      r.add('productivity', ['happiness_bands', i, 'min_happiness'], `${band.min_happiness} is not above the previous band (${previous.min_happiness}) — expected the bands sorted by min_happiness, smallest first`);
    }
  });
  const example = productivity.worked_example;
  ref('productivity', ['worked_example', 'resource'], example.resource, 'resource');
  ref('productivity', ['worked_example', 'terrain'], example.terrain, 'terrain');
  refs('productivity', ['worked_example', 'buildings'], example.buildings, 'building');
  refs('productivity', ['worked_example', 'policies'], example.policies, 'policy');
  example.policies.forEach((id, j) => {
    const clash = policies.get(id)?.exclusive_with.find((other) => example.policies.includes(other));
    if (clash) {
      r.add('productivity', ['worked_example', 'policies', j], `"${id}" is exclusive with "${clash}" — expected policies that can be active together`);
    }
  });

  // 帝系传承.
  const weights = data.dynasty.rulers.reduce((sum, ruler) => sum + ruler.weight, 0);
  if (round(weights) !== 100) {
    r.add('dynasty', ['rulers'], `weights add up to ${round(weights)} — expected the weights of all rulers to add up to 100`);
  }
  data.dynasty.rulers.forEach((ruler, i) => resourceKeys('dynasty', ['rulers', i, 'modifiers'], ruler.modifiers));
  data.dynasty.succession_laws.forEach((law, i) => {
    if (ref('dynasty', ['succession_laws', i, 'requires_level'], law.requires_level, 'country_level')) {
      fitsCap('dynasty', ['succession_laws', i, 'admin_cost'], law.admin_cost, law.requires_level, 'admin_cost');
    }
  });

  // 商会契约: contracts must be profitable but not absurdly so.
  data.guilds.contracts.forEach((contract, i) => {
    const path = ['contracts', i] as const;
    if (ref('guilds', [...path, 'requires_building'], contract.requires_building, 'building')) {
      const building = buildings.get(contract.requires_building)!;
      if (known(building.faction) && building.faction !== 'all' && building.faction !== data.guilds.system.faction) {
        r.add('guilds', [...path, 'requires_building'], `building "${building.id}" belongs to ${factionName(building.faction)} — expected a building of ${factionName(data.guilds.system.faction)} or one with faction: all`);
      }
    }
    ref('guilds', [...path, 'requires_level'], contract.requires_level, 'country_level');
    resourceKeys('guilds', [...path, 'inputs'], contract.inputs);
    resourceKeys('guilds', [...path, 'outputs'], contract.outputs);
    const ratio = contractValueRatio(contract, data.resources);
    const [min, max] = GUILD_RATIO_RANGE;
    if (ratio !== null && (ratio < min || ratio > max)) {
      r.add('guilds', [...path, 'outputs'], `value ratio ${ratio.toFixed(2)} (output value ÷ input value, using resources.yaml value) — expected between ${min.toFixed(1)} and ${max.toFixed(1)}`);
    }
  });
}

/** Every distinct cycle in the prerequisite graph, reported at the technology that closes it. */
export function findCycles(technologies: readonly {id: string; prerequisites: readonly string[]}[]): {tech: string; cycle: string[]}[] {
  const prerequisites = new Map(technologies.map((t) => [t.id, t.prerequisites] as const));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found = new Map<string, {tech: string; cycle: string[]}>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    stack.push(id);
    for (const pre of prerequisites.get(id) ?? []) {
      if (!prerequisites.has(pre)) continue;
      if (state.get(pre) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(pre)), pre];
        const members = cycle.slice(0, -1);
        const start = members.indexOf([...members].sort()[0]);
        const key = [...members.slice(start), ...members.slice(0, start)].join('>');
        if (!found.has(key)) found.set(key, {tech: id, cycle});
      } else if (!state.has(pre)) {
        visit(pre);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const tech of technologies) if (!state.has(tech.id)) visit(tech.id);
  return [...found.values()];
}
