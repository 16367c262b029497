// Follow-ups in the browser (issue 11): the owner schedules a message by hand in
// /app/mensagens-agendadas (from a saved template, or typed) and sees it listed; turns the auto-pilot on in /app/automacoes and puts a
// client on it; a client on a full day of the booking page joins the waitlist, and the staff see the
// entry. SCREENSHOTS=1 saves each screen at 1280×800 and 390×844 in /tmp/fe-shots/followups.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { DESKTOP, launch, newPage, PHONE, randomPhone, readCode, signInStaff } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/fe-shots/followups';
const SLUG = 'barbearia-demo';
const SIZES = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

async function snap(page: Page, name: string, size: string, full = false) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(450);
  await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: full });
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

type TProfile = { company: { id: string; timezone: string }; services: { id: string; title: string }[]; calendars: { id: string }[] };

describe('follow-ups', () => {
  let browser: Browser;
  let token: string;
  let profile: TProfile;
  const newClient = async (name: string) => {
    const saved = await call<{ data: { id: string } }>(`/user/${profile.company.id}/general/update_or_create`, {
      method: 'POST',
      token,
      body: { entity: 'client', data: { name, phone: randomPhone() } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.data.id;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
    const signed = await call<{ token: string }>('/user/auth/sign_in_with_password', {
      method: 'POST',
      body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
    });
    token = signed.body.token;
    profile = (await call<TProfile>(`/client/${SLUG}/public/company`)).body;
    // The auto-pilot is part of the automations extra feature (not in the demo's trial plan).
    const enabled = await call(`/user/${profile.company.id}/subscription/enable_subscription_extra_feature`, {
      method: 'POST',
      token,
      body: { feature_key: 'automations' },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`owner schedules a message by hand and sees it listed (${size})`, async () => {
      const name = `Paula Mensagem ${size}`;
      await newClient(name);
      const template = await call(`/user/${profile.company.id}/message-templates`, {
        method: 'POST',
        token,
        body: { title: `Horário livre ${size}`, content: `Oi, {{name}}! Abriu um horário na {{company_name}} (${size}).` },
      });
      expect(template.status, JSON.stringify(template.body)).toBe(201);
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/mensagens-agendadas`);
      await page.getByTestId('scheduled-messages-page').waitFor();
      await page.getByRole('button', { name: 'Nova mensagem' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova mensagem agendada' });
      await dialog.getByRole('textbox', { name: 'Cliente', exact: true }).fill(name);
      await dialog.getByTestId('client-option').filter({ hasText: name }).click();
      await dialog.getByText('WhatsApp').first().waitFor();
      const text = `Oi, {{name}}! Abriu um horário na {{company_name}} (${size}).`;
      if (size === '1280') {
        // From a saved template (created before the modal opened).
        await dialog.getByRole('combobox', { name: 'Modelo de mensagem' }).click();
        await page.getByRole('option', { name: `Horário livre ${size}` }).click();
        await expect.poll(() => dialog.getByRole('textbox', { name: /Mensagem/ }).inputValue()).toBe(text);
      } else await dialog.getByRole('textbox', { name: /Mensagem/ }).fill(text);
      const preview = dialog.getByTestId('scheduled-preview');
      await expect.poll(() => preview.innerText(), { timeout: 15_000 }).toMatch(/^Oi, Paula! Abriu um horário na .+\(\d+\)\.$/);
      await snap(page, 'mensagem-manual-modal', size);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Agendar mensagem' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // By the client's name and origin: the demo week and the automation test list other messages of this size.
      const row = page.getByTestId('scheduled-message').filter({ hasText: name }).filter({ hasText: 'Manual' });
      await row.waitFor();
      expect(await row.innerText()).toContain(name);
      expect(await row.innerText()).toContain('Manual');
      expect(await row.innerText()).toContain('Oi, Paula!');
      await snap(page, 'mensagem-manual-lista', size, true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [size, viewport] of SIZES) {
    it(`owner turns the auto-pilot on and puts a client on it (${size})`, async () => {
      const name = `Rui Piloto ${size}`;
      await newClient(name);
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/automacoes`);
      const section = page.getByTestId('auto-pilot');
      await section.waitFor();
      const toggle = section.getByRole('switch', { name: /Piloto automático ligado/ });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await section.getByTestId('auto-pilot-intensity').filter({ hasText: 'Suave' }).click();
      await expect.poll(() => section.getByTestId('auto-pilot-intensity').first().getAttribute('aria-checked')).toBe('true');
      await section.getByRole('button', { name: 'Adicionar cliente' }).click();
      await section.getByLabel('Cliente para o piloto automático').fill(name);
      await section.getByTestId('client-option').filter({ hasText: name }).click();
      const run = section.getByTestId('auto-pilot-run').filter({ hasText: name });
      await run.waitFor();
      await expect.poll(() => run.innerText()).toContain('Em andamento');
      await snap(page, 'piloto-automatico', size, true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await run.getByRole('button', { name: 'Pausar' }).click();
      await expect.poll(() => run.innerText()).toContain('Pausado');
      await run.getByRole('button', { name: 'Retomar' }).click();
      await expect.poll(() => run.innerText()).toContain('Em andamento');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a client on a full day joins the waitlist, and the staff see it (390 and 1280)', async () => {
    const service = profile.services[0]!;
    const tz = profile.company.timezone;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const month = today.slice(0, 7);
    const { body } = await call<{ days: { date: string; slots_count: number }[] }>(
      `/client/${SLUG}/public/available_days?service_id=${service.id}&month=${month}`,
    );
    // Past the demo company's seeded week, whose appointments would stop the whole day from being blocked.
    const soon = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(Date.now() + 10 * 86_400_000));
    const day = body.days.find((d) => d.slots_count > 0 && d.date >= soon && d.date.startsWith(month));
    // Late in a month the next one is used (the calendar then moves a month ahead).
    const next = day
      ? null
      : (
          await call<{ days: { date: string; slots_count: number }[] }>(
            `/client/${SLUG}/public/available_days?service_id=${service.id}&month=${nextMonth(month)}`,
          )
        ).body.days.find((d) => d.slots_count > 0 && d.date >= soon);
    const date = (day ?? next)!.date;
    // Every professional blocked that whole day: it is full.
    const blocks: string[] = [];
    for (const c of profile.calendars) {
      const res = await call<{ data: { id: string } }>(`/user/${profile.company.id}/general/update_or_create`, {
        method: 'POST',
        token,
        body: {
          entity: 'blocked_period',
          data: { calendar_id: c.id, start_at: `${date}T00:00:00-03:00`, end_at: `${date}T23:59:00-03:00`, reason: 'Evento' },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      blocks.push(res.body.data.id);
    }
    try {
      for (const [size, viewport] of [...SIZES].reverse()) {
        const { page, context, errors } = await newPage(browser, viewport);
        const phone = randomPhone();
        const name = `Lia Espera ${size}`;
        await page.goto(`${baseUrl}/${SLUG}/agendar`);
        await page.getByRole('button', { name: 'Concordo' }).click();
        await page.getByTestId('booking-service').filter({ hasText: service.title }).first().click();
        await page.getByTestId('booking-any-professional').click();
        if (!day) await page.getByRole('button', { name: /próximo mês/i }).click();
        await page.getByTestId('full-days-hint').waitFor();
        await snap(page, 'lista-de-espera-dia', size, true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.locator('button:has([data-testid="full-day-mark"])').first().click();
        const offer = page.getByTestId('waitlist-offer');
        await offer.waitFor();
        await snap(page, 'lista-de-espera-oferta', size, true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await offer.getByRole('button', { name: 'Entrar na lista de espera' }).click();
        await page.getByLabel('Seu WhatsApp').fill(phone);
        await offer.getByRole('button', { name: 'Entrar na lista de espera' }).click();
        await page.getByText('Confirme seu telefone').waitFor();
        const { code } = await readCode(baseUrl, phone, 0);
        await page.getByLabel('Código de confirmação').fill(code);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.getByLabel('Seu nome').fill(name);
        await offer.getByRole('button', { name: 'Entrar na lista de espera' }).click();
        await page.getByTestId('waitlist-joined').waitFor();
        await snap(page, 'lista-de-espera-entrou', size, true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        const staff = await call<{ waitlist: { client_name: string; source: string; status: string }[] }>(
          `/user/${profile.company.id}/waitlist?date=${date}`,
          { token },
        );
        expect(staff.body.waitlist).toContainEqual(expect.objectContaining({ client_name: name, source: 'public', status: 'waiting' }));
        expect(errors).toEqual([]);
        await context.close();
      }
      const { page, context } = await newPage(browser, DESKTOP);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/agenda/lista-de-espera`);
      const dayField = page.getByLabel('Dia', { exact: true });
      await dayField.fill(date.split('-').reverse().join('/'));
      await dayField.press('Enter');
      await page.getByText('Lia Espera 390').first().waitFor();
      await snap(page, 'lista-de-espera-equipe', '1280', true);
      await context.close();
    } finally {
      for (const id of blocks)
        await call(`/user/${profile.company.id}/general/delete`, { method: 'DELETE', token, body: { entity: 'blocked_period', id } });
    }
  });
});

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
