import React from 'react';
import factionsJson from '@generated/game-data/default/factions.json';
import combat from '@generated/game-data/default/combat.json';
import openingPace from '@generated/game-data/default/opening_pace.json';
import {UNIT_TYPES} from '@site/src/game/enums';
import {Amounts, laterEras, laterEraHeads} from './lookups';
import TableHead from '@site/src/components/TableHead';

// Tables for the rules pages (开局, 战斗). Every cell comes from data/rules.yaml, data/openings.yaml
// or the opening simulation run at build time (src/game/).

const factions = factionsJson;

/** The counter matrix: one row per unit type (attacker), one column per unit type (defender). */
export function CounterMatrix(): JSX.Element {
  return (
    <table data-testid="counter-matrix">
      <TableHead cells={['攻击方＼防守方', ...UNIT_TYPES]} />
      <tbody>
        {UNIT_TYPES.map((a) => (
          <tr key={a} data-type={a}>
            <th scope="row">{a}</th>
            {UNIT_TYPES.map((d) => (
              <td key={d}>×{combat.counters[a]?.[d]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each unit type's multiplier against buildings and walls, and the armour of buildings. */
export function BuildingTargets(): JSX.Element {
  return (
    <table data-testid="building-targets">
      <TableHead cells={['攻击方', ...UNIT_TYPES]} />
      <tbody>
        <tr>
          <th scope="row">打建筑和城墙的倍率</th>
          {UNIT_TYPES.map((t) => (
            <td key={t}>×{combat.vs_buildings[t]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** What each faction starts with, and the simulated minutes to each later era. */
export function StartTable(): JSX.Element {
  return (
    <table data-testid="start-table">
      <TableHead cells={['阵营', '资源', '人口', ...laterEraHeads]} />
      <tbody>
        {factions.map((f) => (
          <tr key={f.id} data-faction={f.id}>
            <th scope="row">{f.name}</th>
            <td>
              <Amounts amounts={openingPace.start[f.id]?.resources} />
            </td>
            <td>{openingPace.start[f.id]?.population}</td>
            {laterEras.map((e) => (
              <td key={e.id} data-testid="era-minutes" data-era={e.id}>
                {openingPace.factions[f.id]?.eras[e.id]?.minutes}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One faction's recommended opening as the build simulated it: when each step starts and ends. */
export function OpeningTimeline({faction}: {faction: string}): JSX.Element {
  const steps = openingPace.factions[faction]?.opening ?? [];
  return (
    <table data-testid={`opening-${faction}`}>
      <TableHead cells={['步骤', '开始（分钟）', '完成（分钟）']} />
      <tbody>
        {steps.map((s, i) => (
          <tr key={i}>
            <td>{s.step}</td>
            <td>{s.minute}</td>
            <td>{s.done_minute}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
