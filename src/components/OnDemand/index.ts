/**
 * Code that a page loads only when a reader reaches for what needs it: the one way this site
 * defers a component's code (the search bar, the code highlighter). A reader "reaches" by pointing
 * at, touching or focusing the element that carries `intentProps`, or by anything that calls
 * `request()` (a shortcut key, a URL parameter).
 *
 * `onDemand(load)` is declared once per kind of code, at module level, so every instance on every
 * page shares one request; `useOnDemand` gives a component the loaded value (undefined until then)
 * and re-renders it when the code arrives. After a client-side navigation the code is usually there
 * already, and components render it at once.
 *
 * Our own: React.lazy loads on render, not on intent, and the npm packages for hydration on demand
 * (react-hydration-on-demand, react-lazy-hydration) are unmaintained and predate React 18.
 */
import {useCallback, useEffect, useState, type FocusEvent, type PointerEvent, type TouchEvent} from 'react';

export interface OnDemand<T> {
  /** The loaded value, once it is here. */
  current(): T | undefined;
  /** Starts loading (once) and resolves with the value. */
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    // A failed load (offline, a file gone after a deploy) is tried again on the next request.
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

export interface IntentProps {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export function useOnDemand<T>(
  code: OnDemand<T>,
  {now = false}: {now?: boolean} = {},
): {
  loaded: T | undefined;
  requested: boolean;
  /** The last request failed (offline, a file gone after a deploy); the next one tries again. */
  failed: boolean;
  request: () => void;
  intentProps: IntentProps;
} {
  const [loaded, setLoaded] = useState<T | undefined>(code.current);
  const [requested, setRequested] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useCallback(() => {
    if (code.current() !== undefined) return;
    setRequested(true);
    setFailed(false);
    code.load().then(
      (value) => setLoaded(() => value),
      () => {
        setRequested(false);
        setFailed(true);
      },
    );
  }, [code]);
  useEffect(() => {
    if (now) request();
  }, [now, request]);
  return {
    loaded,
    requested,
    failed,
    request,
    intentProps: {onPointerEnter: request, onTouchStart: request, onFocus: request},
  };
}
