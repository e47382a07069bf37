/**
 * Issue 8's static rules for what pages download besides code: no web fonts for Chinese text,
 * every image sized in the HTML (no layout shift), raster images small.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {pageTypes} from '../../scripts/perf/page-weight';
import {filesUnder} from '../../src/plugins/files-under';

const build = path.resolve(__dirname, '../../build');

test('no page type downloads a font, and Chinese text is set in the system CJK fonts', async ({page}) => {
  for (const {route} of pageTypes()) {
    const fonts: string[] = [];
    page.on('request', (request) => {
      // KaTeX's math fonts (only on pages with math, served by the site) are not text fonts.
      if (request.resourceType() === 'font' && !/\/assets\/katex\/fonts\/KaTeX_/.test(request.url()))
        fonts.push(request.url());
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(fonts, `${route} 加载了字体`).toEqual([]);
    const family = await page
      .locator('article, main')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    for (const font of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']) expect(family, route).toContain(font);
    page.removeAllListeners('request');
  }
  const css = filesUnder(path.join(build, 'assets', 'css'), /\.css$/);
  for (const file of css)
    expect(fs.readFileSync(file, 'utf8'), `${path.basename(file)} 声明了 @font-face`).not.toContain('@font-face');
});

test('every <img> in the built pages has width and height', () => {
  const unsized: string[] = [];
  for (const file of filesUnder(build, /\.html$/)) {
    for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)) {
      if (!/\swidth="\d+/.test(tag) || !/\sheight="\d+/.test(tag))
        unsized.push(`${path.relative(build, file)}: ${tag.slice(0, 120)}`);
    }
  }
  expect(unsized).toEqual([]);
});

test('raster images are compressed: under 200 KB each and at most 2400 px wide', async ({page}) => {
  const raster = filesUnder(build, /\.(png|jpe?g|webp|avif|gif)$/i);
  for (const file of raster) {
    const kb = fs.statSync(file).size / 1024;
    expect(kb, `${path.relative(build, file)}：${kb.toFixed(0)} KB，请压缩（pngquant、cwebp）`).toBeLessThan(200);
    const url = `/${path.relative(build, file).split(path.sep).map(encodeURIComponent).join('/')}`;
    await page.goto(url);
    const width = await page.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(width, `${url} 太宽`).toBeLessThanOrEqual(2400);
  }
});
