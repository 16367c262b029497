// Automations in the browser: the owner creates a "before the appointment" automation in
// /app/automacoes, sees its live preview rendered on a real client, a booking is made, and the
// planned message shows in /app/mensagens-agendadas. With SCREENSHOTS=1 each screen is saved at
// 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launch, newPage, PHONE, randomPhone, signInStaff } from './browser';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');
const shots = Boolean(process.env.SCREENSHOTS);
const SLUG = 'barbearia-demo';

async function snap(page: Page, name: string, size: string, full = false) {
  if (!shots) return;
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: full });
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** The demo company's owner token, its id, a service, a calendar and a bookable day two or more days ahead. */
async function demo() {
  const { body } = await call<{ token: string }>('/user/auth/sign_in_with_password', {
    method: 'POST',
    body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
  });
  const { body: profile } = await call<{
    company: { id: string; timezone: string };
    services: { id: string }[];
    calendars: { id: string }[];
  }>(`/client/${SLUG}/public/company`);
  const service = profile.services[0]!.id;
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const days: string[] = [];
  for (const offset of [0, 1]) {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offset);
    const month = d.toISOString().slice(0, 7);
    const r = await call<{ days: { date: string; slots_count: number }[] }>(
      `/client/${SLUG}/public/available_days?service_id=${service}&month=${month}`,
    );
    days.push(...r.body.days.filter((x) => x.slots_count > 4 && x.date >= soon).map((x) => x.date));
  }
  return { token: body.token, company: profile.company.id, service, calendar: profile.calendars[0]!.id, days };
}

describe('automations', () => {
  let browser: Browser;
  let d: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
    d = await demo();
    // The automations extra feature (in the plan, or enabled here on the subscription).
    await call(`/user/${d.company}/subscription/enable_subscription_extra_feature`, {
      method: 'POST',
      token: d.token,
      body: { feature_key: 'automations' },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [i, [size, viewport]] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ].entries() as IterableIterator<[number, [string, typeof DESKTOP]]>) {
    it(`owner creates an automation, sees its preview, and the planned message is listed (${size})`, async () => {
      // A client to preview on (the preview renders on a real client of the company).
      const client = `Cliente Automação ${size}`;
      const saved = await call(`/user/${d.company}/general/update_or_create`, {
        method: 'POST',
        token: d.token,
        body: { entity: 'client', data: { name: client, phone: randomPhone() } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/automacoes`);
      await page.getByTestId('automations-page').waitFor();
      await snap(page, 'automacoes-lista', size, true);

      const title = `Véspera ${size}`;
      await page.getByRole('button', { name: 'Nova automação' }).click();
      await page.getByLabel('Nome').fill(title);
      await page.getByLabel('Mensagem').fill(`Oi {{name}}! Te esperamos em {{schedule_datetime}} para {{service_name}} (${size}).`);
      const preview = page.getByTestId('message-preview');
      await expect
        .poll(async () => ((await preview.count()) ? preview.innerText() : ''), { timeout: 15_000 })
        .toMatch(/^Oi \S+! Te esperamos em/);
      expect(await preview.innerText()).not.toContain('{{');
      await snap(page, 'automacoes-formulario', size);
      await page.getByRole('button', { name: 'Salvar automação' }).click();
      await page.getByTestId('automation').filter({ hasText: title }).waitFor();
      await snap(page, 'automacoes-salva', size, true);

      // A booking two days ahead at 15:00: the automation plans its message for one day before it.
      const booked = await call(`/user/${d.company}/general/update_or_create`, {
        method: 'POST',
        token: d.token,
        body: {
          entity: 'schedule',
          data: {
            client_id: (saved.body as { data: { id: string } }).data.id,
            service_id: d.service,
            calendar_id: d.calendar,
            start_at: new Date(`${d.days[i]}T15:00:00-03:00`).toISOString(),
          },
        },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);

      await page.goto(`${baseUrl}/app/mensagens-agendadas`);
      await page.getByTestId('scheduled-messages-page').waitFor();
      const row = page.getByTestId('scheduled-message').filter({ hasText: `(${size})` });
      // The automation plans after the booking commits: reload until it is listed.
      await expect
        .poll(
          async () => {
            if (await row.count()) return true;
            await page.reload();
            await page.getByTestId('scheduled-messages-page').waitFor();
            await page.waitForTimeout(500);
            return (await row.count()) > 0;
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(true);
      expect(await row.first().innerText()).toContain('Antes do agendamento');
      expect(await row.first().innerText()).toContain(client);
      await snap(page, 'mensagens-agendadas-automacao', size, true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
