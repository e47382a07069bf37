import {Workbox} from 'workbox-window';
import styles from './notice.module.css';

const NOTICE_ID = 'new-release-notice';
// A tab left open for hours still learns of a new release.
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** 「有新版本」 with a button that reloads onto it; polite, so it never interrupts a screen reader. */
function showNotice(onReload: () => void): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = styles.notice!;
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = '有新版本';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = styles.reload!;
  reload.textContent = '刷新页面';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close!;
  close.setAttribute('aria-label', '稍后再说');
  close.textContent = '×';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, reload, close);
  document.body.append(notice);
}

export async function register(url: string): Promise<void> {
  const workbox = new Workbox(url);
  // Fires in every open tab of the site, and on each page loaded while the new release waits.
  workbox.addEventListener('waiting', () => {
    showNotice(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      // Another tab may have accepted it already: then the new release is in control, just reload.
      void navigator.serviceWorker.getRegistration(url).then((registration) => {
        if (registration?.waiting) workbox.messageSkipWaiting();
        else window.location.reload();
      });
    });
  });
  // Where a browser refuses service workers (private modes, policies, a test harness that blocks
  // them), registration fails or yields nothing: the site then simply works online, without an error.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  setInterval(() => void workbox.update(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}
