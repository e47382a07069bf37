import React from 'react';
import buildingsJson from '@generated/game-data/default/buildings.json';
import levelsJson from '@generated/game-data/default/country_levels.json';
import policiesJson from '@generated/game-data/default/policies.json';
import technologiesJson from '@generated/game-data/default/technologies.json';
import villagesJson from '@generated/game-data/default/villages.json';
import DataTable from '@site/src/components/DataTable';
import Joined from '@site/src/components/Joined';
import type {Building, CountryLevel, Village} from '@site/src/game/schema';
import {
  amountsColumn,
  byId,
  factionEraColumns,
  factions,
  namesById,
  refColumn,
  RowLink,
  techColumn,
  nameColumn,
  fields,
} from './lookups';

// The tables of the 行政点 page: what each country level gives, which buildings produce
// 行政点 and what annexing each kind of village costs. Every number comes from data/.

const levels = levelsJson;
const levelById = byId(levels);
const policies = policiesJson;
const buildings = buildingsJson.filter((b) => (b.admin_points ?? 0) > 0);
const villages = villagesJson;
const techNames = namesById(technologiesJson);

/** 赤岚王朝's percent bonus to the 行政点 cap (factions.yaml), found by its text, not its position. */
const chilanCapBonus =
  factions.find((f) => f.id === 'chilan')?.bonuses.find((b) => b.unit === 'percent' && b.text.includes('行政点上限'))
    ?.value ?? 0;
/** Drops binary noise (70 × 1.15 = 80.49999999999999) without hiding real decimals. */
const tidy = (n: number) => Number(n.toFixed(2));

const unlockedAt = (level: string) => policies.filter((p) => p.requires_level === level);

/** Per country level: cap (and 赤岚's cap), regeneration, policy slots, the policies it unlocks. */
export default function AdminTable(): JSX.Element {
  return (
    <DataTable<CountryLevel>
      caption="各国家等级的行政点"
      rows={levels}
      rowId={(l) => `admin-${l.id}`}
      columns={[
        {key: 'level', label: '等级', value: (l) => l.level},
        {
          key: 'name',
          label: '名称',
          value: (l) => l.level,
          render: (l) => <RowLink page="国家等级" id={l.id} name={l.name} />,
        },
        {key: 'admin_cap', label: '行政点上限', value: (l) => l.admin_cap},
        {key: 'chilan_cap', label: '赤岚王朝的上限', value: (l) => tidy(l.admin_cap * (1 + chilanCapBonus))},
        ...fields({admin_regen: '等级恢复（每旬）', policy_slots: '政策栏位'}),
        {
          key: 'policies',
          label: '本级解锁的政策',
          value: (l) => unlockedAt(l.id).length,
          render: (l) => (
            <Joined
              items={unlockedAt(l.id)}
              id={(p) => p.id}
              show={(p) => <RowLink page="政策" id={p.id} name={p.name} />}
            />
          ),
        },
      ]}
    />
  );
}

/** Buildings whose `admin_points` add to the 行政点 regenerated each 旬. */
export function AdminBuildingsTable(): JSX.Element {
  return (
    <DataTable<Building>
      caption="产生行政点的建筑"
      rows={buildings}
      rowId={(b) => `admin-${b.id}`}
      columns={[
        nameColumn('建筑', '建筑'),
        ...factionEraColumns(),
        {key: 'admin_points', label: '行政点（每旬）', value: (b) => b.admin_points ?? 0},
        amountsColumn('cost', '建造费用', (b) => b.cost),
        techColumn(techNames),
      ]}
    />
  );
}

/** What annexing each kind of village costs in 行政点, and when it becomes possible. */
export function AnnexCostsTable(): JSX.Element {
  return (
    <DataTable<Village>
      caption="吞并村庄的行政点费用"
      rows={villages}
      rowId={(v) => `annex-${v.id}`}
      columns={[
        nameColumn('村庄', '村庄'),
        {key: 'annex_admin_cost', label: '行政点费用', value: (v) => v.annex_admin_cost},
        refColumn('annex_requires_level', '所需国家等级', '国家等级', levelById, (v) => v.annex_requires_level),
        {key: 'annex_min_attitude', label: '所需态度', value: (v) => v.annex_min_attitude},
        amountsColumn('produces', '吞并后每旬产出', (v) => v.produces),
      ]}
    />
  );
}
