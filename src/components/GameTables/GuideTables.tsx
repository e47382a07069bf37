import React from 'react';
import {statHeader} from '@site/src/game/labels';
import buildingsJson from '@generated/game-data/default/buildings.json';
import countryLevelsJson from '@generated/game-data/default/country_levels.json';
import openingsJson from '@generated/game-data/default/openings.json';
import technologiesJson from '@generated/game-data/default/technologies.json';
import unitsJson from '@generated/game-data/default/units.json';
import DataTable from '@site/src/components/DataTable';
import Joined from '@site/src/components/Joined';
import type {Building, Era, Unit} from '@site/src/game/schema';
import {countWord} from '@site/src/game/numerals';
import {
  amountsColumn,
  eras,
  erasInOrder,
  factionEraColumns,
  factionEraFilters,
  formatModifiers,
  namesById,
  resourceName,
  resources,
  refColumn,
  RowLink,
  techColumn,
  nameColumn,
  unitTypeFilter,
} from './lookups';

// Smaller, task-shaped views of the data for the guide pages (单位, 建筑, 科技). The full tables
// live on the 数据 pages; every name here links to its row there.

const units = unitsJson;
const buildings = buildingsJson;
const technologies = technologiesJson;
const countryLevels = countryLevelsJson;
const techNames = namesById(technologies);
const levelNames = namesById(countryLevels);
const baseYield = new Map(resources.map((r) => [r.id, r.base_yield]));

const UnitLink = ({unit}: {unit: Unit}) => <RowLink page="单位" id={unit.id} name={unit.name} />;

/** The four eras: what entering each one asks for. */
export function ErasTable(): JSX.Element {
  return (
    <DataTable<Era>
      caption={`${countWord(eras.length, '个')}个时代的进入条件`}
      rows={eras}
      rowId={(e) => `era-${e.id}`}
      columns={[
        {key: 'name', label: '时代', value: (e) => e.order, render: (e) => e.name},
        refColumn('requires_level', '所需国家等级', '国家等级', levelNames, (e) => e.requires_level),
        {key: 'techs_required', label: '需已研究的上一时代科技', value: (e) => e.techs_required},
        amountsColumn('advance_cost', '进入费用', (e) => e.advance_cost),
        {key: 'summary', label: '概述', value: (e) => e.summary},
      ]}
    />
  );
}

/**
 * The technologies a faction's recommended opening (data/openings.yaml) researches while in one era,
 * in its order, as 「垦殖术 → 部落议事 → …」: the page's research order cannot drift from the
 * opening the build simulates.
 */
export function ResearchOrder({faction, era}: {faction: string; era: string}): JSX.Element {
  const steps = openingsJson.find((o) => o.faction === faction)?.steps ?? [];
  let current = erasInOrder[0]?.id;
  const names: string[] = [];
  for (const step of steps) {
    if ('advance' in step) current = step.advance;
    else if ('research' in step && current === era) names.push(techNames.get(step.research) ?? step.research);
  }
  return <span data-testid={`research-order-${faction}-${era}`}>{names.join(' → ')}</span>;
}

/** Which building trains which units: the question a player has before building a barracks. */
export function TrainingBuildingsTable(): JSX.Element {
  const trainers = buildings.filter((b) => units.some((u) => u.requires_building === b.id));
  return (
    <DataTable<Building>
      caption="训练建筑与可训练的单位"
      rows={trainers}
      rowId={(b) => `trains-${b.id}`}
      filters={[...factionEraFilters()]}
      columns={[
        nameColumn('建筑', '建筑'),
        ...factionEraColumns(),
        techColumn(techNames),
        {
          key: 'units',
          label: '可训练的单位',
          value: (b) => units.filter((u) => u.requires_building === b.id).length,
          render: (b) => (
            <Joined
              items={units.filter((u) => u.requires_building === b.id)}
              id={(u) => u.id}
              show={(u) => <UnitLink unit={u} />}
            />
          ),
        },
      ]}
    />
  );
}

/** Training time and upkeep per tick, which the full unit table leaves out. */
export function UnitUpkeepTable(): JSX.Element {
  return (
    <DataTable<Unit>
      caption="训练时间与维持费用"
      rows={units}
      rowId={(u) => `upkeep-${u.id}`}
      filters={[...factionEraFilters(), unitTypeFilter()]}
      columns={[
        {key: 'name', label: '单位', value: (u) => u.name, render: (u) => <UnitLink unit={u} />},
        {key: 'type', label: '兵种', value: (u) => u.type},
        ...factionEraColumns(),
        amountsColumn('cost', '训练费用', (u) => u.cost),
        {key: 'train_time', label: statHeader('train_time'), value: (u) => u.train_time},
        amountsColumn('upkeep', '维持费用（每旬）', (u) => u.upkeep),
      ]}
    />
  );
}

/** Buildings with workers: full-staff output is workers × the resource's base yield. */
export function ProductionTable(): JSX.Element {
  const producers = buildings.filter((b) => b.produces && b.workers > 0);
  return (
    <DataTable<Building>
      caption="生产建筑：劳力 × 基础产量 = 满员产量"
      rows={producers}
      rowId={(b) => `produces-${b.id}`}
      filters={[...factionEraFilters()]}
      columns={[
        nameColumn('建筑', '建筑'),
        ...factionEraColumns(),
        {key: 'workers', label: statHeader('workers'), value: (b) => b.workers},
        {
          key: 'base_yield',
          label: '每名劳力基础产量',
          value: (b) => Object.keys(b.produces ?? {}).map((r) => baseYield.get(r) ?? 0)[0] ?? 0,
          render: (b) =>
            Object.keys(b.produces ?? {})
              .map((r) => `${baseYield.get(r)} ${resourceName(r)}`)
              .join(' · '),
        },
        amountsColumn('produces', '满员产量（每旬）', (b) => b.produces),
        {
          key: 'bonus',
          label: '附带加成',
          value: (b) => Object.keys(b.bonus ?? {}).length,
          render: (b) => formatModifiers(b.bonus) || '—',
        },
      ]}
    />
  );
}

/** Buildings without workers that raise a whole town's output of a resource. */
export function BonusBuildingsTable(): JSX.Element {
  const boosters = buildings.filter((b) => b.bonus && !b.produces);
  return (
    <DataTable<Building>
      caption="加成建筑：提高整座城邑的产量"
      rows={boosters}
      rowId={(b) => `bonus-${b.id}`}
      columns={[
        nameColumn('建筑', '建筑'),
        ...factionEraColumns(),
        {
          key: 'bonus',
          label: '加成',
          value: (b) => Object.values(b.bonus ?? {}).reduce((s, n) => s + n, 0),
          render: (b) => formatModifiers(b.bonus),
        },
        amountsColumn('cost', statHeader('cost'), (b) => b.cost),
        techColumn(techNames),
      ]}
    />
  );
}
