// Issue 16, at 1280×800 and 390×844: the owner sets the Instagram handle, a gallery photo and a
// professional's photo on the company's info tab, and the public page shows them; axe on both
// screens. SCREENSHOTS=1 saves them in /tmp/fe-shots/company-profile.
import { mkdirSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/fe-shots/company-profile';

/** A w×h PNG with a diagonal gradient between two colours (a stand-in photo, made here). */
function png(w: number, h: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

      const instagram = page.getByLabel('Instagram');
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
