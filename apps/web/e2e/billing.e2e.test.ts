// Issue 10: a locked-out owner pays by Pix on a phone and lands back in the agenda. The API runs with
// the fake Pix PSP (API Pix as Efí serves it); the bank's confirmation is the PSP's webhook.
// Screenshots of the subscription page at 1280×800 and 390×844 go to e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakePixPsp, type FakePixPsp } from '../../../packages/fakes/src/pix-psp';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE } from './browser';
import { apiAs, demoCompanyId, signInDemo } from './secretary-helpers';

const PIX_KEY = 'financeiro@agendainteligente.com.br';
const HOOK_SECRET = 'e2e-pix-hook-secret-0123456789';
const shots = join(import.meta.dirname, 'screenshots');

describe('a locked-out owner pays by Pix', () => {
  let browser: Browser;
  let psp: FakePixPsp;
  let api: TApiServer;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    psp = await startFakePixPsp({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
    api = await startApiServer({
      PIX_PSP_BASE_URL: psp.url,
      PIX_PSP_CLIENT_ID: 'e2e-client',
      PIX_PSP_CLIENT_SECRET: 'e2e-secret',
      PIX_KEY,
      PIX_WEBHOOK_SECRET: HOOK_SECRET,
      BILLING_CLOCK: 'off',
    });
    psp.webhooks.set(PIX_KEY, `${api.baseUrl}/webhooks/pix?hmac=${HOOK_SECRET}`);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await psp?.close();
  });

  it('on a 390×844 screen: blocked → Pix QR → paid live → back in the agenda', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await signInDemo(page, api.baseUrl);
    const companyId = await demoCompanyId(context, api.baseUrl);
    await apiAs(context, api.baseUrl, `/dev/subscriptions/${companyId}/end_period`, { method: 'POST', body: {} });

    await page.goto(`${api.baseUrl}/app/agenda`);
    await page.waitForURL('**/app/empresas/barbearia-demo/assinatura');
    await expect(page.getByText('Sua assinatura não está ativa').waitFor()).resolves.toBeUndefined();
    await page.screenshot({ path: join(shots, 'billing-blocked-390.png') });

    await page.getByRole('link', { name: 'Pagar agora' }).click();
    await page.waitForURL('**/login/forma-de-pagamento?company_id=*');
    await page.getByRole('button', { name: 'Pagar com Pix' }).click();
    await page.getByTestId('pix-charge').waitFor();
    await expect(page.getByAltText('QR Code do Pix').isVisible()).resolves.toBe(true);
    const code = await page.locator('#pix-code').inputValue();
    expect(code.startsWith('000201010212')).toBe(true);
    await page.screenshot({ path: join(shots, 'billing-pix-390.png'), fullPage: true });

    const [charge] = [...psp.charges.values()];
    expect(charge!.pixCopiaECola).toBe(code);
    expect(await psp.pay(charge!.txid)).toBe(200);
    await page.getByText('Assinatura ativa!').waitFor();
    await page.screenshot({ path: join(shots, 'billing-paid-390.png') });

    await page.getByRole('link', { name: 'Ir para a agenda' }).click();
    await page.waitForURL((url) => url.pathname === '/app/agenda');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/app/agenda');
    expect(await page.getByText('Sua assinatura não está ativa').isVisible()).toBe(false);
    expect(errors).toEqual([]);

    await page.goto(`${api.baseUrl}/app/empresas/barbearia-demo/assinatura`);
    await page.getByTestId('invoices').waitFor();
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Ativa');
    await page.screenshot({ path: join(shots, 'billing-subscription-390.png'), fullPage: true });
    await context.close();
  });

  it('the subscription page at 1280×800, with the paid invoice and its receipt', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInDemo(page, api.baseUrl);
    await page.goto(`${api.baseUrl}/app/empresas/barbearia-demo/assinatura`);
    await page.getByTestId('invoices').waitFor();
    await page.screenshot({ path: join(shots, 'billing-subscription-1280.png'), fullPage: true });
    await page.getByRole('link', { name: 'Recibo' }).first().click();
    await page.getByTestId('receipt').waitFor();
    await expect(page.getByTestId('receipt').textContent()).resolves.toContain('R$');
    await page.screenshot({ path: join(shots, 'billing-receipt-1280.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
