import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');

describe('public pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the 404 error page for an unknown path', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/caminho/que/nao/existe`);
    await page.getByText('Ops!').waitFor();
    expect(await page.getByText('Algo não saiu como esperado').isVisible()).toBe(true);
    expect(await page.getByTestId('error-message').textContent()).toBe('Page Not Found: /caminho/que/nao/existe');
    await page.getByRole('button', { name: 'Ver detalhes do erro' }).click();
    expect(await page.locator('pre').textContent()).toContain('404');
    await page.getByRole('link', { name: /Voltar para a página inicial/ }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.title()).toBe('Agenda Inteligente');
    await context.close();
  });

  it('cookie banner: links open in new tabs, hidden on /admin, "Concordo" sets the cookie for a year', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/terms`);
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Termos de uso' }).getAttribute('target')).toBe('_blank');
    expect(await banner.getByRole('link', { name: 'Política de privacidade' }).getAttribute('target')).toBe('_blank');

    await page.goto(`${baseUrl}/admin/login`);
    await page.getByText('Painel administrativo').waitFor();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Concordo' }).click();
    // The click may land on the app's banner if the app started at the pointer's move: it goes at the next render.
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieBanner');
    expect(cookie?.value).toBe('accepted');
    const oneYear = Date.now() / 1000 + 31_536_000;
    expect(Math.abs((cookie?.expires ?? 0) - oneYear)).toBeLessThan(120);
    await page.reload();
    await page.getByRole('link', { name: 'Começar teste grátis' }).waitFor();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    await context.close();
  });
});
