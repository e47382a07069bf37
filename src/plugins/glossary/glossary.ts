/**
 * data/glossary.yaml: one name per term, the definition written once. Read by the glossary plugin
 * (which fails the build on a bad entry) and by the content lint (which refuses retired synonyms).
 * Kept apart from src/plugins/game-data: this file has no numbers, only words.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chineseErrorMap} from '../../game/load';
import {didYouMean, ProblemsError, yamlLine, yamlSyntaxProblem, type Problem} from '../../problems';
import {parseYaml} from '../../problems/yaml';
import {z} from 'zod';

const HAN = /\p{Script=Han}/u;
const hanText = z.string().min(1).regex(HAN, '要写中文');

export const termSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, '只能用小写英文字母、数字和下划线，并以字母开头'),
    term: hanText,
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/, '写基础名词页小节的锚点，例如 admin-points'),
    category: z.enum(['土地与人口', '时间与产出', '治理', '发展与文化', '村庄', '军事']),
    definition: hanText.refine((text) => /[。！？]$/.test(text), '定义要写成完整的一句话，以句号结尾'),
    retired: z.array(hanText).default([]),
    except: z.array(hanText).default([]),
  })
  .strict();

export const glossarySchema = z.object({terms: z.array(termSchema).min(1)}).strict();

export type GlossaryTerm = z.infer<typeof termSchema>;

/** Every problem of the glossary, each at its line (so `npm run check` reports each on its own). */
export class GlossaryError extends ProblemsError {
  override name = 'GlossaryError';

  constructor(problems: readonly Problem[]) {
    super(`术语表有 ${problems.length} 处问题：`, problems);
  }
}

/** Parses and checks the glossary; every problem is one line `file:line: field: what — what to do`. */
export function parseGlossary(source: string, file: string): GlossaryTerm[] {
  const {doc, lines, raw} = parseYaml(source);
  // Only the first syntax error: the parser's later errors almost always follow from it.
  if (doc.errors.length > 0) throw new GlossaryError([yamlSyntaxProblem(file, source, doc.errors[0]!, lines)]);
  const problems: Problem[] = [];
  const add = (at: readonly (string | number)[], message: string) =>
    problems.push({file, line: yamlLine(doc, lines, at) ?? 1, message});
  const parsed = glossarySchema.safeParse(raw, {errorMap: chineseErrorMap});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      for (const key of keys) {
        const at = key === undefined ? issue.path : [...issue.path, key];
        const where = at
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
          .join('')
          .replace(/^\./, '');
        const fields = issue.path.length === 0 ? ['terms'] : Object.keys(termSchema.shape);
        const message =
          key === undefined ? issue.message : `不认识的字段「${key}」${didYouMean(key, fields, '（检查拼写）')}`;
        add(at, `${where}: ${message} — 字段说明见文件开头的注释`);
      }
    }
  } else {
    const seen = new Map<string, string>();
    parsed.data.terms.forEach((entry, i) => {
      for (const [kind, name] of [
        ['id', entry.id],
        ['术语', entry.term],
        ...entry.retired.map((r) => ['旧称', r]),
      ] as const) {
        const key = kind === 'id' ? `id:${name}` : `name:${name}`;
        const first = seen.get(key);
        if (first)
          add(['terms', i], `terms[id=${entry.id}]: ${kind}「${name}」已经出现在 ${first} — 每个叫法只能属于一个术语`);
        else seen.set(key, `terms[id=${entry.id}]`);
      }
      if (entry.retired.includes(entry.term))
        add(
          ['terms', i, 'retired'],
          `terms[id=${entry.id}].retired: 统一叫法「${entry.term}」不能同时是旧称 — 从 retired 里删掉它`,
        );
    });
  }
  if (problems.length > 0) throw new GlossaryError(problems);
  return (parsed as {data: {terms: GlossaryTerm[]}}).data.terms;
}

export {termAnchor} from './anchor';

export function loadGlossary(dataDir: string): GlossaryTerm[] {
  const file = path.join(dataDir, 'glossary.yaml');
  return parseGlossary(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file) || file);
}

export interface RetiredHit {
  retired: string;
  term: string;
  column: number;
}

/**
 * Retired synonyms in a piece of prose. The canonical term and the `except` names are masked
 * first, so 投石机 inside 配重投石机, or 盐泽 inside the village name 盐泽村, is not a hit.
 */
export function findRetired(text: string, terms: readonly GlossaryTerm[]): RetiredHit[] {
  const hits: RetiredHit[] = [];
  for (const entry of terms) {
    let masked = text;
    for (const keep of [entry.term, ...entry.except]) masked = masked.split(keep).join('\u0000'.repeat(keep.length));
    // Longest first, so 好感度 is reported as itself and not also as 好感.
    for (const retired of [...entry.retired].sort((a, b) => b.length - a.length)) {
      let at = masked.indexOf(retired);
      while (at >= 0) {
        hits.push({retired, term: entry.term, column: at + 1});
        masked = masked.slice(0, at) + '\u0000'.repeat(retired.length) + masked.slice(at + retired.length);
        at = masked.indexOf(retired);
      }
    }
  }
  return hits.sort((a, b) => a.column - b.column);
}
