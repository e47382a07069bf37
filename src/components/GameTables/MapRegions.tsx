import React from 'react';
import mapsJson from '@generated/game-data/default/maps.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import villagesJson from '@generated/game-data/default/villages.json';
import DataTable from '@site/src/components/DataTable';
import type {Region} from '@site/src/game/schema';
import {fertilityOf} from '@site/src/game/productivity';
import {byId, namesById, resourceName, SameTableLinks} from './lookups';

// The regions of one map (data/maps.yaml): terrain, what can be gathered there and how fertile the
// terrain is for it, the villages that appear, and the start positions inside the region.

const maps = mapsJson;
const productivity = productivityJson;
const terrains = byId(productivity.terrains);
const villageNames = namesById(villagesJson);

export const terrainName = (id: string) => terrains.get(id)?.name ?? id;

/** `<MapRegions map="duanji" />`: one row per region of that map. */
export default function MapRegions({map}: {map: string}): JSX.Element {
  const found = maps.find((m) => m.id === map);
  if (!found)
    throw new Error(`MapRegions: no map "${map}" in data/maps.yaml (have ${maps.map((m) => m.id).join(', ')})`);
  const startsIn = (region: Region) => found.start_positions.filter((s) => s.region === region.id).map((s) => s.name);
  return (
    <DataTable<Region>
      caption={`${found.name}的区域`}
      rows={found.regions}
      rowId={(r) => r.id}
      columns={[
        {key: 'name', label: '区域', value: (r) => r.name},
        {key: 'terrain', label: '地形', value: (r) => terrainName(r.terrain)},
        {
          key: 'resources',
          label: '资源（肥力）',
          value: (r) => r.resources.length,
          render: (r) =>
            r.resources.map((id) => `${resourceName(id)} ${fertilityOf(productivity, r.terrain, id)}`).join(' · '),
        },
        {
          key: 'villages',
          label: '村庄',
          value: (r) => r.villages.length,
          render: (r) => <SameTableLinks page="村庄" ids={r.villages} names={villageNames} />,
        },
        {
          key: 'start',
          label: '出生点',
          value: (r) => startsIn(r).join('、'),
          render: (r) => startsIn(r).join('、') || '—',
        },
      ]}
    />
  );
}
