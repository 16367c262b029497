// `SCREENSHOTS=1 pnpm e2e` saves every built screen at 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launch, newPage, PHONE, randomPhone, readCode } from './browser';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');

const PUBLIC = [
  '/',
  '/terms',
  '/privacy-policy',
  '/legal/remove-data',
  '/style-guide',
  '/blog',
  '/barbearia-demo',
  '/login',
  '/login/com-senha',
  '/login/cadastre-se',
  '/admin/login',
  '/pagina/que/nao/existe',
];
const APP = ['/app/agendamentos', '/app/empresas', '/app/empresas/barbearia-demo/info', '/login/forma-de-pagamento', '/afiliados/home'];

async function snap(page: Page, name: string, size: string, full = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name.replace(/^\//, '').replace(/\W+/g, '_') || 'home'}-${size}.png`), fullPage: full });
}

describe.skipIf(!process.env.SCREENSHOTS)('screenshots', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`public and app screens at ${size}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/`);
      await snap(page, 'cookie-banner', size);
      await page.getByRole('button', { name: 'Concordo' }).click();
      for (const path of PUBLIC) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await snap(page, path, size, true);
      }
      await page.goto(`${baseUrl}/login/com-senha`);
      await page.getByLabel('E-mail').fill('demo@agendainteligente.com.br');
      await page.getByLabel('Senha').fill('demo12345');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/app/agendamentos');
      await snap(page, 'welcome-toast', size);
      for (const path of APP) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await snap(page, path, size, true);
      }
      await page.goto(`${baseUrl}/app/empresas`);
      await page.getByRole('button', { name: 'Nova empresa' }).click();
      await snap(page, 'company-create-modal', size);
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu').click();
      await snap(page, 'user-menu', size);
      await page.keyboard.press('Escape');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await snap(page, 'app-sidebar-open', size);
      }
      await page.getByTestId('company-switcher').click();
      await snap(page, 'company-switcher', size);
      await page.keyboard.press('Escape');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Fechar menu' }).click();
      await page.getByTestId('theme-toggle').first().click();
      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/info`);
      await page.waitForLoadState('networkidle');
      await snap(page, 'dark-company-info', size);
      await page.goto(`${baseUrl}/login`);
      await snap(page, 'dark-login', size);
      await page.getByTestId('theme-toggle').first().click();
      await context.close();
    });

    it(`sign-up steps at ${size}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      const phone = randomPhone();
      await page.goto(`${baseUrl}/login/cadastre-se`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await snap(page, 'sign-up-errors', size, true);
      await page.getByLabel('Seu nome').fill('Beatriz Lima');
      await page.getByLabel('E-mail').fill(`shot-${Date.now()}-${size}@exemplo.com.br`);
      await page.getByLabel('WhatsApp').fill(phone);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByText('Confirme seu telefone').waitFor();
      await snap(page, 'two-factor-modal', size);
      const { code } = await readCode(baseUrl, phone, 0);
      await page.getByLabel('Código de confirmação').fill(code);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL('**/login/finalizar-cadastro');
      await snap(page, 'finalizar-cadastro', size, true);
      await context.close();
    });

    it(`admin screens at ${size}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/admin/login`);
      await page.getByLabel('E-mail').fill('admin@agendainteligente.com.br');
      await page.getByLabel('Senha').fill('admin-e2e-12345');
      await page.getByRole('button', { name: 'Entrar no painel' }).click();
      await page.waitForURL('**/admin/empresas');
      await page.waitForLoadState('networkidle');
      await snap(page, 'admin-empresas', size);
      await context.close();
    });
  }
});
