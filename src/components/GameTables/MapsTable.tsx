import React from 'react';
import mapsJson from '@generated/game-data/default/maps.json';
import movementJson from '@generated/game-data/default/movement.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import villagesJson from '@generated/game-data/default/villages.json';
import Link from '@docusaurus/Link';
import {docInFolder} from '@site/src/config/docs';
import DataTable from '@site/src/components/DataTable';
import type {GameMap, Terrain} from '@site/src/game/schema';
import {namesById, resourceName, resources, SameTableLinks} from './lookups';
import {terrainName} from './MapRegions';
import {fertileResources} from './places';

// The tables of 地图/index: the official maps side by side, the terrains with their fertility and
// where they appear, and how fast a unit crosses each terrain. Everything is read from
// data/maps.yaml, data/productivity.yaml and data/rules.yaml (movement, with the crossing times
// the build computes in src/game/pace.ts).

const maps = mapsJson;
const productivity = productivityJson;
const villageNames = namesById(villagesJson);

/** The distinct values, in first-seen order. */
const distinct = (values: string[]) => [...new Set(values)];
const terrainsOf = (m: GameMap) => distinct(m.regions.map((r) => r.terrain));
const resourcesOf = (m: GameMap) => {
  const present = new Set(m.regions.flatMap((r) => r.resources));
  // In the order of resources.yaml, so both maps list them alike.
  return resources.filter((r) => present.has(r.id)).map((r) => r.id);
};
const villagesOf = (m: GameMap) => distinct(m.regions.flatMap((r) => r.villages));
const join = (ids: string[], name: (id: string) => string) => (ids.length === 0 ? '—' : ids.map(name).join('、'));

/** Each map's page is named after the map: docs/地图/<name>.md. */
export default function MapsTable(): JSX.Element {
  return (
    <DataTable<GameMap>
      caption="官方地图对比"
      rows={maps}
      rowId={(m) => `map-${m.id}`}
      columns={[
        {
          key: 'name',
          label: '地图',
          value: (m) => m.name,
          render: (m) => <Link to={docInFolder('maps', m.name)}>{m.name}</Link>,
        },
        {
          key: 'size',
          label: '尺寸（地块）',
          value: (m) => m.size.width * m.size.height,
          render: (m) => `${m.size.width} × ${m.size.height}`,
        },
        {key: 'tiles', label: '地块总数', value: (m) => m.size.width * m.size.height},
        {key: 'players', label: '玩家', value: (m) => m.players},
        {key: 'regions', label: '区域', value: (m) => m.regions.length},
        {
          key: 'starts',
          label: '出生点',
          value: (m) => m.start_positions.length,
          render: (m) => m.start_positions.map((s) => s.name).join('、'),
        },
        {
          key: 'terrains',
          label: '地形',
          value: (m) => terrainsOf(m).length,
          render: (m) => join(terrainsOf(m), terrainName),
        },
        {
          key: 'resources',
          label: '资源',
          value: (m) => resourcesOf(m).length,
          render: (m) => join(resourcesOf(m), resourceName),
        },
        {
          key: 'villages',
          label: '村庄',
          value: (m) => villagesOf(m).length,
          render: (m) => <SameTableLinks page="村庄" ids={villagesOf(m)} names={villageNames} />,
        },
      ]}
    />
  );
}

/** The regions of every map that have this terrain, e.g. 「澄湖平原：北滩、中洲」. */
function regionsWith(terrain: string): string {
  const places = maps
    .map((m) => ({map: m.name, regions: m.regions.filter((r) => r.terrain === terrain).map((r) => r.name)}))
    .filter((p) => p.regions.length > 0);
  return places.length === 0 ? '—' : places.map((p) => `${p.map}：${p.regions.join('、')}`).join('；');
}

/** Terrains and their fertility per resource; a resource a terrain does not list, or yields nothing of (0), shows —. */
export function TerrainsTable(): JSX.Element {
  return (
    <DataTable<Terrain>
      caption="地形与肥力"
      rows={productivity.terrains}
      rowId={(t) => `terrain-${t.id}`}
      columns={[
        {key: 'name', label: '地形', value: (t) => t.name},
        ...fertileResources.map((r) => ({
          key: r.id,
          label: r.name,
          value: (t: Terrain) => t.fertility[r.id] ?? 0,
          render: (t: Terrain) => (t.fertility[r.id] ? String(t.fertility[r.id]) : '—'),
        })),
        {key: 'regions', label: '所在区域', value: (t) => regionsWith(t.id)},
      ]}
    />
  );
}

const movement = movementJson;

/**
 * Movement by terrain: how many times longer a tile of it takes than plain (rules.yaml movement),
 * and the minutes a speed-1.0 unit would take to cross each map from west to east over it.
 */
export function MovementTable(): JSX.Element {
  const rows = productivity.terrains.filter((t) => t.id in movement.terrain_cost);
  return (
    <DataTable<Terrain>
      caption="各地形的行军耗时"
      rows={rows}
      rowId={(t) => `movement-${t.id}`}
      columns={[
        {key: 'name', label: '地形', value: (t) => t.name},
        {
          key: 'cost',
          label: '耗时倍数',
          value: (t) => movement.terrain_cost[t.id] ?? 1,
          render: (t) => `×${movement.terrain_cost[t.id]}`,
        },
        ...maps.map((m) => ({
          key: `cross-${m.id}`,
          label: `横穿${m.name}（分钟）`,
          value: (t: Terrain) => movement.cross_minutes[m.id]?.[t.id] ?? 0,
        })),
      ]}
    />
  );
}
