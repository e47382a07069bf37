/**
 * The security headers a CDN must add in front of object storage (deploy/README.md, "Mainland"):
 * buckets only return standard headers, so the CSP, HSTS and the rest become the CDN's response-
 * header rules, one per header, kept equal to what the build wrote in `_headers`. Pure: the
 * Alibaba Cloud client is in ./aliyun-cdn.ts.
 */
import {parseHeadersFile, type Header} from '../../src/plugins/security-headers/headers';

/** A response-header rule as the CDN holds it. */
export interface HeaderConfig {
  configId: string;
  name: string;
  value: string;
}

export interface HeaderPlan {
  /** Rules to write; with `configId` an existing rule is updated in place (no moment without it). */
  set: {configId?: string; name: string; value: string}[];
  /** Rules to delete: headers the build no longer sends, and duplicates. */
  remove: string[];
}

/** The headers of `_headers`' `/*` block: what every response carries. */
export function siteHeaders(headersFileText: string): Header[] {
  const all = parseHeadersFile(headersFileText).find((rule) => rule.path === '/*');
  if (!all || all.headers.length === 0)
    throw new Error('_headers 里没有“/*”规则：这个文件由构建生成，请先运行 npm run build。');
  return all.headers;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Two policies merged directive by directive (sources of both, the first's order first). During a
 * deploy, pages of the old and the new release are both served for a moment, each with its own
 * inline-script hashes: the union allows both, and is narrowed to the new policy once every page
 * is up.
 */
export function mergeCsp(first: string, second: string): string {
  const directives = new Map<string, string[]>();
  for (const policy of [first, second])
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const merged = directives.get(name) ?? [];
      for (const source of sources) if (!merged.includes(source)) merged.push(source);
      directives.set(name, merged);
    }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** What to change so that the CDN sends exactly `wanted`, one rule per header. */
export function planHeaderConfigs(existing: readonly HeaderConfig[], wanted: readonly Header[]): HeaderPlan {
  const plan: HeaderPlan = {set: [], remove: []};
  const kept = new Set<string>();
  for (const [name, value] of wanted) {
    const [first, ...duplicates] = existing.filter((config) => same(config.name, name));
    plan.remove.push(...duplicates.map((config) => config.configId));
    if (first) kept.add(first.configId);
    if (first?.value === value) continue;
    plan.set.push(first ? {configId: first.configId, name, value} : {name, value});
  }
  for (const config of existing)
    if (!kept.has(config.configId) && !plan.remove.includes(config.configId)) plan.remove.push(config.configId);
  return plan;
}

/** The headers for a deploy phase: `before` the upload widens the CSP to both releases' hashes. */
export function headersForPhase(
  phase: 'before' | 'after',
  built: readonly Header[],
  existing: readonly HeaderConfig[],
): Header[] {
  if (phase === 'after') return [...built];
  return built.map(([name, value]) => {
    const live = existing.find((config) => same(config.name, name));
    return same(name, 'Content-Security-Policy') && live ? [name, mergeCsp(live.value, value)] : [name, value];
  });
}
