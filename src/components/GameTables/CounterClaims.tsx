import React from 'react';
import combatJson from '@generated/game-data/default/combat.json';
import Link from '@docusaurus/Link';
import {entityPath} from '@site/src/plugins/entity-cards/paths';

// Its own module, reading the small combat model (whose claims carry their units' names and
// factions) rather than units.json, so the pages that list claims stay light.
const UnitLink = ({id, name}: {id: string; name: string}) => <Link to={entityPath('unit', id)}>{name}</Link>;

/**
 * The counter claims of rules.yaml (checked against the combat model by the build) about one unit,
 * one faction's units, or those a map's page relies on (the claim's `maps`); or all.
 */
export function CounterClaims({unit, faction, map}: {unit?: string; faction?: string; map?: string}): JSX.Element {
  const about = (id: string, of: string | null) => (unit ? id === unit : faction ? of === faction : true);
  const claims = combatJson.claims.filter((c) =>
    map ? (c.maps ?? []).includes(map) : about(c.unit, c.unitFaction) || about(c.beats, c.beatsFaction),
  );
  return (
    <ul data-testid="counter-claims">
      {claims.map((c) => (
        <li key={`${c.unit}-${c.beats}`} data-claim={`${c.unit},${c.beats}`}>
          <UnitLink id={c.unit} name={c.unitName} />
          克制
          <UnitLink id={c.beats} name={c.beatsName} />：{c.note}。
        </li>
      ))}
    </ul>
  );
}
