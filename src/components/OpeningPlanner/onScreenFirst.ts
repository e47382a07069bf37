/**
 * A re-plan's own frame updates what the reader can see; the rest follows in the next frame
 * (issue 27, ARCHITECTURE.md "Numbers → hover cards, comparison, technology tree, planner").
 * A re-plan changes the times of nearly every step: rendering all 70-odd of them, and laying out
 * and painting the ones content-visibility keeps (the 15 or so near the view, and both charts),
 * was a fifth of the page's share of a re-plan at a phone's speed.
 */
import {useEffect, useLayoutEffect, useReducer, useRef, type RefObject} from 'react';
import {flushSync} from 'react-dom';
import {inNextFrame} from '@site/src/components/afterPaint';

/**
 * The items to render now, for a box whose children show `items` one each, in order: those on
 * screen, or new, get their value from `items`; the others keep the one they show until the
 * frame after this render's, when every child gets its own. All of `items` at once until the
 * browser has said which children are on screen, and where there is no IntersectionObserver.
 */
export function useOnScreenFirst<T>(items: readonly T[], box: RefObject<HTMLElement>): readonly T[] {
  // Indexes of the children on screen: no margin, where content-visibility's reaches a screen away.
  const onScreen = useRef<Set<number> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  // The items every child shows once no item lags.
  const drawn = useRef(items);
  const [, catchUp] = useReducer((n: number) => n + 1, 0);

  // Every child is observed, those the box gained since (a step added) too; a re-plan that adds
  // none observes none (observing one again does nothing, but each call still costs).
  const observed = useRef(0);
  useLayoutEffect(() => {
    const children = box.current?.children ?? [];
    const gained = children.length > observed.current;
    observed.current = children.length;
    if (!gained || typeof IntersectionObserver === 'undefined') return;
    observer.current ??= new IntersectionObserver((entries) => {
      const now = [...(box.current?.children ?? [])];
      const seen = (onScreen.current ??= new Set());
      for (const entry of entries) {
        const i = now.indexOf(entry.target);
        if (entry.isIntersecting && i >= 0) seen.add(i);
        else seen.delete(i);
      }
    });
    for (const child of children) observer.current.observe(child);
  });
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      onScreen.current = null;
      observed.current = 0;
    },
    [],
  );

  const seen = onScreen.current;
  const before = drawn.current;
  let lagging = false;
  const shown =
    items === before || !seen
      ? items
      : items.map((item, i) => {
          if (i >= before.length || seen.has(i)) return item;
          lagging = true;
          return before[i]!;
        });
  useEffect(() => {
    if (!lagging) {
      drawn.current = items;
      return;
    }
    // Rendered at the start of the next frame, not in a task the scheduler queues after it.
    return inNextFrame(() => {
      drawn.current = items;
      flushSync(catchUp);
    });
    // `lagging` follows from `items` and what was on screen when they were rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);
  return shown;
}
