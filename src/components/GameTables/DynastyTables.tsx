import React from 'react';
import levelsJson from '@generated/game-data/default/country_levels.json';
import dynastyJson from '@generated/game-data/default/dynasty.json';
import DataTable from '@site/src/components/DataTable';
import type {Ruler, SuccessionLaw} from '@site/src/game/schema';
import {byId, fields, formatModifiers, refColumn} from './lookups';

const dynasty = dynastyJson;
export const dynastyKeywords = [...dynasty.rulers, ...dynasty.succession_laws].map((d) => d.name);
const levels = byId(levelsJson);

export function RulersTable(): JSX.Element {
  return (
    <DataTable<Ruler>
      caption="君主类型"
      rows={dynasty.rulers}
      rowId={(r) => r.id}
      columns={[
        ...fields({name: '名称', weight: '出现权重', reign_ticks: '在位（旬）', admin_cap_bonus: '行政点上限加成'}),
        {key: 'modifiers', label: '产出修正', value: (r) => formatModifiers(r.modifiers) || '—'},
        {key: 'effect', label: '效果', prose: true, value: (r) => r.effect},
      ]}
    />
  );
}

export function SuccessionLawsTable(): JSX.Element {
  return (
    <DataTable<SuccessionLaw>
      caption="继承法"
      rows={dynasty.succession_laws}
      rowId={(l) => l.id}
      columns={[
        {key: 'name', label: '名称', value: (l) => l.name},
        refColumn('requires_level', '国家等级', '国家等级', levels, (l) => l.requires_level),
        {key: 'admin_cost', label: '行政点', value: (l) => l.admin_cost},
        ...fields({heirs: '候选继承人', crisis_chance: '继承危机概率（%）'}),
        {key: 'effect', label: '效果', prose: true, value: (l) => l.effect},
      ]}
    />
  );
}
