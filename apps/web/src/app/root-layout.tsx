import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { on } from '@/lib/events';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { useToastStore } from '@/stores/toast-store';
import { ProgressBar } from './root/progress-bar';
import { StagingPill } from './root/staging-pill';
import { useRouteTitle } from '@/lib/page-title';
import { useRootBehaviours } from './root/use-root-behaviours';

const TwoFactorModal = lazy(() => import('@/features/auth/components/two-factor-modal'));
const ToastArea = lazy(() => import('@/features/toasts/components/toast-area').then((m) => ({ default: m.ToastArea })));

/** The toast area (and the design-system toast) loads with the first toast. */
function ToastHost() {
  const [needed, setNeeded] = useState(() => useToastStore.getState().toasts.length > 0);
  useEffect(() => {
    if (needed) return;
    return useToastStore.subscribe((s) => {
      if (s.toasts.length) setNeeded(true);
    });
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}

/** The two-factor modal loads on its first use, keeping it out of the public pages' first load. */
function TwoFactorHost() {
  const [initial, setInitial] = useState<TTwoFactorOpenPayload | null>(null);
  useEffect(() => {
    if (initial) return;
    return on('two-factor:open', (p) => setInitial(p));
  }, [initial]);
  if (!initial) return null;
  return (
    <Suspense fallback={null}>
      <TwoFactorModal initial={initial} />
    </Suspense>
  );
}

export function RootLayout() {
  useRootBehaviours();
  useRouteTitle('platform');
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ToastHost />
      <TwoFactorHost />
      <CookieBanner />
      <StagingPill />
    </>
  );
}
