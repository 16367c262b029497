// A company's page and its booking page arrive rendered by the API from the company's public data
// (issue 17: their LCP waited for the app's start-up): complete as HTML with the business's title, the
// app's code running at the visitor's first gesture, and a service tapped before it runs is chosen once
// the app takes over.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CODE, appIdle, holdAppCode } from './app-code';
import { launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');
// The demo company (apps/api seed/demo.ts).
const SLUG = 'barbearia-demo';
const TITLE = 'Barbearia Demo | Agende online';

describe('company pages before the app runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the company page from the HTML alone, with its title and a working link to book', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const stylesheetsBeforeLoad: string[] = [];
    let loaded = false;
    page.on('request', (r) => {
      if (!loaded && r.resourceType() === 'stylesheet') stylesheetsBeforeLoad.push(r.url());
    });
    await page.goto(`${baseUrl}/${SLUG}`, { waitUntil: 'load' });
    loaded = true;
    await page.waitForLoadState('networkidle');
    expect(await appIdle(page)).toBe(true);
    // Painted from the rules inlined for its markup: no stylesheet to wait for, and the page is styled.
    expect(stylesheetsBeforeLoad).toEqual([]);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    const bookLink = page.getByRole('link', { name: 'Agendar horário' }).first();
    expect(await bookLink.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.title()).toBe(TITLE);
    await page.getByRole('heading', { level: 1, name: 'Barbearia Demo' }).waitFor();
    expect(await page.getByTestId('company-header-name').textContent()).toContain('Barbearia Demo');
    expect(await page.getByRole('link', { name: 'Agendar horário' }).first().getAttribute('href')).toBe(`/${SLUG}/agendar`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a service tapped before the app ran and goes on to the next step', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const release = await holdAppCode(page);
    await page.goto(`${baseUrl}/${SLUG}/agendar`, { waitUntil: 'load' });
    expect(await page.title()).toBe(TITLE);
    expect(await page.getByTestId('booking-step').textContent()).toContain('Escolha o serviço');
    await page.getByTestId('booking-service').filter({ hasText: 'Corte masculino' }).click();
    expect(await appIdle(page)).toBe(true);

    release();
    await expect.poll(() => page.getByTestId('booking-step').textContent(), { timeout: 30_000 }).toContain('Com quem?');
    // Pressed once: the professional step, not the service step again or the one after it.
    expect(await page.getByTestId('booking-step').textContent()).toContain('Passo 2 de 5');
    // The app runs with the whole stylesheet, which the page had left out of its head.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves an address that names no service of the company to the app, which says it is not found', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const appCode: string[] = [];
    page.on('request', (r) => {
      if (APP_CODE.test(r.url())) appCode.push(r.url());
    });
    await page.goto(`${baseUrl}/${SLUG}/servico-que-nao-existe`, { waitUntil: 'load' });
    await page.getByText('Erro 404').waitFor({ timeout: 30_000 });
    expect(appCode.length).toBeGreaterThan(0);
    await context.close();
  });
});
