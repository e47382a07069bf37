import React from 'react';
import Link from '@docusaurus/Link';
import {iconProps, type IconRef} from '@site/src/components/Icon';
import Joined from '@site/src/components/Joined';
import {DATA_DOCS} from '@site/src/config/docs';
import {UNIT_TYPES} from '@site/src/game/enums';
import {statHeader, type StatKey} from '@site/src/game/labels';
import {ENTITY_SECTIONS} from '@site/src/plugins/entity-cards/paths';
import type {Column, Filter} from '@site/src/components/DataTable';
import {Amounts, eraFilter, eraName, eraRank, factionFilter, factionName, totalAmount} from './names';

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
export const SameTableLinks = ({page, ids, names}: {page: string; ids: string[]; names: Map<string, string>}) => (
  <Joined items={ids} id={(id) => id} show={(id) => <RowLink page={page} id={id} name={names.get(id)} />} />
);

type Placed = {faction: string; era: string};

/** The 阵营 and 时代 filters of a table whose rows have both. */
export const factionEraFilters = <R extends Placed>(): Filter<R>[] => [
  {...factionFilter, value: (r) => r.faction},
  {...eraFilter, value: (r) => r.era},
];

/** A filter by a field whose values are their own labels (兵种, 类别). */
export const plainFilter = <R,>(key: string, label: string, values: readonly string[], value: (row: R) => string) => ({
  key,
  label,
  value,
  options: values.map((v) => ({id: v, name: v})),
});
/** The 兵种 filter. */
export const unitTypeFilter = <R extends {type: string}>() => plainFilter<R>('type', '兵种', UNIT_TYPES, (u) => u.type);

/** The 阵营 and 时代 columns; eras sort in game order. */
export const factionEraColumns = <R extends Placed>(): Column<R>[] => [
  {key: 'faction', label: '阵营', value: (r) => factionName(r.faction)},
  {key: 'era', label: '时代', value: (r) => eraRank(r.era), render: (r) => eraName(r.era)},
];

/** Columns that show a field of the row as it is, in the order given: `fields({name: '名称', weight: '出现权重'})`. */
export const fields = <R,>(labels: {[K in keyof R]?: string}): Column<R>[] =>
  Object.entries(labels).map(([key, label]) => ({
    key,
    label: label as string,
    value: (r) => r[key as keyof R] as string | number,
  }));

/** `fields`' labels of stats as the registry heads them (src/game/labels.ts): 「训练（秒）」. */
export const statHeaders = <K extends StatKey>(keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, statHeader(key)])) as Record<NoInfer<K>, string>;

/** The 名称 column (or another label): a link to the row's page or row, with its icon when given. */
export const nameColumn = <R extends {id: string; name: string}>(
  page: string,
  label = '名称',
  icon?: (row: NoInfer<R>) => IconRef,
): Column<R> => ({
  key: 'name',
  label,
  value: (r) => r.name,
  render: (r) => <RowLink page={page} id={r.id} name={r.name} icon={icon?.(r)} />,
});

/**
 * A column of links to things of another table (a technology, a building, a country level): `names`
 * maps an id to its name, or to its row, whose `level` the column then sorts by.
 */
export const refColumn = <R,>(
  key: string,
  label: string,
  page: string,
  names: ReadonlyMap<string, string | {name: string; level: number}>,
  ref: (row: R) => string | null | undefined,
): Column<R> => {
  const named = (id: string | null | undefined) => (id ? names.get(id) : undefined);
  return {
    key,
    label,
    value: (r) => {
      const found = named(ref(r));
      return typeof found === 'object' ? found.level : (found ?? ref(r) ?? '');
    },
    render: (r) => {
      const found = named(ref(r));
      return <RowLink page={page} id={ref(r)} name={typeof found === 'object' ? found.name : found} />;
    },
  };
};

/** The 前置科技 column. */
export const techColumn = <R extends {requires_tech?: string | null}>(techNames: Map<string, string>) =>
  refColumn<R>('requires_tech', '前置科技', '科技', techNames, (r) => r.requires_tech);

/** A column of resource amounts (a cost, an output), shown with their glyphs, sorted by the total. */
export const amountsColumn = <R,>(
  key: string,
  label: string,
  amounts: (row: R) => Record<string, number> | undefined,
): Column<R> => ({
  key,
  label,
  value: (r) => totalAmount(amounts(r)),
  render: (r) => <Amounts amounts={amounts(r)} />,
});
