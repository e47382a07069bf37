import React from 'react';
import {statHeader, statLabel} from '@site/src/game/labels';
import technologiesJson from '@generated/game-data/default/technologies.json';
import DataTable from '@site/src/components/DataTable';
import {technologyIcon} from '@site/src/components/Icon';
import {amountsColumn, eraFilter, eraName, eraRank, namesById, SameTableLinks, nameColumn} from './lookups';

const technologies = technologiesJson;
export const technologyKeywords = technologies.map((t) => t.name);
const techNames = namesById(technologies);

export default function TechnologiesTable(): JSX.Element {
  return (
    <DataTable<(typeof technologies)[number]>
      caption="全部科技"
      rows={technologies}
      rowId={(t) => t.id}
      rowLinks={false}
      filters={[{...eraFilter, value: (t) => t.era}]}
      columns={[
        nameColumn('科技', '名称', technologyIcon),
        {key: 'era', label: '时代', value: (t) => eraRank(t.era), render: (t) => eraName(t.era)},
        amountsColumn('cost', statHeader('cost'), (t) => t.cost),
        {key: 'research_minutes', label: `${statLabel('research_time')}（分钟）`, value: (t) => t.research_minutes},
        {key: 'research_time', label: statHeader('research_time'), value: (t) => t.research_time},
        {
          key: 'prerequisites',
          label: '前置科技',
          value: (t) => t.prerequisites.length,
          render: (t) => <SameTableLinks page="科技" ids={t.prerequisites} names={techNames} />,
        },
        {key: 'effect', label: '效果', prose: true, value: (t) => t.effect},
      ]}
    />
  );
}
