/**
 * 「有新版本」 and its styles: a chunk of its own, loaded only when a new release waits (register.ts).
 */
import styles from './notice.module.css';

const NOTICE_ID = 'new-release-notice';

/** 「有新版本」 with a button that reloads onto it; polite, so it never interrupts a screen reader. */
export function showNotice(onReload: () => void): void {
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
