/**
 * Wraps the search theme's SearchBar so that its code (the search bar, autocomplete glue, lunr's
 * Chinese tokenizer, mark.js: about 22 KB gzipped) stays out of every page's first load. Until
 * a reader reaches for the box, a look-alike input stands in; hovering, touching or focusing it,
 * or pressing Ctrl+K / ⌘K, loads the real bar, which takes over with what was typed, the caret and
 * the focus. Pages opened from a search result (`?_highlight=`) load it at once: it marks the terms.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type OriginalSearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof OriginalSearchBar>;
type Handover = {value: string; focused: boolean; hovered: boolean; selection: [number, number]};

let loadedBar: ComponentType<Props> | undefined;
let loadingBar: Promise<ComponentType<Props>> | undefined;
function loadBar(): Promise<ComponentType<Props>> {
  loadingBar ??= import('@theme-original/SearchBar').then((module) => (loadedBar = module.default));
  return loadingBar;
}

const isMacPlatform = () => {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return /mac/i.test(nav.userAgentData?.platform ?? nav.platform);
};

export default function SearchBarWrapper(props: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  // After a client-side navigation the bar may already be here: no placeholder then.
  const [Bar, setBar] = useState<ComponentType<Props> | undefined>(() => loadedBar);
  const [activated, setActivated] = useState(false);
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // What the stand-in holds, up to the moment the real bar replaces it (keystrokes can land
  // between the bar's code arriving and React swapping the inputs).
  const handover = useRef<Handover>({value: '', focused: false, hovered: false, selection: [0, 0]});
  const activate = useCallback(() => {
    if (loadedBar) return;
    setActivated(true);
    void loadBar().then((bar) => setBar(() => bar));
  }, []);
  const remember = (input: HTMLInputElement, change: Partial<Handover> = {}) => {
    Object.assign(handover.current, {value: input.value, selection: [input.selectionStart ?? 0, input.selectionEnd ?? 0]}, change);
  };

  useEffect(() => {
    if (!Bar && new URLSearchParams(search).has('_highlight')) activate();
  }, [Bar, search, activate]);

  // Ctrl+K / ⌘K before the real bar (which registers its own) is here.
  useEffect(() => {
    if (Bar) return undefined;
    const mac = isMacPlatform();
    const onKey = (event: KeyboardEvent) => {
      if ((mac ? event.metaKey : event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [Bar]);

  // Focus first (layout effect, before the bar's mount effect looks at document.activeElement),
  // then the text, through an input event so the bar sees it as typed (its loading state shows).
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  useLayoutEffect(() => {
    const state = activated ? handover.current : undefined;
    const input = containerRef.current?.querySelector('input');
    if (!Bar || !input) return;
    // The bar's input has a fixed English aria-label ("Search"); screen readers should say 搜索.
    input.setAttribute('aria-label', label);
    if (state?.focused) input.focus();
  }, [Bar, label]);
  useEffect(() => {
    const state = activated ? handover.current : undefined;
    const input = containerRef.current?.querySelector('input');
    if (!Bar || !state || !input) return undefined;
    // The bar starts loading the index when the pointer enters it, but the pointer is already in.
    if (state.hovered && !state.focused) input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
    if (!state.value) return undefined;
    // On mount the bar empties its input after a macrotask (it fills it with `?_highlight=` terms);
    // a timer set after its own runs after it.
    const timer = setTimeout(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, state.value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      if (state.focused) input.setSelectionRange(...state.selection);
    });
    return () => clearTimeout(timer);
  }, [Bar]);

  if (Bar) {
    return (
      <div ref={containerRef} className={styles.slot}>
        <Bar {...props} />
      </div>
    );
  }
  return (
    <div ref={containerRef} className={styles.slot}>
      <div className={clsx('navbar__search', styles.searchBarContainer, activated && typed && styles.searchIndexLoading)} dir="ltr">
        <input
          ref={inputRef}
          placeholder={label}
          aria-label={label}
          className="navbar__search-input"
          onMouseEnter={(event) => {
            remember(event.currentTarget, {hovered: true});
            activate();
          }}
          onMouseLeave={(event) => remember(event.currentTarget, {hovered: false})}
          onTouchStart={activate}
          onFocus={(event) => {
            remember(event.currentTarget, {focused: true});
            activate();
          }}
          onBlur={(event) => remember(event.currentTarget, {focused: false})}
          onSelect={(event) => remember(event.currentTarget)}
          onChange={(event) => {
            remember(event.currentTarget);
            setTyped(event.target.value);
          }}
        />
        <span className={styles.loadingRing} aria-hidden="true" />
        {isBrowser && !typed && (
          <div className={styles.searchHintContainer}>
            <kbd className={styles.searchHint}>{isMacPlatform() ? '⌘' : 'ctrl'}</kbd>
            <kbd className={styles.searchHint}>K</kbd>
          </div>
        )}
      </div>
    </div>
  );
}
