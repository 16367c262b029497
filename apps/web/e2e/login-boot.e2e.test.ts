// /login is pre-rendered like the home (issue 17: its LCP waited for the app's start-up): the sign-in
// form is complete as HTML with its title, the app's code runs at the visitor's first gesture (the
// browser focusing the phone field on load is not one), at once when the address has parameters, and a
// phone typed and "Receber código" pressed before it runs are kept and sent once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CODE, appIdle, holdAppCode } from './app-code';
import { launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');
const TITLE = 'Entrar | Agenda Inteligente';
// The demo company's owner (apps/api seed/demo.ts): an account exists, so the code is asked for.
const OWNER_PHONE = '+5511999990000';

describe('/login before the app runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is complete without the app, with its title, and runs the app at the first gesture', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const appCode: string[] = [];
    page.on('request', (r) => {
      if (APP_CODE.test(r.url())) appCode.push(r.url());
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(appCode).toHaveLength(1);
    expect(await page.title()).toBe(TITLE);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    // The phone field has the focus, as in the app, and that focus did not start the app.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    expect(await appIdle(page)).toBe(true);
    expect(await page.getByRole('link', { name: 'Cadastre-se grátis' }).getAttribute('href')).toBe('/login/cadastre-se');
    expect(await page.getByTestId('cookie-banner').count()).toBe(1);

    await page.mouse.move(10, 10);
    await expect.poll(() => appIdle(page), { timeout: 15_000 }).toBe(false);
    expect(await page.title()).toBe(TITLE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a phone typed and "Receber código" pressed before the app ran, and sends them once', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const release = await holdAppCode(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/user\/auth\/check_phone_exists|\/general\/two_factor_auth\/send/.test(r.url()))
        sent.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });

    await page.getByLabel('WhatsApp').fill(OWNER_PHONE);
    await page.getByRole('button', { name: 'Receber código' }).click();
    expect(await appIdle(page)).toBe(true);
    expect(sent).toEqual([]);

    release();
    await page.getByText('Confirme seu telefone').waitFor({ timeout: 30_000 });
    await expect.poll(() => sent, { timeout: 15_000 }).toEqual(['/user/auth/check_phone_exists', '/general/two_factor_auth/send']);
    expect(await page.locator('input[name="phone"]').inputValue()).toBe('+55 (11) 99999-0000');
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the app at once when the address has parameters (the page to return to)', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/login?redirect_to=%2Fapp%2Fagendamentos`, { waitUntil: 'load' });
    await expect.poll(() => appIdle(page), { timeout: 15_000 }).toBe(false);
    expect(await page.title()).toBe(TITLE);
    await page.getByRole('button', { name: 'Receber código' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
