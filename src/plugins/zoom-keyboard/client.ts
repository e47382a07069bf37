import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

// The same images docusaurus-plugin-image-zoom attaches to (themeConfig.zoom.selector).
const selector = (siteConfig.themeConfig.zoom as {selector?: string} | undefined)?.selector ?? '.markdown img';

/** Tab reaches each zoomable image (an image inside a link keeps the link's behaviour). */
function makeFocusable(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (!image.closest('a, button') && !image.hasAttribute('tabindex')) image.tabIndex = 0;
  }
}

/** Enter or Space opens the zoom as a click does, once medium-zoom has attached (~1 s after a route change). */
function onKeyDown(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !target.classList.contains('medium-zoom-image')) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault(); // Space would scroll the page, and a 40px scroll closes the zoom again
  target.click();
}

/** Escape, a click or a scroll closed it: give the focus back to the image instead of leaving it on <body>. */
function onClosed(event: Event): void {
  const image = event.target;
  if (!(image instanceof HTMLElement)) return;
  const focus = document.activeElement;
  if (!focus || focus === document.body) image.focus({preventScroll: true});
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown);
  // medium-zoom's events do not bubble; a capturing listener on the document still sees them.
  document.addEventListener('medium-zoom:closed', onClosed, true);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    makeFocusable();
  },
};

export default clientModule;
