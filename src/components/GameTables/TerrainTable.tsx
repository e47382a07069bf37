import React from 'react';
import Link from '@docusaurus/Link';
import {docInFolder} from '@site/src/config/docs';
import mapsJson from '@generated/game-data/default/maps.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import DataTable, {type Column} from '@site/src/components/DataTable';
import type {Terrain} from '@site/src/game/schema';
import {resourceName, resources} from './lookups';

const productivity = productivityJson;
const maps = mapsJson;

// Only the resources some terrain changes get a column; the others always use the default.
const listed = resources.filter((r) => productivity.terrains.some((t) => r.id in t.fertility));
const fertility = (t: Terrain, resource: string) => t.fertility[resource] ?? productivity.default_fertility;

/** Where each terrain is on the official maps: 「澄湖平原：澄湖」. */
function Regions({terrain}: {terrain: string}) {
  const found = maps.flatMap((map) =>
    map.regions.filter((r) => r.terrain === terrain).map((region) => ({map, region})),
  );
  if (found.length === 0) return <>—</>;
  return (
    <>
      {found.map(({map, region}, i) => (
        <React.Fragment key={`${map.id}-${region.id}`}>
          {i > 0 && '、'}
          <Link to={docInFolder('maps', map.name)}>{map.name}</Link>·{region.name}
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * productivity.terrains: the fertility of every terrain for every resource it changes. A resource
 * a terrain does not list uses default_fertility, shown in grey.
 */
export default function TerrainTable(): JSX.Element {
  const columns: Column<Terrain>[] = [
    {key: 'name', label: '地形', value: (t) => t.name},
    ...listed.map((r) => ({
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
    {
      key: 'regions',
      label: '出现的区域',
      value: (t) => maps.reduce((n, m) => n + m.regions.filter((r) => r.terrain === t.id).length, 0),
      render: (t) => <Regions terrain={t.id} />,
    },
  ];
  return (
    <DataTable<Terrain> caption="各地形的肥力" rows={productivity.terrains} rowId={(t) => t.id} columns={columns} />
  );
}
