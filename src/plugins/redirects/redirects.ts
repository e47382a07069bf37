/**
 * Old addresses that lead to a page's new one (docs/redirects.yaml). Our own few lines rather than
 * @docusaurus/plugin-client-redirects: its pages redirect with an inline script, which our CSP (no
 * 'unsafe-inline'; the hashes are taken in a postBuild that runs beside its own) would block, and
 * hosts want the same list as real 301s. So each old address gets a script-free page (meta refresh,
 * canonical, a link), and the list is also written for Cloudflare (`_redirects`) and nginx.
 */
import fs from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import {chineseErrorMap} from '../../game/load';
import {didYouMean, ProblemsError, yamlLine, yamlSyntaxProblem, type Problem} from '../../problems';
import {parseYaml} from '../../problems/yaml';

export const REDIRECTS_FILE = 'docs/redirects.yaml';
/** Cloudflare Workers static assets read this file from the published directory. */
export const CLOUDFLARE_FILE = '_redirects';
/** deploy/nginx.conf includes this file from the served directory. */
export const NGINX_FILE = 'redirects.conf';

const address = z
  .string()
  .regex(/^\/\S*$/, '应是以 / 开头的站内地址，例如 /docs/资源')
  .refine((a) => a === '/' || !a.endsWith('/'), '去掉末尾的 /');
const redirectsSchema = z.array(z.object({from: address, to: address}).strict());
export type Redirect = z.infer<typeof redirectsSchema>[number];

/**
 * Reads and checks docs/redirects.yaml against the site's routes; throws every problem at once.
 * `npm run check` knows only the Markdown pages' routes, so it checks only targets it can judge.
 */
export function loadRedirects(
  siteDir: string,
  routes: readonly string[],
  judges: (route: string) => boolean = () => true,
): Redirect[] {
  const file = path.join(siteDir, REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const {doc, lines, raw} = parseYaml(text);
  // Only the first syntax error: the parser's later errors almost always follow from it.
  if (doc.errors.length > 0) throw failed([yamlSyntaxProblem(REDIRECTS_FILE, text, doc.errors[0]!, lines)]);
  const problems: Problem[] = [];
  const parsed = redirectsSchema.safeParse(raw ?? [], {errorMap: chineseErrorMap});
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const at = issue.path as (string | number)[];
      const unknown = issue.code === 'unrecognized_keys' ? issue.keys : [];
      for (const key of unknown)
        problems.push({
          file: REDIRECTS_FILE,
          line: yamlLine(doc, lines, [...at, key]),
          path: [...at, key].join('.'),
          message: `不认识的字段「${key}」${didYouMean(key, ['from', 'to'], '：')}每一条只写 from（旧地址）和 to（新地址）`,
        });
      if (unknown.length === 0)
        problems.push({
          file: REDIRECTS_FILE,
          line: yamlLine(doc, lines, at),
          path: at.join('.'),
          message: shape(issue),
        });
    }
  const redirects = parsed.success ? parsed.data : [];
  const pages = new Set(routes);
  redirects.forEach((r, i) => {
    const at = (field: 'from' | 'to') => ({file: REDIRECTS_FILE, line: yamlLine(doc, lines, [i, field])});
    if (judges(r.to) && !pages.has(r.to)) {
      problems.push({
        ...at('to'),
        message: `新地址 ${r.to} 没有页面${didYouMean(r.to, pages, '：')}请写站内现有页面的地址，例如 /docs/资源`,
      });
    }
    if (pages.has(r.from))
      problems.push({...at('from'), message: `旧地址 ${r.from} 仍有页面，不能跳走：删掉这一条，或先移走那个页面`});
  });
  if (problems.length > 0) throw failed(problems);
  return redirects;
}

const failed = (problems: readonly Problem[]) =>
  new ProblemsError(`${REDIRECTS_FILE} 有 ${problems.length} 处问题：`, problems);

/** A schema issue in Chinese: the address rules' own messages, or the game data's wording of zod's. */
function shape(issue: z.ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.path.length <= 1 && issue.expected === 'object')
    return '每一条都要写成「- from: 旧地址」加下一行「  to: 新地址」';
  if (issue.code === 'invalid_type' && issue.path.length === 0)
    return '文件应是一个列表，每一项写成「- from: 旧地址」加下一行「  to: 新地址」';
  if (issue.code === 'invalid_type' && issue.received === 'undefined')
    return `缺少 ${String(issue.path.at(-1))}：每一条都要有 from（旧地址）和 to（新地址）`;
  return issue.message;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page served at an old address: no script (the CSP allows none inline), so a meta refresh. */
export function redirectPage(to: string, siteUrl: string): string {
  const href = escapeHtml(encodeURI(to));
  return `<!DOCTYPE html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escapeHtml(siteUrl)}${href}">
<title>本页已移到新地址</title>
</head>
<body><p>本页已移到 <a href="${href}">${escapeHtml(to)}</a>。</p></body>
</html>
`;
}

/** Writes each old address's page (clean URLs: /docs/数据 → docs/数据.html) and the hosts' lists. */
export function writeRedirects(outDir: string, redirects: readonly Redirect[], siteUrl: string): void {
  for (const {from, to} of redirects) {
    const file = path.join(outDir, `${from === '/' ? '/index' : from}.html`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, redirectPage(to, siteUrl));
  }
  fs.writeFileSync(
    path.join(outDir, CLOUDFLARE_FILE),
    redirects.map((r) => `${encodeURI(r.from)} ${encodeURI(r.to)} 301\n`).join(''),
  );
  // nginx matches the decoded path, so the Chinese is written as it is.
  fs.writeFileSync(
    path.join(outDir, NGINX_FILE),
    redirects.map((r) => `location = "${r.from}" { return 301 "${encodeURI(r.to)}"; }\n`).join(''),
  );
}
