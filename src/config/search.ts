import type {PluginOptions} from '@easyops-cn/docusaurus-search-local/dist/types';

// Offline search (PRODUCT.md §4): Chinese segmentation, docs and pages only, index named by hash.
export const searchOptions: Partial<PluginOptions> = {
  language: ['zh', 'en'],
  hashed: 'filename',
  indexDocs: true,
  indexPages: true,
  indexBlog: false,
  docsRouteBasePath: '/docs',
  highlightSearchTermsOnTargetPage: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchResultLimits: 8,
  explicitSearchResultPath: true,
};
