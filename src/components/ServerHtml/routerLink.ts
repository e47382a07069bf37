/**
 * What Docusaurus's `Link` decides for a click, for the plain anchors in server HTML that React
 * keeps (see index.tsx). Mirrors @docusaurus/core 3.4.0 `lib/client/exports/Link.js` (internal:
 * no protocol, no `//`; a target other than `_self` is left to the browser) and react-router-dom
 * 5.3.4 `Link` (left button only, no modifier key, not already handled; the current address is
 * replaced, not pushed again). Pure, so it is tested without a browser.
 */

/** The address a router link for this anchor would go to, or undefined for the browser's own. */
export function routerHref(anchor: Pick<Element, 'getAttribute'>): string | undefined {
  const href = anchor.getAttribute('href');
  const target = anchor.getAttribute('target');
  // Same-page anchors (#id) in kept HTML are plain anchors, not Links: the browser scrolls to them.
  if (!href?.startsWith('/') || href.startsWith('//')) return undefined;
  return !target || target === '_self' ? href : undefined;
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** Whether the router takes this click: a plain left click nothing else has handled. */
export function isRouterClick(event: Click): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/** The route a link preloads: its path, without query or fragment, which routes do not match on. */
export const routeOf = (href: string): string => href.replace(/[?#].*$/, '');
