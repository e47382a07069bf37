import React from 'react';
import productivityJson from '@generated/game-data/default/productivity.json';
import DataTable from '@site/src/components/DataTable';
import type {Productivity} from '@site/src/game/schema';

type Band = Productivity['happiness_bands'][number];

const bands = productivityJson.happiness_bands;
// A band starts at its min_happiness and ends where the next one starts.
const range = (band: Band, i: number) => {
  const next = bands[i + 1];
  return next ? `${band.min_happiness} ≤ 幸福度 < ${next.min_happiness}` : `幸福度 ≥ ${band.min_happiness}`;
};

/** productivity.happiness_bands: which factor a town's happiness multiplies every output by. */
export default function HappinessBandsTable(): JSX.Element {
  const rows = bands.map((band, i) => ({...band, i}));
  return (
    <DataTable<Band & {i: number}>
      caption="幸福度区间与幸福系数"
      rows={rows}
      rowId={(b) => `happiness-${b.min_happiness}`}
      columns={[
        {key: 'name', label: '区间', value: (b) => b.name},
        {key: 'range', label: '幸福度', value: (b) => b.min_happiness, render: (b) => range(b, b.i)},
        {key: 'factor', label: '幸福系数', value: (b) => b.factor, render: (b) => `×${b.factor}`},
      ]}
    />
  );
}
