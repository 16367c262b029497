// The home's live demo (issue 15) against the built app and the seeded demo company: a visitor asks
// the secretary a price and a time as a client would, and the real secretary answers in the widget.
// Saves the demo section at 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');

describe('the home live demo of the secretary', () => {
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
    it(`answers a price question and offers times at ${size}`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      const chat = page.getByRole('region', { name: 'Converse agora com a secretária' });
      const log = chat.getByRole('log', { name: 'Conversa com a secretária' });
      const secretaryLines = log.locator('[data-from="secretary"]');
      await chat.getByRole('button', { name: 'Quanto custa o corte?' }).click();
      await expect.poll(() => secretaryLines.count(), { timeout: 30_000 }).toBeGreaterThan(1);
      expect(await secretaryLines.nth(1).textContent()).toMatch(/R\$\s?\d/);
      // WhatsApp's *bold* reads as bold, not as asterisks.
      expect(await log.textContent()).not.toMatch(/\*\w/);

      const input = chat.getByRole('textbox', { name: 'Sua mensagem para a secretária' });
      const before = await secretaryLines.count();
      await input.fill('Tem horário amanhã à tarde?');
      await chat.getByRole('button', { name: 'Enviar' }).click();
      await expect.poll(() => secretaryLines.count(), { timeout: 30_000 }).toBeGreaterThan(before);
      expect(await log.textContent()).toContain('Você: Tem horário amanhã à tarde?');
      expect(await chat.getByRole('alert').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The section just below the sticky header, as a visitor scrolled to it sees it.
      await chat.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
      await page.screenshot({ path: join(dir, `home-demo-${size}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
