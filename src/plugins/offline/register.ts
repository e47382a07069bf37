// A tab left open for hours still learns of a new release.
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The browser's own service worker API, not workbox-window: what we use of it (register, a waiting
 * release, skip waiting, reload once it controls) is these lines, and its 2.4 KB gzipped were on
 * every page's first visit (scripts/perf/page-weight.ts).
 */
export async function register(url: string): Promise<void> {
  const {serviceWorker} = navigator;
  // Where a browser refuses service workers (private modes, policies, a test harness that blocks
  // them), registration fails: the site then simply works online, without an error.
  const registration = await serviceWorker.register(url).catch(() => undefined);
  if (!registration) return;
  const reload = () => {
    serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
    // Another tab may have accepted it already: then the new release is in control, just reload.
    if (registration.waiting) registration.waiting.postMessage({type: 'SKIP_WAITING'});
    else window.location.reload();
  };
  // A new release waits while an older one controls the page: in every open tab, and on each page
  // loaded while it waits. Without a controller (a first visit) the worker activates by itself.
  const offer = () => {
    if (registration.waiting && serviceWorker.controller)
      void import('./notice').then(({showNotice}) => showNotice(reload));
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  offer();
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
