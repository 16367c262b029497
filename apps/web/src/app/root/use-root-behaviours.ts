// Root behaviours of docs/spec.md §2/§4 that react to navigation, keys and start-up parameters.
import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { PAGE_TRANSITION_LOCK_MS } from '@agenda/shared/timings';
import { emit, on } from '@/lib/events';
import { applyStartupParams, parseStartupParams, withoutOneTimeParams } from '@/lib/query-params';
import { guardedReload, hasNewerBuild, startVersionCheck } from '@/lib/version-check';
import { flushAfterNavigation } from '@/lib/session/after-navigation';
import { useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';
import { sendPendingUtmWhenConsented } from './utm-collect';

function fullPath(l: { pathname: string; search: string; hash: string }) {
  return `${l.pathname}${l.search}${l.hash}`;
}

/** Same-path navigations are cancelled; a push within 300 ms of the last one is dropped. */
function useNavigationLock() {
  const lastAt = useRef(0);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction === 'POP') return false;
    if (fullPath(currentLocation) === fullPath(nextLocation)) return true;
    const now = Date.now();
    if (now - lastAt.current < PAGE_TRANSITION_LOCK_MS) return true;
    lastAt.current = now;
    return false;
  });
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}

function useStartupParams() {
  useEffect(() => {
    const params = parseStartupParams(window.location.search);
    applyStartupParams(params);
    sendPendingUtmWhenConsented();
    if (params.instagramReviewUser) toast.info('Setting Up: Instagram Review User credentials');
    if (params.googleAuthCode || params.googleAuthError) {
      // Back from Google (API callback → /login or /admin/login): drop the one-time code from the
      // address bar without a router navigation (the 300 ms lock would swallow the login redirect).
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${withoutOneTimeParams(search)}${hash}`);
      const audience = pathname.startsWith('/admin') ? 'admin' : 'user';
      void import('@/features/auth/api/google-sign-in').then((m) =>
        m.finishGoogleSignIn({ code: params.googleAuthCode, error: params.googleAuthError, state: params.googleAuthState }, audience),
      );
    }
    if (params.emailAuthToken) {
      // The e-mailed sign-in link: the one-time token leaves the address bar, then is traded for a session.
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${withoutOneTimeParams(search)}${hash}`);
      const token = params.emailAuthToken;
      void import('@/features/auth/api/admin-email-link').then((m) => m.finishAdminEmailSignIn(token));
    }
  }, []);
}

function useShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || !e.shiftKey) return;
      if (e.key === 'ArrowUp') {
        e.preventDefault();
        navigate(useUserStore.getState().tokens.admin ? '/admin/empresas' : '/admin/login');
      } else if (e.key.toLowerCase() === 'x' || e.code === 'KeyX') {
        e.preventDefault();
        emit('clear-local-cache');
      }
    };
    window.addEventListener('keydown', onKey);
    const off = on('clear-local-cache', () => {
      void import('@/lib/session/clear-local-cache').then((m) => m.clearLocalCache({ reload: true }));
    });
    return () => {
      window.removeEventListener('keydown', onKey);
      off();
    };
  }, [navigate]);
}

function usePathChange() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) {
      emit('modals:close-all');
      emit('menus:collapse');
      if (hasNewerBuild()) guardedReload(location.pathname);
    }
    first.current = false;
    flushAfterNavigation();
    // On /login/ paths an already logged-in user is refreshed.
    if (location.pathname.includes('/login/') && useUserStore.getState().tokens.user) {
      void import('@/lib/session/login-sequence').then((m) => m.reloadCompanies().catch(() => undefined));
    }
  }, [location.pathname]);
}

function useVersionCheck() {
  useEffect(() => {
    const stop = startVersionCheck();
    const onPreloadError = (e: Event) => {
      e.preventDefault();
      guardedReload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      stop();
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}

export function useRootBehaviours() {
  useNavigationLock();
  useStartupParams();
  useShortcuts();
  usePathChange();
  useVersionCheck();
}
