import React from 'react';
import buildingsJson from '@generated/game-data/default/buildings.json';
import technologiesJson from '@generated/game-data/default/technologies.json';
import DataTable from '@site/src/components/DataTable';
import {buildingIcon, buildingIconLabel, Icon} from '@site/src/components/Icon/buildings';
import {statHeader} from '@site/src/game/labels';
import type {Building} from '@site/src/game/schema';
import {
  amountsColumn,
  factionEraColumns,
  factionEraFilters,
  formatAmounts,
  formatModifiers,
  namesById,
  RowLink,
  techColumn,
  totalAmount,
  fields,
  statHeaders,
} from './lookups';

const buildings = buildingsJson;
export const buildingKeywords = buildings.map((b) => b.name);
const techNames = namesById(technologiesJson);

export default function BuildingsTable(): JSX.Element {
  return (
    <DataTable<Building>
      caption="全部建筑"
      rows={buildings}
      rowId={(b) => b.id}
      rowLinks={false}
      filters={[...factionEraFilters()]}
      columns={[
        {
          key: 'name',
          label: '名称',
          value: (b) => b.name,
          render: (b) => (
            <>
              <Icon icon={buildingIcon(b)} label={buildingIconLabel(b)} />
              <RowLink page="建筑" id={b.id} name={b.name} />
            </>
          ),
        },
        ...factionEraColumns(),
        amountsColumn('cost', statHeader('cost'), (b) => b.cost),
        ...fields(statHeaders(['build_time', 'hp', 'workers'])),
        {
          key: 'produces',
          label: `${statHeader('produces')}（每旬）`,
          value: (b) => totalAmount(b.produces) + (b.admin_points ?? 0),
          render: (b) =>
            [
              b.produces && formatAmounts(b.produces),
              b.admin_points && `${b.admin_points} 行政点`,
              b.bonus && formatModifiers(b.bonus),
            ]
              .filter(Boolean)
              .join(' · ') || '—',
        },
        techColumn(techNames),
        {key: 'description', label: '说明', prose: true, value: (b) => b.description},
      ]}
    />
  );
}
