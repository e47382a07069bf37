/**
 * Each page's own CSS modules load with that page, not in the stylesheet every page loads.
 *
 * Docusaurus 3.4 puts every CSS file of the client bundle into one stylesheet (`cacheGroups.styles`
 * in `@docusaurus/core/lib/webpack/base.js`), because its server-rendered HTML links only the entry
 * chunks' CSS: a route's chunks are not known to the page template (the client manifest keys them
 * by chunk name, the renderer reports module paths). So the comparison page's styles were in the
 * download page's first visit, and the other way round.
 *
 * Two parts, for the client build only:
 * - the `styles` group keeps what must stay global (`keepGlobal`): what the entry or the docs' route
 *   components need (they are on nearly every page), our swizzles and `src/css/`, and packages' CSS
 *   except the few in LOADS_WITH_ITS_PAGE. The rest goes into a few shared chunks by the pages that
 *   use it; webpack loads a chunk's CSS with its code, so a page reached by client-side navigation
 *   or a component loaded on first use gets its styles before it renders;
 * - after emit, the client manifest gets each route module's CSS under the module's own path (the
 *   key the renderer reports), CSS only, so the page template's `it.stylesheets` links a page's own
 *   stylesheets after the global one and the first paint is styled. Scripts are left as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Chunk, ChunkGraph, Compilation, Compiler, Module} from 'webpack';

interface ManifestAsset {
  file: string;
  hash: string;
  publicPath: string;
}

/** react-loadable-ssr-addon's manifest (`.docusaurus/client-manifest.json`), the parts we touch. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, ManifestAsset[]>>;
}

/** A request that imports a theme component: a route component every page of a kind shows. */
const isThemeRequest = (request: string | undefined) => !!request && request.startsWith('@theme/');

/**
 * Packages' components whose CSS may load with them: route components of one kind of page (the
 * search page, the blog's), linked by the page's HTML like our routes', and the search plugin's bar,
 * which renders only in the browser once its chunk and CSS have arrived (src/theme/SearchBar shows a
 * stand-in until it is used). Other packages' CSS stays global: a lazily loaded component may style
 * markup the server rendered (the code blocks' island renders the theme's code block on the server
 * only), and the docs' route components are on nearly every page.
 */
const LOADS_WITH_ITS_PAGE = new Set([
  '@theme-original/SearchBar',
  '@theme/SearchPage',
  '@theme/BlogListPage',
  '@theme/BlogPostPage',
  '@theme/BlogTagsListPage',
  '@theme/BlogTagsPostsPage',
  '@theme/BlogArchivePage',
  '@theme/MDXPage',
]);

/** Whether a CSS module's file is one of ours that a page may load alone (not a swizzle, not global CSS). */
export function isPageCssFile(file: string, siteDir: string): boolean {
  const src = path.join(siteDir, 'src') + path.sep;
  if (!file.startsWith(src) || file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  const [top] = path.relative(src, file).split(path.sep);
  return top !== 'theme' && top !== 'css';
}

/** Whether a CSS module in `chunk` must be in the stylesheet every page loads. */
function neededEverywhere(chunk: Chunk, ours: boolean): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable)
    for (const {request} of group.origins)
      if (!request || (!LOADS_WITH_ITS_PAGE.has(request) && (isThemeRequest(request) || !ours))) return true;
  return false;
}

/** The `styles` group's test: true for the CSS that stays in the one stylesheet every page loads. */
export function keepGlobal(siteDir: string) {
  return (module: Module, {chunkGraph}: {chunkGraph: ChunkGraph}): boolean => {
    const ours = isPageCssFile(module.nameForCondition() ?? '', siteDir);
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (neededEverywhere(chunk, ours)) return true;
    return false;
  };
}

/** The CSS files each `import()` request loads beyond the entry's, from the compiled chunk groups. */
export function stylesheetsByRequest(compilation: Compilation): Map<string, string[]> {
  const entryFiles = new Set<string>();
  for (const entry of compilation.entrypoints.values())
    for (const chunk of entry.chunks) for (const file of chunk.files) entryFiles.add(file);
  const byRequest = new Map<string, string[]>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const css = group.chunks.flatMap((chunk) =>
      [...chunk.files].filter((file) => file.endsWith('.css') && !entryFiles.has(file)),
    );
    if (css.length === 0) continue;
    for (const {request} of group.origins) {
      if (!request) continue;
      byRequest.set(request, [...new Set([...(byRequest.get(request) ?? []), ...css])]);
    }
  }
  return byRequest;
}

/**
 * The manifest with each request's stylesheets under the request itself (what the renderer reports
 * for a route module), as CSS-only assets: the page template then links them, and its scripts stay
 * the entry's.
 */
export function withPageStylesheets(
  manifest: ClientManifest,
  byRequest: Map<string, string[]>,
  publicPath: string,
): ClientManifest {
  const origins = {...manifest.origins};
  const assets = {...manifest.assets};
  for (const [request, files] of byRequest) {
    const key = `page-styles:${request}`;
    origins[request] = [key];
    assets[key] = {css: files.map((file) => ({file, hash: '', publicPath: `${publicPath}${file}`}))};
  }
  return {...manifest, origins, assets};
}

class PageStylesheetsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    // After the manifest plugin has written the file in `emit`.
    compiler.hooks.afterEmit.tap('PageStylesheetsPlugin', (compilation) => {
      if (!fs.existsSync(this.manifestPath)) return; // `npm start` writes no manifest
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const publicPath = String(compilation.outputOptions.publicPath ?? '');
      const updated = withPageStylesheets(manifest, stylesheetsByRequest(compilation), publicPath);
      fs.writeFileSync(this.manifestPath, JSON.stringify(updated, null, 2));
    });
  }
}

export default function pageStylesPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-styles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks ? splitChunks.cacheGroups : undefined;
      const styles = groups?.styles;
      if (!groups || !styles || typeof styles !== 'object' || !('type' in styles) || styles.type !== 'css/mini-extract')
        throw new Error(
          'page-styles：Docusaurus 的 webpack 配置里没有找到 cacheGroups.styles。升级 Docusaurus 后请对照 src/plugins/page-styles/index.ts 重新确认 CSS 的拆分方式。',
        );
      const global = keepGlobal(context.siteDir);
      styles.test = global;
      // The rest in one chunk per set of chunks that use it (webpack names none): the entity pages'
      // stat card is one file, not a copy per page, and the runtime lists a few CSS chunks, not one per page.
      groups.pageStyles = {
        type: 'css/mini-extract',
        chunks: 'async',
        enforce: true,
        priority: 40,
        test: (module: Module, context: {chunkGraph: ChunkGraph}) => !global(module, context),
      };
      return {
        plugins: [new PageStylesheetsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))],
      };
    },
  };
}
