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

/** The search index's files, or an error naming what to check if they never come. */
export function searchIndexFiles(timeoutMs = 10 * 60_000): Promise<LateFile[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `离线预缓存：等了 ${timeoutMs / 1000} 秒，搜索插件还没写出索引。请确认 docusaurus.config.ts 里仍有 @easyops-cn/docusaurus-search-local，且 src/config/search.ts 的 splitIndex 调用了 announceSearchIndex。`,
          ),
        ),
      timeoutMs,
    );
    timer.unref();
  });
  return Promise.race([searchIndex, timeout]).finally(() => clearTimeout(timer));
}
