/** Netlify and Cloudflare Pages read this file from the root of the published directory. */
export const HEADERS_FILE = '_headers';
/** deploy/nginx.conf includes this file from the served directory. */
export const NGINX_FILE = 'security-headers.conf';
/** Cloudflare Workers static assets skip what this file lists (see ../host-files.ts). */
export const ASSETS_IGNORE_FILE = '.assetsignore';

export type Header = [name: string, value: string];

/** Cloudflare Pages drops a `_headers` line longer than this (Netlify has no such limit). */
export const MAX_HEADER_LENGTH = 2000;

/**
 * The policy for our pages. Every source is the site itself: nothing, the KaTeX stylesheet and
 * fonts included, comes from another origin (ARCHITECTURE.md). Scripts: our own files and the inline scripts whose hashes the build
 * found, nothing else — no 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline' because
 * React renders `style` attributes and the theme writes inline styles; CSS cannot run code.
 * The search theme starts its worker from a file of ours (`new Worker(new URL(…))`, bundled by
 * webpack), so `worker-src 'self'` is enough, without blob:.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header we send, in the order the files list them. */
export function securityHeaders(scriptHashes: readonly string[]): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    ],
    // For browsers older than frame-ancestors; same meaning.
    ['X-Frame-Options', 'DENY'],
  ];
}

const GENERATED = '由 src/plugins/security-headers 在构建时生成，请勿手改。';

/** Under /assets/ every name carries a content hash (webpack's files, KaTeX's): cached for good. */
export const ASSETS_CACHE: Header = ['Cache-Control', 'public, max-age=31536000, immutable'];

/**
 * The service worker (src/plugins/offline) is revalidated on every check, like a page, or a new
 * release could reach readers a day late. Browsers cap its HTTP caching at 24 hours anyway.
 */
export const SW_CACHE: Header = ['Cache-Control', 'no-cache'];

/**
 * Netlify, Cloudflare Pages and Workers static assets: https://docs.netlify.com/routing/headers/
 * Pages get the hosts' default caching (revalidated every time); /sw.js says so outright, since
 * hosts may cache a .js file for hours. deploy/nginx.conf and the OSS deploy set the same rules
 * their own way.
 */
export function formatHeadersFile(headers: readonly Header[]): string {
  const rule = (pattern: string, list: readonly Header[]) => [
    pattern,
    ...list.map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    `# ${GENERATED}`,
    ...rule('/*', headers),
    ...rule('/assets/*', [ASSETS_CACHE]),
    ...rule('/sw.js', [SW_CACHE]),
    '',
  ].join('\n');
}

/**
 * An nginx include. `always` sends the headers on 404 pages too. nginx forgets a server's
 * add_header lines in any location with add_header lines of its own, so deploy/nginx.conf includes
 * this file in every such location.
 */
export function formatNginxInclude(headers: readonly Header[]): string {
  return [`# ${GENERATED}`, ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`), ''].join('\n');
}

export interface HeaderRule {
  /** A Netlify path pattern: `*` matches anything, `:name` one path segment. */
  path: string;
  headers: Header[];
}

/** Reads a `_headers` file (the subset of the format we write and that hosts agree on). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0)
      throw new Error(
        `_headers 第 ${index + 1} 行：应为“名称: 值”，且在某个路径行之下；这个文件由构建生成，请重新运行 npm run build。`,
      );
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers for one URL path (decoded, without query): every matching rule, in file order. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Header[] {
  return rules.filter((rule) => patternToRegExp(rule.path).test(urlPath)).flatMap((rule) => rule.headers);
}
