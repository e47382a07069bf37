/**
 * The release manifest the unit tests use (tests/fixtures/releases/releases.yaml), not the real
 * data/releases.yaml: adding a release the documented way cannot break a test. Its numbers are
 * filled in from the game data the test loads, so a balance edit cannot break one either.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {GameData} from '../../src/game/schema';
import {root} from './site';

export const FIXTURE_MANIFEST = path.join(root, 'tests', 'fixtures', 'releases', 'releases.yaml');

/** The placeholders of the fixture and their values in `data`. */
export function fixtureValues(data: GameData): Record<string, number> {
  const archer = data.units.find((u) => u.id === 'archer')!.hp;
  const tide = data.units.find((u) => u.id === 'tide_runner')!.speed;
  const cycle = data.guilds.contracts.find((c) => c.id === 'salted_fish')!.cycle_ticks;
  return {
    ARCHER_HP_OLD: archer - 5,
    ARCHER_HP_NEW: archer,
    TIDE_SPEED_NEW: Math.round((tide + 0.2) * 10) / 10,
    TIDE_SPEED: tide,
    SALTED_FISH_CYCLE_NEW: cycle - 1,
    SALTED_FISH_CYCLE: cycle,
  };
}

/**
 * The fixture's text with its numbers filled in; `values` overrides some (a wrong old, say). Without
 * game data (tests that never check balance) every number is 1.
 */
export function fixtureManifest(data: GameData | null, values: Record<string, number> = {}): string {
  let text = fs.readFileSync(FIXTURE_MANIFEST, 'utf8');
  for (const [name, value] of Object.entries({...(data ? fixtureValues(data) : {}), ...values}))
    text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), String(value));
  return text.replace(/\b[A-Z][A-Z_]+[A-Z]\b(?=[,}])/g, '1');
}
