import React from 'react';
import mapsJson from '@generated/game-data/default/maps.json';
import {resourceName} from './lookups';
import TableHead from '@site/src/components/TableHead';

// Where a resource can be gathered on each map (data/maps.yaml regions), for questions such as
// 「铁矿和海盐去哪里找」: one row per map, one column per resource, the regions that list it.

/** `<ResourceSites resources={['iron', 'salt']} />` */
export default function ResourceSites({resources}: {resources: string[]}): JSX.Element {
  return (
    <table data-testid="resource-sites">
      <caption>各地图出产{resources.map(resourceName).join('和')}的区域</caption>
      <TableHead cells={['地图', ...resources.map(resourceName)]} />
      <tbody>
        {mapsJson.map((map) => (
          <tr key={map.id} data-map={map.id}>
            <th scope="row">{map.name}</th>
            {resources.map((r) => {
              const regions = map.regions.filter((region) => region.resources.includes(r)).map((region) => region.name);
              return (
                <td key={r} data-resource={r}>
                  {regions.join('、') || '没有'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
