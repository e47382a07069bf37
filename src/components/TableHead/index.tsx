import React, {type ReactNode} from 'react';

/** A table's header: one row, a column header (`scope="col"`) per cell. */
export default function TableHead({cells}: {cells: readonly ReactNode[]}): JSX.Element {
  return (
    <thead>
      <tr>
        {cells.map((cell, i) => (
          <th key={i} scope="col">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}
