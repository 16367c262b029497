// Connects WhatsApp through the QR flow against the fake Evolution gateway, then a client writes
// through the fake: the conversation and the booking the assistant makes appear live in /app/chats
// and in /app/agenda, and a staff answer from /app/chats reaches the client's phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeEvolution, type FakeEvolution } from '../../../packages/fakes/src/evolution';
import { startApiServer, type TApiServer } from './api-server';
import { launch, newPage } from './browser';
import { bookingDay, demoCompanyId, signInDemo, whatsappIntegration } from './secretary-helpers';

const CLIENT_PHONE = '5511987654321';
const BUSINESS_PHONE = '5511977776666';

describe('WhatsApp through the QR flow, live in /app/chats and /app/agenda', () => {
  let fake: FakeEvolution;
  let api: TApiServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeEvolution();
    api = await startApiServer({
      EVOLUTION_BASE_URL: fake.url,
      EVOLUTION_API_KEY: fake.apiKey,
      SECRETARY_BRAIN: 'embedded',
      LLM_API_KEY: '',
    });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await fake?.close();
  });

  it('connects, receives a client, books and shows it everywhere without a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    const baseUrl = api.baseUrl;
    await signInDemo(page, baseUrl);

    // 1. Connect through the QR code.
    await page.getByRole('link', { name: 'WhatsApp', exact: true }).click();
    await page.waitForURL('**/app/integracoes/whatsapp');
    await page.getByRole('button', { name: 'Gerar QR Code' }).click();
    await page.getByTestId('whatsapp-qr').waitFor();
    const companyId = await demoCompanyId(context, baseUrl);
    const instanceName = (await whatsappIntegration(context, baseUrl, companyId))!.meta.instance_name;
    expect(fake.instance(instanceName)?.webhook?.url).toContain(`/webhooks/evolution/`);

    await fake.scanQr(instanceName, { number: BUSINESS_PHONE, profileName: 'Barbearia Demo' });
    await page.getByTestId('whatsapp-status').filter({ hasText: 'Conectado' }).waitFor();
    expect(await page.getByTestId('whatsapp-account').textContent()).toBe('+55 (11) 97777-6666');
    // The WhatsApp onboarding step is done: the checklist of a company that has connected once goes away.
    await page.getByTestId('onboarding-checklist').waitFor({ state: 'detached' });

    // 2. The agenda of the booking day, open in a second tab, and the inbox in the first.
    const day = bookingDay();
    const agenda = await context.newPage();
    agenda.on('pageerror', (e) => errors.push(e.message));
    await agenda.goto(`${baseUrl}/app/agenda?date=${day.iso}`);
    await agenda.getByTestId('agenda-page').waitFor();
    await page.getByRole('link', { name: 'Conversas', exact: true }).click();
    await page.waitForURL('**/app/chats');
    await page.getByText('Nenhuma conversa ainda').waitFor();

    // 3. A client writes; the chat shows up live with the assistant's answer.
    await fake.deliverInbound({
      instanceName,
      from: CLIENT_PHONE,
      text: `oi, tem horário pra corte dia ${day.label} à tarde?`,
      pushName: 'João Cliente',
    });
    const item = page.getByTestId('chat-list-item').filter({ hasText: 'João Cliente' });
    await item.waitFor();
    await item.click();
    await page.getByTestId('conversation-title').filter({ hasText: 'João Cliente' }).waitFor();
    // The wording varies per chat and turn; the offer is the message with a numbered list of times.
    const offer = page.getByTestId('chat-message').filter({ hasText: /1\) \d{2}:\d{2}/ });
    await offer.waitFor({ timeout: 15_000 });
    // The offer is the proposal the client agrees to by picking one: each time names the professional.
    expect(await offer.textContent()).toMatch(/Corte masculino.*1\) \d{2}:\d{2} com \S+/s);

    // 4. The client picks the first time; the booking appears beside the chat and in the agenda.
    await fake.deliverInbound({ instanceName, from: CLIENT_PHONE, text: 'pode ser o primeiro', pushName: 'João Cliente' });
    await page.getByTestId('chat-message').filter({ hasText: 'Prontinho' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('client-booking').filter({ hasText: 'Corte masculino' }).waitFor();
    await agenda.getByTestId('agenda-schedule').filter({ hasText: 'João Cliente' }).first().waitFor({ timeout: 15_000 });
    await fake.flush();
    expect(
      fake.sent
        .filter((s) => s.remoteJid.startsWith(CLIENT_PHONE))
        .map((s) => s.text)
        .join('\n'),
    ).toContain('Prontinho');

    // 5. Staff answer from /app/chats: it reaches the phone and the assistant pauses.
    await page.getByLabel('Mensagem para o cliente').fill('Oi João, aqui é o Rafael. Te esperamos!');
    await page.keyboard.press('Enter');
    await page.getByTestId('handoff-bar').and(page.locator('[data-state="human"]')).waitFor();
    const started = Date.now();
    while (!fake.sent.some((s) => s.text === 'Oi João, aqui é o Rafael. Te esperamos!') && Date.now() - started < 15_000)
      await new Promise((r) => setTimeout(r, 200));
    expect(fake.sent.some((s) => s.text === 'Oi João, aqui é o Rafael. Te esperamos!')).toBe(true);
    await page
      .getByTestId('chat-message')
      .filter({ hasText: 'Te esperamos!' })
      .locator('[role="img"][aria-label="Entregue"], [role="img"][aria-label="Enviada"]')
      .first()
      .waitFor({ timeout: 15_000 });

    // 6. The phone logs the session out: the page shows it live, with the reason in Portuguese.
    await page.getByRole('link', { name: 'WhatsApp', exact: true }).click();
    await page.getByTestId('whatsapp-status').filter({ hasText: 'Conectado' }).waitFor();
    await fake.dropSession(instanceName, 401);
    await page.getByTestId('whatsapp-status').filter({ hasText: 'Desconectado' }).waitFor();
    expect(await page.getByTestId('whatsapp-disconnect-reason').textContent()).toBe(
      'O WhatsApp foi desconectado no celular (em Dispositivos conectados).',
    );
    expect(await page.getByTestId('whatsapp-last-connected').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);

    expect(errors).toEqual([]);
    await context.close();
  });
});
