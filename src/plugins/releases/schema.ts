import {z} from 'zod';

// Same semver grammar as semver.org, without build metadata (we never publish it).
const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

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
  })
  .strict();

export const manifestSchema = z.object({releases: z.array(releaseSchema).min(1)}).strict();

export type Release = z.infer<typeof releaseSchema>;
