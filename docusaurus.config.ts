import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {footer} from './src/config/footer';
import {diagramCacheRoot, markdownPlugins} from './src/config/markdown';
import {navbar} from './src/config/navbar';
import {searchOptions} from './src/config/search';
import codeHighlightPlugin from './src/plugins/code-highlight';
import announcementBarPlugin, {announcementBar} from './src/plugins/announcement-bar';
import gameDataPlugin from './src/plugins/game-data';
import lightOnlyPlugin from './src/plugins/light-only';
import releasesPlugin from './src/plugins/releases';
import searchTraditionalPlugin from './src/plugins/search-traditional';
import {copyrightText, filingText, filingUrl, site} from './src/config/site';

const announcement = announcementBar(__dirname);
const markdown = markdownPlugins(__dirname, site.baseUrl);

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  staticDirectories: ['static', diagramCacheRoot],
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  // `/blog/index` (a post) and `/blog` (the list) would both be written as blog/index.html
  // without this; every static host then serves the list for both.
  trailingSlash: false,

  // Editors' mistakes must stop the build (PRODUCT.md §5).
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
    },
  },

  customFields: {
    legal: {filingText: filingText(), filingUrl: filingUrl(), copyright: copyrightText()},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${site.repoUrl}/edit/main/`,
          showLastUpdateTime: true,
          breadcrumbs: true,
          ...markdown,
        },
        blog: {
          blogTitle: '博客',
          blogDescription: '《千川纪》的版本说明与开发日志',
          blogSidebarTitle: '全部文章',
          blogSidebarCount: 'ALL',
          postsPerPage: 5,
          showReadingTime: false,
          editUrl: `${site.repoUrl}/edit/main/`,
          feedOptions: {type: 'all', title: '千川纪博客', copyright: copyrightText()},
          ...markdown,
        },
        pages: markdown,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Says so, and falls back to the browser's MathML layout, when the KaTeX stylesheet cannot load.
  clientModules: [require.resolve('./src/remark/katex/client.ts')],
  themes: [['@easyops-cn/docusaurus-search-local', searchOptions(__dirname)]],
  // Our plugins type their own content; Docusaurus's list only knows `unknown` content.
  plugins: [
    lightOnlyPlugin,
    'docusaurus-plugin-image-zoom',
    [announcementBarPlugin, {id: announcement.id}],
    releasesPlugin as PluginModule,
    gameDataPlugin as PluginModule,
    searchTraditionalPlugin as PluginModule,
    codeHighlightPlugin,
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // docusaurus-plugin-image-zoom (medium-zoom) on images in docs, blog posts and MDX pages (which
    // have no .markdown wrapper): attached 1 s after each route change; closes on
    // Escape, click, a 40px scroll or resize (medium-zoom's defaults).
    zoom: {selector: '.markdown img, .mdx-page article img', background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'}, config: {}},
    announcementBar: announcement,
    navbar,
    footer,
    metadata: [{name: 'keywords', content: '千川纪, 策略游戏, 攻略, 数据, 下载'}],
    prism: {theme: prismThemes.github},
  } satisfies Preset.ThemeConfig,
};

export default config;
