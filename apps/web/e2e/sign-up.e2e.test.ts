import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseOption, launch, newPage, randomPhone, readCode } from './browser';

const baseUrl = inject('baseUrl');

describe('sign-up to the app and back out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up with a code from the outbox, creates a company, lands on /app/agendamentos, switches dark mode and signs out', async () => {
    const { page, errors, context } = await newPage(browser);
    const phone = randomPhone();
    const email = `e2e-${Date.now()}@exemplo.com.br`;

    // The demo owner's affiliate link: it keeps the code and opens sign-up with the cupom filled.
    await page.goto(`${baseUrl}/afiliados/meu-link/demo2026`);
    await page.waitForURL('**/login/cadastre-se?cupom=DEMO2026');
    await page.getByRole('button', { name: 'Concordo' }).click();
    await page.getByLabel('Seu nome').fill('Ana Teste');
    await page.getByLabel('E-mail').fill(email);
    const phoneInput = page.getByLabel('WhatsApp');
    await phoneInput.fill(phone);
    expect(await page.getByLabel(/Cupom/).inputValue()).toBe('DEMO2026');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    // Two-factor modal: the code comes from the development outbox.
    await page.getByText('Confirme seu telefone').waitFor();
    const first = await readCode(baseUrl, phone, 0);
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByLabel('Código de confirmação').fill(first.code);
    await continueButton.click();

    // No company yet: finish the registration.
    await page.waitForURL('**/login/finalizar-cadastro');
    await page.getByText('Bem-vindo, Ana Teste').waitFor();
    await page.getByLabel('Nome da empresa').fill('Salão da Ana');
    await chooseOption(page, page.getByRole('combobox', { name: 'Segmento' }), 'Salão de beleza');
    // The sign-up code still proves the phone: no second code for the first company (issue 16).
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    await page.waitForURL('**/app/agendamentos');
    await page.getByTestId('schedules-page').getByRole('heading', { name: 'Agendamentos' }).waitFor();
    await expect(page.getByTestId('company-switcher').textContent()).resolves.toContain('Salão da Ana');
    await page.getByTestId('onboarding-checklist').waitFor();

    // Dark mode.
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await isDark();
    await page.getByTestId('theme-toggle').first().click();
    expect(await isDark()).toBe(!before);
    await page.reload();
    await page.getByTestId('app-sidebar').waitFor();
    expect(await isDark()).toBe(!before);

    // Sign out.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token_user')).toBeUndefined();
    await page.goto(`${baseUrl}/app/agendamentos`);
    await page.waitForURL(/\/login\?redirect_to=/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with e-mail and password as the demo owner and lands on /app/agendamentos', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/login/com-senha`);
    await page.getByLabel('E-mail').fill('demo@agendainteligente.com.br');
    await page.getByLabel('Senha').fill('demo12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/app/agendamentos');
    await expect(page.getByTestId('company-switcher').textContent()).resolves.toContain('Barbearia Demo');
    expect(errors).toEqual([]);
    await context.close();
  });
});
