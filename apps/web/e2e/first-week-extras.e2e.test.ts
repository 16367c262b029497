// Issue 16, at 1280×800 and 390×844: the sidebar's plan marks lead to the subscription page, the
// message templates show their preview with the owner's data, and each page sets its own title;
// axe on every screen. SCREENSHOTS=1 saves them in /tmp/fe-shots/first-week-extras.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { clickUntilUrl, DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/fe-shots/first-week-extras';

describe('plan marks, template preview and page titles (issue 16)', () => {
  let browser: Browser;
  const a11y: string[] = [];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The title is written when the route renders, a moment after the address changes. */
  const titled = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 });

  async function look(page: Page, name: string) {
    for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`walks the sidebar marks and the message preview (${size})`, async () => {
      const { page } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await titled(page, 'Agendamentos | Agenda Inteligente');
      if (size === 'phone') await page.getByRole('button', { name: /Abrir menu/ }).click();
      // Any extra the demo plan lacks: other walks (automations, media) may have bought theirs already.
      const lockedExtra = page.getByRole('link', { name: /\(não incluído no plano: ver assinatura\)$/ }).first();
      await lockedExtra.waitFor();
      await look(page, `${size}-01-sidebar-marks`);
      await clickUntilUrl(page, lockedExtra, /\/assinatura$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await titled(page, 'Assinatura | Agenda Inteligente');

      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/mensagens-personalizadas`);
      const bday = page.getByLabel('Mensagem de aniversário');
      await bday.fill('Feliz aniversário, {{name}}! A {{company_name}} preparou um presente para você.');
      const preview = page.getByTestId('message-preview').last();
      await preview.getByText('Barbearia Demo preparou').waitFor();
      expect(await preview.textContent()).not.toContain('{{');
      await titled(page, 'Mensagens personalizadas da empresa | Agenda Inteligente');
      await look(page, `${size}-02-message-preview`);

      await page.goto(`${baseUrl}/barbearia-demo`);
      await page.getByTestId('company-header-name').waitFor();
      await titled(page, 'Barbearia Demo | Agende online');
      if (size === 'phone') expect(a11y).toEqual([]);
    });
  }
});
