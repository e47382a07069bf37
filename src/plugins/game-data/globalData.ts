/** What the game-data plugin shares with every page: only what the home page's faction cards need. */
export interface FactionSummary {
  id: string;
  name: string;
  motto: string;
  colour: string;
  summary: string;
}

export interface GameDataGlobalData {
  factions: FactionSummary[];
}
