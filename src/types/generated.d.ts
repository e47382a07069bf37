// JSON modules written by the game-data plugin at build time, typed by what it writes
// (src/game/generated.ts). One block per kind: a wildcard module cannot vary its type.
declare module '@generated/game-data/default/factions.json' {
  const rows: import('../game/generated').GeneratedData['factions'];
  export default rows;
}
declare module '@generated/game-data/default/eras.json' {
  const rows: import('../game/generated').GeneratedData['eras'];
  export default rows;
}
declare module '@generated/game-data/default/resources.json' {
  const rows: import('../game/generated').GeneratedData['resources'];
  export default rows;
}
declare module '@generated/game-data/default/units.json' {
  const rows: import('../game/generated').GeneratedData['units'];
  export default rows;
}
declare module '@generated/game-data/default/buildings.json' {
  const rows: import('../game/generated').GeneratedData['buildings'];
  export default rows;
}
declare module '@generated/game-data/default/technologies.json' {
  const rows: import('../game/generated').GeneratedData['technologies'];
  export default rows;
}
declare module '@generated/game-data/default/policies.json' {
  const rows: import('../game/generated').GeneratedData['policies'];
  export default rows;
}
declare module '@generated/game-data/default/country_levels.json' {
  const rows: import('../game/generated').GeneratedData['country_levels'];
  export default rows;
}
declare module '@generated/game-data/default/culture_traits.json' {
  const rows: import('../game/generated').GeneratedData['culture_traits'];
  export default rows;
}
declare module '@generated/game-data/default/console_commands.json' {
  const rows: import('../game/generated').GeneratedData['console_commands'];
  export default rows;
}
declare module '@generated/game-data/default/villages.json' {
  const rows: import('../game/generated').GeneratedData['villages'];
  export default rows;
}
declare module '@generated/game-data/default/maps.json' {
  const rows: import('../game/generated').GeneratedData['maps'];
  export default rows;
}
declare module '@generated/game-data/default/productivity.json' {
  const rows: import('../game/generated').GeneratedData['productivity'];
  export default rows;
}
declare module '@generated/game-data/default/dynasty.json' {
  const rows: import('../game/generated').GeneratedData['dynasty'];
  export default rows;
}
declare module '@generated/game-data/default/guilds.json' {
  const rows: import('../game/generated').GeneratedData['guilds'];
  export default rows;
}

/** The search plugin's own hash function (untyped JS); our tests call it to check the index name. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash' {
  export function getIndexHash(config: unknown): string | null;
}

// The search theme's worker client (@easyops-cn/docusaurus-search-local 0.51.1 ships it without
// types): what its SearchBar and our SearchPage (src/theme/SearchPage) search through.
declare module '@theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]>;
}
declare module '@generated/game-data/default/match.json' {
  const rows: import('../game/generated').GeneratedData['match'];
  export default rows;
}
declare module '@generated/game-data/default/opening_pace.json' {
  const rows: import('../game/generated').GeneratedData['opening_pace'];
  export default rows;
}
declare module '@generated/game-data/default/openings.json' {
  const rows: import('../game/generated').GeneratedData['openings'];
  export default rows;
}
declare module '@generated/game-data/default/combat.json' {
  const rows: import('../game/generated').GeneratedData['combat'];
  export default rows;
}
declare module '@generated/game-data/default/units_table.json' {
  const rows: import('../game/generated').GeneratedData['units_table'];
  export default rows;
}
declare module '@generated/game-data/default/movement.json' {
  const rows: import('../game/generated').GeneratedData['movement'];
  export default rows;
}
declare module '@generated/game-data/default/planner.json' {
  const rows: import('../game/generated').GeneratedData['planner'];
  export default rows;
}
declare module '@generated/game-data/default/planner_default.json' {
  const rows: import('../game/generated').GeneratedData['planner_default'];
  export default rows;
}
// Hover cards' text, written by src/plugins/entity-cards at build time.
declare module '@generated/entity-cards/default/cards.json' {
  const cards: Record<string, import('../plugins/entity-cards/cards').Card>;
  export default cards;
}
// Balance changes of every release, written by src/plugins/releases.
declare module '@generated/releases/default/balance.json' {
  const rows: import('../plugins/releases/balance').ChangeRow[];
  export default rows;
}
declare module '@generated/game-data/default/techtree.json' {
  const model: import('../game/generated').GeneratedData['techtree'];
  export default model;
}
declare module '@generated/releases/default/history.json' {
  const history: import('../plugins/releases/patchDiff').BalanceHistory;
  export default history;
}
declare module '@generated/open-data/default/index.json' {
  const index: import('../plugins/open-data').OpenDataIndex;
  export default index;
}
// Where the icons are and each building's icon, written by src/plugins/icons.
declare module '@generated/icons/default/icons.json' {
  const icons: import('../plugins/icons').IconsModule;
  export default icons;
}
declare module '@generated/icons/default/buildings.json' {
  const icons: import('../plugins/icons').BuildingIconsModule;
  export default icons;
}
declare module '@generated/game-data/default/units_compare.json' {
  const rows: import('../game/generated').GeneratedData['units_compare'];
  export default rows;
}
