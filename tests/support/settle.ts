import {expect, type Locator, type Page} from '@playwright/test';

/**
 * Until the page has nothing left to do: no request in flight, its fonts loaded, two frames drawn and
 * the main thread idle once. What a test waits for before it says that something did not happen
 * (no request, no layout shift, no CSP report), instead of sleeping a guessed number of milliseconds.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
  });
}

/**
 * Until React has hydrated the page (Docusaurus marks it on <html>): a click before that lands on
 * server HTML with no handler, and is lost, as a reader's tap would be.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Until the browser has drawn `count` more frames: input handlers (scroll, wheel) have run by then. */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/**
 * Opens a zoomable image with `open` and waits until medium-zoom has finished opening it (its
 * `medium-zoom:opened` event): until then it ignores a close, as a reader would not notice.
 */
export async function openedZoom(image: Locator, open: () => Promise<void>): Promise<void> {
  await image.evaluate((el) => {
    el.removeAttribute('data-zoom-opened');
    el.addEventListener('medium-zoom:opened', () => el.setAttribute('data-zoom-opened', ''), {once: true});
  });
  await open();
  await expect(image).toHaveAttribute('data-zoom-opened', '');
}
