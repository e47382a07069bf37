import React from 'react';
import DataTable from '@site/src/components/DataTable';
import type {Faction, Resource} from '@site/src/game/schema';
import {factions, resources, fields} from './lookups';

const formatBonus = (b: Faction['bonuses'][number]) =>
  b.unit === 'percent' ? `${Math.round(b.value * 100)}%` : String(b.value);

export function FactionBonusesTable(): JSX.Element {
  return (
    <DataTable<Faction>
      caption="阵营加成"
      rows={factions}
      rowId={(f) => f.id}
      columns={[
        ...fields({name: '阵营', motto: '箴言'}),
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
        ...fields({
          name: '资源',
          category: '类别',
          base_yield: '每名劳力每旬产量',
          storage_cap: '储量上限',
          value: '折合铜钱',
        }),
        {key: 'tradable', label: '可交易', value: (r) => (r.tradable ? '是' : '否')},
        {key: 'description', label: '说明', prose: true, value: (r) => r.description},
      ]}
    />
  );
}
