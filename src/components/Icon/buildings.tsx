import buildingIcons from '@generated/icons/default/buildings.json';
import factions from '@generated/game-data/default/factions.json';
import {ICONS} from '@site/src/game/icons';
import React from 'react';
import {iconProps, type IconRef} from '.';

// Only the buildings table needs each building's icon: the units and technologies tables load none of it.
const colours = new Map(factions.map((f) => [f.id, f.colour]));
const categoryOf = new Map(Object.entries(ICONS.building).map(([category, symbol]) => [symbol as string, category]));

export const buildingIcon = (b: {id: string; faction: string}): IconRef => [
  buildingIcons[b.id],
  colours.get(b.faction),
];
/** 「经济建筑」: what a building's icon shows, for screen readers where no text beside it says so. */
export const buildingIconLabel = (b: {id: string}): string => `${categoryOf.get(buildingIcons[b.id] ?? '') ?? ''}建筑`;

/**
 * An icon on its own: decorative (hidden from screen readers) when the text beside it already says
 * what it shows, else an image named `label` (「经济建筑」).
 */
export function Icon({icon, label}: {icon: IconRef; label?: string}): JSX.Element | null {
  const props = iconProps(icon);
  if (!props.className) return null;
  return label ? <span {...props} role="img" aria-label={label} /> : <span {...props} aria-hidden="true" />;
}
