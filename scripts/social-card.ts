/**
 * Makes static/img/social-card.png, the picture link previews show (og:image, 1200×630):
 * `npx tsx scripts/social-card.ts`. The card is drawn as HTML and SVG from the site's own art
 * (the logo's river waves, the four faction emblems), rendered by the same Chromium the e2e tests
 * use and, when pngquant is installed, quantised to stay well under the 150 KB budget that
 * chat apps and crawlers load without complaint.
 *
 * Needs a Chinese serif font for the title: Debian/Ubuntu `apt-get install fonts-noto-cjk`
 * (and `pngquant` for the compression).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {launch} from './lib/browser';
import {parse} from 'yaml';
import {site} from '../src/config/site';
import {countWord} from '../src/game/numerals';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'static/img/social-card.png');
const budget = 150 * 1024;
const width = 1200;
const height = 630;

// The count comes from the data, like every count on the site (the glossary's term is 阵营).
const factionCount = (parse(fs.readFileSync(path.join(root, 'data/factions.yaml'), 'utf8')) as {factions: unknown[]})
  .factions.length;

// In the order of data/factions.yaml: 赤岚王朝, 白港商盟, 青林部族, 玄岩山国.
const emblems = ['chilan', 'baigang', 'qinglin', 'xuanyan'].map((name) => {
  const svg = fs.readFileSync(path.join(root, 'static/img/factions', `${name}.svg`));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
});

function hasChineseFont(): boolean {
  const fc = spawnSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8'});
  return fc.status === 0 && fc.stdout.trim().length > 0;
}

// Parchment, ink and the logo's river red, as on the site (src/css/custom.css).
const html = `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { position: relative; background: #f8f1e3; color: #2b1d0e;
    font-family: 'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', serif; }
  svg.back { position: absolute; inset: 0; }
  .title { position: absolute; left: 96px; top: 88px; font-size: 150px; font-weight: 900; letter-spacing: 0.12em; line-height: 1; }
  .subtitle { position: absolute; left: 100px; top: 268px; font-size: 40px; font-weight: 600; color: #8a2f1d; letter-spacing: 0.08em; }
  .tagline { position: absolute; left: 100px; top: 336px; font-size: 26px; line-height: 1.6; color: #4a3620; }
  .emblems { position: absolute; left: 96px; bottom: 56px; display: flex; gap: 28px; }
  .emblems img { width: 104px; height: 104px; filter: drop-shadow(0 3px 4px rgba(43, 29, 14, 0.25)); }
  .url { position: absolute; right: 64px; bottom: 60px; font-family: 'Noto Sans CJK SC', sans-serif; font-size: 24px; color: #6c240c; letter-spacing: 0.04em; }
</style></head><body>
<svg class="back" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">
  <!-- the logo's three river waves, spread across the right half as a delta -->
  <g fill="none" stroke-linecap="round">
    <path d="M700 190c70-55 140 55 210 0s140 55 210 0s140 55 210 0" stroke="#e9d7b0" stroke-width="26"/>
    <path d="M680 300c70-55 140 55 210 0s140 55 210 0s140 55 210 0" stroke="#9cc3d5" stroke-width="30"/>
    <path d="M720 410c70-55 140 55 210 0s140 55 210 0s140 55 210 0" stroke="#e9d7b0" stroke-width="26"/>
  </g>
  <circle cx="1040" cy="112" r="58" fill="#8a2f1d"/>
  <circle cx="1040" cy="112" r="48" fill="none" stroke="#f3d9a4" stroke-width="4"/>
  <rect x="0" y="0" width="${width}" height="14" fill="#8a2f1d"/>
  <rect x="0" y="${height - 14}" width="${width}" height="14" fill="#8a2f1d"/>
  <rect x="28" y="34" width="${width - 56}" height="${height - 68}" fill="none" stroke="#c9b27c" stroke-width="2"/>
</svg>
<div class="title">千川纪</div>
<div class="subtitle">${countWord(factionCount, '方')}方阵营 · 千条河川</div>
<div class="tagline">大退潮三百年后，新土从河泥里升起。<br>开垦它、治理它、守住它。</div>
<div class="emblems">${emblems.map((src) => `<img src="${src}" alt="">`).join('')}</div>
<div class="url">${new URL(site.url).host}</div>
</body></html>`;

async function main(): Promise<void> {
  if (!hasChineseFont()) {
    console.error(
      '没有中文字体，标题会显示成方框：请先安装 Noto CJK 字体（Debian/Ubuntu：apt-get install fonts-noto-cjk）。',
    );
    process.exit(1);
  }
  const browser = await launch();
  try {
    const page = await browser.newPage({viewport: {width, height}, deviceScaleFactor: 1});
    await page.setContent(html, {waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({path: out, clip: {x: 0, y: 0, width, height}});
  } finally {
    await browser.close();
  }
  // Lossy palette quantisation: flat colours and a few gradients lose nothing visible at 256 colours.
  const quant = spawnSync(
    'pngquant',
    ['--force', '--skip-if-larger', '--strip', '--quality=70-95', '--output', out, out],
    {stdio: 'inherit'},
  );
  if (quant.error) console.warn('没有 pngquant：图片未压缩（Debian/Ubuntu：apt-get install pngquant）。');
  const size = fs.statSync(out).size;
  console.log(`${path.relative(root, out)}: ${width}×${height}, ${(size / 1024).toFixed(1)} KB`);
  if (size > budget) {
    console.error(`超过 ${budget / 1024} KB 的预算。`);
    process.exit(1);
  }
}

void main();
