import React from 'react';
import Link from '@docusaurus/Link';
import mapsJson from '@generated/game-data/default/maps.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import {docInFolder} from '@site/src/config/docs';
import type {Column} from '@site/src/components/DataTable';
import Joined from '@site/src/components/Joined';
import {resources} from './names';

// What the tables of terrains and villages share about the official maps (data/maps.yaml).

type Region = (typeof mapsJson)[number]['regions'][number];

/** The resources some terrain gives a fertility of its own (the others always use the default). */
export const fertileResources = resources.filter((r) => productivityJson.terrains.some((t) => r.id in t.fertility));

/** The 出现的区域 column: the regions of the official maps `where` a row's thing appears, 「澄湖平原·北滩」. */
export const placesColumn = <R,>(key: string, where: (row: R, region: Region) => boolean): Column<R> => {
  const places = (row: R) =>
    mapsJson.flatMap((map) => map.regions.filter((region) => where(row, region)).map((region) => ({map, region})));
  return {
    key,
    label: '出现的区域',
    value: (row) => places(row).length,
    render: (row) => (
      <Joined
        items={places(row)}
        id={({map, region}) => `${map.id}-${region.id}`}
        show={({map, region}) => (
          <>
            <Link to={docInFolder('maps', map.name)}>{map.name}</Link>·{region.name}
          </>
        )}
      />
    ),
  };
};
