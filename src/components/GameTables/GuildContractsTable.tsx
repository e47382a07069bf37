import React from 'react';
import buildingsJson from '@generated/game-data/default/buildings.json';
import guildsJson from '@generated/game-data/default/guilds.json';
import DataTable from '@site/src/components/DataTable';
import {amountsColumn, namesById, nameColumn, refColumn} from './lookups';

type Contract = (typeof guildsJson)['contracts'][number];
const guilds = guildsJson;
export const contractKeywords = guilds.contracts.map((c) => c.name);
const buildingNames = namesById(buildingsJson);

export default function GuildContractsTable(): JSX.Element {
  return (
    <DataTable<Contract>
      caption="商会契约"
      rows={guilds.contracts}
      rowId={(c) => c.id}
      rowLinks={false}
      columns={[
        nameColumn('商会契约'),
        refColumn('requires_building', '所需建筑', '建筑', buildingNames, (c) => c.requires_building),
        {key: 'cycle_ticks', label: '周期（旬）', value: (c) => c.cycle_ticks},
        amountsColumn('inputs', '投入', (c) => c.inputs),
        amountsColumn('outputs', '产出', (c) => c.outputs),
        // null for a contract without outputs: nothing to compare.
        {key: 'value_ratio', label: '收益比', value: (c) => c.value_ratio ?? '—'},
        {key: 'effect', label: '效果', prose: true, value: (c) => c.effect},
      ]}
    />
  );
}
