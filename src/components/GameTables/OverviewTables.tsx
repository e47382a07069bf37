import React from 'react';
import DataTable from '@site/src/components/DataTable';
import type {Faction, Resource} from '@site/src/game/schema';
import {factions, resources} from './lookups';

const formatBonus = (b: Faction['bonuses'][number]) =>
  b.unit === 'percent' ? `${Math.round(b.value * 100)}%` : String(b.value);

export function FactionBonusesTable(): JSX.Element {
  return (
    <DataTable<Faction>
      caption="阵营加成"
      rows={factions}
      rowId={(f) => f.id}
      columns={[
        {key: 'name', label: '阵营', value: (f) => f.name},
        {key: 'motto', label: '箴言', value: (f) => f.motto},
        {
          key: 'bonuses',
          prose: true,
          label: '加成',
          value: (f) => f.bonuses.length,
          render: (f) => f.bonuses.map((b) => `${b.text} ${formatBonus(b)}`).join('；'),
        },
      ]}
    />
  );
}

export function ResourcesTable(): JSX.Element {
  return (
    <DataTable<Resource>
      caption="资源"
      rows={resources}
      rowId={(r) => r.id}
      columns={[
        {key: 'name', label: '资源', value: (r) => r.name},
        {key: 'category', label: '类别', value: (r) => r.category},
        {key: 'base_yield', label: '每名劳力每旬产量', value: (r) => r.base_yield},
        {key: 'storage_cap', label: '储量上限', value: (r) => r.storage_cap},
        {key: 'value', label: '折合铜钱', value: (r) => r.value},
        {key: 'tradable', label: '可交易', value: (r) => (r.tradable ? '是' : '否')},
        {key: 'description', label: '说明', prose: true, value: (r) => r.description},
      ]}
    />
  );
}
