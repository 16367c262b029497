// The start-up of the pre-rendered pages (dist/home.html, dist/login.html; build-prerender.ts puts it in
// place of the app's entry). Such a page arrives complete as HTML, pre-rendered at build time: it reads,
// scrolls and follows its links without JavaScript. The app's code is fetched once the page has loaded (the
// list the build wrote on this script's tag) but only run at the visitor's first gesture, so a phone paints
// and shows the page without the app's start-up (about half a second of main thread on a mid-range phone)
// in the way. What the visitor does before the app runs is kept (src/lib/early-input.ts); a consent is
// recorded at once, so it holds even if they leave.
import { hasConsentCookie, recordConsentCookie } from '@/lib/consent-cookie';
import { recordEarlyInput } from '@/lib/early-input';

const GESTURES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
const BANNER = '[data-testid="cookie-banner"]';

const bootScript = document.querySelector<HTMLScriptElement>('script[data-app-code]');
const appStylesheets = (bootScript?.dataset.appCss ?? '').split(' ').filter(Boolean);

/**
 * The app's whole stylesheet, which the page left out of its head (it carries only the rules its markup uses,
 * apps/web src/app/prerender/critical-css.ts): applied before the app renders anything the page did not have.
 * A stylesheet that fails to load does not keep the app from starting.
 */
function applyAppStylesheets(): Promise<unknown> {
  return Promise.all(
    appStylesheets.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: '' });
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          document.head.append(link);
        }),
    ),
  );
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of GESTURES) window.removeEventListener(type, onGesture, true);
  void applyAppStylesheets().then(() => import('../main'));
}

function onGesture(e: Event) {
  // The browser focusing the page's [autofocus] field on load (the sign-in form's phone) is not the
  // visitor's: their own way into that field (a tap, a click, Tab) is a gesture of its own.
  if (e.type === 'focusin' && e.target instanceof Element && e.target.hasAttribute('autofocus')) return;
  start();
}

const root = document.getElementById('root');
// Consent given on an earlier visit: the banner pre-rendered for a first visit goes (the stylesheet already
// hid it before the first paint, from the class theme-init.js set).
if (hasConsentCookie()) document.querySelector(BANNER)?.remove();

recordEarlyInput(root ? [...root.children] : [], (control) => {
  const banner = control.closest(BANNER);
  if (!banner) return false;
  recordConsentCookie();
  banner.remove();
  return true;
});

// Prefetched into the HTTP cache, not module-preloaded: a module preload is also parsed and compiled at once,
// which on a slow phone is main-thread work while the visitor reads (a company page's list is ~160 KB).
function preloadAppCode() {
  const list = bootScript?.dataset.appCode ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href, crossOrigin: '' });
    document.head.append(link);
  }
  for (const href of appStylesheets) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'style', href, crossOrigin: '' }));
  }
}

// A link with parameters (a campaign's UTM, a coupon, a sign-in code, the page to return to once signed
// in) is for the app to read now: the visitor may follow a link to another page before any gesture here.
if (window.location.search) start();
else {
  for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true, passive: true });
  if (document.readyState === 'complete') preloadAppCode();
  else window.addEventListener('load', preloadAppCode, { once: true });
}
