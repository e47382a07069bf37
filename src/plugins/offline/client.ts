/**
 * Client module: registers the service worker (build/sw.js) once the page has loaded and the
 * browser is idle, so that a first visit pays nothing for it: the worker then fills its cache in the
 * background. The registration code and the update notice load only then, as their own chunk.
 *
 * A page reached by a link inside the site is rendered from scripts, without its HTML: the worker
 * is told its address, so a page outside the precache (a blog post) can be read offline too.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: 5000});
  else setTimeout(run, 1000);
}

function start(): void {
  whenIdle(() => {
    void import('./register').then(({register}) => register(`${siteConfig.baseUrl}sw.js`));
  });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

/**
 * Docusaurus calls this after each in-site navigation, and after the first render, which it marks
 * with no previous location: that page's HTML came through the worker already, not fetched again.
 */
export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: {pathname: string};
  previousLocation: unknown;
}): void {
  if (!previousLocation || !ExecutionEnvironment.canUseDOM || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({type: 'PAGE_READ', url: location.pathname});
}
