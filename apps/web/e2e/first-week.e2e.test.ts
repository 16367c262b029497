// Issue 16, at 1280×800 and at 390×844: a new owner signs up and creates a company (one code), fills
// the company's page, completes the first-steps checklist step by step on its own screens, and a client
// books on the public page at once; the company page HTML carries the business's title, description
// and image; the WhatsApp confirmation reaches the fake provider with the assigned professional and an
// .ics link; the client reschedules from their account. axe-core checks every screen on the way.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '../../../packages/fakes/src/whatsapp-cloud';
import { seriousA11yViolations } from './a11y';
import { startApiServer, type TApiServer } from './api-server';
import { chooseOption, DESKTOP, launch, newPage, PHONE, randomPhone, readCode } from './browser';
import { completeChecklist, fillCompanyPage } from './first-steps';

const APP_SECRET = 'first-week-e2e-secret';
const TOKEN = 'EAAG-first-week-e2e';
const SHOTS = '/tmp/fe-shots/first-week';

describe('the first week of a real salon (issue 16)', () => {
  let fake: FakeWhatsappCloud;
  let api: TApiServer;
  let browser: Browser;
  const a11y: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    api = await startApiServer({ WHATSAPP_CLOUD_APP_SECRET: APP_SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await fake?.close();
  });

  /** axe on the screen as it is, and a screenshot when SCREENSHOTS=1. */
  async function look(page: Page, name: string) {
    for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  async function call(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, any>;
    expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(200);
    return json;
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`walks from sign-up to a rescheduled booking (${size})`, async () => {
      const baseUrl = api.baseUrl;
      const owner = await newPage(browser, viewport);
      const page = owner.page;
      const ownerName = `Júlia Prado ${size}`;
      const ownerPhone = randomPhone();
      await page.goto(`${baseUrl}/login/cadastre-se`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      await look(page, `${size}-01-sign-up`);
      await page.getByLabel('Seu nome').fill(ownerName);
      await page.getByLabel('E-mail').fill(`julia-${size}-${Date.now()}@exemplo.com.br`);
      await page.getByLabel('WhatsApp').fill(ownerPhone);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByText('Confirme seu telefone').waitFor();
      const first = await readCode(baseUrl, ownerPhone, 0);
      await page.getByLabel('Código de confirmação').fill(first.code);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL('**/login/finalizar-cadastro');
      // The code modal fades out; axe would judge its half-transparent text.
      await page.getByText('Confirme seu telefone').waitFor({ state: 'detached' });
      await look(page, `${size}-02-finish-sign-up`);
      await page.getByLabel('Nome da empresa').fill(`Studio Júlia ${size}`);
      await chooseOption(page, page.getByRole('combobox', { name: 'Segmento' }), 'Salão de beleza');
      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
      // One code only: the sign-up's proves the phone for the company created right after.
      await page.waitForURL('**/app/agendamentos');
      const token = (await owner.context.cookies()).find((c) => c.name === 'token_user')!.value;
      const logged = await call(token, 'POST', '/user/graphql/query', { query: '{ loggedUser { companies { id slug } } }' });
      const company = logged.data.loggedUser.companies[0] as { id: string; slug: string };

      // The checklist: the owner is already the first professional; the steps are done one by one.
      const checklist = size === 'desktop' ? page.getByTestId('onboarding-checklist') : page.getByTestId('onboarding-banner');
      await checklist.waitFor();
      expect(await checklist.textContent()).toContain(size === 'desktop' ? 'Revisar profissionais' : '0/5');
      await look(page, `${size}-03-app-with-checklist`);
      const calendars = await call(token, 'POST', '/user/graphql/query', {
        query: `{ user_get_calendars(company_id: "${company.id}") { id title } }`,
      });
      expect(calendars.data.user_get_calendars).toEqual([expect.objectContaining({ title: ownerName })]);

      // The owner describes the business and adds a photo, then does each step from the checklist, on its screen.
      const steps = {
        baseUrl,
        slug: company.slug,
        size,
        whatsapp: { phoneNumberId: `55500${size === 'desktop' ? 1 : 2}`, token: TOKEN },
        look,
      } as const;
      await fillCompanyPage(page, steps);
      await page.goto(`${baseUrl}/app/agendamentos`);
      await checklist.waitFor();
      await completeChecklist(page, steps);

      // The shared link previews as the business (HTML, no JavaScript).
      const html = await (await fetch(`${baseUrl}/${company.slug}`)).text();
      expect(html).toContain(`<title>Studio Júlia ${size} | Agende online</title>`);
      expect(html).toContain(`<meta property="og:title" content="Studio Júlia ${size} | Agende online" />`);
      expect(html).toContain('<meta property="og:description" content="Escova e corte" />');
      expect(html).toMatch(/<meta property="og:image" content="[^"]*\/gallery-[0-9a-f]{16}\.png" \/>/);

      // A client books on the public page, with no other step.
      const client = await newPage(browser, viewport);
      const cp = client.page;
      const clientPhone = randomPhone();
      await cp.goto(`${baseUrl}/${company.slug}`);
      await cp.getByRole('button', { name: 'Concordo' }).click();
      expect(await cp.getByTestId('public-team').textContent()).toContain(`${ownerName}Escova`);
      await look(cp, `${size}-09-public-page`);
      await cp.goto(`${baseUrl}/${company.slug}/agendar`);
      await cp.getByTestId('booking-service').filter({ hasText: 'Escova' }).click();
      await cp.getByTestId('booking-any-professional').click();
      await cp.getByTestId('booking-day-quick').first().click();
      await cp.getByTestId('booking-slot').first().click();
      await cp.getByLabel('Seu WhatsApp').fill(clientPhone);
      await cp.getByRole('button', { name: 'Continuar' }).click();
      await cp.getByText('Confirme seu telefone').waitFor();
      await cp.getByLabel('Código de confirmação').fill((await readCode(baseUrl, clientPhone, 0)).code);
      await cp.getByRole('button', { name: 'Continuar' }).click();
      await cp.getByLabel('Seu nome').fill('Rita Lopes');
      await cp.getByRole('button', { name: 'Continuar' }).click();
      await cp.getByTestId('confirm-booking').click();
      const success = cp.getByTestId('booking-success');
      await success.waitFor();
      expect(await success.textContent()).toContain(ownerName);
      expect(await success.getByRole('link', { name: /Arquivo \.ics/ }).getAttribute('href')).toMatch(/\/general\/ics\//);
      expect(await success.getByRole('link', { name: /Google Agenda/ }).getAttribute('href')).toContain('calendar.google.com');
      await look(cp, `${size}-10-booking-success`);

      // The confirmation reaches the client's WhatsApp from the business number, with an .ics link.
      const to = clientPhone.replace(/\D/g, '');
      const deadline = Date.now() + 20_000;
      while (!fake.sent.some((s) => s.to === to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const text = fake.sent.find((s) => s.to === to)?.body ?? '';
      expect(text).toContain(`Profissional: ${ownerName}`);
      expect(text).toContain('Endereço: Rua das Flores, 10 - Centro');
      const ics = /Adicionar à agenda: (\S+)/.exec(text)?.[1] ?? '';
      const file = await fetch(ics.startsWith('http') ? ics : `${baseUrl}${ics}`);
      expect(file.headers.get('content-type')).toContain('text/calendar');
      expect(await file.text()).toContain('BEGIN:VEVENT');

      // The client reschedules from their account.
      // The success toast may cover the link, and a pointer over it pauses its timer: close it first.
      const toastClose = cp.getByRole('button', { name: 'Fechar notificação' });
      while (await toastClose.first().isVisible()) await toastClose.first().click();
      await cp.getByRole('link', { name: 'Meus agendamentos' }).first().click();
      await cp.waitForURL(`**/${company.slug}/minha-conta/agendamentos`);
      const card = cp.getByTestId('client-schedule').first();
      const before = await card.textContent();
      await look(cp, `${size}-11-my-schedules`);
      await card.getByTestId('client-reschedule').click();
      const slot = cp.getByTestId('reschedule-slots').getByRole('button').last();
      // Late in the day the appointment's own day may have no other free time: the client picks the next days.
      const none = cp.getByText('Nenhum horário livre neste dia. Escolha outro dia.');
      const dateInput = cp.getByTestId('reschedule-date');
      for (let i = 1; i <= 7; i++) {
        await slot.or(none).first().waitFor();
        if (await slot.isVisible()) break;
        const next = new Date(`${await dateInput.inputValue()}T12:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        await dateInput.fill(next.toISOString().slice(0, 10));
      }
      await slot.waitFor();
      await look(cp, `${size}-12-reschedule`);
      const newTime = (await slot.textContent())!.trim();
      await slot.click();
      await cp.getByTestId('confirm-client-reschedule').click();
      // Either the move is saved (the modal closes) or the modal says why not: fail with its words.
      const problem = cp.getByRole('dialog').getByRole('alert');
      await cp
        .getByRole('dialog')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      if (await problem.isVisible()) throw new Error(`Remarcar recusado: ${await problem.textContent()}`);
      // Wait for the card itself to change, not for a card holding the new time.
      await expect.poll(() => cp.getByTestId('client-schedule').first().textContent(), { timeout: 15_000 }).not.toBe(before);
      expect(await cp.getByTestId('client-schedule').first().textContent()).toContain(newTime);

      expect(owner.errors).toEqual([]);
      expect(client.errors).toEqual([]);
      await client.context.close();
      await owner.context.close();
    });
  }

  it('finds no serious or critical accessibility violation on the screens walked', () => {
    expect(a11y).toEqual([]);
  });
});
