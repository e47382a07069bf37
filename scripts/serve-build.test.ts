import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {createServer, resolveFile, serve, trailingSlashRedirect} from './serve-build';

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
  const server = await serve(root);
  const missing = await fetch(`${server.origin}/no/such/page`);
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'not found');
  const found = await fetch(`${server.origin}/blog/index`);
  assert.equal(found.status, 200);
  assert.match(found.headers.get('content-type') ?? '', /text\/html/);
  await server.close();
});

test('--headers: sends what _headers sets, on pages and 404s alike, and hides the host files', async () => {
  assert.throws(() => createServer(root, {headers: true}), /_headers 不存在.*npm run build/);
  fs.writeFileSync(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: script-src 'self'\n  X-Content-Type-Options: nosniff\n/docs/*\n  X-Docs: yes\n",
  );
  fs.writeFileSync(path.join(root, 'security-headers.conf'), 'add_header X "y" always;\n');
  const [server, plain] = await Promise.all([serve(root, {headers: true}), serve(root)]);
  try {
    const page = await fetch(`${server.origin}${encodeURI('/docs/阵营')}`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-security-policy'), "script-src 'self'");
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('x-docs'), 'yes');
    const home = await fetch(`${server.origin}/`);
    assert.equal(home.headers.get('x-docs'), null);
    const missing = await fetch(`${server.origin}/nope`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), "script-src 'self'");
    for (const hostFile of ['/_headers', '/security-headers.conf']) {
      assert.equal((await fetch(`${server.origin}${hostFile}`)).status, 404, hostFile);
    }
    // Without the option nothing changes: no headers, every file served (as GitHub Pages does).
    const unchanged = await fetch(`${plain.origin}/`);
    assert.equal(unchanged.headers.get('content-security-policy'), null);
    assert.equal((await fetch(`${plain.origin}/_headers`)).status, 200);
  } finally {
    await server.close();
    await plain.close();
  }
});

test('a trailing-slash address redirects to the page without it, keeping the query', async () => {
  assert.equal(trailingSlashRedirect('/'), undefined);
  assert.equal(trailingSlashRedirect('/docs'), undefined);
  assert.equal(trailingSlashRedirect('/docs/?q=1'), '/docs?q=1');
  assert.equal(trailingSlashRedirect('/blog//'), '/blog');
  const encoded = encodeURI('/docs/开局/');
  assert.equal(trailingSlashRedirect(encoded), encodeURI('/docs/开局'));
  const server = await serve(root);
  const response = await fetch(`${server.origin}/blog/`, {redirect: 'manual'});
  await server.close();
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/blog');
});

test('a rebuild’s new _headers is served without restarting the server', async () => {
  const headers = (csp: string) => `/*\n  Content-Security-Policy: ${csp}\n`;
  const file = path.join(root, '_headers');
  fs.writeFileSync(file, headers("script-src 'sha256-old'"));
  const server = await serve(root, {headers: true});
  const csp = async () => (await fetch(`${server.origin}/`)).headers.get('content-security-policy');
  try {
    assert.equal(await csp(), "script-src 'sha256-old'");
    fs.writeFileSync(file, headers("script-src 'sha256-new'"));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.equal(await csp(), "script-src 'sha256-new'");
  } finally {
    await server.close();
    fs.rmSync(file);
  }
});
