/**
 * Open data: each release's game data as JSON, one file per kind (the shape of its data/*.yaml
 * file, as its zod schema parses it), with a JSON Schema generated from that same zod schema.
 *
 * data/ holds the latest stable release; `npm run release:add` freezes a stable release's files and
 * schemas into data/snapshots/<version>/, so its URLs keep serving what it shipped after data/ moves
 * on. The build checks every file against its schema with a JSON Schema validator (Ajv), the way a
 * reader of the files would.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import {zodToJsonSchema} from 'zod-to-json-schema';
import {lineOf} from '../../game/locate';
import {readYamlValue} from '../../game/yamlFile';
import {fileSchemas, KINDS, type Kind} from '../../game/schema';
import {ProblemsError, type Problem} from '../../problems';

export interface KindFiles {
  data: unknown;
  schema: object;
}

/** One release's files: where they come from (for messages), and each kind's data and schema. */
export interface OpenDataSet {
  version: string;
  /** `data/` for the current data, `data/snapshots/<version>/` for a frozen release. */
  from: string;
  kinds: ReadonlyMap<string, KindFiles>;
}

const kindSchemas = new Map<Kind, object>();

/** The JSON Schema of a kind's file, generated from its zod schema (src/game/schema.ts), once per process. */
export function kindSchema(kind: Kind): object {
  let schema = kindSchemas.get(kind);
  if (!schema) {
    schema = {
      ...zodToJsonSchema(fileSchemas[kind], {$refStrategy: 'none', target: 'jsonSchema7'}),
      title: `《千川纪》游戏数据：${kind}`,
    };
    kindSchemas.set(kind, schema);
  }
  return schema;
}

// Compiling a schema is most of a check's time (3 s of a data edit's reload in `npm start`), and the
// schemas change only with the code or a new release: compiled once per schema text.
const validators = new Map<string, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = new Ajv({allErrors: true, strict: false}).compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The current data of each kind (data/<kind>.yaml as its schema parses it) and its schema. */
export function currentKinds(dataDir: string): Map<string, KindFiles> {
  const kinds = new Map<string, KindFiles>();
  for (const kind of KINDS) {
    const raw = readYamlValue(path.join(dataDir, `${kind}.yaml`));
    kinds.set(kind, {data: fileSchemas[kind].parse(raw), schema: kindSchema(kind)});
  }
  return kinds;
}

export const archiveDir = (dataDir: string, version: string) => path.join(dataDir, 'snapshots', version);

/** Freezes the current data as `version`'s open data (release:add does, for a stable release). */
export function writeArchive(dataDir: string, version: string): string {
  const dir = archiveDir(dataDir, version);
  fs.mkdirSync(dir, {recursive: true});
  for (const [kind, {data, schema}] of currentKinds(dataDir)) {
    fs.writeFileSync(path.join(dir, `${kind}.json`), `${JSON.stringify(data, null, 1)}\n`);
    fs.writeFileSync(path.join(dir, `${kind}.schema.json`), `${JSON.stringify(schema, null, 1)}\n`);
  }
  return dir;
}

/** The frozen releases of data/snapshots/, by version. */
export function readArchives(dataDir: string): OpenDataSet[] {
  const root = path.join(dataDir, 'snapshots');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map(({name: version}) => {
      const dir = archiveDir(dataDir, version);
      const kinds = new Map<string, KindFiles>();
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
        const kind = file.replace(/\.schema\.json$/, '');
        const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
        kinds.set(kind, {data: read(`${kind}.json`), schema: read(file) as object});
      }
      return {version, from: `data/snapshots/${version}/`, kinds};
    });
}

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  integer: '整数',
  string: '文字',
  boolean: 'true 或 false',
  object: '对象',
  array: '列表',
  null: 'null',
};
const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** Ajv's error, said in Chinese. */
function describe(error: ErrorObject, value: unknown): string {
  const p = error.params as Record<string, unknown>;
  const shown = `${JSON.stringify(value)}（${TYPE_NAMES[typeOf(value)] ?? typeOf(value)}）`;
  switch (error.keyword) {
    case 'type':
      return `类型不对：是 ${shown}，应为${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
    case 'required':
      return `缺少字段 ${String(p.missingProperty)}`;
    case 'additionalProperties':
      return `多了模式里没有的字段 ${String(p.additionalProperty)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${shown}太小，应 ${String(p.comparison)} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${shown}太大，应 ${String(p.comparison)} ${String(p.limit)}`;
    case 'enum':
      return `${shown}不是可选的值之一：${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join('、')}`;
    case 'pattern':
      return `${shown}不符合格式 ${String(p.pattern)}`;
    default:
      return `${shown}：${error.message ?? error.keyword}`;
  }
}

/** `/units/3/hp` → ['units', 3, 'hp'] */
const segments = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** `units[id=militia].hp`: list items named by their id, as the game data's own errors do. */
function display(data: unknown, fieldPath: (string | number)[]): {text: string; value: unknown} {
  let current = data;
  let text = '';
  for (const segment of fieldPath) {
    current = (current as Record<string | number, unknown> | undefined)?.[segment];
    if (typeof segment === 'number') {
      const id = (current as {id?: unknown} | undefined)?.id;
      text += typeof id === 'string' ? `[id=${id}]` : `[${segment}]`;
    } else text += text === '' ? segment : `.${segment}`;
  }
  return {text: text || '（顶层）', value: current};
}

/**
 * Every way a set's files disagree with their schemas, as problems naming the source file (and its
 * line, for data/), the field, and what to do.
 */
export function checkOpenData(sets: readonly OpenDataSet[], dataDir?: string): Problem[] {
  const problems: Problem[] = [];
  for (const set of sets) {
    for (const [kind, {data, schema}] of set.kinds) {
      const validate = validatorOf(schema);
      if (validate(data)) continue;
      const current = set.from === 'data/';
      const todo = current
        ? `发布的 /data/${set.version}/${kind}.json 与 ${kind}.schema.json 不符：模式由 src/game/schema.ts 生成，请确认这个字段的 zod 模式能写成 JSON Schema（不要用 transform）`
        : `归档的 ${kind}.json 与 ${kind}.schema.json 不符：归档文件不要手改，请从 git 历史恢复`;
      for (const error of validate.errors ?? []) {
        const fieldPath = segments(error.instancePath);
        const {text, value} = display(data, fieldPath);
        problems.push({
          file: current ? `data/${kind}.yaml` : `${set.from}${kind}.json`,
          line: current && dataDir ? lineOf(dataDir, kind, fieldPath) : undefined,
          path: text,
          message: `${describe(error, value)}。${todo}`,
        });
      }
    }
  }
  return problems;
}

export class OpenDataError extends ProblemsError {
  constructor(problems: readonly Problem[]) {
    super(`公开数据有 ${problems.length} 处与它的 JSON Schema 不符：`, problems);
    this.name = 'OpenDataError';
  }
}
