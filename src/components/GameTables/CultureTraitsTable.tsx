import React from 'react';
import traitsJson from '@generated/game-data/default/culture_traits.json';
import DataTable from '@site/src/components/DataTable';
import type {CultureTrait} from '@site/src/game/schema';
import {factionFilter, factionName} from './lookups';

const traits = traitsJson;
export const traitKeywords = traits.map((t) => t.name);

export default function CultureTraitsTable(): JSX.Element {
  return (
    <DataTable<CultureTrait>
      caption="文明特质"
      rows={traits}
      rowId={(t) => t.id}
      filters={[{...factionFilter, value: (t) => t.faction}]}
      columns={[
        {key: 'name', label: '名称', value: (t) => t.name},
        {key: 'faction', label: '阵营', value: (t) => factionName(t.faction)},
        {key: 'effect', label: '效果', prose: true, value: (t) => t.effect},
      ]}
    />
  );
}
