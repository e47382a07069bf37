import React from 'react';
import combatJson from '@generated/game-data/default/combat.json';
import TableHead from '@site/src/components/TableHead';

// Its own module on the small combat model, like CounterClaims: a terrain added to rules.yaml
// `terrain_defense` appears here without editing the page.
const percent = (share: number) => `${share < 0 ? '−' : '+'}${Math.round(Math.abs(share) * 1000) / 10}%`;

/** Where a unit stands and what it changes in a hit: each terrain, a wall, higher ground (rules.yaml `combat`). */
export function GroundEffects(): JSX.Element {
  const c = combatJson;
  return (
    <table data-testid="ground-effects">
      <TableHead cells={['位置', '对一击伤害的影响']} />
      <tbody>
        {c.terrains.map((t) => (
          <tr key={t.id} data-terrain={t.id}>
            <th scope="row">{t.name}</th>
            <td>防守方的有效防御 {percent(c.terrain_defense[t.id] ?? 0)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">城墙后</th>
          <td>
            防守方的防御 +{c.wall_defense_bonus} 点，受到的伤害再乘以 {c.wall_damage_taken}
          </td>
        </tr>
        <tr>
          <th scope="row">高处打低处</th>
          <td>攻击方的攻击 {percent(c.height_attack_bonus)}</td>
        </tr>
      </tbody>
    </table>
  );
}
