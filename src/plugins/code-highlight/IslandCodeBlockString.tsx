/**
 * Browser side of the code block island (see index.ts).
 *
 * While the page hydrates, the element the server rendered is kept with its highlighted HTML
 * (src/components/ServerHtml). The first pointer, touch or focus on a block loads Prism and the
 * theme's code block (one chunk, shared by all blocks), which replaces the kept HTML with the same
 * markup, now with working buttons; a click on a button that landed before that is replayed.
 * Blocks that appear after a client-side navigation have no server HTML: they show the plain code
 * and load the highlighter at once.
 *
 * The theme's CodeBlock remounts its child right after hydration (`key={String(isBrowser)}`),
 * which would throw the kept HTML away; the first mount copies it, the remount renders the copy.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {onDemand, useOnDemand} from '@site/src/components/OnDemand';
import ServerHtml from '@site/src/components/ServerHtml';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content/String';
import styles from './styles.module.css';

type CodeBlock = ComponentType<Props>;
/** Server HTML of blocks on the page, keyed by their props, across the theme's remount. */
const keptHtml = new Map<string, string>();
const keyOf = (props: Props) =>
  JSON.stringify([
    props.children,
    props.className,
    props.metastring,
    props.title,
    props.language,
    props.showLineNumbers,
  ]);

/** Prism, its languages and the theme's own code block: one chunk, shared by every block. */
const highlighter = onDemand<CodeBlock>(() =>
  Promise.all([
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
    import('@theme-original/CodeBlock/Content/String'),
  ]).then(([{Prism}, includeLanguages, codeBlock]) => {
    includeLanguages.default(Prism);
    return codeBlock.default;
  }),
);

export default function IslandCodeBlockString(props: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  // Hydrating: keep the server's HTML. The theme's remount: its copy. A client-side navigation:
  // no HTML to keep.
  const [kept] = useState<string | undefined>(() => (isBrowser ? keptHtml.get(keyOf(props)) : ''));
  const hydrating = kept !== undefined;
  // A block that appears after a client-side navigation has no server HTML: highlight it at once.
  const {loaded: Live, request, intentProps} = useOnDemand(highlighter, {now: !hydrating});
  const pendingClick = useRef<number>(-1);
  const liveRef = useRef<HTMLDivElement>(null);
  const keptRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!isBrowser && keptRef.current) keptHtml.set(keyOf(props), keptRef.current.innerHTML);
    // Only the first mount, during hydration, has HTML to copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately the first mount only
  }, []);
  useEffect(() => {
    if (!Live || pendingClick.current < 0) return;
    liveRef.current?.querySelectorAll('button')[pendingClick.current]?.click();
    pendingClick.current = -1;
  }, [Live]);

  if (Live) {
    return (
      <div key="live" ref={liveRef} className={styles.island}>
        <Live {...props} />
      </div>
    );
  }
  if (!hydrating) {
    return (
      <div key="plain" className={styles.island}>
        <pre>
          <code>{typeof props.children === 'string' ? props.children.replace(/\n$/, '') : props.children}</code>
        </pre>
      </div>
    );
  }
  return (
    <ServerHtml
      as="div"
      key="kept"
      ref={keptRef}
      className={styles.island}
      html={kept}
      {...intentProps}
      onClickCapture={(event) => {
        const button = (event.target as Element).closest('button');
        if (!button) return;
        pendingClick.current = [...event.currentTarget.querySelectorAll('button')].indexOf(button);
        request();
      }}
    />
  );
}
