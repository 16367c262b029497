// Shared steps of the secretary browser tests: sign in as the demo owner, call the API with the
// owner's token, and pick a day the demo barbershop is open.
import type { BrowserContext, Page } from 'playwright-core';

export async function signInDemo(page: Page, baseUrl: string) {
  await page.context().addCookies([{ name: 'cookieBanner', value: 'accepted', url: baseUrl }]);
  await page.goto(`${baseUrl}/login/com-senha`);
  await page.getByLabel('E-mail').fill('demo@agendainteligente.com.br');
  await page.getByLabel('Senha').fill('demo12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/app/agendamentos');
  // The cookie banner comes up a moment after the first page; accept it so it covers nothing.
  const agree = page.getByRole('button', { name: 'Concordo' });
  await agree
    .waitFor({ timeout: 4000 })
    .then(() => agree.click())
    .catch(() => undefined);
}

/** A call with the signed-in owner's token (GET, or another method with a JSON body). */
export async function apiAs<T = unknown>(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = (await context.cookies()).find((c) => c.name === 'token_user')!.value;
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as T;
}

export async function demoCompanyId(context: BrowserContext, baseUrl: string): Promise<string> {
  const { data } = await apiAs<{ data: { loggedUser: { companies: { id: string; slug: string }[] } } }>(
    context,
    baseUrl,
    '/user/graphql/query',
    {
      body: { query: '{ loggedUser { companies { id slug } } }' },
    },
  );
  return data.loggedUser.companies.find((c) => c.slug === 'barbearia-demo')!.id;
}

export interface TIntegrationRow {
  id: string;
  channel: string;
  connection_status: string;
  meta: { instance_name: string };
}

export async function whatsappIntegration(
  context: BrowserContext,
  baseUrl: string,
  companyId: string,
): Promise<TIntegrationRow | undefined> {
  const { integrations } = await apiAs<{ integrations: TIntegrationRow[] }>(context, baseUrl, `/user/${companyId}/integrations`);
  return integrations.find((i) => i.channel === 'whatsapp' && i.connection_status !== 'removed');
}

/** The next Tuesday–Saturday at least two days ahead (the demo barbershop's open days), in São Paulo. */
export function bookingDay(offsetDays = 2): { iso: string; label: string } {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  for (;;) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(day);
    const get = (t: string) => parts.find((p) => p.type === t)!.value;
    if (!['Sun', 'Mon'].includes(get('weekday')))
      return { iso: `${get('year')}-${get('month')}-${get('day')}`, label: `${get('day')}/${get('month')}` };
    day.setTime(day.getTime() + 86_400_000);
  }
}
