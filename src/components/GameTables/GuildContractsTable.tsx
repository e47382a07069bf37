import React from 'react';
import buildingsJson from '@generated/game-data/default/buildings.json';
import guildsJson from '@generated/game-data/default/guilds.json';
import DataTable from '@site/src/components/DataTable';
import type {Building, GuildContract, Guilds} from '@site/src/plugins/game-data/schema';
import {formatAmounts, RowLink, totalAmount} from './lookups';

type Contract = GuildContract & {value_ratio: number};
const guilds = guildsJson as Guilds & {contracts: Contract[]};
export const contractKeywords = guilds.contracts.map((c) => c.name);
const buildingNames = new Map((buildingsJson as Building[]).map((b) => [b.id, b.name]));

export default function GuildContractsTable(): JSX.Element {
  return (
    <DataTable<Contract>
      caption="商会契约"
      rows={guilds.contracts}
      rowId={(c) => c.id}
      columns={[
        {key: 'name', label: '名称', value: (c) => c.name},
        {
          key: 'requires_building',
          label: '所需建筑',
          value: (c) => buildingNames.get(c.requires_building) ?? '',
          render: (c) => <RowLink page="建筑" id={c.requires_building} name={buildingNames.get(c.requires_building)} />,
        },
        {key: 'cycle_ticks', label: '周期（旬）', value: (c) => c.cycle_ticks},
        {key: 'inputs', label: '投入', value: (c) => totalAmount(c.inputs), render: (c) => formatAmounts(c.inputs)},
        {key: 'outputs', label: '产出', value: (c) => totalAmount(c.outputs), render: (c) => formatAmounts(c.outputs)},
        {key: 'value_ratio', label: '收益比', value: (c) => c.value_ratio},
        {key: 'effect', label: '效果', value: (c) => c.effect},
      ]}
    />
  );
}
