/**
 * The site as real nginx serves it with deploy/nginx.conf (issue 24): the security headers on
 * every response, clean URLs with Chinese paths, the 404 page with its status, caching (hashed
 * assets for good, pages revalidated), compression and the right type for every kind of file.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {expect, test as base} from '@playwright/test';
import {HEADERS_FILE, headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headers';
import {startNginx} from '../support/nginx';
import {REDIRECTS_FILE, type Redirect} from '../../src/plugins/redirects/redirects';
import {dataFile, readYaml, root} from '../support/site';
import {doc, docInFolder, entity} from '../support/routes';

const buildDir = path.join(root, 'build');

const test = base.extend<object, {origin: string}>({
  origin: [
    async ({}, use) => {
      const nginx = await startNginx(buildDir);
      await use(nginx.origin);
      await nginx.stop();
    },
    {scope: 'worker'},
  ],
  baseURL: async ({origin}, use) => use(origin),
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (no decompression), as a browser asking for gzip would send it. */
function get(origin: string, urlPath: string): Promise<Answer> {
  const encoded = urlPath
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${encoded}`, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}),
        );
      })
      .on('error', reject);
  });
}

const built = (file: string) => fs.readFileSync(path.join(buildDir, file));
const firstFile = (dir: string, pattern: RegExp) => {
  const name = fs.readdirSync(path.join(buildDir, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`build/${dir} 里没有符合 ${pattern} 的文件`);
  return `${dir}/${name}`;
};

/** Files under gzip_min_length are sent as they are: compare with one large enough. */
const largest = (dir: string, pattern: RegExp) => {
  const names = fs.readdirSync(path.join(buildDir, dir)).filter((f) => pattern.test(f));
  names.sort((a, b) => fs.statSync(path.join(buildDir, dir, b)).size - fs.statSync(path.join(buildDir, dir, a)).size);
  if (!names[0]) throw new Error(`build/${dir} 里没有符合 ${pattern} 的文件`);
  return `${dir}/${names[0]}`;
};

test('every response carries the security headers of the build, the 404 page too', async ({origin}) => {
  const expected = headersFor(parseHeadersFile(built(HEADERS_FILE).toString()), '/');
  expect(expected.length).toBeGreaterThan(4);
  for (const urlPath of ['/', doc('combat'), '/no/such/page', `/${firstFile('assets/js', /^main\..*\.js$/)}`]) {
    const answer = await get(origin, urlPath);
    for (const [name, value] of expected)
      expect(answer.headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(value);
  }
});

test('clean URLs with Chinese paths serve their page; /blog and the post /blog/index are different pages', async ({
  origin,
}) => {
  // A page's file in the build is its address plus .html: /docs/战斗 is docs/战斗.html.
  const html = (urlPath: string) => [urlPath, `${urlPath.slice(1)}.html`] as const;
  for (const [urlPath, file] of [
    ['/', 'index.html'],
    html(doc('combat')),
    html(entity('unit', 'spearman')),
    html(docInFolder('factions', dataFile('factions').factions[0]!.name)),
    ['/blog', 'blog.html'],
    ['/blog/index', 'blog/index.html'],
    ['/download', 'download.html'],
  ] as const) {
    const answer = await get(origin, urlPath);
    expect(answer.status, urlPath).toBe(200);
    expect(answer.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(built(file).toString())![1]!;
    const page = await (await fetch(`${origin}${encodeURI(urlPath)}`)).text();
    expect(page, urlPath).toContain(`>${title}</title>`);
  }
});

test('an unknown address gets the 404 page with status 404; the host files are not served', async ({origin, page}) => {
  for (const urlPath of '/no/such/page /docs/没有这一页 /_headers /security-headers.conf /.assetsignore'.split(' '))
    expect((await get(origin, urlPath)).status, urlPath).toBe(404);
  const response = await page.goto('/docs/没有这一页');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toBeVisible();
});

test('an old address of a moved page answers 301 to its new one (docs/redirects.yaml)', async ({origin, page}) => {
  const [first] = readYaml<Redirect[]>(REDIRECTS_FILE);
  const answer = await get(origin, first!.from);
  expect(answer.status).toBe(301);
  expect(decodeURI(new URL(String(answer.headers.location), origin).pathname)).toBe(first!.to);
  await page.goto(first!.from);
  await expect(page).toHaveURL(new RegExp(`${encodeURI(first!.to)}$`));
});

test('hashed assets are cached for good, everything else revalidated', async ({origin}) => {
  const immutable = 'public, max-age=31536000, immutable';
  for (const file of [
    firstFile('assets/js', /^main\..*\.js$/),
    firstFile('assets/css', /\.css$/),
    firstFile('assets/katex', /\.css$/),
    firstFile('assets/katex/fonts', /\.woff2$/),
  ]) {
    expect((await get(origin, `/${file}`)).headers['cache-control'], file).toBe(immutable);
  }
  for (const urlPath of ['/', doc('combat'), '/sitemap.xml', `/${firstFile('.', /^search-index-.*\.json$/)}`]) {
    expect((await get(origin, urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
  }
});

test('text is sent compressed, with the right type for every kind of file; fonts as they are', async ({origin}) => {
  const cases: [string, RegExp, boolean][] = [
    [doc('combat'), /^text\/html; charset=utf-8$/, true],
    [`/${firstFile('assets/js', /^main\..*\.js$/)}`, /^application\/javascript/, true],
    // The largest: a page's own stylesheet can be under nginx's gzip_min_length.
    [`/${largest('assets/css', /\.css$/)}`, /^text\/css/, true],
    [`/${firstFile('.', /^search-index-.*\.json$/)}`, /^application\/json/, true],
    ['/sitemap.xml', /^(text|application)\/xml/, true],
    [`/${largest('diagrams', /\.svg$/)}`, /^image\/svg\+xml/, true],
    [`/${firstFile('assets/katex/fonts', /\.woff2$/)}`, /^font\/woff2$/, false],
  ];
  for (const [urlPath, type, compressed] of cases) {
    const answer = await get(origin, urlPath);
    expect(answer.status, urlPath).toBe(200);
    expect(answer.headers['content-type'], urlPath).toMatch(type);
    expect(answer.headers['content-encoding'], urlPath).toBe(compressed ? 'gzip' : undefined);
  }
});

test('a page with math works in the browser through nginx: typeset, under the CSP, nothing from elsewhere', async ({
  page,
  origin,
}) => {
  const elsewhere: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).origin !== origin && elsewhere.push(request.url())));
  page.on(
    'console',
    (message) => void (/Content Security Policy/.test(message.text()) && violations.push(message.text())),
  );
  await page.goto(doc('combat'));
  await expect(page.locator('.katex .katex-mathml').first()).toHaveCSS('position', 'absolute');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
