import React from 'react';
import productivityJson from '@generated/game-data/default/productivity.json';
import DataTable, {type Column} from '@site/src/components/DataTable';
import type {Terrain} from '@site/src/game/schema';
import {resourceName} from './lookups';
import {fertileResources, placesColumn} from './places';

const productivity = productivityJson;
const fertility = (t: Terrain, resource: string) => t.fertility[resource] ?? productivity.default_fertility;

/**
 * productivity.terrains: the fertility of every terrain for every resource it changes. A resource
 * a terrain does not list uses default_fertility, shown in grey.
 */
export default function TerrainTable(): JSX.Element {
  const columns: Column<Terrain>[] = [
    {key: 'name', label: '地形', value: (t) => t.name},
    ...fertileResources.map((r) => ({
      key: r.id,
      label: `${resourceName(r.id)}肥力`,
      value: (t: Terrain) => fertility(t, r.id),
      render: (t: Terrain) =>
        r.id in t.fertility ? (
          String(t.fertility[r.id])
        ) : (
          <span style={{opacity: 0.55}} title="未单独列出，按默认肥力计算">
            {productivity.default_fertility}
          </span>
        ),
    })),
    placesColumn('regions', (t, region) => region.terrain === t.id),
  ];
  return (
    <DataTable<Terrain> caption="各地形的肥力" rows={productivity.terrains} rowId={(t) => t.id} columns={columns} />
  );
}
