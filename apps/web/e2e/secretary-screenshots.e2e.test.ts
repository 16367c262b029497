// `SCREENSHOTS=1 pnpm e2e` also saves every AI-secretary screen at 1280×800 and 390×844 in
// e2e/screenshots/ (secretary-*.png), with real data: WhatsApp connected through the fake gateway,
// clients writing, the assistant booking, FAQ entries and a playground conversation.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startFakeEvolution, type FakeEvolution } from '../../../packages/fakes/src/evolution';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE } from './browser';
import { apiAs, bookingDay, demoCompanyId, signInDemo, whatsappIntegration } from './secretary-helpers';

const dir = join(import.meta.dirname, 'screenshots');
const EASY = 'Aceitamos Pix, cartão e dinheiro.';
const HARD =
  'O estabelecimento disponibiliza estacionamento conveniado mediante apresentação do comprovante de atendimento, condicionado à disponibilidade operacional das vagas credenciadas.';

async function snap(page: Page, name: string, size: string, full = false) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `secretary-${name}-${size}.png`), fullPage: full });
}

describe.skipIf(!process.env.SCREENSHOTS)('secretary screenshots', () => {
  let fake: FakeEvolution;
  let api: TApiServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
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

  for (const [size, viewport, phoneSuffix] of [
    ['1280', DESKTOP, '1'],
    ['390', PHONE, '2'],
  ] as const) {
    it(`every secretary screen at ${size}`, { timeout: 240_000 }, async () => {
      const baseUrl = api.baseUrl;
      const { page, context } = await newPage(browser, viewport);
      const mobile = viewport === PHONE;
      await signInDemo(page, baseUrl);
      const companyId = await demoCompanyId(context, baseUrl);

      // Start from a company without WhatsApp and without FAQ.
      const old = await whatsappIntegration(context, baseUrl, companyId);
      if (old) await apiAs(context, baseUrl, `/user/${companyId}/integrations/${old.id}`, { method: 'DELETE' });
      const { faqs } = await apiAs<{ faqs: { id: string }[] }>(context, baseUrl, `/user/${companyId}/faqs`);
      for (const f of faqs)
        await apiAs(context, baseUrl, `/user/${companyId}/general/delete`, { method: 'DELETE', body: { entity: 'faq', id: f.id } });
      await apiAs(context, baseUrl, `/user/${companyId}/playground`, { method: 'DELETE' });

      // WhatsApp: connect card, QR with pairing code, connected.
      await page.goto(`${baseUrl}/app/integracoes/whatsapp`);
      await page.getByRole('button', { name: 'Gerar QR Code' }).waitFor();
      await snap(page, 'whatsapp-connect', size, true);
      await page.getByRole('checkbox', { name: /Quero também um código/ }).click();
      await page.getByLabel('Número do WhatsApp da empresa').fill('+5511977776666');
      await page.getByRole('button', { name: 'Gerar QR Code' }).click();
      await page.getByTestId('whatsapp-qr').waitFor();
      await snap(page, 'whatsapp-qr', size, true);
      const instance = (await whatsappIntegration(context, baseUrl, companyId))!.meta.instance_name;
      await fake.scanQr(instance, { number: '5511977776666', profileName: 'Barbearia Demo' });
      await page.getByTestId('whatsapp-status').filter({ hasText: 'Conectado' }).waitFor();
      await snap(page, 'whatsapp-connected', size, true);

      // Clients write: one books, one asks for a person.
      const day = bookingDay(mobile ? 3 : 2);
      const joao = `55119876543${phoneSuffix}1`;
      const maria = `55119123456${phoneSuffix}2`;
      await fake.deliverInbound({
        instanceName: instance,
        from: joao,
        text: `oi, tem horário pra corte dia ${day.label} à tarde?`,
        pushName: 'João Pereira',
      });
      await fake.deliverInbound({
        instanceName: instance,
        from: maria,
        text: 'Boa tarde! Quero falar com uma pessoa, por favor',
        pushName: 'Maria Oliveira',
      });
      await page.waitForTimeout(2500);
      await fake.deliverInbound({ instanceName: instance, from: joao, text: 'pode ser o primeiro', pushName: 'João Pereira' });
      await page.waitForTimeout(2500);

      // Chats.
      await page.goto(`${baseUrl}/app/chats`);
      await page.getByTestId('chat-list-item').first().waitFor();
      await snap(page, 'chats-list', size);
      await page.getByTestId('chat-list-item').filter({ hasText: 'João Pereira' }).first().click();
      await page.getByTestId('chat-message').filter({ hasText: 'Prontinho' }).waitFor();
      await snap(page, 'chats-conversation', size);
      if (mobile) {
        await page.getByRole('button', { name: 'Ver agendamentos do cliente' }).click();
        await page.getByRole('dialog').getByTestId('client-booking').first().waitFor();
        await snap(page, 'chats-bookings-drawer', size);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Voltar para a lista' }).click();
        await page.waitForTimeout(400); // the router's 300 ms navigation lock (docs/spec.md §2)
      }
      await page.getByTestId('chat-list-item').filter({ hasText: 'Maria Oliveira' }).first().click();
      await page.getByTestId('handoff-bar').waitFor();
      await snap(page, 'chats-transferred', size);
      await page.getByLabel('Mensagem para o cliente').fill('Oi Maria! Aqui é o Rafael, em que posso ajudar?');
      await page.keyboard.press('Enter');
      await page.getByTestId('handoff-bar').and(page.locator('[data-state="human"]')).waitFor();
      await page.waitForTimeout(1500);
      await snap(page, 'chats-staff-answer', size);

      // The client's page.
      const { chats } = await apiAs<{ chats: { client_id: string; display_name: string }[] }>(
        context,
        baseUrl,
        `/user/${companyId}/chats?search=Jo%C3%A3o`,
      );
      await page.goto(`${baseUrl}/app/clientes/${chats[0]!.client_id}/conversas`);
      await page.getByTestId('conversation').waitFor();
      await snap(page, 'client-conversas', size);

      // FAQ: empty, the form with the readability as typed, the list.
      await page.goto(`${baseUrl}/app/perguntas-frequentes`);
      await page.getByRole('button', { name: 'Adicionar primeira pergunta' }).waitFor();
      await snap(page, 'faq-empty', size, true);
      await page.getByRole('button', { name: 'Adicionar primeira pergunta' }).click();
      await page.getByLabel(/Pergunta/).fill('Vocês aceitam Pix?');
      await page.getByLabel(/Resposta/).fill(HARD);
      await page.getByTestId('readability-meter').and(page.locator('[data-level="very_confusing"]')).waitFor();
      await snap(page, 'faq-form-hard', size);
      await page.getByLabel(/Resposta/).fill(EASY);
      await page.getByTestId('readability-meter').and(page.locator(':not([data-level="very_confusing"])')).waitFor();
      await snap(page, 'faq-form-easy', size);
      await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
      await page.getByTestId('faq-card').waitFor();
      await page.getByRole('button', { name: 'Tem estacionamento?' }).click();
      await page.getByLabel(/Resposta/).fill('Temos estacionamento na rua de trás. É só mostrar o comprovante na saída.');
      await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
      await page.getByTestId('faq-card').nth(1).waitFor();
      await snap(page, 'faq-list', size, true);

      // Company tabs.
      for (const tab of ['assistente', 'mensagens-personalizadas', 'configuracao-avancada', 'integracoes', 'perguntas-frequentes']) {
        await page.goto(`${baseUrl}/app/empresas/barbearia-demo/${tab}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await snap(page, `empresa-${tab}`, size, true);
      }

      // Playground and the test chat modal.
      await page.goto(`${baseUrl}/app/playground`);
      await page.getByLabel('Mensagem como cliente').fill(`oi, tem horário pra barba dia ${bookingDay(4).label} de manhã?`);
      await page.keyboard.press('Enter');
      await page.getByTestId('playground-message').nth(1).waitFor();
      await page.getByLabel('Mensagem como cliente').fill('pode ser o segundo');
      await page.keyboard.press('Enter');
      await page.getByTestId('playground-message').nth(3).waitFor();
      await snap(page, 'playground', size, !mobile);
      await page.getByRole('button', { name: 'Limpar testes' }).click();
      await snap(page, 'playground-clean-confirm', size);
      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/assistente`);
      await page.getByRole('button', { name: 'Testar assistente' }).click();
      await page.getByRole('dialog', { name: 'Testar assistente' }).waitFor();
      await snap(page, 'test-chat-modal', size);
      await page.keyboard.press('Escape');

      // Instagram: the gate, the enable-feature modal.
      await page.goto(`${baseUrl}/app/integracoes/instagram`);
      await page.getByRole('button', { name: 'Conectar Instagram' }).waitFor();
      await snap(page, 'instagram', size, true);
      await page.getByRole('button', { name: 'Conectar Instagram' }).click();
      await page.getByRole('dialog').waitFor();
      await snap(page, 'instagram-enable-modal', size);
      await page.keyboard.press('Escape');

      // WhatsApp dropped by the phone.
      await page.goto(`${baseUrl}/app/integracoes/whatsapp`);
      await page.getByTestId('whatsapp-status').waitFor();
      await fake.dropSession(instance, 401);
      await page.getByTestId('whatsapp-status').filter({ hasText: 'Desconectado' }).waitFor();
      await snap(page, 'whatsapp-disconnected', size, true);

      // Dark mode.
      await page.getByTestId('theme-toggle').first().click();
      await page.goto(`${baseUrl}/app/chats`);
      await page.getByTestId('chat-list-item').first().click();
      await page.getByTestId('conversation').waitFor();
      await snap(page, 'dark-chats', size);
      await page.goto(`${baseUrl}/app/perguntas-frequentes`);
      await page.getByTestId('faq-card').first().waitFor();
      await snap(page, 'dark-faq', size);
      await page.getByTestId('theme-toggle').first().click();
      await context.close();
    });
  }
});
