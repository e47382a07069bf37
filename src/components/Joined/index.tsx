import React, {type ReactNode} from 'react';

/** `items` one after another, separated by 、 (no element around them), or — when there are none. */
export default function Joined<T>({
  items,
  id,
  show,
}: {
  items: readonly T[];
  id: (item: T) => string;
  show: (item: T) => ReactNode;
}): JSX.Element {
  if (items.length === 0) return <>—</>;
  return (
    <>
      {items.map((item, i) => (
        <React.Fragment key={id(item)}>
          {i > 0 && '、'}
          {show(item)}
        </React.Fragment>
      ))}
    </>
  );
}
