import React from 'react';

/** A menu's `<option>`s: each item's id is the value, its name the text. */
export const options = (items: readonly {id: string; name: string}[]): JSX.Element[] =>
  items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
