import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {contentSecurityPolicy, formatNginxInclude, headersFor, parseHeadersFile, securityHeaders} from './headers';
import {HEADERS_FILE, NGINX_FILE, SecurityHeadersError, writeSecurityHeaders} from './index';
import {writeRedirects} from '../redirects/redirects';
import {scanHtml, scriptHash} from './scan';

const siteDir = path.resolve(__dirname, '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

let builds = 0;
function build(pages: Record<string, string>): string {
  const dir = path.join(scratch, String(++builds));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

test('hashes what the browser hashes: the raw UTF-8 text of the script', () => {
  assert.equal(scriptHash('alert(1)'), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  // Entities are not decoded inside <script>, and non-ASCII text is hashed as UTF-8.
  const {scripts} = scanHtml('<script>if(a&amp;&amp;b)x("千川")</script>');
  assert.deepEqual(scripts, ['if(a&amp;&amp;b)x("千川")']);
});

test('finds only the inline scripts that run', () => {
  const html = [
    '<html><head><script>one()</script><script src="/assets/js/main.js"></script>',
    '<script type="application/ld+json">{"@type":"Blog"}</script>',
    '<script type="module">two()</script><script></script></head>',
    '<body><pre><code>&lt;script&gt;not()&lt;/script&gt;</code></pre><!-- <script>commented()</script> -->',
    '<script>three("</div>")</script></body></html>',
  ].join('');
  const scan = scanHtml(html);
  assert.deepEqual(scan.scripts, ['one()', 'two()', 'three("</div>")']);
  assert.deepEqual(scan.blocked, []);
});

test('flags inline event handlers and javascript: links, which no hash can allow', () => {
  const scan = scanHtml(
    '<link rel="stylesheet" href="k.css" onload="x()"><a href=" javascript:void(0)">a</a><img onerror="y()">',
  );
  assert.deepEqual(scan.blocked, [
    {tag: 'link', attribute: 'onload'},
    {tag: 'a', attribute: 'href'},
    {tag: 'img', attribute: 'onerror'},
  ]);
});

test('the policy never lets scripts run inline or from strings', () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"]);
  assert.equal(directive(csp, 'script-src'), "script-src 'self' 'sha256-abc='");
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.equal(directive(csp, 'object-src'), "object-src 'none'");
  assert.equal(directive(csp, 'frame-ancestors'), "frame-ancestors 'none'");
  assert.equal(directive(csp, 'img-src'), "img-src 'self' data:");
  // Stylesheets and fonts (KaTeX's too) from the site itself, no other origin anywhere.
  assert.equal(directive(csp, 'style-src'), "style-src 'self' 'unsafe-inline'");
  assert.equal(directive(csp, 'font-src'), "font-src 'self'");
  assert.doesNotMatch(csp, /https?:/);
});

test('writes _headers and the nginx include, and the two agree', () => {
  const script = "document.documentElement.setAttribute('data-theme','light')";
  const dir = build({
    'index.html': `<script>${script}</script><script src="/a.js"></script>`,
    'docs/阵营.html': `<script>${script}</script><script>other()</script>`,
    'assets/x.js': 'not html <script>ignored()</script>',
  });
  const {pages, hashes} = writeSecurityHeaders(dir);
  assert.equal(pages, 2);
  assert.deepEqual(hashes, [scriptHash(script), scriptHash('other()')].sort());

  // Cloudflare uploads none of the nginx files (it reads _headers itself and does not publish it).
  assert.equal(
    fs.readFileSync(path.join(dir, '.assetsignore'), 'utf8'),
    '/security-headers.conf\n/redirects.conf\n/.assetsignore\n',
  );
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
  assert.deepEqual(
    rules.map((r) => r.path),
    ['/*', '/assets/*', '/sw.js'],
  );
  assert.deepEqual(rules[0]!.headers, securityHeaders(hashes));
  // Hashed assets are cached for good; pages keep the host's revalidation.
  assert.deepEqual(headersFor(rules, '/assets/js/main.0123abcd.js').at(-1), [
    'Cache-Control',
    'public, max-age=31536000, immutable',
  ]);
  assert.ok(!headersFor(rules, '/docs/阵营').some(([name]) => name === 'Cache-Control'));
  // The service worker is revalidated like a page, so a new release reaches readers at once.
  assert.deepEqual(headersFor(rules, '/sw.js').at(-1), ['Cache-Control', 'no-cache']);
  const fromHeadersFile = headersFor(rules, '/docs/阵营');
  const nginx = fs.readFileSync(path.join(dir, NGINX_FILE), 'utf8');
  const fromNginx = [...nginx.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]);
  assert.deepEqual(fromNginx, fromHeadersFile);
  assert.equal(nginx, formatNginxInclude(fromHeadersFile));
  const required =
    'Content-Security-Policy Strict-Transport-Security X-Content-Type-Options Referrer-Policy Permissions-Policy';
  const names = new Set(fromHeadersFile.map(([n]) => n));
  for (const name of required.split(' ')) assert.ok(names.has(name), name);
});

test('refuses a page with an inline handler, naming the file and the fix', () => {
  const dir = build({'download.html': '<img src="a.png" onerror="this.remove()">'});
  assert.throws(
    () => writeSecurityHeaders(dir),
    (error: Error) => {
      assert.ok(error instanceof SecurityHeadersError);
      assert.match(error.message, /download\.html：<img onerror=…>/);
      assert.match(error.message, /addEventListener/);
      return true;
    },
  );
  assert.equal(fs.existsSync(path.join(dir, HEADERS_FILE)), false);
});

test('refuses a policy longer than Cloudflare Pages accepts', () => {
  const pages = Object.fromEntries(Array.from({length: 40}, (_, i) => [`p${i}.html`, `<script>page(${i})</script>`]));
  assert.throws(() => writeSecurityHeaders(build(pages)), /Cloudflare Pages.*2000/);
});

test('_headers path patterns match as on Netlify', () => {
  const rules = parseHeadersFile('# comment\n/*\n  A: 1\n/assets/*\n  B: 2\n/blog/:slug\n  C: 3\n');
  assert.deepEqual(headersFor(rules, '/'), [['A', '1']]);
  assert.deepEqual(headersFor(rules, '/assets/js/main.js'), [
    ['A', '1'],
    ['B', '2'],
  ]);
  assert.deepEqual(headersFor(rules, '/blog/index'), [
    ['A', '1'],
    ['C', '3'],
  ]);
  assert.deepEqual(headersFor(rules, '/blog/a/b'), [['A', '1']]);
  assert.throws(() => parseHeadersFile('  A: 1\n'), /第 1 行/);
});

test('deploy/nginx.conf includes the generated headers wherever a location adds its own', () => {
  const conf = fs.readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
  const include = `include /srv/qianchuan/build/${NGINX_FILE};`;
  const locations = conf.split(/\blocation\b/).slice(1);
  assert.ok(conf.split(/\blocation\b/)[0]!.includes(include), 'server level');
  for (const block of locations.filter((b) => /add_header/.test(b))) assert.ok(block.includes(include), block);
  assert.match(conf, /try_files \$uri \$uri\.html \$uri\/index\.html =404;/);
  assert.match(conf, /error_page 404 \/404\.html;/);
});

const onPath = (command: string) => spawnSync(command, ['-v'], {stdio: 'ignore'}).error === undefined;

test(
  'nginx -t accepts deploy/nginx.conf with the generated includes (headers and redirects)',
  {skip: !onPath('nginx') || !onPath('openssl') ? 'nginx 或 openssl 未安装' : false},
  () => {
    const dir = build({'index.html': '<script>one()</script>'});
    writeSecurityHeaders(dir);
    writeRedirects(dir, [{from: '/docs/旧资源', to: '/docs/资源'}], 'https://www.example.cn');
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const args = [...'req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1'.split(' '), '-keyout', key];
    const openssl = spawnSync('openssl', [...args, '-out', cert]);
    assert.equal(openssl.status, 0, String(openssl.stderr));
    const site = fs
      .readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8')
      .replaceAll('/srv/qianchuan/build', dir)
      .replace('/etc/ssl/qianchuan/fullchain.pem', cert)
      .replace('/etc/ssl/qianchuan/privkey.pem', key);
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
    );
    const nginx = spawnSync('nginx', ['-t', '-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    assert.equal(nginx.status, 0, nginx.stderr);
    assert.match(nginx.stderr, /test is successful/);
  },
);
