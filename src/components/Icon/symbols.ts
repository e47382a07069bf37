/**
 * The drawings of src/game/icons.ts's icons: line icons on a 24 × 24 grid, drawn for this game,
 * each a small file written by the icons plugin and cached for good.
 */
export const SYMBOLS: Readonly<Record<string, string>> = {
  // Units, by type.
  inf: '<path d="M12 2.5l2 3V16h-4V5.5z"/><path d="M7 16h10M12 16v5"/>',
  rng: '<path d="M7 3c6.5 3 6.5 15 0 18"/><path d="M7 3v18M3 12h15"/><path d="M15 9l3 3-3 3"/>',
  cav: '<path d="M9 21c0-3 1-5 2-7l-4.5 1.5L5 13l5-7 3-3.5L14 5c3 1 5.5 4.5 5.5 9.5V21"/><path d="M12.5 8.5h.01"/>',
  sie: '<circle cx="7" cy="19" r="2"/><circle cx="16" cy="19" r="2"/><path d="M3 16h17M11 16v-6M5 13.5L18 5"/><path d="M16.5 3.5a2.5 2.5 0 0 0 3.5 3.5"/>',
  shp: '<path d="M3 15h18l-3 5H6z"/><path d="M12 3v12"/><path d="M12 4l6 8.5h-6"/>',
  sup: '<path d="M6 21V3"/><path d="M6 4h12l-3 4 3 4H6"/>',
  // Buildings, by category.
  adm: '<path d="M3 9l9-5 9 5z"/><path d="M6 12v6M10 12v6M14 12v6M18 12v6M3 20.5h18"/>',
  eco: '<circle cx="12" cy="12" r="9"/><rect x="9.5" y="9.5" width="5" height="5"/>',
  mil: '<path d="M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6z"/><path d="M12 7.5v9M8.5 11h7"/>',
  def: '<path d="M3 21V7h3.6v3h3.6V7h3.6v3h3.6V7H21v14z"/><path d="M10 21v-3.5a2 2 0 0 1 4 0V21"/>',
  won: '<path d="M12 2v3M7 6h10M8 6v4M16 6v4M5 10h14M7 10v5M17 10v5M4 15h16M6 15v6M18 15v6M3 21h18M11 21v-3h2v3"/>',
  // Technologies, by era.
  e1: '<path d="M12 21v-9"/><path d="M12 12C12 8 9.5 5.5 5 5.5c0 4 2.5 6.5 7 6.5z"/><path d="M12 14.5c0-4 2.5-6.5 7-6.5 0 4-2.5 6.5-7 6.5z"/>',
  e2: '<rect x="3" y="5" width="18" height="14"/><path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M12 9.7v4.6M9 14.3V19M15 14.3V19"/>',
  e3: '<path d="M4.5 18L3 8l5 4 4-7 4 7 5-4-1.5 10z"/><path d="M4.5 21h15"/>',
  e4: '<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="7"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/>',
};

/**
 * One symbol as a file of its own, drawn in black: pages paint it as a CSS mask in the faction's
 * colour (src/css/custom.css, `.entity-icon`), so an icon adds no element to the page.
 */
export function symbolSvg(id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${SYMBOLS[id]}</svg>\n`;
}
