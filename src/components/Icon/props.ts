import type {CSSProperties} from 'react';

/**
 * The class and style that show an icon before an element's text (src/css/custom.css,
 * `.entity-icon`): the drawing's file and the colour. Its own module, without the icon list's
 * JSON, for the stat card of every entity page.
 */
export function iconFileProps(href: string, colour?: string | null): {className: string; style: CSSProperties} {
  const style: Record<string, string> = {'--icon': `url(${href})`};
  if (colour) style['--icon-colour'] = colour;
  return {className: 'entity-icon', style: style as CSSProperties};
}
