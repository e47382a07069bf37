import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {site} from '../../src/config/site';
import {buildDir, extraRoutes} from '../support/sitemap';
import {doc} from '../support/routes';

// Fetches pages as a crawler does (no browser, no JavaScript): what matters for search engines and
// link previews is in the static HTML.

interface Head {
  lang: string | undefined;
  canonical: string[];
  meta: Map<string, string>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decodeEntities(m[2]!)]),
  );
}

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributes(tag);
    const key = a.name ?? a.property;
    if (key && a.content !== undefined) meta.set(key, a.content);
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((a) => a.rel === 'canonical')
    .map((a) => a.href ?? '');
  return {lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1], canonical, meta};
}

/** The same URL written either way (raw Chinese or percent-encoded) compares equal. */
const normal = (url: string) => new URL(url).href;

async function fetchHead(request: APIRequestContext, route: string, status = 200): Promise<Head> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(status);
  return parseHead(await response.text());
}

/** What every page needs for search results and link previews; returns what is wrong. */
function socialProblems(route: string, head: Head): string[] {
  const problems: string[] = [];
  if (head.lang !== 'zh-Hans') problems.push(`${route}: <html lang="${head.lang}">`);
  for (const key of ['description', 'og:title', 'og:description', 'og:image']) {
    if (!head.meta.get(key)?.trim()) problems.push(`${route}: no ${key}`);
  }
  const image = head.meta.get('og:image');
  if (image) {
    const url = new URL(image);
    const file = path.join(buildDir, decodeURIComponent(url.pathname));
    if (url.origin !== new URL(site.url).origin) problems.push(`${route}: og:image ${image} is not on ${site.url}`);
    else if (!fs.existsSync(file)) problems.push(`${route}: og:image ${image} is not in build/`);
  }
  return problems;
}

async function sitemap(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
}

test('robots.txt allows crawling and points to the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('the sitemap lists the site on its production host, with git dates, and leaves out search and tags', async ({
  request,
}) => {
  const urls = await sitemap(request);
  expect(urls.length).toBeGreaterThanOrEqual(40);
  for (const url of urls) expect(url.startsWith(`${site.url}/`), url).toBe(true);
  const paths = urls.map((u) => decodeURI(new URL(u).pathname));
  const listed = '/blog /blog/archive /blog/index /download /markdown-page'.split(' ');
  expect(paths).toEqual(expect.arrayContaining(['/', doc('intro'), doc('glossary'), ...listed]));
  expect(paths.filter((p) => p === '/search' || p.startsWith('/blog/tags'))).toEqual([]);
  // Docs and posts carry their last git commit date; a shallow clone would give none.
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<url><loc>[^<]*\/docs\/[^<]*<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
});

test('every page in the sitemap has lang, a canonical link to itself, a description of its own and Open Graph tags', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const urls = await sitemap(request);
  const problems: string[] = [];
  const byDescription = new Map<string, string[]>();
  for (const url of urls) {
    const route = new URL(url).pathname;
    const head = await fetchHead(request, route);
    const name = decodeURI(route);
    problems.push(...socialProblems(name, head));
    if (head.canonical.length !== 1) problems.push(`${name}: ${head.canonical.length} canonical links`);
    else if (normal(head.canonical[0]!) !== normal(url))
      problems.push(`${name}: canonical ${head.canonical[0]} is not the sitemap's ${url}`);
    const description = head.meta.get('description') ?? '';
    if (description === site.tagline) problems.push(`${name}: the description is the site tagline`);
    byDescription.set(description, [...(byDescription.get(description) ?? []), name]);
  }
  // A description of its own on each page; a list and its later pages (/page/2 …) may share one.
  for (const [description, routes] of byDescription) {
    const lists = new Set(routes.map((r) => r.replace(/\/page\/\d+$/, '')));
    if (lists.size > 1) problems.push(`the same description on ${routes.join(', ')}: ${description}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('pages outside the sitemap (tags, search, not found) still have lang, a description and Open Graph tags', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const route of extraRoutes())
    problems.push(...socialProblems(decodeURI(route), await fetchHead(request, route)));
  problems.push(...socialProblems('404', await fetchHead(request, '/no/such/page', 404)));
  expect(problems, problems.join('\n')).toEqual([]);
  // Results pages stay out of search engines; the plugin's own tag (property="robots") is ignored by crawlers.
  expect((await fetchHead(request, '/search')).meta.get('robots')).toMatch(/noindex/);
});

test('the social card is a 1200×630 PNG under 150 KB', () => {
  const png = fs.readFileSync(path.join(buildDir, 'img/social-card.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // IHDR: width and height, big-endian, right after the 8-byte signature and the chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(150 * 1024);
});
