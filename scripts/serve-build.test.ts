import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {createServer, resolveFile, trailingSlashRedirect} from './serve-build';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
after(() => fs.rmSync(root, {recursive: true, force: true}));
for (const [file, text] of Object.entries({
  'index.html': 'home',
  '404.html': 'not found',
  'blog.html': 'blog list',
  'blog/index.html': 'version index post',
  'docs/阵营.html': 'factions',
  'docs/阵营/青林部族.html': 'qinglin',
})) {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
}

test('resolves paths the way GitHub Pages does', () => {
  const read = (url: string) => {
    const file = resolveFile(root, url);
    return file && fs.readFileSync(file, 'utf8');
  };
  assert.equal(read('/'), 'home');
  assert.equal(read('/blog'), 'blog list');
  assert.equal(read('/blog/index'), 'version index post');
  assert.equal(read(encodeURI('/docs/阵营')), 'factions');
  assert.equal(read(encodeURI('/docs/阵营/青林部族')), 'qinglin');
  assert.equal(read('/nope'), undefined);
  assert.equal(read('/../../etc/passwd'), undefined);
});

test('answers 404 with the not-found page', async () => {
  const server = createServer(root).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as {port: number};
  const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'not found');
  const found = await fetch(`http://127.0.0.1:${port}/blog/index`);
  assert.equal(found.status, 200);
  assert.match(found.headers.get('content-type') ?? '', /text\/html/);
  server.close();
});

test('--headers: sends what _headers sets, on pages and 404s alike, and hides the host files', async () => {
  const plain = createServer(root);
  assert.throws(() => createServer(root, {headers: true}), /_headers 不存在.*npm run build/);
  fs.writeFileSync(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: script-src 'self'\n  X-Content-Type-Options: nosniff\n/docs/*\n  X-Docs: yes\n",
  );
  fs.writeFileSync(path.join(root, 'security-headers.conf'), 'add_header X "y" always;\n');
  const server = createServer(root, {headers: true}).listen(0, '127.0.0.1');
  plain.listen(0, '127.0.0.1');
  await Promise.all([server, plain].map((s) => new Promise((resolve) => s.once('listening', resolve))));
  const origin = (s: typeof server) => `http://127.0.0.1:${(s.address() as {port: number}).port}`;
  try {
    const page = await fetch(`${origin(server)}${encodeURI('/docs/阵营')}`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-security-policy'), "script-src 'self'");
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('x-docs'), 'yes');
    const home = await fetch(`${origin(server)}/`);
    assert.equal(home.headers.get('x-docs'), null);
    const missing = await fetch(`${origin(server)}/nope`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), "script-src 'self'");
    for (const hostFile of ['/_headers', '/security-headers.conf']) {
      assert.equal((await fetch(`${origin(server)}${hostFile}`)).status, 404, hostFile);
    }
    // Without the option nothing changes: no headers, every file served (as GitHub Pages does).
    const unchanged = await fetch(`${origin(plain)}/`);
    assert.equal(unchanged.headers.get('content-security-policy'), null);
    assert.equal((await fetch(`${origin(plain)}/_headers`)).status, 200);
  } finally {
    server.close();
    plain.close();
  }
});

test('a trailing-slash address redirects to the page without it, keeping the query', async () => {
  assert.equal(trailingSlashRedirect('/'), undefined);
  assert.equal(trailingSlashRedirect('/docs'), undefined);
  assert.equal(trailingSlashRedirect('/docs/?q=1'), '/docs?q=1');
  assert.equal(trailingSlashRedirect('/blog//'), '/blog');
  const encoded = encodeURI('/docs/开局/');
  assert.equal(trailingSlashRedirect(encoded), encodeURI('/docs/开局'));
  const server = createServer(root).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as {port: number};
  const response = await fetch(`http://127.0.0.1:${port}/blog/`, {redirect: 'manual'});
  server.close();
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/blog');
});

test('a rebuild’s new _headers is served without restarting the server', async () => {
  const headers = (csp: string) => `/*\n  Content-Security-Policy: ${csp}\n`;
  const file = path.join(root, '_headers');
  fs.writeFileSync(file, headers("script-src 'sha256-old'"));
  const server = createServer(root, {headers: true}).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as {port: number};
  const csp = async () => (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy');
  try {
    assert.equal(await csp(), "script-src 'sha256-old'");
    fs.writeFileSync(file, headers("script-src 'sha256-new'"));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.equal(await csp(), "script-src 'sha256-new'");
  } finally {
    server.close();
    fs.rmSync(file);
  }
});
