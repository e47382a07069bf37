/**
 * Client module: when the KaTeX stylesheet (the site's own copy, see src/remark/katex/stylesheet.ts) cannot load, the
 * formulas would show twice (KaTeX's HTML and its MathML copy) as unstyled text. Instead, hide the
 * HTML rendering so the browser lays out the MathML itself, and say so above the first formula.
 * If the stylesheet arrives late after all, the page returns to normal. No-op on pages without
 * math; no inline handlers, so the CSP needs nothing for it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {KATEX_ASSET_DIR} from '../../remark/katex/asset-dir';

// An attribute, not a class: Docusaurus's <Helmet> owns the <html> class list and rewrites it.
const UNSTYLED_ATTRIBUTE = 'data-katex-unstyled';
const NOTICE_ID = 'katex-stylesheet-notice';
// A stylesheet that has neither loaded nor failed by then is treated as failed (until it loads).
const GRACE_MS = 3000;

/** KaTeX's stylesheet visually hides the MathML copy; without it the copy is laid out inline. */
function styled(): boolean {
  const mathml = document.querySelector('.katex-mathml');
  return !mathml || getComputedStyle(mathml).position === 'absolute';
}

function showFallback(): void {
  const first = document.querySelector('.katex-display, .katex');
  if (!first) return;
  document.documentElement.setAttribute(UNSTYLED_ATTRIBUTE, '');
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.className = 'alert alert--warning margin-bottom--md';
  notice.textContent = '公式样式没能加载，本页公式暂时改用浏览器自带的排版显示。刷新页面可以再试一次。';
  const block = first.closest('p, .katex-display') ?? first;
  block.parentElement?.insertBefore(notice, block);
}

function clearFallback(): void {
  document.documentElement.removeAttribute(UNSTYLED_ATTRIBUTE);
  document.getElementById(NOTICE_ID)?.remove();
}

const isKatexStylesheet = (target: EventTarget | null): boolean =>
  target instanceof HTMLLinkElement && new URL(target.href).pathname.includes(`/${KATEX_ASSET_DIR}`);

if (ExecutionEnvironment.canUseDOM) {
  // Capturing listeners see the load and error events of <link> elements, including the ones
  // <Head> inserts on later pages.
  document.addEventListener('error', (event) => isKatexStylesheet(event.target) && showFallback(), true);
  document.addEventListener('load', (event) => isKatexStylesheet(event.target) && clearFallback(), true);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    clearFallback();
    if (!document.querySelector('.katex')) return;
    // The first page's stylesheet may have failed before this module ran: check the result.
    setTimeout(() => {
      if (!styled()) showFallback();
    }, GRACE_MS);
  },
};

export default clientModule;
