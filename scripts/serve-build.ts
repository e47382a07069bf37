/**
 * Serves build/ the way GitHub Pages (our host) does: `/a/b` → `a/b`, `a/b.html`, `a/b/index.html`,
 * else 404.html with status 404. Our own because `docusaurus serve` (serve-handler with clean
 * URLs) redirects `/blog/index` to `/blog`, hiding the version-index post that PRODUCT.md §3 puts
 * at that address.
 *
 * Usage: tsx scripts/serve-build.ts [--port 3000] [--host 127.0.0.1] [--dir build] [--gzip]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return undefined;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** `gzip`: compress text as real hosts do (Lighthouse judges transfer sizes). */
export function createServer(root: string, options: {gzip?: boolean} = {}): http.Server {
  const absRoot = path.resolve(root);
  return http.createServer((req, res) => {
    const file = resolveFile(absRoot, req.url ?? '/');
    const target = file ?? path.join(absRoot, '404.html');
    res.statusCode = file ? 200 : 404;
    res.setHeader('Content-Type', types[path.extname(target)] ?? 'application/octet-stream');
    const gzip = options.gzip && compressible.has(path.extname(target)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (req.method === 'HEAD') return void res.end();
    const stream = fs.createReadStream(target);
    (gzip ? stream.pipe(zlib.createGzip({level: 6})) : stream).pipe(res);
  });
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '3000'}, host: {type: 'string', default: '127.0.0.1'}, dir: {type: 'string', default: 'build'}, gzip: {type: 'boolean', default: false}},
  });
  if (!fs.existsSync(path.join(values.dir!, 'index.html'))) {
    console.error(`${values.dir}/ 里没有构建结果，请先运行 npm run build。`);
    process.exit(1);
  }
  createServer(values.dir!, {gzip: values.gzip}).listen(Number(values.port), values.host, () => {
    console.log(`《千川纪》网站：http://${values.host}:${values.port}/ （目录 ${values.dir}/，Ctrl+C 停止）`);
  });
}
