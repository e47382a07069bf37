import React from 'react';
import Link from '@docusaurus/Link';
import {iconProps, type IconRef} from '@site/src/components/Icon';
import {DATA_DOCS} from '@site/src/config/docs';
import {ENTITY_SECTIONS} from '@site/src/plugins/entity-cards/paths';

export * from './names';

const ENTITY_PAGES = new Set<string>(Object.values(ENTITY_SECTIONS));
/** Where a thing of a data table is shown: its own page for units, buildings, technologies and policies, else its row. */
export const dataHref = (page: string, id: string) =>
  ENTITY_PAGES.has(page) ? `${DATA_DOCS}/${page}/${id}` : `${DATA_DOCS}/${page}#${id}`;

/**
 * A link to a thing of a data table, e.g. a unit's technology: its page, or its row of the table;
 * with `icon`, the thing's icon before its name, on the link itself (no element more per row).
 */
export function RowLink({
  page,
  id,
  name,
  icon,
}: {
  page: string;
  id: string | null | undefined;
  name: string | undefined;
  icon?: IconRef;
}) {
  if (!id) return <>—</>;
  return (
    <Link to={dataHref(page, id)} {...(icon ? iconProps(icon) : {})}>
      {name ?? id}
    </Link>
  );
}

/** Links to other things of the same table (prerequisites, exclusive policies), separated by 、. */
export function SameTableLinks({page, ids, names}: {page: string; ids: string[]; names: Map<string, string>}) {
  if (ids.length === 0) return <>—</>;
  return (
    <>
      {ids.map((id, i) => (
        <React.Fragment key={id}>
          {i > 0 && '、'}
          <Link to={dataHref(page, id)}>{names.get(id) ?? id}</Link>
        </React.Fragment>
      ))}
    </>
  );
}
