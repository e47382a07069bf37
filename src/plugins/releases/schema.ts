import {z} from 'zod';
import {site} from '../../config/site';
import {ENTITY_KINDS} from '../../game/labels';

const kinds = Object.entries(ENTITY_KINDS);
/** `unit.spearman`: a kind of the registry (src/game/labels.ts) and an id. */
const ENTITY = new RegExp(`^(${kinds.map(([kind]) => kind).join('|')})\\.[a-z0-9_]+$`);
/** 「unit（单位）、building（建筑）……或 contract（商会契约）」 */
const KIND_LIST = kinds
  .map(([kind, {section}]) => `${kind}（${section}）`)
  .join('、')
  .replace(/、([^、]+)$/, '或 $1');

// Same semver grammar as semver.org, without build metadata (we never publish it).
const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

const https = z
  .string()
  .url('应为完整的网址')
  .refine((url) => url.startsWith('https://'), '下载地址必须使用 https');

/** A download address on one of the official domain's download hosts (src/config/site.ts). */
const onHost = (host: string, what: string) =>
  https.refine((url) => url.startsWith(`${host}/`), `${what}应以 ${host}/ 开头：下载地址都在官方域名之下`);

const machine = z
  .object({
    os: z.string().min(1),
    cpu: z.string().min(1),
    memory_gb: z.number().positive('内存应为正数（GB）'),
    gpu: z.string().min(1),
    disk_gb: z.number().positive('硬盘空间应为正数（GB）'),
  })
  .strict();

export {ARCHES, PLATFORMS} from './platforms';
import {ARCHES, PLATFORMS} from './platforms';

export const fileSchema = z
  .object({
    platform: z.enum(PLATFORMS),
    arch: z.enum(ARCHES),
    name: z.string().regex(/^[\w.+-]+$/, '文件名只能含英文字母、数字和 . _ + -'),
    size: z.number().int('文件大小应为整数（字节）').positive('文件大小应为正数（字节）'),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, '应为 64 位小写十六进制的 SHA-256 校验值'),
    urls: z
      .object({
        primary: onHost(site.downloadHosts.primary, '主下载地址'),
        mirror: onHost(site.downloadHosts.mirror, '国内镜像地址'),
      })
      .strict(),
  })
  .strict();

export const CHANGE_KINDS = ['buff', 'nerf', 'fix', 'new', 'removed'] as const;

/** A typed balance change (src/plugins/releases/balance.ts checks it against the data). */
export const changeSchema = z
  .object({
    entity: z.string().regex(ENTITY, `应写成「种类.id」，种类是 ${KIND_LIST}，例如 unit.spearman`),
    field: z
      .string()
      .regex(/^[a-z_]+(\.[a-z_]+)?$/, '应为数据字段名，例如 attack，或 cost.grain 这样的费用项')
      .optional(),
    old: z.number().optional(),
    new: z.number().optional(),
    kind: z.enum(CHANGE_KINDS, {
      errorMap: () => ({message: 'kind 应为 buff（增强）、nerf（削弱）、fix（修正）、new（新增）或 removed（移除）'}),
    }),
  })
  .strict();

export const releaseSchema = z
  .object({
    version: z
      .string({invalid_type_error: '应为字符串形式的语义化版本号，例如 1.2.0（1.0 这样的写法会被 YAML 读成数字）'})
      .regex(semver, '应为语义化版本号，例如 1.2.0 或 1.2.0-beta.1'),
    date: z
      .union([z.string(), z.date()])
      .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
      .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '应为 YYYY-MM-DD 格式的日期')),
    channel: z.enum(['stable', 'beta']),
    notes: z.string().regex(/^[a-z0-9-]+$/, '应为版本说明博客文章的 slug，只含小写字母、数字和连字符'),
    summary: z.string().min(1),
    requirements: z.object({minimum: machine, recommended: machine}).strict(),
    files: z.array(fileSchema).min(1, '每个版本至少要有一个安装包'),
    changes: z.array(changeSchema).optional(),
  })
  .strict();

/**
 * A change to a number of data/rules.yaml that today's data has and no release has shipped yet
 * (unreleasedRules.ts checks it against the latest stable release's frozen rules.json).
 */
export const ruleChangeSchema = z
  .object({
    field: z
      .string()
      .regex(/^[a-z_]+(\.[a-z0-9_]+)+$/, '应为 rules.yaml 里数值的路径，例如 building_limits.study_hall'),
    label: z.string().min(1, '写出玩家看得懂的名称，例如「每座城邑的书斋上限」'),
    old: z.number(),
    new: z.number(),
    kind: z.enum(['buff', 'nerf', 'fix'], {
      errorMap: () => ({message: 'kind 应为 buff（增强）、nerf（削弱）或 fix（修正）'}),
    }),
    note: z.string().min(1, '写一句给玩家看的说明：改了什么、为什么'),
  })
  .strict();

export const manifestSchema = z
  .object({
    releases: z.array(releaseSchema).min(1),
    unreleased: z
      .object({rules: z.array(ruleChangeSchema).min(1)})
      .strict()
      .optional(),
  })
  .strict();

export type Release = z.infer<typeof releaseSchema>;
export type ReleaseFile = z.infer<typeof fileSchema>;
export type BalanceChange = z.infer<typeof changeSchema>;
export type RuleChange = z.infer<typeof ruleChangeSchema>;
export type Platform = ReleaseFile['platform'];
