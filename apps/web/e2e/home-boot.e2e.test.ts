// The home runs without the app's code until the visitor's first gesture (src/boot/prerendered-boot.ts,
// issue 15): the page is complete as HTML, the app's code is fetched after the page has loaded, and
// whatever the visitor does before the app runs (consent, text typed, a button pressed) is kept and done
// once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CODE, appIdle, holdAppCode } from './app-code';
import { launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');

describe('the home before the app runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is complete without the app, fetches its code after load and runs it at the first gesture', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const appCode: string[] = [];
    page.on('request', (r) => {
      if (APP_CODE.test(r.url())) appCode.push(r.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(appCode).toHaveLength(1);
    expect(await appIdle(page)).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Começar teste grátis' }).first().getAttribute('href')).toMatch(/^\//);
    expect(await page.getByTestId('cookie-banner').count()).toBe(1);

    await page.mouse.move(10, 10);
    await expect.poll(() => appIdle(page), { timeout: 15_000 }).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a consent, a message typed and its send pressed before the app ran, and sends it once', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    // The app's code arrives late, as on a slow phone network: everything below happens before it runs.
    const release = await holdAppCode(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/general/demo/message')) sent.push(r.postData() ?? '');
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });

    await page.getByRole('button', { name: 'Concordo' }).click();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'cookieBanner')?.value).toBe('accepted');

    const chat = page.getByRole('region', { name: 'Converse agora com a secretária' });
    await chat.getByRole('textbox', { name: 'Sua mensagem para a secretária' }).fill('Quanto custa a barba?');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    expect(await appIdle(page)).toBe(true);
    expect(sent).toEqual([]);

    release();
    const log = chat.getByRole('log', { name: 'Conversa com a secretária' });
    await expect.poll(() => log.textContent(), { timeout: 30_000 }).toContain('Você: Quanto custa a barba?');
    await expect.poll(() => log.locator('[data-from="secretary"]').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(sent).toHaveLength(1);
    // The app did not bring the banner back: the consent given before it ran holds.
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);

    // On the next visit the pre-rendered banner never shows.
    await page.unroute(APP_CODE);
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
