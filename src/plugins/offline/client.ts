/**
 * Client module: registers the service worker (build/sw.js) once the page has loaded and the
 * browser is idle, so that a first visit pays nothing for it: the worker then fills its cache in the
 * background. The registration code and the update notice load only then, as their own chunk.
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
