import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {footer} from './src/config/footer';
import {diagramCacheRoot, katexStaticRoot, markdownPlugins} from './src/config/markdown';
import {navbar} from './src/config/navbar';
import {prismTheme} from './src/config/prism';
import {searchOptions} from './src/config/search';
import {createSitemapItems} from './src/config/sitemap';
import {ssrTemplate} from './src/config/ssr-template';
import announcementBarPlugin, {announcementBar} from './src/plugins/announcement-bar';
import codeHighlightPlugin from './src/plugins/code-highlight';
import docsPlugin from './src/plugins/docs';
import coldBuildPlugin from './src/plugins/cold-build';
import entityCardsPlugin from './src/plugins/entity-cards';
import entityPagesPlugin from './src/plugins/entity-pages';
import gameDataPlugin from './src/plugins/game-data';
import iconsPlugin, {ICONS_STATIC_ROOT} from './src/plugins/icons';
import glossaryPlugin from './src/plugins/glossary';
import offlinePlugin from './src/plugins/offline';
import lightOnlyPlugin from './src/plugins/light-only';
import openDataPlugin from './src/plugins/open-data';
import pageStylesPlugin from './src/plugins/page-styles';
import redirectsPlugin from './src/plugins/redirects';
import releasesPlugin from './src/plugins/releases';
import robotsPlugin from './src/plugins/robots';
import securityHeadersPlugin from './src/plugins/security-headers';
import serverBundlePlugin from './src/plugins/server-bundle';
import zoomKeyboardPlugin from './src/plugins/zoom-keyboard';
import {scheduledPosts} from './src/config/blog';
import {copyrightText, filingText, filingUrl, icpText, legal, site} from './src/config/site';

