// Issue 16, at 1280×800 and 390×844: the owner opens "Minha conta" from the account menu, changes the
// name, signs out another device and changes the password; on the phone the account is then deleted
// with a code and the demo company's page is gone. Its own server (the walk deletes the demo owner).
// axe on every screen; SCREENSHOTS=1 saves them in /tmp/fe-shots/account.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE, readCode, signInStaff } from './browser';

const SHOTS = '/tmp/fe-shots/account';
const OWNER = { email: 'demo@agendainteligente.com.br', phone: '+5511999990000' };

describe('Minha conta (issue 16)', () => {
  let api: TApiServer;
  let browser: Browser;
  const a11y: string[] = [];
  let password = 'demo12345';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await startApiServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  async function look(page: Page, name: string) {
    for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  const toast = (page: Page, text: string) => page.locator('[role=status],[role=alert]').filter({ hasText: text }).first().waitFor();

  /** Another device signed in with the password: a session of its own to sign out. */
  async function otherDevice() {
    const res = await fetch(`${api.baseUrl}/user/auth/sign_in_with_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
      body: JSON.stringify({ email: OWNER.email, password }),
    });
    expect(res.status).toBe(200);
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`edits the account and signs out another device (${size})`, async () => {
      const { page, errors, context } = await newPage(browser, viewport);
      await page.goto(`${api.baseUrl}/login/com-senha`);
      if (size === 'desktop') await signInStaff(page, api.baseUrl);
      else {
        await page.getByRole('button', { name: 'Concordo' }).click();
        await page.getByLabel('E-mail').fill(OWNER.email);
        await page.getByLabel('Senha').fill(password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForURL('**/app/agendamentos');
      }
      await otherDevice();
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Minha conta' }).click();
      await page.waitForURL('**/app/minha-conta');
      await page.waitForFunction(() => document.title === 'Minha conta | Agenda Inteligente');
      const sessions = page.getByRole('region', { name: 'Sessões ativas' });
      await sessions.getByTestId('session-item').first().waitFor();
      await look(page, `${size}-01-account`);

      const name = page.getByRole('region', { name: 'Dados pessoais' }).getByLabel('Nome');
      await name.fill(`Rafael Souza ${size}`);
      await page.getByRole('button', { name: 'Salvar dados' }).click();
      await toast(page, 'Dados salvos.');

      const others = sessions.getByRole('button', { name: /^Encerrar a sessão de/ });
      const before = await others.count();
      expect(before).toBeGreaterThan(0);
      await others.first().click();
      await toast(page, 'Sessão encerrada.');
      await expect.poll(() => others.count()).toBe(before - 1);

      const next = `nova-senha-${size}`;
      const pwd = page.getByRole('region', { name: 'Senha' });
      await pwd.getByLabel('Senha atual').fill(password);
      await pwd.getByLabel('Nova senha').fill(next);
      await pwd.getByRole('button', { name: 'Trocar senha' }).click();
      await toast(page, 'Senha alterada.');
      password = next;
      await page.getByTestId('user-menu').click();
      await page.getByText(`Rafael Souza ${size}`).first().waitFor();
      await page.keyboard.press('Escape');
      await look(page, `${size}-02-saved`);

      if (size === 'phone') {
        await page.getByRole('button', { name: 'Excluir minha conta' }).click();
        const confirm = page.getByRole('dialog', { name: 'Excluir sua conta?' });
        await confirm.waitFor();
        await look(page, `${size}-03-delete-confirm`);
        await confirm.getByRole('button', { name: 'Enviar código' }).click();
        await page.getByText('Confirme seu telefone').waitFor();
        await page.getByLabel('Código de confirmação').fill((await readCode(api.baseUrl, OWNER.phone, 0)).code);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.waitForURL('**/login');
        expect((await fetch(`${api.baseUrl}/client/barbearia-demo/public/company`)).status).toBe(404);
        expect(a11y).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
