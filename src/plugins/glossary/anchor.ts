/** Each row's anchor on 基础名词 (#term-unit): a page may link to a term's definition itself. Pure: the browser imports it. */
export const termAnchor = (id: string): string => `term-${id.replace(/_/g, '-')}`;
