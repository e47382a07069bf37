import React from 'react';
// The table's own module (src/game/generated.ts, units_table): its columns and the names it links,
// not units.json with every unit's abilities nor the technologies' and buildings' whole rows.
import unitsTable from '@generated/game-data/default/units_table.json';
import DataTable from '@site/src/components/DataTable';
import {unitIcon} from '@site/src/components/Icon';
import {statHeader} from '@site/src/game/labels';
import {
  amountsColumn,
  eraName,
  eraRank,
  factionEraFilters,
  factionName,
  namesById,
  refColumn,
  techColumn,
  nameColumn,
  fields,
  statHeaders,
  unitTypeFilter,
} from './lookups';

type Unit = (typeof unitsTable.units)[number];
const units = unitsTable.units;
export const unitKeywords = units.map((u) => u.name);
const techNames = new Map(Object.entries(unitsTable.techNames));
const buildingNames = new Map(Object.entries(unitsTable.buildingNames));
const unitNames = namesById(units);

export default function UnitsTable(): JSX.Element {
  return (
    <DataTable<Unit>
      caption="全部单位"
      rows={units}
      rowId={(u) => u.id}
      rowLinks={false}
      filters={[...factionEraFilters(), unitTypeFilter()]}
      columns={[
        nameColumn('单位', '名称', unitIcon),
        {key: 'faction', label: '阵营', value: (u) => factionName(u.faction)},
        {key: 'type', label: '兵种', value: (u) => u.type},
        {key: 'era', label: '时代', value: (u) => eraRank(u.era), render: (u) => eraName(u.era)},
        amountsColumn('cost', statHeader('cost'), (u) => u.cost),
        ...fields(statHeaders(['hp', 'attack', 'defense', 'speed', 'range', 'train_time'])),
        techColumn(techNames),
        refColumn('requires_building', '训练建筑', '建筑', buildingNames, (u) => u.requires_building),
        refColumn('upgrades_to', '升级为', '单位', unitNames, (u) => u.upgrades_to),
      ]}
    />
  );
}
