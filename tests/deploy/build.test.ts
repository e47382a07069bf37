/**
 * `npm test`, after the build: the real build/ deployed to a local S3-compatible server with
 * scripts/deploy/s3.ts, read back object by object as the CDN would (scripts/deploy/deploy.test.ts
 * covers order, failures and pruning on a small build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test, {after, before} from 'node:test';
import {startLocalS3, type LocalS3} from '../../scripts/deploy/local-s3';
import {IMMUTABLE, planBuild, REVALIDATE} from '../../scripts/deploy/plan';
import {deploy} from '../../scripts/deploy/s3';
import {root} from '../support/site';

const buildDir = path.join(root, 'build');
let s3: LocalS3;
before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ 里没有 index.html：请先运行 npm run build。');
  s3 = await startLocalS3();
});
after(() => s3.close());

/** What a reader's browser must be told for each kind of file. */
const EXPECTED_TYPE: Record<string, RegExp> = {
  html: /^text\/html; charset=utf-8$/,
  js: /^text\/javascript; charset=utf-8$/,
  css: /^text\/css; charset=utf-8$/,
  json: /^application\/json; charset=utf-8$/,
  xml: /^application\/xml; charset=utf-8$/,
  atom: /^application\/atom\+xml; charset=utf-8$/,
  svg: /^image\/svg\+xml$/,
  woff2: /^font\/woff2$/,
  png: /^image\/png$/,
  txt: /^text\/plain; charset=utf-8$/,
};

test('every file of the build is served with its type, its caching and its bytes; a second deploy uploads nothing', async () => {
  const first = await deploy(s3.target, {buildDir});
  const objects = planBuild(buildDir);
  assert.equal(first.uploaded.length, objects.length);
  const pages = objects.filter((o) => o.file.endsWith('.html'));
  assert.ok(
    objects.some((o) => /[^\x00-\x7f]/.test(o.key)),
    'Chinese paths are among the keys',
  );
  for (const object of objects) {
    const got = await s3.bucket.get(object.key);
    assert.equal(got.status, 200, object.key);
    const kind = object.file.endsWith('.html') ? 'html' : path.extname(object.file).slice(1);
    assert.match(got.headers.get('content-type') ?? '', EXPECTED_TYPE[kind] ?? /^$/, `${object.key}（${kind}）`);
    assert.equal(
      got.headers.get('cache-control'),
      object.key.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      object.key,
    );
    assert.ok(got.body.equals(fs.readFileSync(path.join(buildDir, object.file))), object.key);
  }
  // Every page is also under the address the site links to: /docs/战斗 is the object docs/战斗.
  const clean = pages.filter((o) => !o.key.endsWith('.html'));
  assert.ok(clean.some((o) => o.key === 'docs/战斗'));
  assert.equal((await s3.bucket.get('_headers')).status, 404);

  const second = await deploy(s3.target, {buildDir});
  assert.deepEqual(second.uploaded, []);
});
