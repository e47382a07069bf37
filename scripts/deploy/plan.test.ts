import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {IMMUTABLE, planBuild, REVALIDATE} from './plan';

test('sw.js is revalidated like a page and uploaded after the pages it lists', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-'));
  const files: Record<string, string> = {
    'sw.js': 'importScripts("/assets/workbox-7.4.1/workbox-core.prod.js");',
    'assets/workbox-7.4.1/workbox-core.prod.js': 'this.workbox={}',
    'index.html': '<!doctype html><title>千川纪</title>',
    'docs/战斗.html': '<!doctype html><title>战斗</title>',
    'manifest.json': '{}',
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), body);
  }
  const plan = planBuild(dir);
  assert.equal(plan.at(-1)!.key, 'sw.js');
  assert.equal(plan.at(-1)!.cacheControl, REVALIDATE);
  assert.equal(plan.find((object) => object.key.startsWith('assets/workbox'))!.cacheControl, IMMUTABLE);
  fs.rmSync(dir, {recursive: true, force: true});
});
