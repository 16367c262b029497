import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { initConsent } from '@/lib/analytics';
import { getCookie } from '@/lib/cookies';
import { reportError } from '@/lib/error-reporter';
import { captureServerContent } from '@/lib/server-content';
import './index.css';

async function start() {
  captureServerContent();
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  initConsent(getCookie('cookieBanner') === 'accepted');
  window.addEventListener('error', (e) => void reportError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => void reportError(e.reason));

  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
