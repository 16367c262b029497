import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { setNavigator } from '@/lib/navigation';
import { useUserStore } from '@/stores/user-store';
import { useToastStore } from '@/stores/toast-store';
import { finishGoogleSignIn, providerFailureMessage, startGoogleSignIn } from './google-sign-in';

const completeLogin = vi.fn(async (_token: string) => ({}));
const reloadCompanies = vi.fn(async () => ({}));
vi.mock('@/lib/session/login-sequence', () => ({
  completeLogin: (t: string) => completeLogin(t),
  reloadCompanies: () => reloadCompanies(),
}));

const server = startMockServer();
const toasts = () => useToastStore.getState().toasts.map((t) => [t.type, t.message]);
const FAILURE = 'Something went wrong logging you in using Google. Please try again.';

describe('Google sign-in round trip (docs/spec.md §2 google_auth_code, §8)', () => {
  let assigned: string[];
  beforeEach(() => {
    assigned = [];
    sessionStorage.clear();
    useToastStore.getState().clear();
    useUserStore.getState().reset();
    completeLogin.mockClear();
    reloadCompanies.mockClear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: (u: string) => void assigned.push(u) } as Location);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setNavigator(null);
  });

  async function leaveForGoogle(audience: 'user' | 'admin', includeCalendar = false): Promise<string> {
    const seen: string[] = [];
    server.use(
      mswHttp.get(`*/${audience}/auth/google/get_redirect_url`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ redirect_url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=c&scope=openid' });
      }),
    );
    await startGoogleSignIn(audience, { includeCalendar });
    expect(seen).toEqual([audience === 'user' ? `?includeCalendar=${includeCalendar}` : '']);
    const url = new URL(assigned.at(-1)!);
    expect(url.searchParams.get('client_id')).toBe('c');
    return url.searchParams.get('state')!;
  }

  it('the §8 text is the spec wording', () => {
    expect(providerFailureMessage()).toBe(FAILURE);
  });

  it('user: appends a fresh state, verifies the returned code and runs the normal login sequence', async () => {
    const state = await leaveForGoogle('user', true);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post('*/user/auth/google/verify', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'user-token-123' });
      }),
    );
    expect(await finishGoogleSignIn({ code: '4/0Acode', error: null, state }, 'user')).toBe(true);
    expect(bodies).toEqual([{ code: '4/0Acode', sync_calendars: true }]);
    expect(completeLogin).toHaveBeenCalledWith('user-token-123');
    expect(toasts()).toEqual([]);
  });

  it('refuses a code whose state this tab did not issue, or a refused consent, with the §8 text', async () => {
    const calls: unknown[] = [];
    server.use(
      mswHttp.post('*/user/auth/google/verify', () => {
        calls.push(1);
        return HttpResponse.json({ token: 'x' });
      }),
    );
    await leaveForGoogle('user');
    expect(await finishGoogleSignIn({ code: 'c', error: null, state: 'forged' }, 'user')).toBe(false);
    const state = await leaveForGoogle('user');
    expect(await finishGoogleSignIn({ code: null, error: 'access_denied', state }, 'user')).toBe(false);
    expect(calls).toHaveLength(0);
    expect(toasts()).toEqual([['error', FAILURE]]);
  });

  it('shows the server message for an unknown e-mail and the §8 text when the API is down', async () => {
    server.use(
      mswHttp.post('*/user/auth/google/verify', () =>
        HttpResponse.json({ message: 'Nenhuma conta encontrada com este e-mail do Google.' }, { status: 404 }),
      ),
    );
    expect(await finishGoogleSignIn({ code: 'c', error: null, state: await leaveForGoogle('user') }, 'user')).toBe(false);
    const verified: unknown[] = [];
    server.use(
      mswHttp.post('*/user/auth/google/verify', () => {
        verified.push(1);
        return HttpResponse.json({ message: 'boom' }, { status: 502 });
      }),
    );
    expect(await finishGoogleSignIn({ code: 'c', error: null, state: await leaveForGoogle('user') }, 'user')).toBe(false);
    expect(toasts()).toEqual([
      ['error', 'Nenhuma conta encontrada com este e-mail do Google.'],
      ['error', FAILURE],
    ]);
    expect(verified).toHaveLength(1);
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('admin: stores token and admin and opens the admin area; a non-admin sees the 403 message', async () => {
    const navigated: string[] = [];
    setNavigator((to) => void navigated.push(to));
    server.use(
      mswHttp.post('*/admin/auth/google/verify', () =>
        HttpResponse.json({ token: 'admin-token-123', admin: { id: 'a1', email: 'admin@agendainteligente.com.br' } }),
      ),
    );
    expect(await finishGoogleSignIn({ code: 'c', error: null, state: await leaveForGoogle('admin') }, 'admin')).toBe(true);
    expect(useUserStore.getState().tokens.admin).toBe('admin-token-123');
    expect(useUserStore.getState().admin).toMatchObject({ email: 'admin@agendainteligente.com.br' });
    expect(navigated).toEqual(['/admin/empresas']);

    server.use(mswHttp.post('*/admin/auth/google/verify', () => HttpResponse.json({ message: 'Conta não autorizada.' }, { status: 403 })));
    expect(await finishGoogleSignIn({ code: 'c', error: null, state: await leaveForGoogle('admin') }, 'admin')).toBe(false);
    expect(toasts()).toEqual([['error', 'Conta não autorizada.']]);
  });

  it('a user state cannot finish an admin sign-in', async () => {
    const state = await leaveForGoogle('user');
    expect(await finishGoogleSignIn({ code: 'c', error: null, state }, 'admin')).toBe(false);
    expect(toasts()).toEqual([['error', FAILURE]]);
  });
});
