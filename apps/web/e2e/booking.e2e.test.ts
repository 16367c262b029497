// A client books on the public page with the code from the development outbox, sees the booking in
// "Meus agendamentos", and a staff user watching /app/agenda sees it appear live, without reloading;
// the client cancels and the slot is free again (and leaves the staff's agenda live as well).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launch, newPage, PHONE, randomPhone, readCode, signInStaff } from './browser';

const baseUrl = inject('baseUrl');
const SLUG = 'barbearia-demo';

interface TPublic {
  company: { timezone: string };
  services: { id: string; slug: string; title: string }[];
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  if (!res.ok) throw new Error(`${path} → ${res.status}`);
  return (await res.json()) as T;
}

/** The first day with a free time for the service, this month or the next. */
async function firstAvailableDay(serviceId: string, timezone: string): Promise<string> {
  const now = new Date();
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
  const [y, m] = local.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  for (const month of [local, next]) {
    const { days } = await api<{ days: { date: string; slots_count: number }[] }>(
      `/client/${SLUG}/public/available_days?service_id=${serviceId}&month=${month}`,
    );
    const found = days.find((d) => d.slots_count > 0);
    if (found) return found.date;
  }
  throw new Error('No free day in two months');
}

/** HH:mm start times free on the day, for one calendar. */
async function freeTimes(serviceId: string, date: string, calendarId: string): Promise<string[]> {
  const { slots } = await api<{ slots: { time: string }[] }>(
    `/client/${SLUG}/public/available_slots?service_id=${serviceId}&date=${date}&calendar_id=${calendarId}`,
  );
  return slots.map((s) => s.time);
}

describe('booking on the public page, live in the staff agenda', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books with a WhatsApp code, shows it to the client and live to the staff, and frees the slot on cancel', async () => {
    const profile = await api<TPublic>(`/client/${SLUG}/public/company`);
    const service = profile.services.find((s) => s.slug === 'corte-masculino')!;
    const date = await firstAvailableDay(service.id, profile.company.timezone);

    // Staff: the agenda of that day, open before the booking exists.
    const staff = await newPage(browser, DESKTOP);
    await signInStaff(staff.page, baseUrl);
    await staff.page.goto(`${baseUrl}/app/agenda?date=${date}`);
    await staff.page
      .getByTestId('agenda-grid')
      .waitFor()
      .catch(async (e) => {
        await staff.page.screenshot({ path: '/tmp/fe-shots/e2e-fail-staff.png' });
        throw e;
      });

    // Client (phone): service → any professional → day → time.
    const client = await newPage(browser, PHONE);
    const phone = randomPhone();
    const name = `Cliente Teste ${Math.floor(Math.random() * 9000 + 1000)}`;
    await client.page.goto(`${baseUrl}/${SLUG}/agendar`);
    await client.page.getByRole('button', { name: 'Concordo' }).click();
    await client.page.getByTestId('booking-service').filter({ hasText: service.title }).click();
    await client.page.getByTestId('booking-any-professional').click();
    if (date.slice(0, 7) !== new Intl.DateTimeFormat('en-CA', { timeZone: profile.company.timezone }).format(new Date()).slice(0, 7)) {
      await client.page.getByRole('button', { name: /próximo mês/i }).click();
    }
    await client.page.getByTestId('booking-day-quick').first().click();
    await expect(client.page.getByTestId('booking-step').textContent()).resolves.toContain('Escolha o horário');
    const slot = client.page.getByTestId('booking-slot').first();
    const time = (await slot.textContent())!.trim();
    await slot.click();

    // New client: phone, then the code sent to WhatsApp (development outbox), then the name.
    await client.page.getByLabel('Seu WhatsApp').fill(phone);
    await client.page.getByRole('button', { name: 'Continuar' }).click();
    await client.page.getByText('Confirme seu telefone').waitFor();
    const { code } = await readCode(baseUrl, phone, 0);
    await client.page.getByLabel('Código de confirmação').fill(code);
    await client.page.getByRole('button', { name: 'Continuar' }).click();
    await client.page.getByLabel('Seu nome').fill(name);
    await client.page.getByRole('button', { name: 'Continuar' }).click();
    await client.page.getByTestId('confirm-booking').click();
    await client.page.getByTestId('booking-success').waitFor();

    // Staff sees it appear, live.
    const block = staff.page.getByTestId('agenda-schedule').filter({ hasText: name });
    await block.waitFor({ timeout: 15_000 });
    expect(await block.getAttribute('aria-label')).toContain(time);
    // The bell counts the new booking too.
    await staff.page.getByTestId('notification-count').waitFor({ timeout: 15_000 });

    // The client finds it in "Meus agendamentos".
    await client.page.getByRole('link', { name: 'Meus agendamentos' }).first().click();
    await client.page.waitForURL(`**/${SLUG}/minha-conta/agendamentos`);
    const card = client.page.getByTestId('client-schedule').filter({ hasText: service.title });
    await card.waitFor();
    expect(await card.textContent()).toContain(time);
    // Taken on the professional it went to.
    const calendarId = (await block.locator('xpath=ancestor::*[@data-testid="agenda-column"]').getAttribute('data-calendar-id'))!;
    expect(await freeTimes(service.id, date, calendarId)).not.toContain(time);

    // Cancel through the cancellation modal (with the company's cancellation observations).
    await card.getByTestId('client-cancel').click();
    await client.page.getByTestId('cancelation-observations').waitFor();
    await client.page.getByTestId('confirm-client-cancel').click();
    await client.page.getByText('Nenhum agendamento marcado').waitFor();

    // The slot is offered again, and the staff's agenda drops the canceled booking live.
    await block.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await freeTimes(service.id, date, calendarId)).toContain(time);

    expect(client.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await client.context.close();
    await staff.context.close();
  });
});
