import type {ClientModule} from '@docusaurus/types';
import {keyOfLink} from './paths';

/**
 * Hover cards: listens on the document (one set of listeners, whatever the page holds) for links to
 * an entity page or a data-table row, and after a short pause shows that entity's card. The card's
 * code and text (card.ts, ~5 KB gzipped) load on the first hover, focus or tap, and stay: no request
 * per hover. Mouse: hover shows, leaving the link and the card hides. Keyboard: focus shows, Escape
 * or moving on hides; the card takes no focus. Touch: the first tap on a link shows its card, a
 * second tap (or the card's own link) follows it.
 */

type CardModule = typeof import('./card');

const SHOW_DELAY_MS = 300;
const HIDE_DELAY_MS = 200;

let cardModule: Promise<CardModule> | undefined;
const loadCard = () => (cardModule ??= import(/* webpackChunkName: "entity-card" */ './card'));

let showTimer: number | undefined;
let hideTimer: number | undefined;
let lastPointer = 'mouse';
/** When a pointer last went down: a focus that follows a click is not a keyboard focus. */
let lastPointerDown = 0;

function entityLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  // Inside the content only: not the sidebar, the breadcrumbs or the previous/next links, which
  // are navigation, and not the card's own title link.
  if (
    !link ||
    link.origin !== location.origin ||
    !link.closest('main') ||
    link.closest('.breadcrumbs, .pagination-nav, [data-entity-card]')
  )
    return null;
  // A table's own 「本行链接」 anchor points at the row it sits in: the row is already in view.
  if (link.getAttribute('aria-label')?.startsWith('本行链接')) return null;
  let pathname = link.pathname;
  let hash = link.hash;
  try {
    pathname = decodeURIComponent(pathname);
    hash = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const key = keyOfLink(pathname, hash);
  if (!key) return null;
  link.dataset.entityKey = key;
  return link;
}

function clearTimers(): void {
  window.clearTimeout(showTimer);
  window.clearTimeout(hideTimer);
}

function showSoon(link: HTMLAnchorElement): void {
  clearTimers();
  const module = loadCard();
  showTimer = window.setTimeout(() => void module.then((card) => card.show(link)), SHOW_DELAY_MS);
}

function hideSoon(): void {
  window.clearTimeout(showTimer);
  hideTimer = window.setTimeout(() => void cardModule?.then((card) => card.hide()), HIDE_DELAY_MS);
}

function hideNow(): void {
  clearTimers();
  void cardModule?.then((card) => card.hide());
}

const insideCard = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-entity-card]') !== null;

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', (event) => {
    lastPointer = event.pointerType;
    if (event.pointerType === 'touch') return;
    if (insideCard(event.target)) {
      window.clearTimeout(hideTimer);
      return;
    }
    const link = entityLink(event.target);
    if (link && !link.contains(event.relatedTarget as Node | null)) showSoon(link);
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'touch') return;
    const from = insideCard(event.target) || entityLink(event.target);
    const to = event.relatedTarget as Node | null;
    if (from && !insideCard(to) && !(event.target instanceof Node && event.target.contains(to)) && !entityLink(to))
      hideSoon();
  });
  document.addEventListener('pointerdown', (event) => {
    lastPointer = event.pointerType;
    lastPointerDown = event.timeStamp;
    if (event.pointerType === 'touch' && !insideCard(event.target) && !entityLink(event.target)) hideNow();
  });
  // Capture, so a first tap is stopped before Docusaurus's Link navigates (it skips prevented clicks).
  document.addEventListener(
    'click',
    (event) => {
      if (lastPointer !== 'touch') return;
      const link = entityLink(event.target);
      if (!link || link.getAttribute('aria-describedby') === 'entity-card') return;
      event.preventDefault();
      clearTimers();
      void loadCard().then((card) => card.show(link));
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    const link = entityLink(event.target);
    if (link && event.timeStamp - lastPointerDown > 500) showSoon(link);
  });
  document.addEventListener('focusout', (event) => {
    if (entityLink(event.target) && lastPointer !== 'touch') hideSoon();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideNow();
  });
}

/**
 * Scripts arrive after the first frame (ARCHITECTURE.md, "Deliberate exceptions"): a link the mouse already rests on,
 * or the keyboard already focused, when they do has sent its events to nobody, so it gets its card
 * now instead of waiting for the reader to move.
 */
function showForWhatIsAlreadyPointedAt(): void {
  const hovered = window.matchMedia('(hover: hover)').matches
    ? [...document.querySelectorAll('main a:hover')].pop()
    : undefined;
  const link = entityLink(
    hovered ?? (document.activeElement?.matches(':focus-visible') ? document.activeElement : null),
  );
  if (link) showSoon(link);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    hideNow();
    if (!previousLocation) showForWhatIsAlreadyPointedAt();
  },
};

export default clientModule;
