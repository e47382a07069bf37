import type {Plugin} from '@docusaurus/types';

/**
 * The theme's colour-mode script (theme-classic, 3.4) still honours a stored `theme=dark` or
 * `?docusaurus-theme=dark` even with `disableSwitch`, and React then keeps whatever that script
 * set. This script runs right after it (site plugins inject after the theme's) and puts the page
 * back to light before first paint, so the site is light-only whatever the visitor's browser holds.
 */
export const lightOnlyScript =
  "document.documentElement.setAttribute('data-theme','light');try{localStorage.removeItem('theme')}catch(e){}";

export default function lightOnlyPlugin(): Plugin {
  return {
    name: 'light-only',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: lightOnlyScript}]}),
  };
}
