import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
// What Docusaurus's page template calls with the manifest and the modules a page rendered.
import {getBundles} from 'react-loadable-ssr-addon-v5-slorber';
import {isPageCssFile, withPageStylesheets, type ClientManifest} from './index';

const site = path.join(path.sep, 'site');

test('our components and plugins may load their CSS alone; swizzles, global CSS and packages may not', () => {
  const file = (...parts: string[]) => path.join(site, ...parts);
  assert.equal(isPageCssFile(file('src/components/UnitComparison/styles.module.css'), site), true);
  assert.equal(isPageCssFile(file('src/plugins/offline/notice.module.css'), site), true);
  assert.equal(isPageCssFile(file('src/pages/index.module.css'), site), true);
  assert.equal(isPageCssFile(file('src/theme/DocBreadcrumbs/styles.module.css'), site), false);
  assert.equal(isPageCssFile(file('src/css/custom.css'), site), false);
  assert.equal(isPageCssFile(file('node_modules/infima/dist/css/default/default.css'), site), false);
  assert.equal(isPageCssFile(file('src/x/node_modules/y/a.css'), site), false);
});

test("a page's server HTML links its route module's stylesheets after the global one, and no more scripts", () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: {main: [1, 2, 'main'], '5dd44488': [7, 4308]},
    assets: {
      main: {js: [{file: 'assets/js/main.1.js', hash: 'a', publicPath: '/assets/js/main.1.js'}]},
      2: {css: [{file: 'assets/css/styles.1.css', hash: 'b', publicPath: '/assets/css/styles.1.css'}]},
      4308: {js: [{file: 'assets/js/5dd44488.1.js', hash: 'c', publicPath: '/assets/js/5dd44488.1.js'}]},
    },
  };
  const byRequest = new Map([['@site/docs/数据/对比.md', ['assets/css/7.1.css', 'assets/css/4308.1.css']]]);
  const updated = withPageStylesheets(manifest, byRequest, '/');
  const page = getBundles(updated, ['main', '@site/docs/数据/对比.md', '@theme/DocItem']);
  assert.deepEqual(
    page.css?.map((b) => b.file),
    ['assets/css/styles.1.css', 'assets/css/7.1.css', 'assets/css/4308.1.css'],
  );
  assert.deepEqual(
    page.js?.map((b) => b.file),
    ['assets/js/main.1.js'],
  );
  // Another page renders other modules: it links only the global stylesheet.
  assert.deepEqual(
    getBundles(updated, ['main', '@site/src/components/DownloadPage']).css?.map((b) => b.file),
    ['assets/css/styles.1.css'],
  );
});
