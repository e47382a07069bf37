/**
 * The site under the headers it is deployed with (issue 8): build/_headers, served by
 * scripts/serve-build.ts --headers on a port of its own. Every page type is opened and used —
 * search, zoom, table sorting, math — and no page may trip the Content-Security-Policy or throw.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test as base, type Page} from '@playwright/test';
import {serve} from '../../scripts/serve-build';
import {HEADERS_FILE, headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headers';
import {scanHtml, scriptHash} from '../../src/plugins/security-headers/scan';
import {root} from '../support/site';
import {hydrated, settled} from '../support/settle';
import {doc, docInFolder} from '../support/routes';
import {searchBox} from '../support/search-results';

const buildDir = path.join(root, 'build');

interface Problems {
  violations: string[];
  errors: string[];
}

const test = base.extend<{problems: Problems}, {origin: string}>({
  origin: [
    async ({}, use) => {
      const {origin, close} = await serve(buildDir, {headers: true});
      await use(origin);
      await close();
    },
    {scope: 'worker'},
  ],
  baseURL: async ({origin}, use) => use(origin),
  // Checked after every test: what the page reported, in every document it loaded.
  problems: [
    async ({page}, use) => {
      const problems: Problems = {violations: [], errors: []};
      await page.exposeFunction('__reportCspViolation', (text: string) => problems.violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
          void report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });
      page.on('console', (message) => {
        // Chromium also says so in the console when a header it was sent is malformed.
        if (/Content Security Policy|Permissions-Policy|Strict-Transport-Security/.test(message.text()))
          problems.violations.push(message.text());
      });
      page.on('pageerror', (error) => problems.errors.push(error.message));
      await use(problems);
      // Late reports (a lazily loaded chunk, the search worker) arrive before the page settles.
      if (!page.isClosed()) await settled(page);
      expect(problems.violations, 'CSP 违规或无效的安全头').toEqual([]);
      expect(problems.errors, '页面错误').toEqual([]);
    },
    {auto: true},
  ],
});

const rules = () => parseHeadersFile(fs.readFileSync(path.join(buildDir, HEADERS_FILE), 'utf8'));

/** Opens the zoomable image and waits for medium-zoom's enlarged copy. */
async function zoom(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  // Zoom is attached about 1 s after the route renders.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await image.click();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
}

const pages = [
  ...['/', doc('intro'), doc('unitsData'), docInFolder('factions', '赤岚王朝')],
  ...'/download /blog /blog/index /markdown-page /search?q=长枪'.split(' '),
];

test('every page type is sent with the headers of _headers, and the CSP allows exactly its inline scripts', async ({
  request,
}) => {
  for (const route of [...pages, '/no/such/page']) {
    const response = await request.get(encodeURI(route));
    expect(response.status(), route).toBe(route === '/no/such/page' ? 404 : 200);
    const headers = response.headers();
    for (const [name, value] of headersFor(rules(), '/'))
      expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
    const csp = headers['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const {scripts} = scanHtml(await response.text());
    expect(scripts.length, route).toBeGreaterThan(0);
    for (const script of scripts) expect(scriptSrc, `${route}：${script.slice(0, 60)}`).toContain(scriptHash(script));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('home: the navbar search finds 长枪', async ({page}) => {
  await page.goto('/');
  // The theme's inline scripts ran: colour mode and the announcement bar's reset.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await searchBox(page).click();
  await searchBox(page).fill('长枪');
  // Found by the search worker, which the CSP lets start from our own file.
  await expect(page.getByRole('option').filter({hasText: '长枪'}).first()).toBeVisible();
});

test('/docs, then a search from a doc page lands on a result', async ({page}) => {
  await page.goto(doc('intro'));
  await searchBox(page).click();
  await searchBox(page).fill('长枪');
  await page.getByRole('option').filter({hasText: '长枪'}).first().click();
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark', {hasText: '长枪'}).first()).toBeVisible();
});

test('a data page: the unit table sorts', async ({page}) => {
  await page.goto(doc('unitsData'));
  // A click on the server's button before hydration sorts nothing (closing CI, 2026-11-29).
  await hydrated(page);
  const table = page.locator('table', {has: page.locator('caption', {hasText: '全部单位'})});
  // 攻击, not 攻击间隔（秒）.
  const attack = /^攻击(?!间隔)/;
  await table.getByRole('button', {name: attack}).click();
  await expect(table.locator('th', {hasText: attack})).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', {name: attack}).click();
  await expect(table.locator('th', {hasText: attack})).toHaveAttribute('aria-sort', 'descending');
});

test('a faction page: its emblem zooms', async ({page}) => {
  await page.goto(docInFolder('factions', '赤岚王朝'));
  await zoom(page, '.markdown img');
});

test('download page', async ({page}) => {
  await page.goto('/download');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByText(/SHA-256/).first()).toBeVisible();
});

test('the blog, then a post', async ({page}) => {
  await page.goto('/blog');
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the authoring guide: math styled by the site’s own stylesheet and fonts, a diagram zooms', async ({page}) => {
  await page.goto('/markdown-page');
  await expect(page.locator('.katex .katex-mathml').first()).toHaveCSS('position', 'absolute');
  // A math font loaded under the policy (font-src 'self').
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes('KaTeX_Main') && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  await zoom(page, '.mdx-page article img');
});

test('math page whose stylesheet fails: the fallback notice still works under the CSP', async ({page}) => {
  await page.route('**/assets/katex/**', (route) => route.abort('connectionrefused'));
  await page.goto(doc('productivity'));
  await expect(page.getByRole('status').filter({hasText: '公式样式没能加载'})).toBeVisible();
});

test('the search page shows results', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('长枪')}`);
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect(page.locator('article mark', {hasText: '长枪'}).first()).toBeVisible();
});

test('the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toBeVisible();
});
