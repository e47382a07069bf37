import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import {createServer, resolveFile} from './serve-build';

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
