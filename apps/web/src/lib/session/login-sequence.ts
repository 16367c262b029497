// The login sequence of docs/spec.md §4: profile, token refresh, then the post-login steps
// (welcome toast, companies, calendars, today's date, user socket, optional redirect,
// analytics identify, purchase-event check).
import dayjs from 'dayjs';
import { POST_REDIRECT_EVENT_DELAY_MS, REDIRECT_STATE_CLEAR_MS } from '@agenda/shared/timings';
import { emit } from '@/lib/events';
import { http } from '@/lib/http/client';
import { HttpError } from '@/lib/http/errors';
import { queryClient } from '@/lib/query-client';
import { identify, track } from '@/lib/analytics';
import { INSTAGRAM_REVIEW_PHONE } from '@/lib/config';
import { navigateTo } from '@/lib/navigation';
import { clearRedirectTarget, readRedirectTarget } from '@/lib/redirect';
import { connectSocket, joinRoom } from '@/lib/socket';
import { useUserStore } from '@/stores/user-store';
import { getSelectedCompany, useCompanyStore } from '@/stores/company-store';
import { useCalendarStore } from '@/stores/calendar-store';
import { toast } from '@/stores/toast-store';
import { followRefreshedToken } from './impersonation';
import { loggedUserQueryOptions } from './logged-user';
import { logout } from './logout';
import type { TSessionCompany, TSessionUser } from './types';

const NOT_LOGGED_IN_MESSAGE = 'Você não está conectado. Faça login para continuar.';
const LOGIN_ERROR_MESSAGE = 'Login error';

export interface TLoadUserOptions {
  welcome?: boolean;
  redirect?: boolean;
}

/** Where a user lands after login (docs/spec.md §2). */
function landingPath(user: Pick<TSessionUser, 'phone' | 'companies'>): string {
  if (user.phone && user.phone.replace(/[^\d+]/g, '') === INSTAGRAM_REVIEW_PHONE) return '/app/integracoes/instagram';
  return user.companies?.length ? '/app/agendamentos' : '/login/finalizar-cadastro';
}

function applyCompanies(user: TSessionUser) {
  useCompanyStore.getState().setCompanies(user.companies ?? [], user.last_company_selected_id);
  applyCalendars(getSelectedCompany());
}

function applyCalendars(company: TSessionCompany | null) {
  const ids = company?.calendars?.map((c) => c.id) ?? company?.logged_user_company_user?.calendar_ids ?? [];
  useCalendarStore.getState().setCalendars(ids);
}

async function checkPurchaseEvent(company: TSessionCompany | null) {
  const sub = company?.current_subscription as
    | { first_payment_at?: string | null; overall_total_value_decimal?: number }
    | null
    | undefined;
  if (!company || !sub?.first_payment_at || company.last_purchase_event_sent_at) return;
  track('purchase', { company_id: company.id, value: sub.overall_total_value_decimal ?? 0 });
  await http
    .post(`/user/${company.id}/company/update`, { last_purchase_event_sent_at: new Date().toISOString() }, { silent: true })
    .catch(() => undefined);
}

async function openUserSocket(user: TSessionUser) {
  const token = useUserStore.getState().tokens.user;
  if (!token) return;
  try {
    await connectSocket('user', token);
    void joinRoom('user', `app:user_id:${user.id}`);
    for (const c of user.companies ?? []) void joinRoom('user', `company_update:${c.id}`);
  } catch {
    /* live updates are optional */
  }
}

/**
 * Goes to the saved redirect_to target (or the landing page). The stored state is cleared after
 * 5 s and the post-redirect event fires after 1 s (docs/spec.md §2).
 */
function redirectAfterLogin(user: TSessionUser) {
  const saved = readRedirectTarget();
  const target = saved && user.companies?.length ? saved : landingPath(user);
  navigateTo(target);
  setTimeout(() => emit('post-redirect', { path: target }), POST_REDIRECT_EVENT_DELAY_MS);
  setTimeout(clearRedirectTarget, REDIRECT_STATE_CLEAR_MS);
}

function welcomedBefore(userId: string | number): boolean {
  try {
    const key = `welcomed:${userId}`;
    const seen = localStorage.getItem(key) === '1';
    localStorage.setItem(key, '1');
    return seen;
  } catch {
    return false;
  }
}

export async function loadUser(opts: TLoadUserOptions = {}): Promise<TSessionUser> {
  let user: TSessionUser;
  try {
    user = await queryClient.fetchQuery(loggedUserQueryOptions());
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.unauthorized)) {
      toast.warning(NOT_LOGGED_IN_MESSAGE);
      logout('user');
    } else {
      toast.error(LOGIN_ERROR_MESSAGE);
    }
    throw error;
  }
  try {
    const { data } = await http.get<{ token: string }>('/user/auth/refresh_token', { silent: true });
    if (data?.token) {
      followRefreshedToken(useUserStore.getState().tokens.user, data.token);
      useUserStore.getState().setToken('user', data.token);
    }
  } catch {
    /* the current token stays valid */
  }
  const store = useUserStore.getState();
  store.setUser(user);

  // Once per user on this device (not again in every new tab), and on an explicit sign-in.
  const seen = welcomedBefore(user.id);
  if (opts.welcome || !seen) toast.success(`Bem-vindo, ${user.name}`);
  applyCompanies(user);
  useCalendarStore.getState().setDate(dayjs().format('YYYY-MM-DD'));
  void openUserSocket(user);
  if (opts.redirect && !sessionStorage.getItem('skip_redirect')) redirectAfterLogin(user);
  void identify(user);
  void checkPurchaseEvent(getSelectedCompany());
  return user;
}

/** Reload the list after a live company_update (or after creating/editing a company). */
export async function reloadCompanies() {
  await queryClient.invalidateQueries({ queryKey: loggedUserQueryOptions().queryKey });
  const user = await queryClient.fetchQuery(loggedUserQueryOptions());
  useUserStore.getState().setUser(user);
  applyCompanies(user);
  return user;
}

/** After a sign-in/sign-up call returned a token. */
export async function completeLogin(token: string) {
  useUserStore.getState().setToken('user', token);
  queryClient.removeQueries({ queryKey: loggedUserQueryOptions().queryKey });
  return loadUser({ welcome: true, redirect: true });
}
