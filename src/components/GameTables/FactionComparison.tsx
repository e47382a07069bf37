import React from 'react';
import Link from '@docusaurus/Link';
import {DATA_DOCS, docInFolder} from '@site/src/config/docs';
import buildingsJson from '@generated/game-data/default/buildings.json';
import traitsJson from '@generated/game-data/default/culture_traits.json';
import dynastyJson from '@generated/game-data/default/dynasty.json';
import guildsJson from '@generated/game-data/default/guilds.json';
import unitsJson from '@generated/game-data/default/units.json';
import DataTable from '@site/src/components/DataTable';
import Joined from '@site/src/components/Joined';
import {countWord} from '@site/src/game/numerals';
import type {Faction} from '@site/src/game/schema';
import {factions, factionName, RowLink} from './lookups';

const units = unitsJson;
const buildings = buildingsJson;
const traits = traitsJson;
// Every special system, whichever file describes it; a faction names its own by id.
const systems = [dynastyJson.system, guildsJson.system];

const countOf = (rows: {faction: string}[], faction: string) => rows.filter((r) => r.faction === faction).length;
const traitsOf = (faction: string) => traits.filter((t) => t.faction === faction);
const systemOf = (f: Faction) => systems.find((s) => s.id === f.special_system);

/** 0.15 → 「15%」; flat bonuses keep their value as it is. */
const formatBonus = (b: Faction['bonuses'][number]) =>
  b.unit === 'percent' ? `${Number((b.value * 100).toFixed(6))}%` : String(b.value);

/**
 * The four factions side by side, all from data/: bonuses (factions.yaml), special system
 * (dynasty.yaml / guilds.yaml), how many units and buildings only this faction has (their
 * `faction` field in units.yaml / buildings.yaml) and its own culture traits.
 */
export default function FactionComparison(): JSX.Element {
  return (
    <DataTable<Faction>
      caption={`${countWord(factions.length, '个')}个阵营对比`}
      rows={factions}
      rowId={(f) => f.id}
      columns={[
        {
          key: 'name',
          label: '阵营',
          value: (f) => f.name,
          render: (f) => <Link to={docInFolder('factions', f.name)}>{f.name}</Link>,
        },
        {
          key: 'bonuses',
          prose: true,
          label: '阵营加成',
          value: (f) => f.bonuses.length,
          render: (f) => (
            <ul style={{margin: 0, paddingLeft: '1.1em'}}>
              {f.bonuses.map((b) => (
                <li key={b.text}>
                  {b.text} {formatBonus(b)}
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: 'special_system',
          prose: true,
          label: '特殊系统',
          value: (f) => systemOf(f)?.name ?? '无',
          render: (f) => {
            const system = systemOf(f);
            return system ? (
              <Link to={`${DATA_DOCS}/${factionName(system.faction)}特殊系统`}>{system.name}</Link>
            ) : (
              '无'
            );
          },
        },
        {key: 'units', label: '专属单位', value: (f) => countOf(units, f.id)},
        {key: 'buildings', label: '专属建筑', value: (f) => countOf(buildings, f.id)},
        {
          key: 'traits',
          label: '阵营文明特质',
          value: (f) =>
            traitsOf(f.id)
              .map((t) => t.name)
              .join('、'),
          render: (f) => (
            <Joined
              items={traitsOf(f.id)}
              id={(t) => t.id}
              show={(t) => <RowLink page="文明" id={t.id} name={t.name} />}
            />
          ),
        },
      ]}
    />
  );
}
