import React from 'react';
import {statHeader} from '@site/src/game/labels';
import levelsJson from '@generated/game-data/default/country_levels.json';
import policiesJson from '@generated/game-data/default/policies.json';
import DataTable from '@site/src/components/DataTable';
import type {Policy} from '@site/src/game/schema';
import {POLICY_CATEGORIES} from '@site/src/game/enums';
import {byId, plainFilter, namesById, refColumn, SameTableLinks, nameColumn, fields} from './lookups';

const policies = policiesJson;
export const policyKeywords = policies.map((p) => p.name);
const levels = byId(levelsJson);
const policyNames = namesById(policies);

export default function PoliciesTable(): JSX.Element {
  return (
    <DataTable<Policy>
      caption="全部政策"
      rows={policies}
      rowId={(p) => p.id}
      rowLinks={false}
      filters={[plainFilter('category', '类别', POLICY_CATEGORIES, (p) => p.category)]}
      columns={[
        nameColumn('政策'),
        ...fields({category: '类别', admin_cost: '推行费用（行政点）'}),
        {key: 'upkeep', label: `${statHeader('upkeep')}（每旬）`, value: (p) => p.upkeep},
        refColumn('requires_level', '国家等级', '国家等级', levels, (p) => p.requires_level),
        {
          key: 'exclusive_with',
          label: '互斥',
          value: (p) => p.exclusive_with.length,
          render: (p) => <SameTableLinks page="政策" ids={p.exclusive_with} names={policyNames} />,
        },
        {key: 'effect', label: '效果', prose: true, value: (p) => p.effect},
      ]}
    />
  );
}
