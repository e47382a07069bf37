import assert from 'node:assert/strict';
import test from 'node:test';
import {site} from '../../config/site';
import {robotsTxt} from '.';

test('robots.txt allows everything and names the sitemap on the site host', () => {
  assert.equal(robotsTxt(site.url, site.baseUrl), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
});

test('the sitemap line follows a base URL, with or without its trailing slash', () => {
  assert.match(robotsTxt('https://example.org', '/game/'), /^Sitemap: https:\/\/example\.org\/game\/sitemap\.xml$/m);
  assert.match(robotsTxt('https://example.org/', '/game'), /^Sitemap: https:\/\/example\.org\/game\/sitemap\.xml$/m);
});
