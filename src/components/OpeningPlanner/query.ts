/**
 * The planner's address: `?faction=…&map=…&start=…&order=…`. Without parameters the page shows
 * the first faction's recommended order from its recommended start (what the server renders).
 */
import defaults from '@generated/game-data/default/planner_default.json';

export interface Query {
  faction: string;
  map: string;
  start: string;
  /** An edited order, encoded (src/game/orderCode.ts); null for the recommended one. */
  order: string | null;
}

export const DEFAULT_QUERY: Query = {
  faction: defaults.view.faction,
  map: defaults.view.position.map,
  start: defaults.view.position.start,
  order: null,
};

/** The query an address asks for, each unknown part replaced by its default; `unknown` names what was replaced. */
export function parseQuery(search: string): {query: Query; unknown: string[]} {
  const params = new URLSearchParams(search);
  const unknown: string[] = [];
  const faction = defaults.factions.find((f) => f.id === params.get('faction'));
  if (params.has('faction') && !faction) unknown.push(`阵营「${params.get('faction')}」`);
  const f = faction ?? defaults.factions.find((x) => x.id === DEFAULT_QUERY.faction)!;
  const map = defaults.maps.find((m) => m.id === (params.get('map') ?? f.map));
  if (params.has('map') && !map) unknown.push(`地图「${params.get('map')}」`);
  const m = map ?? defaults.maps.find((x) => x.id === f.map)!;
  const wanted = params.get('start') ?? (m.id === f.map ? f.start : m.starts[0].id);
  const start = m.starts.find((s) => s.id === wanted);
  if (params.has('start') && !start) unknown.push(`出生点「${wanted}」`);
  return {
    query: {faction: f.id, map: m.id, start: (start ?? m.starts[0]).id, order: params.get('order') || null},
    unknown,
  };
}

export function formatQuery(q: Query): string {
  const params = new URLSearchParams({faction: q.faction, map: q.map, start: q.start});
  if (q.order !== null) params.set('order', q.order);
  return `?${params.toString()}`;
}

export const isDefault = (q: Query): boolean =>
  q.faction === DEFAULT_QUERY.faction &&
  q.map === DEFAULT_QUERY.map &&
  q.start === DEFAULT_QUERY.start &&
  q.order === null;

/**
 * Runs as the HTML is parsed, before the first paint: when the address asks for anything but the
 * default, the results are marked pending (hidden in place) until the planner has played it.
 */
export const PENDING_SCRIPT = `(function(){var p=new URLSearchParams(location.search);if(["faction","map","start","order"].some(function(k){return p.has(k)}))document.currentScript.parentNode.setAttribute("data-pending","")})()`;
