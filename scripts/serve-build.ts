/**
 * Serves build/ the way GitHub Pages (our host) does: `/a/b` → `a/b`, `a/b.html`, `a/b/index.html`,
 * else 404.html with status 404. Our own because `docusaurus serve` (serve-handler with clean
 * URLs) redirects `/blog/index` to `/blog`, hiding the version-index post that lives at that
 * address (README.md, "Scripts").
 *
 * With `--headers` it also sends what build/_headers (written by src/plugins/security-headers)
 * asks for, as Netlify and Cloudflare Pages do, and like them does not serve the host's own files
 * (`_headers`, `security-headers.conf`): the e2e tests then run under exactly the deployed CSP.
 *
 * Usage: tsx scripts/serve-build.ts [--port 3000] [--host 127.0.0.1] [--dir build] [--gzip] [--headers]
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {HEADERS_FILE, headersFor, parseHeadersFile, type HeaderRule} from '../src/plugins/security-headers/headers';
import {HOST_FILES} from '../src/plugins/host-files';
import {TYPES} from './deploy/plan';

/** The path of a request URL, percent-decoded; undefined when it is not valid UTF-8. */
function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0]!.split('#')[0]!);
  } catch {
    return undefined;
  }
}

export function resolveFile(root: string, urlPath: string): string | undefined {
  const decoded = decodePath(urlPath);
  if (decoded === undefined) return undefined;
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.atom', '.txt']);
const hostFiles = new Set(HOST_FILES.map((name) => `/${name}`));

/** The rules of `<root>/_headers`. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, HEADERS_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} 不存在：它由构建生成（src/plugins/security-headers），请先运行 npm run build。`);
  }
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

/**
 * `gzip`: compress text as real hosts do (Lighthouse judges transfer sizes).
 * `headers`: send the headers build/_headers sets, on every response, 404s included.
 */
/**
 * `/docs/` → `/docs`: with trailingSlash: false every page is written as `a/b.html`, so a
 * trailing-slash address has no file of its own (or, for `/blog/`, the wrong one: blog/index.html is
 * the version-index post). One redirect, as deploy/nginx.conf does, keeps the query; undefined when
 * the address needs none.
 */
export function trailingSlashRedirect(url: string): string | undefined {
  const [pathname, query] = [url.replace(/[?#].*$/, ''), /\?[^#]*/.exec(url)?.[0] ?? ''];
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  return `${pathname.replace(/\/+$/, '') || '/'}${query}`;
}

/**
 * The rules, read again whenever a build rewrites `_headers`, as a host reads them at each deploy: a
 * server left running across a rebuild whose inline scripts changed must not serve the old CSP
 * (no page would hydrate). While a build has the file half written, the last rules stand.
 */
function liveHeaderRules(root: string): () => HeaderRule[] {
  const file = path.join(root, HEADERS_FILE);
  let rules = readHeaderRules(root);
  let read = fs.statSync(file).mtimeMs;
  return () => {
    try {
      const changed = fs.statSync(file).mtimeMs;
      if (changed !== read) [rules, read] = [readHeaderRules(root), changed];
    } catch {
      // Being rewritten: keep what was read.
    }
    return rules;
  };
}

export function createServer(root: string, options: {gzip?: boolean; headers?: boolean} = {}): http.Server {
  const absRoot = path.resolve(root);
  const currentRules = options.headers ? liveHeaderRules(absRoot) : undefined;
  return http.createServer((req, res) => {
    const rules = currentRules?.();
    const redirect = trailingSlashRedirect(req.url ?? '/');
    if (redirect) {
      res.writeHead(301, {Location: redirect, ...Object.fromEntries(rules ? headersFor(rules, redirect) : [])});
      return void res.end();
    }
    const requested = decodePath(req.url ?? '/') ?? '';
    const file = rules && hostFiles.has(requested) ? undefined : resolveFile(absRoot, req.url ?? '/');
    const target = file ?? path.join(absRoot, '404.html');
    res.statusCode = file ? 200 : 404;
    // The types the deploy stores (scripts/deploy/plan.ts); a host's own files (_headers) have none.
    res.setHeader('Content-Type', TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream');
    for (const [name, value] of rules ? headersFor(rules, requested) : []) res.setHeader(name, value);
    const gzip =
      options.gzip &&
      compressible.has(path.extname(target)) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (req.method === 'HEAD') return void res.end();
    const stream = fs.createReadStream(target);
    (gzip ? stream.pipe(zlib.createGzip({level: 6})) : stream).pipe(res);
  });
}

/**
 * Serves a build dir on `port` (a free one by default); returns its origin and a close function
 * that ends at once: a browser keeps its connections open, as it would to a real host.
 */
export async function serve(
  dir: string,
  {port = 0, ...options}: {gzip?: boolean; headers?: boolean; port?: number} = {},
): Promise<{origin: string; close: () => Promise<void>}> {
  const server = createServer(dir, options);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: 'build'},
      gzip: {type: 'boolean', default: false},
      headers: {type: 'boolean', default: false},
    },
  });
  if (!fs.existsSync(path.join(values.dir!, 'index.html'))) {
    console.error(`${values.dir}/ 里没有构建结果，请先运行 npm run build。`);
    process.exit(1);
  }
  let server: http.Server;
  try {
    server = createServer(values.dir!, {gzip: values.gzip, headers: values.headers});
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  server.listen(Number(values.port), values.host, () => {
    console.log(`《千川纪》网站：http://${values.host}:${values.port}/ （目录 ${values.dir}/，Ctrl+C 停止）`);
  });
}
