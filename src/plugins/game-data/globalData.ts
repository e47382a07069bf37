/** What the game-data plugin shares with every page: only what the home page's faction cards need. */
export interface FactionSummary {
  id: string;
  name: string;
  motto: string;
  colour: string;
  summary: string;
  /** Whether the faction has a special system (帝系传承, 商会契约). */
  hasSpecialSystem: boolean;
}

export interface GameDataGlobalData {
  factions: FactionSummary[];
}
