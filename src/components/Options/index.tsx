import React from 'react';

export type Item = {id: string; name: string};

/** A menu's `<option>`s: each item's id is the value, its name the text. */
export const options = (items: readonly Item[]): JSX.Element[] =>
  items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
