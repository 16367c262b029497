// Test helpers: a company with calendars, services and a signed-in client, built through the API.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiClient } from '../../test/api-client.js';
import { addDays, dayOfWeek, fromLocal, toLocal } from './tz.js';

let phoneSeq = 0;
export const nextPhone = () => `+55119${String(70000000 + (process.pid % 1000) * 1000 + phoneSeq++).padStart(8, '0')}`;

export interface TFixture {
  api: ReturnType<typeof apiClient>;
  token: string;
  ownerPhone: string;
  company: { id: string; slug: string };
  calendars: { id: string; title: string }[];
  services: { id: string; title: string; duration_in_minutes: number }[];
  client: { token: string; id: string; phone: string };
}

export async function general(
  api: ReturnType<typeof apiClient>,
  token: string,
  companyId: string,
  entity: string,
  data: Record<string, unknown>,
  id?: string,
) {
  return api.call('POST', `/user/${companyId}/general/update_or_create`, { token, body: { entity, id: id ?? null, data } });
}

export async function signUpClient(api: ReturnType<typeof apiClient>, companySlug: string, name = 'Cliente Teste') {
  const phone = nextPhone();
  const code = await api.sendCode(phone, 'client_sign_up');
  const res = await api.call('POST', `/client/${companySlug}/auth/sign_up`, {
    body: { name, phone },
    headers: { 'two-factor-code': code },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, id: res.body.client.id as string, phone };
}

/** The calendar company creation made for the owner. */
async function firstCalendarId(api: ReturnType<typeof apiClient>, token: string, companyId: string): Promise<string> {
  const res = await api.call('POST', '/user/graphql/query?caller=user_get_calendars', {
    token,
    body: { query: `{ user_get_calendars(company_id: "${companyId}") { id } }` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.user_get_calendars[0].id as string;
}

/** A company (São Paulo, default hours Tue–Sat 08–12 and 13–18) with N calendars, two services and a client. */
export async function buildFixture(
  app: FastifyInstance,
  opts: { name?: string; calendars?: number; minNotice?: number } = {},
): Promise<TFixture> {
  const api = apiClient(app);
  const ownerPhone = nextPhone();
  const token = await api.signUp({ name: 'Dona', email: `dona${ownerPhone.slice(-8)}@example.com`, phone: ownerPhone });
  const company = await api.createCompany(token, ownerPhone, opts.name ?? `Barbearia ${ownerPhone.slice(-4)}`);
  const calendars: TFixture['calendars'] = [];
  // The company came with the owner's calendar: it becomes "Profissional 1" (so N calendars, not N + 1).
  const ownerCalendarId = await firstCalendarId(api, token, company.id);
  for (let i = 0; i < (opts.calendars ?? 2); i++) {
    const res = await general(
      api,
      token,
      company.id,
      'calendar',
      { title: `Profissional ${i + 1}`, color: '#2563eb', min_notice_in_minutes: opts.minNotice ?? 0 },
      i === 0 ? ownerCalendarId : undefined,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    calendars.push({ id: res.body.data.id, title: res.body.data.title });
  }
  const services: TFixture['services'] = [];
  for (const [title, duration_in_minutes, price] of [
    ['Corte', 30, 4500],
    ['Corte e barba', 60, 7000],
  ] as const) {
    const res = await general(api, token, company.id, 'service', { title, duration_in_minutes, price_type: 'fixed', price });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    services.push({ id: res.body.data.id, title, duration_in_minutes });
  }
  const client = await signUpClient(api, company.slug);
  return { api, token, ownerPhone, company, calendars, services, client };
}

/** Lifts the company's per-client booking cap (default 3), for tests that book many times as few clients. */
export async function withoutClientCap(f: TFixture): Promise<void> {
  const res = await f.api.call('POST', `/user/${f.company.id}/company/update`, {
    token: f.token,
    body: { max_upcoming_schedules_per_client: 0 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The next given weekday (0 = Sunday) at least `minDaysAhead` days from now, at HH:mm in `tz`. */
export function nextWeekdayAt(now: Date, tz: string, dow: number, hhmm: string, minDaysAhead = 1): Date {
  let day = addDays(toLocal(tz, now.getTime()), minDaysAhead);
  while (dayOfWeek(day) !== dow) day = addDays(day, 1);
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(fromLocal(tz, day, h! * 60 + m!));
}
