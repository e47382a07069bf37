/** Where the KaTeX stylesheet and fonts are served, under the base URL (browser-safe: no Node imports). */
export const KATEX_ASSET_DIR = 'assets/katex/';
