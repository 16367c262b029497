// Issue 14 item 1: an admin signs in with the link e-mailed to them. The API sends over SMTP to the fake
// server of packages/fakes; the test opens the link from the received message as the admin would.
// Screenshots of the link form at 1280×800 and 390×844 go to e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeSmtp, type FakeSmtp } from '../../../packages/fakes/src/smtp';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE } from './browser';

const ADMIN = 'admin@agendainteligente.com.br';
const shots = join(import.meta.dirname, 'screenshots');

describe('admin sign-in by e-mail link', () => {
  let browser: Browser;
  let smtp: FakeSmtp;
  let api: TApiServer;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    smtp = await startFakeSmtp();
    // PUBLIC_URL is only known once the port is: the link points at PORT on localhost without it.
    api = await startApiServer({ SMTP_URL: smtp.url });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await smtp?.close();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`asks for the link and enters the back-office with it (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      const before = smtp.messages.length;
      await page.goto(`${api.baseUrl}/admin/login`);
      await page.getByRole('button', { name: 'Entrar com link por e-mail' }).click();
      await page.getByLabel('E-mail', { exact: true }).fill(ADMIN);
      await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
      await page.getByText('Se este e-mail for de um administrador, enviamos um link de acesso.').waitFor();
      await page.screenshot({ path: join(shots, `admin-email-link-${size}.png`) });

      const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(ADMIN), 15_000);
      expect(mail.subject).toBe('Seu link de acesso ao painel administrativo');
      const link = /\/admin\/login\?email_auth_token=([A-Za-z0-9_-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      await page.goto(`${api.baseUrl}${link![0]}`);
      await page.waitForURL('**/admin/empresas');
      expect(page.url()).not.toContain('email_auth_token');

      // The same link a second time: refused, and the admin stays out.
      const { page: again } = await newPage(browser, viewport);
      await again.goto(`${api.baseUrl}${link![0]}`);
      await again.getByText('Este link de acesso já foi usado. Peça um novo link.').waitFor();
      expect(again.url()).toContain('/admin/login');
      await again.screenshot({ path: join(shots, `admin-email-link-used-${size}.png`) });
      expect(errors).toEqual([]);
    });
  }
});
