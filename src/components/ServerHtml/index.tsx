/**
 * The one place the site keeps server-rendered HTML out of hydration (ARCHITECTURE.md,
 * "Deliberate exceptions"). React does not hydrate the children of an element that sets
 * `dangerouslySetInnerHTML`, and never writes them again while `__html` stays the same: so the
 * element is taken over and its server children stay as they are, without their components'
 * code or work. Used where that work was most of a page's: data tables' rows (DataTable), code
 * blocks until Prism loads (src/plugins/code-highlight), 科技树 until the first choice (TechTree) and
 * 单位对比's tables until the first pick or switch (UnitComparison).
 *
 * `html` is what to show when the element mounts anew (a client-side navigation, a remount):
 * there is no server HTML under it then. Leave it empty while hydrating.
 *
 * `Link` itself cannot work in kept HTML: the server renders it to a plain anchor (its `href`
 * already carries the base URL and trailing slash), and its handlers exist only in a component
 * React renders, which kept children never are. `links` gives those anchors what `Link` gives
 * (routerLink.ts): client-side navigation through the router's history, and the route's code
 * preloaded when a reader points at or touches the link, as our patched `Link` does (no prefetch
 * of every link in view: patches/@docusaurus+core+3.4.0.patch). One listener per event, on the
 * element; they take the place of the element's own onClick, onMouseOver and onTouchStart.
 */
import React, {forwardRef, useMemo, useRef, useState, type HTMLAttributes, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isRouterClick, routeOf, routerHref} from './routerLink';
import {afterPaint} from '@site/src/components/afterPaint';

interface Props extends HTMLAttributes<HTMLElement> {
  as: 'div' | 'tbody';
  /** What to render when mounting anew; empty (the default) keeps the server's children. */
  html?: string;
  /** Give the anchors inside client-side navigation and preloading, as `Link` does. */
  links?: boolean;
}

const ServerHtml = forwardRef<HTMLElement, Props>(function ServerHtml({as, html = '', links, ...props}, ref) {
  const inner = useMemo(() => ({__html: html}), [html]);
  const linkProps = useRouterLinks();
  return React.createElement(as, {
    ...props,
    ...(links && linkProps),
    ref,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: inner,
  });
});
export default ServerHtml;

/**
 * Whether this render hydrates the server's element `id`, so that its HTML can be kept: false on
 * the server, after a client-side navigation (the element is not in the page yet) and in every
 * later render of the component. Read once, on its first render.
 */
export function useHydrating(id: string): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(
    () => !isBrowser && typeof document !== 'undefined' && document.getElementById(id) !== null,
  );
  return hydrating;
}

/**
 * Whether to keep the server's element `id` in this render: while it is hydrated and for as long
 * as the view stays the one the server rendered (`serverView`). The first render with another view
 * makes it live for good: kept HTML cannot come back.
 */
export function useKeptUntilChanged(id: string, serverView: boolean): boolean {
  const hydrating = useHydrating(id);
  const changed = useRef(false);
  if (!serverView) changed.current = true;
  return hydrating && !changed.current;
}

const anchorOf = (event: SyntheticEvent) => (event.target as Element).closest?.('a[href]') ?? null;

/** Delegated `Link` behaviour for the anchors under one element. */
function useRouterLinks() {
  const history = useHistory();
  const preloaded = useRef(new Set<string>());
  const preload = (event: SyntheticEvent) => {
    const anchor = anchorOf(event);
    const href = anchor && routerHref(anchor);
    if (!href || preloaded.current.has(href)) return;
    preloaded.current.add(href);
    // After the frame that answers the touch: a route's first preload took 55 ms at 4× CPU, inside
    // the tap that opens a hover card.
    afterPaint(() => void window.docusaurus.preload(routeOf(href)));
  };
  return {
    onMouseOver: preload,
    onTouchStart: preload,
    onClick: (event: React.MouseEvent) => {
      const anchor = anchorOf(event);
      const href = anchor && routerHref(anchor);
      // nativeEvent: a hover card may have held back a first tap (src/plugins/entity-cards).
      if (!href || !isRouterClick(event.nativeEvent)) return;
      event.preventDefault();
      const {pathname, search, hash} = history.location;
      if (href === pathname + search + hash) history.replace(href);
      else history.push(href);
    },
  };
}
