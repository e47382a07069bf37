import React from 'react';
import levelsJson from '@generated/game-data/default/country_levels.json';
import DataTable from '@site/src/components/DataTable';
import type {CountryLevel} from '@site/src/game/schema';
import {eraName, eraRank, fields} from './lookups';

const levels = levelsJson;
export const levelKeywords = levels.map((l) => l.name);

export default function CountryLevelsTable(): JSX.Element {
  return (
    <DataTable<CountryLevel>
      caption="国家等级"
      rows={levels}
      rowId={(l) => l.id}
      columns={[
        ...fields({level: '等级', name: '名称'}),
        {key: 'population', label: '人口门槛', value: (l) => l.thresholds.population},
        {key: 'towns', label: '城邑门槛', value: (l) => l.thresholds.towns},
        {
          key: 'era',
          label: '时代门槛',
          value: (l) => eraRank(l.thresholds.era),
          render: (l) => eraName(l.thresholds.era),
        },
        ...fields({
          admin_cap: '行政点上限',
          admin_regen: '行政点恢复（每旬）',
          policy_slots: '政策栏位',
          unlocks: '解锁',
        }),
      ]}
    />
  );
}
