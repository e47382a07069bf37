import React from 'react';
import buildingsJson from '@generated/game-data/default/buildings.json';
import mapsJson from '@generated/game-data/default/maps.json';
import openingsJson from '@generated/game-data/default/openings.json';
import openingPace from '@generated/game-data/default/opening_pace.json';
import technologiesJson from '@generated/game-data/default/technologies.json';
import unitsJson from '@generated/game-data/default/units.json';
import LineChart from '@site/src/components/LineChart';
import {eras, laterEraHeads, laterEras} from './lookups';
import styles from './opening.module.css';
import TableHead from '@site/src/components/TableHead';

// The 开局 page's build orders, branches, per-start times and charts. Every number comes from the
// opening simulation run at build time (src/game/simulate.ts) on data/openings.yaml.

const pace = openingPace;
const window = openingPace.build_order_minutes;

/** 澄湖平原·北滩 for chenghu.north. */
export function startName(map: string, start: string): string {
  const m = mapsJson.find((x) => x.id === map);
  return `${m?.name ?? map}·${m?.start_positions.find((p) => p.id === start)?.name ?? start}`;
}

/** The steps an opening starts within the build-order window, from the start its page shows. */
export function BuildOrder({faction}: {faction: string}): JSX.Element {
  const f = pace.factions[faction];
  const rows = (f?.opening ?? []).filter((r) => r.minute < window);
  return (
    <table data-testid={`build-order-${faction}`} className={styles.order}>
      <caption>
        从{startName(f?.start.map ?? '', f?.start.start ?? '')}出发的前 {window} 分钟
      </caption>
      <TableHead cells={['开始', '做什么', '人口／劳力', '为什么']} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} data-kind={r.kind}>
            <td>{r.minute} 分</td>
            <td>{r.step}</td>
            <td>
              {r.population}／{r.labour}
            </td>
            <td>{r.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The first army's minute, and the transition that follows the build order. */
export function Transition({faction}: {faction: string}): JSX.Element {
  const f = pace.factions[faction];
  const opening = openingsJson.find((o) => o.faction === faction);
  return (
    <p data-testid={`transition-${faction}`}>
      {f?.army_minute !== null && f?.army_minute !== undefined ? (
        <>
          第一支部队在第 <strong>{f.army_minute}</strong> 分钟练成。
        </>
      ) : null}
      {opening?.transition}
    </p>
  );
}

/** Where a start asks for other first steps: which starts, why, and the steps they play instead. */
export function Branches({faction}: {faction: string}): JSX.Element | null {
  const opening = openingsJson.find((o) => o.faction === faction);
  const branches = opening?.branches ?? [];
  if (!branches.length) return null;
  return (
    <ul data-testid={`branches-${faction}`}>
      {branches.map((b, i) => (
        <li key={i}>
          <strong>{b.starts.map((s) => startName(...(s.split('.') as [string, string]))).join('、')}</strong>：
          {b.reason}前 {b.replaces} 步换成：{b.steps.map((s) => describe(s)).join('，')}。
        </li>
      ))}
    </ul>
  );
}

function describe(step: (typeof openingsJson)[number]['steps'][number]): string {
  const count = 'count' in step && step.count ? ` ×${step.count}` : '';
  const name = (rows: readonly {id: string; name: string}[], id: string) => rows.find((r) => r.id === id)?.name ?? id;
  if ('build' in step) return `建造${name(buildingsJson, step.build)}${count}`;
  if ('train' in step) return `训练${name(unitsJson, step.train)}${count}`;
  if ('research' in step) return `研究${name(technologiesJson, step.research)}`;
  if ('scout' in step) return `派${name(unitsJson, step.scout)}侦察`;
  return `进入${name(eras, step.advance)}`;
}

/** Minutes to each later era from every start of every map. */
export function StartsTable({faction}: {faction: string}): JSX.Element {
  const starts = pace.factions[faction]?.starts ?? [];
  return (
    <table data-testid={`starts-${faction}`}>
      <TableHead cells={['出生点', ...laterEraHeads, '走分支']} />
      <tbody>
        {starts.map((s) => (
          <tr key={`${s.map}.${s.start}`}>
            <th scope="row">{startName(s.map, s.start)}</th>
            {laterEras.map((e) => (
              <td key={e.id}>{s.eras[e.id]}</td>
            ))}
            <td>{s.branch ? '是' : '否'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OpeningCharts({faction}: {faction: string}): JSX.Element {
  const f = pace.factions[faction];
  if (!f) return <></>;
  const where = startName(f.start.map, f.start.start);
  return (
    <div data-testid={`charts-${faction}`}>
      <LineChart chart={f.charts.people} title={`从${where}出发：人口、劳力与岗位`} unit="人" />
      <LineChart chart={f.charts.stocks} title={`从${where}出发：首都仓库里的资源`} unit="个" />
    </div>
  );
}
