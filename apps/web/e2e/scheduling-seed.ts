// The data the scheduling screenshots show, created through the API of the demo company: schedules
// on the next two open days, a blocked period and a booking made by a client on the public page.
import { randomPhone, readCode } from './browser';

export const SLUG = 'barbearia-demo';

async function json<T>(baseUrl: string, path: string, init?: RequestInit & { token?: string }): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init?.headers ?? {}),
    },
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export interface TSeed {
  day: string;
  nextDay: string;
  clientPhone: string;
}

/** Schedules on the next two open days (one recurring, one confirmed, one canceled), a blocked period, a client booking. */
export async function seedSchedulingScreens(baseUrl: string): Promise<TSeed> {
  const { token } = await json<{ token: string }>(baseUrl, '/user/auth/sign_in_with_password', {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@agendainteligente.com.br', password: 'demo12345' }),
  });
  const profile = await json<{
    company: { id: string; timezone: string };
    services: { id: string; slug: string }[];
    calendars: { id: string }[];
  }>(baseUrl, `/client/${SLUG}/public/company`);
  const company = profile.company.id;
  const svc = (slug: string) => profile.services.find((s) => s.slug === slug)!.id;
  const [carlos, marina] = profile.calendars.map((c) => c.id) as [string, string];
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: profile.company.timezone }).format(new Date()).slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (const mm of [month, m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`]) {
    const r = await json<{ days: { date: string; slots_count: number }[] }>(
      baseUrl,
      `/client/${SLUG}/public/available_days?service_id=${svc('barba')}&month=${mm}`,
    );
    days.push(...r.days.filter((d) => d.slots_count > 10).map((d) => d.date));
  }
  const [day, nextDay] = days as [string, string];
  const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();
  const create = (data: Record<string, unknown>) =>
    json<{ data: { id: string } }>(baseUrl, `/user/${company}/general/update_or_create`, {
      method: 'POST',
      token,
      body: JSON.stringify({ entity: 'schedule', data }),
    });
  await create({
    client: { name: 'João Pereira', phone: '+5511987650001' },
    service_id: svc('corte-masculino'),
    calendar_id: carlos,
    start_at: at(day, '09:00'),
  });
  await create({
    client: { name: 'Ana Beatriz Souza', phone: '+5511987650002' },
    service_id: svc('corte-e-barba'),
    calendar_id: marina,
    start_at: at(day, '10:00'),
    company_observation: 'Prefere a máquina 2',
  });
  await create({
    client: { name: 'Pedro Henrique Almeida', phone: '+5511987650003' },
    service_id: svc('barba'),
    calendar_id: carlos,
    start_at: at(day, '11:30'),
    recurrence_type: 'weekly',
    recurrence_count: 4,
  });
  const lucas = await create({
    client: { name: 'Lucas Martins', phone: '+5511987650004' },
    service_id: svc('corte-masculino'),
    calendar_id: marina,
    start_at: at(day, '14:00'),
  });
  await json(baseUrl, `/user/${company}/schedule/${lucas.data.id}/status`, {
    method: 'POST',
    token,
    body: JSON.stringify({ status: 'confirmed' }),
  });
  const carla = await create({
    client: { name: 'Carla Dias', phone: '+5511987650007' },
    service_id: svc('corte-masculino'),
    calendar_id: marina,
    start_at: at(day, '16:00'),
  });
  await json(baseUrl, `/user/${company}/schedule/${carla.data.id}/cancel`, {
    method: 'POST',
    token,
    body: JSON.stringify({ reason: 'Cliente viajou' }),
  });
  await create({
    client: { name: 'Mariana Costa', phone: '+5511987650005' },
    service_id: svc('corte-masculino'),
    calendar_id: carlos,
    start_at: at(nextDay, '15:00'),
  });
  await json(baseUrl, `/user/${company}/general/update_or_create`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      entity: 'blocked_period',
      data: { calendar_id: carlos, start_at: at(day, '15:00'), end_at: at(day, '16:30'), reason: 'Dentista' },
    }),
  });
  // A client books on the public page (the staff gets a notification).
  const clientPhone = randomPhone();
  await json(baseUrl, '/general/two_factor_auth/send', {
    method: 'POST',
    body: JSON.stringify({ phone: clientPhone, name: 'Beatriz Rocha', action: 'client_sign_up' }),
  });
  const { code } = await readCode(baseUrl, clientPhone, 0);
  const client = await json<{ token: string }>(baseUrl, `/client/${SLUG}/auth/sign_up`, {
    method: 'POST',
    headers: { 'two-factor-code': code },
    body: JSON.stringify({ name: 'Beatriz Rocha', phone: clientPhone }),
  });
  await json(baseUrl, `/client/${SLUG}/schedule/book`, {
    method: 'POST',
    token: client.token,
    body: JSON.stringify({ service_id: svc('corte-masculino'), calendar_id: null, start_at: at(nextDay, '10:00') }),
  });
  return { day, nextDay, clientPhone };
}
