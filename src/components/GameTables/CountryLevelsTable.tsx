import React from 'react';
import levelsJson from '@generated/game-data/default/country_levels.json';
import DataTable from '@site/src/components/DataTable';
import type {CountryLevel} from '@site/src/game/schema';
import {eraName, eraRank} from './lookups';

const levels = levelsJson;
export const levelKeywords = levels.map((l) => l.name);

export default function CountryLevelsTable(): JSX.Element {
  return (
    <DataTable<CountryLevel>
      caption="国家等级"
      rows={levels}
      rowId={(l) => l.id}
      columns={[
        {key: 'level', label: '等级', value: (l) => l.level},
        {key: 'name', label: '名称', value: (l) => l.name},
        {key: 'population', label: '人口门槛', value: (l) => l.thresholds.population},
        {key: 'towns', label: '城邑门槛', value: (l) => l.thresholds.towns},
        {
          key: 'era',
          label: '时代门槛',
          value: (l) => eraRank(l.thresholds.era),
          render: (l) => eraName(l.thresholds.era),
        },
        {key: 'admin_cap', label: '行政点上限', value: (l) => l.admin_cap},
        {key: 'admin_regen', label: '行政点恢复（每旬）', value: (l) => l.admin_regen},
        {key: 'policy_slots', label: '政策栏位', value: (l) => l.policy_slots},
        {key: 'unlocks', label: '解锁', value: (l) => l.unlocks},
      ]}
    />
  );
}
