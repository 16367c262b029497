// Issue 16, at 1280×800 and 390×844: the owner sets the Instagram handle, a gallery photo and a
// professional's photo on the company's info tab, and the public page shows them; axe on both
// screens. SCREENSHOTS=1 saves them in /tmp/fe-shots/company-profile.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { png } from './png';

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/fe-shots/company-profile';

describe('company profile: Instagram, gallery and team photos (issue 16)', () => {
  let browser: Browser;
  const a11y: string[] = [];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function look(page: Page, name: string, fullPage = true) {
    for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  }

  for (const [size, viewport, photoName] of [
    ['desktop', DESKTOP, 'Carlos'],
    ['phone', PHONE, 'Marina'],
  ] as const) {
    it(`the owner edits the page and the client sees it (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/info`);

      const instagram = page.getByRole('textbox', { name: 'Instagram' });
      await instagram.fill('https://www.instagram.com/barbeariademo/');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await page.getByText('Informações da empresa salvas.').waitFor();

      const gallery = page.getByTestId('gallery-editor');
      const before = await gallery.getByRole('img').count();
      await page
        .getByLabel('Escolher fotos da galeria')
        .setInputFiles({ name: `salao-${size}.png`, mimeType: 'image/png', buffer: png(480, 360, [124, 58, 237], [20, 184, 166]) });
      await expect.poll(() => gallery.getByRole('img').count(), { timeout: 15_000 }).toBe(before + 1);

      await page
        .getByLabel(`Escolher a foto de ${photoName}`)
        .setInputFiles({ name: `${photoName}.png`, mimeType: 'image/png', buffer: png(300, 300, [251, 191, 36], [219, 39, 119]) });
      const cropper = page.getByRole('dialog', { name: `Recortar a foto de ${photoName}` });
      await cropper.getByRole('button', { name: 'Salvar' }).click();
      await cropper.waitFor({ state: 'hidden' });
      const member = page.getByTestId('team-photo-item').filter({ hasText: photoName });
      await member.getByRole('button', { name: 'Trocar' }).waitFor();
      await expect.poll(() => member.locator('img').getAttribute('src')).toMatch(/^\/uploads\/.+\/team-[0-9a-f]{16}\.(jpg|png)$/);
      await gallery.scrollIntoViewIfNeeded();
      await look(page, `${size}-01-owner-info`);

      await page.goto(`${baseUrl}/barbearia-demo`);
      const hero = page.getByTestId('company-hero');
      const insta = hero.getByRole('link', { name: '@barbeariademo' });
      expect(await insta.getAttribute('href')).toBe('https://www.instagram.com/barbeariademo/');
      const photos = page.getByTestId('public-gallery').getByRole('img');
      await expect.poll(() => photos.count()).toBe(before + 1);
      expect(await photos.last().getAttribute('src')).toMatch(/\/gallery-[0-9a-f]{16}\.png$/);
      const teamPhoto = page.getByTestId('public-team').getByRole('img', { name: photoName });
      await expect.poll(() => teamPhoto.getAttribute('src')).toMatch(/\/team-[0-9a-f]{16}\.(jpg|png)$/);
      await look(page, `${size}-02-public-page`);

      await page.getByRole('button', { name: `Ampliar a foto ${before + 1} de ${before + 1}` }).click();
      await page.getByRole('dialog', { name: `Foto ${before + 1} de ${before + 1}` }).waitFor();
      await look(page, `${size}-03-public-photo-large`, false);
      await page.keyboard.press('Escape');

      expect(errors).toEqual([]);
      if (size === 'phone') expect(a11y).toEqual([]);
    });
  }
});
