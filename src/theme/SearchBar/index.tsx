/**
 * Wraps the search theme's SearchBar so that its code (the search bar, autocomplete glue, lunr's
 * Chinese tokenizer, mark.js: about 22 KB gzipped) stays out of every page's first load
 * (src/components/OnDemand). Until a reader reaches for the box, a look-alike input stands in.
 * Hovering, touching or focusing it, or pressing Ctrl+K / ⌘K, loads the real bar; pages opened from
 * a search result (`?_highlight=`) load it at once, since it marks the terms.
 *
 * The handover loses nothing the reader typed: the real bar first mounts hidden, behind the
 * stand-in, which stays the box the reader types into. Once the bar has settled (on mount it resets
 * its input after a macrotask, to the `?_highlight=` terms, and again whenever `isBrowser` changes,
 * so it mounts only once that is true), one task moves the text, the caret and the focus over and
 * hides the stand-in, so no keystroke can land in between.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type OriginalSearchBar from '@theme-original/SearchBar';
import {onDemand, useOnDemand} from '@site/src/components/OnDemand';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof OriginalSearchBar>;

// react-dom too is imported on demand here: the client entry loads it in a chunk of its own, so
// that evaluating it is a task of its own, not part of main.js's (ARCHITECTURE.md, "Performance").
let flushSync: (typeof import('react-dom'))['flushSync'];
const searchBar = onDemand<ComponentType<Props>>(() =>
  Promise.all([import('@theme-original/SearchBar'), import('react-dom')]).then(([bar, dom]) => {
    flushSync = dom.flushSync;
    return bar.default;
  }),
);

const isMacPlatform = () => {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return /mac/i.test(nav.userAgentData?.platform ?? nav.platform);
};

/** Sets an input's text the way typing does, so the bar's own input handler sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

// eslint-disable-next-line max-lines-per-function -- the stand-in's hand-over to the real bar reads as one piece; the search plugin's session is reworking this file
export default function SearchBarWrapper(props: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const {
    loaded: Bar,
    requested,
    failed,
    request,
    intentProps,
  } = useOnDemand(searchBar, {now: new URLSearchParams(search).has('_highlight')});
  // After a client-side navigation the bar is already here: no stand-in then.
  const [handedOver, setHandedOver] = useState(() => searchBar.current() !== undefined);
  const [typed, setTyped] = useState('');
  const standIn = useRef<HTMLInputElement>(null);
  const real = useRef<HTMLDivElement>(null);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  // Focused or typed into before the page hydrated (the scripts load after the first paint, and
  // the stand-in has no handlers until then): take over from there.
  useEffect(() => {
    const input = standIn.current;
    if (!input) return;
    if (input.value) setTyped(input.value);
    if (input.value || document.activeElement === input) request();
  }, [request]);

  // Ctrl+K / ⌘K before the real bar (which registers its own) is here.
  useEffect(() => {
    if (handedOver) return undefined;
    const mac = isMacPlatform();
    const onKey = (event: KeyboardEvent) => {
      if ((mac ? event.metaKey : event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        standIn.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [handedOver]);

  // The bar's input has a fixed English aria-label ("Search"); screen readers should say 搜索.
  useLayoutEffect(() => {
    real.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [Bar, label]);

  useEffect(() => {
    if (!Bar || !isBrowser || handedOver) return undefined;
    // Parents' effects run after their children's: this timer is queued after the bar's reset.
    const timer = setTimeout(() => {
      const from = standIn.current;
      const to = real.current?.querySelector('input');
      if (!to) return;
      const focused = from !== null && document.activeElement === from;
      const hovered = from?.matches(':hover') ?? false;
      const [start, end] = [from?.selectionStart ?? 0, from?.selectionEnd ?? 0];
      flushSync(() => setHandedOver(true));
      // The bar starts loading its index when the pointer enters it; the pointer is in already,
      // and the browser sends no mouseover until it moves.
      if (hovered && !focused) to.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
      if (focused) to.focus();
      if (from?.value) typeInto(to, from.value);
      if (focused) to.setSelectionRange(start, end);
    });
    return () => clearTimeout(timer);
  }, [Bar, isBrowser, handedOver]);

  return (
    <div className={styles.slot}>
      {/* Mounted only once isBrowser is true: the bar re-runs its reset when isBrowser changes, and a
          late second reset would wipe what was typed after the hand-over. */}
      {Bar && isBrowser && (
        <div ref={real} className={clsx(!handedOver && styles.preparing)} aria-hidden={!handedOver || undefined}>
          <Bar {...props} />
        </div>
      )}
      {!handedOver && (
        <div
          className={clsx('navbar__search', styles.searchBarContainer, requested && typed && styles.searchIndexLoading)}
          dir="ltr"
        >
          <input
            ref={standIn}
            placeholder={label}
            aria-label={label}
            className="navbar__search-input"
            {...intentProps}
            onChange={(event) => {
              setTyped(event.target.value);
              // Typing after a failed load asks again: the reader need not leave the box and come back.
              if (failed) request();
            }}
          />
          <span className={styles.loadingRing} aria-hidden="true" />
          {failed && (
            <p role="alert" className={styles.loadFailed}>
              搜索没能载入，请检查网络后重试。
            </p>
          )}
          {isBrowser && !typed && (
            <div className={styles.searchHintContainer}>
              <kbd className={styles.searchHint}>{isMacPlatform() ? '⌘' : 'ctrl'}</kbd>
              <kbd className={styles.searchHint}>K</kbd>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
