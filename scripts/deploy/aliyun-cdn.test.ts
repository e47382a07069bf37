/**
 * The CDN's response-header rules follow the build's `_headers` (scripts/deploy/aliyun-cdn.ts),
 * against a stand-in for Alibaba Cloud CDN's OpenAPI that checks every request's signature: a
 * first deploy creates one rule per header; a release whose inline scripts changed widens the CSP
 * before its upload and narrows it after; a second run changes nothing; stray and duplicate rules
 * go, and a wrong secret is refused.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {formatHeadersFile, securityHeaders} from '../../src/plugins/security-headers/headers';
import {AliyunCdn, syncHeaders} from './aliyun-cdn';
import {mergeCsp, planHeaderConfigs} from './cdn-headers';
import {startLocalCdn} from './local-aliyun-cdn';

const DOMAIN = 'www.example.cn';
const release = (...hashes: string[]) => formatHeadersFile(securityHeaders(hashes.map((h) => `'sha256-${h}'`)));
const csp = (rules: {key: string; value: string}[]) =>
  rules.find((rule) => rule.key === 'Content-Security-Policy')?.value;

test('a deploy makes the CDN send exactly the headers of _headers, widening the CSP during the upload', async () => {
  const cdn = await startLocalCdn(DOMAIN);
  try {
    const client = new AliyunCdn(cdn.target);
    const first = release('old');
    await syncHeaders(client, DOMAIN, 'before', first);
    await syncHeaders(client, DOMAIN, 'after', first);
    assert.deepEqual(
      cdn.rules.map((rule) => [rule.key, rule.value]),
      securityHeaders(["'sha256-old'"]),
      'one rule per header, values as built',
    );

    const ids = cdn.rules.map((rule) => rule.configId);
    const second = release('new');
    await syncHeaders(client, DOMAIN, 'before', second);
    assert.match(csp(cdn.rules)!, /'sha256-old' 'sha256-new'/, 'while pages of both releases are served');
    await syncHeaders(client, DOMAIN, 'after', second);
    assert.match(csp(cdn.rules)!, /'sha256-new'/);
    assert.doesNotMatch(csp(cdn.rules)!, /sha256-old/, 'narrowed once the new pages are up');
    assert.deepEqual(
      cdn.rules.map((rule) => rule.configId),
      ids,
      'updated in place: no moment without a CSP',
    );

    cdn.calls.length = 0;
    const plan = await syncHeaders(client, DOMAIN, 'after', second);
    assert.deepEqual(plan, {set: [], remove: []});
    assert.deepEqual(cdn.calls, ['DescribeCdnDomainConfigs'], 'an unchanged release writes nothing');
  } finally {
    await cdn.close();
  }
});

test('rules for headers the build does not send, and duplicates, are deleted', async () => {
  const cdn = await startLocalCdn(DOMAIN);
  try {
    cdn.rules.push(
      {configId: '1', key: 'X-Frame-Options', value: 'SAMEORIGIN'},
      {configId: '2', key: 'x-frame-options', value: 'DENY'},
      {configId: '3', key: 'X-Powered-By', value: 'hand-made'},
    );
    await syncHeaders(new AliyunCdn(cdn.target), DOMAIN, 'after', release('a'));
    assert.equal(cdn.rules.length, securityHeaders([]).length);
    assert.deepEqual(
      cdn.rules.filter((rule) => /frame-options/i.test(rule.key)),
      [{configId: '1', key: 'X-Frame-Options', value: 'DENY'}],
    );
    assert.ok(!cdn.rules.some((rule) => rule.key === 'X-Powered-By'));
  } finally {
    await cdn.close();
  }
});

test('a wrong secret is refused, and the error says so', async () => {
  const cdn = await startLocalCdn(DOMAIN);
  try {
    const client = new AliyunCdn({...cdn.target, accessKeySecret: 'wrong'});
    await assert.rejects(syncHeaders(client, DOMAIN, 'after', release('a')), /signature mismatch/);
    assert.deepEqual(cdn.rules, []);
  } finally {
    await cdn.close();
  }
});

test('mergeCsp keeps every directive and source of both, in order', () => {
  assert.equal(
    mergeCsp("default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self'; script-src 'self' 'sha256-b'"),
    "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'",
  );
});

test('planHeaderConfigs: nothing to do when the CDN already matches', () => {
  const wanted: [string, string][] = [['X-Content-Type-Options', 'nosniff']];
  assert.deepEqual(planHeaderConfigs([{configId: '9', name: 'x-content-type-options', value: 'nosniff'}], wanted), {
    set: [],
    remove: [],
  });
});
