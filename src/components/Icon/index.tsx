import icons from '@generated/icons/default/icons.json';
import factions from '@generated/game-data/default/factions.json';
import {ICONS} from '@site/src/game/icons';
import {iconFileProps} from './props';

export {iconFileProps};

/**
 * Icons of units, buildings and technologies (the list: src/game/icons.ts). An icon is the global
 * `entity-icon` class (src/css/custom.css) and two custom properties, the drawing's file and the
 * faction's colour, so it can sit on an element the page already has (a table's link) and add none.
 */
export type IconRef = readonly [symbol: string | undefined, colour: string | null | undefined];

const colours = new Map(factions.map((f) => [f.id, f.colour]));

export const unitIcon = (u: {type: string; faction: string}): IconRef => [
  (ICONS.unit as Record<string, string>)[u.type],
  colours.get(u.faction),
];
export const technologyIcon = (t: {era: string}): IconRef => [
  (ICONS.technology as Record<string, string>)[t.era],
  null,
];

/** The props that show `icon` before an element's text: its class and style. */
export function iconProps([symbol, colour]: IconRef): Partial<ReturnType<typeof iconFileProps>> {
  return symbol ? iconFileProps(`${icons.base}${symbol}.svg`, colour) : {};
}
