/**
 * For output that is final at build time and costly to compute again in the browser: the server
 * renders the children; while the page hydrates, the browser keeps that HTML as it is instead
 * (React does not hydrate the children of an element that sets dangerouslySetInnerHTML).
 *
 * The children render for real when `version` changes (the same component reused on another page
 * after a client-side navigation), when they mount after hydration, when `live` turns true, and,
 * with `liveOnUse`, when a reader points at, touches or focuses them: big tables cost their
 * hydration only to the readers who use them. The swap happens within the event, before the
 * click that follows a pointer or touch, and a focused control keeps the focus, so nothing the
 * reader does is lost.
 *
 * Our own: the npm packages for this (react-hydration-on-demand, react-lazy-hydration) are
 * unmaintained and predate React 18.
 */
import React, {useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import {flushSync} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface Props {
  children: ReactNode;
  version: unknown;
  live?: boolean;
  liveOnUse?: boolean;
}

export default function BuildTimeHtml({children, version, live = false, liveOnUse = false}: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  const [hydrated] = useState(() => ({version, keep: ExecutionEnvironment.canUseDOM && !isBrowser}));
  const [used, setUsed] = useState(false);
  const liveRef = useRef<HTMLSpanElement>(null);
  const refocus = useRef(-1);
  useLayoutEffect(() => {
    if (refocus.current < 0) return;
    liveRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[refocus.current]?.focus();
    refocus.current = -1;
  }, [used]);
  if (hydrated.keep && Object.is(hydrated.version, version) && !live && !used) {
    const use = (event: SyntheticEvent<HTMLSpanElement>) => {
      if (event.type === 'focus') refocus.current = [...event.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element);
      flushSync(() => setUsed(true));
    };
    return (
      <span
        key="kept"
        className={styles.contents}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
        onPointerEnter={liveOnUse ? use : undefined}
        onTouchStart={liveOnUse ? use : undefined}
        onFocus={liveOnUse ? use : undefined}
      />
    );
  }
  return (
    <span key="live" ref={liveRef} className={styles.contents}>
      {children}
    </span>
  );
}
