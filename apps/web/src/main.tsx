import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { initConsent } from '@/lib/analytics';
import { hasConsentCookie } from '@/lib/consent-cookie';
import { replayEarlyInputOnTakeover } from '@/lib/early-input';
import { reportError } from '@/lib/error-reporter';
import { captureServerContent, hasServerMarkup } from '@/lib/server-content';
import './index.css';

function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  captureServerContent();
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  initConsent(hasConsentCookie());
  window.addEventListener('error', (e) => void reportError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => void reportError(e.reason));

  const router = createAppRouter();
  // Over pre-rendered or server-rendered HTML, render once the first route's chunks are in: the page
  // stays on screen instead of giving way to the loading fallback and coming back.
  if (hasServerMarkup()) await routerInitialized(router);
  const container = document.getElementById('root')!;
  // What the visitor did on a pre-rendered page before this ran is done again on the app's controls.
  replayEarlyInputOnTakeover(container);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: no single long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
