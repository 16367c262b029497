// `SCREENSHOTS=1` saves the playground with its dialogue-state panel ("O que a secretária entendeu")
// and the owner settings behind the secretary at 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE } from './browser';
import { bookingDay, signInDemo } from './secretary-helpers';

const dir = join(import.meta.dirname, 'screenshots');

async function snap(page: Page, name: string, size: string, full = false) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `owner-settings-${name}-${size}.png`), fullPage: full });
}

describe.skipIf(!process.env.SCREENSHOTS)('playground state and owner settings screenshots', () => {
  let api: TApiServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    api = await startApiServer({ SECRETARY_BRAIN: 'embedded', LLM_API_KEY: '' });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`playground panel and settings at ${size}`, { timeout: 180_000 }, async () => {
      const baseUrl = api.baseUrl;
      const { page, errors } = await newPage(browser, viewport);
      const mobile = viewport === PHONE;
      await signInDemo(page, baseUrl);

      await page.goto(`${baseUrl}/app/playground`);
      await page.getByLabel('Mensagem como cliente').fill(`oi, tem horário pra corte dia ${bookingDay(3).label} à tarde?`);
      await page.keyboard.press('Enter');
      await page.getByTestId('playground-message').nth(1).waitFor();
      const panel = page.getByTestId('dialogue-state');
      if (mobile) await panel.getByRole('button', { name: /O que a secretária entendeu/ }).click();
      await panel.getByText('Horários oferecidos').waitFor();
      await snap(page, 'playground-state', size);
      await page.getByLabel('Mensagem como cliente').fill('pode ser o primeiro');
      await page.keyboard.press('Enter');
      await page.getByTestId('playground-message').nth(3).waitFor();
      await snap(page, 'playground-state-after-pick', size);
      await page.getByRole('button', { name: 'Alterar cliente' }).click();
      await page.getByTestId('playground-client-form').waitFor();
      await snap(page, 'playground-client-phone', size);

      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/assistente`);
      await page.getByTestId('day-parts').scrollIntoViewIfNeeded();
      await snap(page, 'day-parts', size);
      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/info`);
      await page.getByLabel('Endereço', { exact: true }).fill('Rua Augusta, 1500 — Consolação, São Paulo - SP');
      await page.getByLabel('Endereço', { exact: true }).scrollIntoViewIfNeeded();
      await snap(page, 'address', size);
      await page.getByRole('button', { name: /Salvar/ }).click();
      await page.waitForTimeout(800);
      await page.goto(`${baseUrl}/barbearia-demo`);
      await page.getByTestId('company-address').waitFor();
      await snap(page, 'public-address', size);

      await page.goto(`${baseUrl}/app/servicos`);
      await page.getByTestId('service-card').first().click();
      const synonyms = page.getByLabel('Outros nomes que os clientes usam');
      await synonyms.fill('degradê');
      await synonyms.press('Enter');
      await synonyms.fill('pezinho');
      await synonyms.press('Enter');
      await synonyms.scrollIntoViewIfNeeded();
      await snap(page, 'service-synonyms', size);
      expect(errors).toEqual([]);
    });
  }
});
