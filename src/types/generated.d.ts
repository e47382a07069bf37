// JSON modules written by the game-data plugin (src/plugins/game-data) at build time.
declare module '@generated/game-data/default/*.json' {
  const value: unknown;
  export default value;
}

/** The search plugin's own hash function (untyped JS); our tests call it to check the index name. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash' {
  export function getIndexHash(config: unknown): string | null;
}