// One setting for the blog's URLs: the blog plugin builds permalinks from it, and the
// announcement bar (made here, before any content loads) builds its link from it.
const blogRouteBasePath = 'blog';
const announcement = announcementBar(__dirname, {baseUrl: site.baseUrl, blogRouteBasePath});
const markdown = markdownPlugins(__dirname, site.baseUrl);
const docs = {
  sidebarPath: './sidebars.ts',
  editUrl: `${site.repoUrl}/edit/main/`,
  showLastUpdateTime: true,
  breadcrumbs: true,
  ...markdown,
};

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  staticDirectories: ['static', diagramCacheRoot, katexStaticRoot, ICONS_STATIC_ROOT],
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  // `/blog/index` (a post) and `/blog` (the list) would both be written as blog/index.html
  // without this; every static host then serves the list for both.
  trailingSlash: false,
  // The banner warns a site deployed under the wrong baseUrl; ours is fixed in src/config/site.ts and
  // every e2e test runs at it. Off, it takes an inline script and 4 KB of code off every page.
  baseUrlIssueBanner: false,

  // Editors' mistakes must stop the build (ARCHITECTURE.md, "Guards the build applies").
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  // The entry scripts load after the first paint (the page is complete without them): see the file.
  ssrTemplate,

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
    },
  },

  customFields: {
    legal: {
      filingText: filingText(),
      filingUrl: filingUrl(),
      icpText: icpText(),
      icpUrl: legal.icp.url,
      copyright: copyrightText(),
    },
    // 「报告错误」 opens a new issue here (src/components/ReportError); the browser reads it from the
    // site config rather than importing src/config/site.ts, which would put the whole file in every page.
    repoUrl: site.repoUrl,
  },

  presets: [
    [
      'classic',
      {
        // On by default in `npm start`: it writes every plugin's content, all of data/ included,
        // into one module that each data edit rewrites and webpack compiles again.
        debug: false,
        // Added below as src/plugins/docs, the same plugin with a shorter watch list.
        docs: false,
        blog: {
          routeBasePath: blogRouteBasePath,
          blogTitle: '博客',
          blogDescription: '《千川纪》的版本说明与开发日志',
          blogSidebarTitle: '全部文章',
          blogSidebarCount: 'ALL',
          postsPerPage: 5,
          showReadingTime: false,
          editUrl: `${site.repoUrl}/edit/main/`,
          feedOptions: {type: 'all', title: '千川纪博客', copyright: copyrightText()},
          // Tags only from blog/tags.yml: a typo fails instead of making a new tag page.
          tags: 'tags.yml',
          onInlineTags: 'throw',
          // A post dated in the future is published by the first build on or after its date.
          processBlogPosts: async ({blogPosts}) => scheduledPosts(blogPosts),
          ...markdown,
        },
        pages: markdown,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          // Dates from git (docs and posts): the one sitemap field search engines use.
          lastmod: 'date',
          // Google ignores both, and the same value on every URL says nothing to anyone else.
          changefreq: null,
          priority: null,
          // Tag pages only repeat the blog's posts. /search carries noindex (src/theme/SearchPage),
          // which keeps it out of the sitemap by itself.
          ignorePatterns: ['/blog/tags', '/blog/tags/**'],
          // No `git log` per generated page (src/config/sitemap.ts).
          createSitemapItems,
        },
      } satisfies Preset.Options,
    ],
  ],

  // Says so, and falls back to the browser's MathML layout, when the KaTeX stylesheet cannot load
  // (an old page whose stylesheet was pruned from the host, a dropped connection).
  clientModules: [require.resolve('./src/plugins/katex-fallback/client.ts')],
  themes: [['@easyops-cn/docusaurus-search-local', searchOptions(__dirname)]],
  // Our plugins type their own content; Docusaurus's list only knows `unknown` content.
  plugins: [
    // The preset's docs plugin; in `npm start` it does not reload for a generated page's text.
    [docsPlugin as PluginModule, docs],
    lightOnlyPlugin,
    'docusaurus-plugin-image-zoom',
    zoomKeyboardPlugin,
    [announcementBarPlugin, {id: announcement.bar.id, href: announcement.href}],
    releasesPlugin as PluginModule,
    gameDataPlugin as PluginModule,
    glossaryPlugin as PluginModule,
    // /data/<version>/<kind>.json with JSON Schemas, checked against them, and the balance feed.
    openDataPlugin as PluginModule,
    // A page per unit, building, technology and policy, generated from data/ into docs/数据/<kind>/.
    entityPagesPlugin,
    // Hover cards on links to units, buildings, technologies and policies (code and text on first use).
    entityCardsPlugin as PluginModule,
    // The icons of units, buildings and technologies: one cached sprite (src/game/icons.ts).
    iconsPlugin,
    robotsPlugin,
    codeHighlightPlugin,
    // build/_headers and build/security-headers.conf: CSP with the inline scripts' hashes (deploy/README.md).
    securityHeadersPlugin,
    // Old addresses of moved pages (docs/redirects.yaml): a page each, and the hosts' 301 lists.
    redirectsPlugin,
    // build/sw.js (Workbox) and build/manifest.json: offline reading and the install prompt.
    offlinePlugin,
    // A page's own CSS modules load with that page, not in the stylesheet every page loads.
    pageStylesPlugin,
    // `docusaurus build` without webpack's persistent cache: memory and CPU at scale (see the file).
    coldBuildPlugin,
    // No web worker files from the server compile: only the client's reach the build (see the file).
    serverBundlePlugin,
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // docusaurus-plugin-image-zoom (medium-zoom) on images in docs, blog posts and MDX pages (which
    // have no .markdown wrapper): attached 1 s after each route change; closes on
    // Escape, click, a 40px scroll or resize (medium-zoom's defaults).
    zoom: {
      selector: '.markdown img, .mdx-page article img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
      config: {},
    },
    announcementBar: announcement.bar,
    navbar,
    footer,
    // og:image and twitter:image on every page; made by scripts/social-card.ts.
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: '千川纪, 策略游戏, 攻略, 数据, 下载'}],
    prism: {theme: prismTheme},
  } satisfies Preset.ThemeConfig,
};

export default config;
