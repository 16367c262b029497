// The app's code on a pre-rendered page (src/boot/prerendered-boot.ts): its entry chunk, fetched once the
// page has loaded and run at the first gesture. Shared by the tests of the pages pre-rendered this way.
import type { Page } from 'playwright-core';

/** The app's entry chunk. */
export const APP_CODE = /\/assets\/main-[\w-]+\.js$/;

/** True while the app's code has not taken over the pre-rendered page. */
export const appIdle = (page: Page) =>
  page.evaluate(() => Boolean(window.__agendaEarlyInput) && Boolean(document.querySelector('#root [data-before-app]')));

/**
 * Holds the app's code back, as a slow phone network would: whatever the test does before calling the
 * function returned happens before the app runs.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
