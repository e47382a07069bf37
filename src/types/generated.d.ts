// JSON modules written by the game-data plugin (src/plugins/game-data) at build time.
declare module '@generated/game-data/default/*.json' {
  const value: unknown;
  export default value;
}
