// Attribution with consent (issue 15): a visit with UTM parameters sends nothing before "Concordo"
// (no collect call, no UTM in the device header), then the UTM once; a reload within 6 h does not
// send it again, force_utm does; the sign-up that follows is stored once and owns the visit's rows.
// /collect/test then lists what was stored for the device. The server's own 6 h rule on its clock is
// proven in apps/api tracking.integration.test.ts.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, randomPhone, readCode } from './browser';

const baseUrl = inject('baseUrl');

interface TStoredEvent {
  event_name: string;
  value: string | null;
}

/** The utm carried by an API request: in a collect body or inside the base64 device header. */
function utmSent(request: Request): string | null {
  if (request.url().includes('/general/platform_event/collect')) return request.postData();
  const header = request.headers().device;
  if (!header) return null;
  const device = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { utm?: unknown };
  return device.utm ? JSON.stringify(device.utm) : null;
}

/** What the server stored for this browser's device (the /collect/test data). */
function storedEvents(page: Page): Promise<{ consent: boolean; platform_events: TStoredEvent[] }> {
  return page.evaluate(async () => {
    const device = btoa(JSON.stringify({ device_hash: localStorage.getItem('device_hash') }));
    const res = await fetch('/general/collect/device_events', { headers: { device } });
    return res.json();
  });
}

describe('a UTM visit, consent and sign-up', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('collects nothing before consent, then the UTM once, again only with force_utm, and the sign-up once', async () => {
    const { page, context, errors } = await newPage(browser);
    const collects: string[] = [];
    const utmLeaks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/general/platform_event/collect')) collects.push(request.postData() ?? '');
      const utm = utmSent(request);
      if (utm) utmLeaks.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const campaign = `e2e-${Date.now()}`;
    const visit = `${baseUrl}/?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`;

    await page.goto(visit);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Preços simples, sem fidelidade' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(collects, 'collect calls before consent').toEqual([]);
    expect(utmLeaks, 'requests carrying the UTM before consent').toEqual([]);
    expect((await storedEvents(page)).platform_events).toEqual([]);

    const sent = page.waitForResponse((r) => r.url().includes('/general/platform_event/collect'));
    await page.getByRole('button', { name: 'Concordo' }).click();
    expect((await sent).status()).toBe(200);
    expect(collects).toHaveLength(1);
    expect(JSON.parse(collects[0]!)).toMatchObject({
      platform_events: [{ event_name: 'utm_info', value: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: campaign } }],
    });

    // The same UTM again within 6 h: not sent.
    await page.goto(visit);
    await page.getByRole('heading', { name: 'Preços simples, sem fidelidade' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(collects).toHaveLength(1);

    // Sign-up from the home's call to action, which carries the UTM.
    await page.getByRole('link', { name: 'Começar teste grátis' }).click();
    await page.waitForURL(`**/login/cadastre-se?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`);
    const phone = randomPhone();
    await page.getByLabel('Seu nome').fill('Rita Atribuição');
    await page.getByLabel('E-mail').fill(`utm-${Date.now()}@exemplo.com.br`);
    await page.getByLabel('WhatsApp').fill(phone);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Confirme seu telefone').waitFor();
    const { code } = await readCode(baseUrl, phone, 0);
    await page.getByLabel('Código de confirmação').fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/login/finalizar-cadastro');
    expect(collects).toHaveLength(1);

    let stored = await storedEvents(page);
    expect(stored.consent).toBe(true);
    expect(stored.platform_events.filter((e) => e.event_name === 'utm_info')).toHaveLength(1);
    expect(stored.platform_events.filter((e) => e.event_name === 'sign_up')).toHaveLength(1);
    expect(JSON.parse(stored.platform_events.find((e) => e.event_name === 'utm_info')!.value!)).toMatchObject({ utm_campaign: campaign });

    // force_utm sends and stores the same UTM again at once.
    const forced = page.waitForResponse((r) => r.url().includes('/general/platform_event/collect'));
    await page.goto(`${visit}&force_utm=true`);
    expect((await forced).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(collects).toHaveLength(2);
    stored = await storedEvents(page);
    expect(stored.platform_events.filter((e) => e.event_name === 'utm_info')).toHaveLength(2);
    expect(stored.platform_events.filter((e) => e.event_name === 'sign_up')).toHaveLength(1);

    // /collect/test shows this device what was collected: the consent, the UTM events and the sign-up.
    await page.goto(`${baseUrl}/collect/test`);
    await page.getByText('Aceito — eventos são registrados').waitFor();
    expect(await page.title()).toBe('Teste de coleta de eventos | Agenda Inteligente');
    const shown = page.getByRole('listitem');
    await expect.poll(() => shown.filter({ hasText: campaign }).count()).toBe(2);
    expect(await shown.filter({ hasText: /^sign_up/ }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a UTM visit left without consent is sent on a later visit once "Concordo" is clicked', async () => {
    const { page, context } = await newPage(browser);
    const collects: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/general/platform_event/collect')) collects.push(request.postData() ?? '');
    });
    const campaign = `later-${Date.now()}`;
    await page.goto(`${baseUrl}/?utm_source=google&utm_campaign=${campaign}`);
    await page.getByRole('heading', { name: 'Preços simples, sem fidelidade' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Back later without the parameters (a bookmark, the logo): the visit's UTM still waits for consent.
    await page.goto(`${baseUrl}/blog`);
    await page.waitForLoadState('networkidle');
    expect(collects).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().includes('/general/platform_event/collect'));
    await page.getByRole('button', { name: 'Concordo' }).click();
    expect((await sent).status()).toBe(200);
    expect(JSON.parse(collects[0]!).platform_events[0].value).toMatchObject({ utm_source: 'google', utm_campaign: campaign });
    const stored = await storedEvents(page);
    expect(stored.platform_events.filter((e) => e.event_name === 'utm_info')).toHaveLength(1);
    await context.close();
  });
});
