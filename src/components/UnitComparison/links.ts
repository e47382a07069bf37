// The unit's row in the units table, until each unit has its own page.
export const unitHref = (id: string): string => `/docs/数据/单位#${id}`;
