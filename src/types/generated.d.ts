// JSON modules written by the game-data plugin (src/plugins/game-data) at build time.
declare module '@generated/game-data/default/*.json' {
  const value: unknown;
  export default value;
}

/** The search plugin's own hash function (untyped JS); our tests call it to check the index name. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash' {
  export function getIndexHash(config: unknown): string | null;
}

// The traditional → simplified map written by src/plugins/search-traditional at build time.
declare module '@generated/search-traditional/default/traditional-map.json' {
  const map: Readonly<Record<string, string>>;
  export default map;
}

// The search theme's module that src/plugins/search-traditional/searchByWorker.ts wraps
// (@easyops-cn/docusaurus-search-local 0.51.1 ships it without types).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
}
