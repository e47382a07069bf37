import React from 'react';
import {statHeader} from '@site/src/game/labels';
import levelsJson from '@generated/game-data/default/country_levels.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import villagesJson from '@generated/game-data/default/villages.json';
import DataTable from '@site/src/components/DataTable';
import {ATTITUDE_EVENT_LABELS, ATTITUDE_EVENTS} from '@site/src/game/enums';
import {signedNumber} from '@site/src/game/numerals';
import type {Village} from '@site/src/game/schema';
import {amountsColumn, byId, namesById, nameColumn, refColumn, fields} from './lookups';
import {placesColumn} from './places';

const villages = villagesJson;
export const villageKeywords = villages.map((v) => v.name);
const levels = byId(levelsJson);
const terrainNames = namesById(productivityJson.terrains);

/** villages.yaml: what each village type gives, and what trading with and annexing it takes. */
export default function VillagesTable(): JSX.Element {
  return (
    <DataTable<Village>
      caption="村庄类型"
      rows={villages}
      rowId={(v) => v.id}
      rowLinks={false}
      columns={[
        nameColumn('村庄', '村庄'),
        {key: 'terrain', label: '地形', value: (v) => terrainNames.get(v.terrain) ?? v.terrain},
        amountsColumn('produces', '每旬产出', (v) => v.produces),
        {key: 'population', label: statHeader('population'), value: (v) => v.population},
        {key: 'initial', label: '初始态度', value: (v) => v.attitude.initial},
        {key: 'trade_min', label: '贸易所需态度', value: (v) => v.attitude.trade_min},
        refColumn('annex_requires_level', '吞并所需国家等级', '国家等级', levels, (v) => v.annex_requires_level),
        ...fields({annex_min_attitude: '吞并所需态度', annex_admin_cost: '吞并费用（行政点）'}),
        placesColumn('where', (v, region) => region.villages.includes(v.id)),
        {key: 'description', label: '说明', prose: true, value: (v) => v.description},
      ]}
    />
  );
}

/** The attitude rules of every village type side by side: one column per event, with its note. */
export function VillageAttitudeTable(): JSX.Element {
  return (
    <DataTable<Village>
      caption="态度变化（点）"
      rows={villages}
      rowId={(v) => `attitude-${v.id}`}
      columns={[
        nameColumn('村庄', '村庄'),
        ...ATTITUDE_EVENTS.map((event) => {
          const rule = (v: Village) => v.attitude.rules.find((r) => r.event === event);
          return {
            key: event,
            label: ATTITUDE_EVENT_LABELS[event],
            value: (v: Village) => rule(v)?.change ?? 0,
            render: (v: Village) => {
              const found = rule(v);
              if (!found) return '—';
              return (
                <>
                  {signedNumber(found.change)}
                  <br />
                  <small>{found.note}</small>
                </>
              );
            },
          };
        }),
      ]}
    />
  );
}
