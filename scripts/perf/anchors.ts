/**
 * The reference site our pages are measured against, built in a cache dir: a plain Docusaurus 3.4.0
 * classic site with our site-level config (locale, title, URL, light mode only) and none of our
 * content, plugins or themes, from our own node_modules (same pinned versions, no network): the
 * budget baseline and the Lighthouse gate's anchor.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'perf-anchors');

/** Two sample pages every anchor has: a home and a doc page. */
const sampleDoc = `# 入门

这是一个示例文档页，用来衡量站点框架本身的开销。它有一段正文、一个列表和一个代码块。

## 第一节

- 第一项
- 第二项

\`\`\`js
console.log('hello');
\`\`\`
`;

const docusaurusConfig = `
module.exports = {
  title: '千川纪',
  url: 'https://qianchuan-game.github.io',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans']},
  presets: [['classic', {docs: {sidebarPath: undefined}, blog: false, theme: {}}]],
  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: {title: '千川纪', items: [{to: '/docs/intro', label: '文档', position: 'left'}]},
    footer: {style: 'light', copyright: '© 千川纪制作组'},
  },
};
`;

const docusaurusHome = `
import React from 'react';
import Layout from '@theme/Layout';
export default function Home() {
  return (
    <Layout title="首页" description="示例首页">
      <main className="container margin-vert--lg"><h1>千川纪</h1><p>示例首页。</p></main>
    </Layout>
  );
}
`;

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** Builds the plain Docusaurus site once per Docusaurus version and config; returns its build dir. */
export function buildDocusaurusAnchor(): string {
  const version = (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const key = crypto
    .createHash('sha256')
    .update(version + docusaurusConfig + docusaurusHome + sampleDoc)
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(cacheDir, `docusaurus-${key}`);
  const out = path.join(dir, 'build');
  if (fs.existsSync(path.join(out, 'docs', 'intro.html'))) return out;
  fs.rmSync(dir, {recursive: true, force: true});
  write(dir, {
    'docusaurus.config.js': docusaurusConfig,
    'docs/intro.md': sampleDoc,
    'src/pages/index.js': docusaurusHome,
    'package.json': '{"name": "docusaurus-anchor", "private": true}\n',
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', dir, '--out-dir', out],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`基线站点（纯 Docusaurus）构建失败：\n${result.stdout}\n${result.stderr}`);
  return out;
}

if (require.main === module) console.log(buildDocusaurusAnchor());
