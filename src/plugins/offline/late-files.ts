/**
 * Files another plugin writes in its own postBuild: the search index. Docusaurus runs every
 * plugin's postBuild at once, so when ours lists the precache the index may be missing or half
 * written; the search plugin hands its files here as it writes them (src/config/search.ts), and
 * the offline plugin waits for them.
 */
export interface LateFile {
  /** Path in the build, e.g. `search-index-ab12cd34.t7.json`. */
  file: string;
  body: string;
}

let announce: (files: LateFile[]) => void = () => undefined;
const searchIndex = new Promise<LateFile[]>((resolve) => (announce = resolve));

/** Called with the index's first file and shards, exactly as they are written. */
export function announceSearchIndex(files: LateFile[]): void {
  announce(files);
}

/** The search plugin, whose postBuild announces the index (docusaurus.config.ts). */
export const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

/**
 * The search index's files, once the search plugin has written them, however long that takes (at
 * ten times today's game on a busy machine, more than ten minutes); an error at once, naming what to
 * check, when the build has no search plugin to write them. A search plugin that fails stops the
 * build itself.
 */
export function searchIndexFiles(pluginNames: readonly string[]): Promise<LateFile[]> {
  if (!pluginNames.includes(SEARCH_PLUGIN))
    return Promise.reject(
      new Error(
        `离线预缓存：构建里没有搜索插件 ${SEARCH_PLUGIN}，等不到搜索索引。请确认 docusaurus.config.ts 里仍有它，且 src/config/search.ts 的 writeIndex 调用了 announceSearchIndex。`,
      ),
    );
  return searchIndex;
}
