// Issue 12 in the browser: clients list → profile → prontuário (a restriction and a photo served by its signed URL,
// the restriction warned on the profile) → import a spreadsheet (a broken row imports nothing and is reported; the
// fixed file imports; the same file again creates no duplicates) → company media the secretary can send.
// With SCREENSHOTS=1 every screen is also saved at 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickUntilUrl, DESKTOP, launch, newPage, PHONE, randomPhone, signInStaff } from './browser';
import { apiAs, demoCompanyId } from './secretary-helpers';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');
const shots = Boolean(process.env.SCREENSHOTS);

async function snap(page: Page, name: string, size: string, full = false) {
  if (!shots) return;
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: full });
}

/** A real w×h PNG of one colour (the API sniffs the type from the bytes). */
function png(w: number, h: number): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([0xc0, 0x84, 0xfc]))]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const csv = (rows: string[]) => Buffer.from(['Nome;Celular;E-mail', ...rows].join('\n'), 'utf8');

describe('prontuário, import and media', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`records a photo, imports a spreadsheet and uploads a company file (${size})`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      const companyId = await demoCompanyId(context, baseUrl);
      for (const feature_key of ['client_records', 'company_media'])
        await apiAs(context, baseUrl, `/user/${companyId}/subscription/enable_subscription_extra_feature`, { body: { feature_key } });
      const name = `Prontuário E2E ${size} ${Date.now() % 10000}`;
      await apiAs(context, baseUrl, `/user/${companyId}/general/update_or_create`, {
        body: { entity: 'client', id: null, data: { name, phone: randomPhone() } },
      });

      await page.goto(`${baseUrl}/app/clientes`);
      await page.getByLabel('Buscar cliente').fill(name);
      await page.getByRole('link', { name: new RegExp(name) }).click();
      await page.getByTestId('client-profile').waitFor();
      const tab = page.getByTestId('client-profile').getByRole('link', { name: 'Prontuário', exact: true });
      await clickUntilUrl(page, tab, /\/app\/clientes\/[^/]+\/prontuario$/);
      await page.getByText('Prontuário vazio').waitFor();

      // A restriction (text) and a photo with its caption.
      await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
      await page.getByRole('option', { name: 'Restrição' }).click();
      await page.getByLabel('Texto').fill('Alergia a amônia');
      await page.getByRole('button', { name: 'Adicionar ao prontuário' }).click();
      await page.getByTestId('client-record').filter({ hasText: 'Alergia a amônia' }).waitFor();
      await page.getByTestId('client-restrictions').filter({ hasText: 'Alergia a amônia' }).waitFor();
      await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
      await page.getByRole('option', { name: 'Foto', exact: true }).click();
      await page.getByLabel('Arquivo', { exact: true }).setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png(320, 200) });
      await page.getByLabel('Legenda (opcional)').fill('Antes da coloração');
      await page.getByRole('button', { name: 'Adicionar ao prontuário' }).click();
      const photo = page.getByTestId('client-record').filter({ hasText: 'Antes da coloração' }).getByRole('img');
      await photo.waitFor();
      // The signed URL serves the bytes to the browser (no session on the file route).
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
      await snap(page, 'clients-prontuario', size, true);

      // Import: one broken row imports nothing and is reported; the fixed file imports; a second run duplicates nothing.
      const tag = `${size}${Date.now() % 100000}`;
      const good = [`Ana ${tag};(11) 9${tag.slice(-4)}-0001;ana${tag}@x.com`, `Bia ${tag};(11) 9${tag.slice(-4)}-0002;`];
      await page.goto(`${baseUrl}/app/empresas/barbearia-demo/importar`);
      await page.getByLabel('Planilha de clientes').setInputFiles({
        name: 'clientes.csv',
        mimeType: 'text/csv',
        buffer: csv([...good, `Edu ${tag};123;`]),
      });
      await page.getByRole('region', { name: 'Prévia da planilha' }).waitFor();
      await snap(page, 'import-previa', size, true);
      await page.getByRole('button', { name: 'Importar clientes' }).click();
      const broken = page.getByRole('region', { name: 'Linhas com problema' });
      await broken
        .getByTestId('import-report-row')
        .filter({ hasText: `Edu ${tag}` })
        .waitFor();
      await snap(page, 'import-erros', size, true);
      for (const run of ['first', 'again'] as const) {
        const again = page.getByRole('button', { name: 'Importar outra planilha' });
        await again.click();
        await page.getByLabel('Planilha de clientes').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv(good) });
        await page.getByRole('region', { name: 'Prévia da planilha' }).waitFor();
        await page.getByRole('button', { name: 'Importar clientes' }).click();
        const result = page.getByRole('region', { name: 'Resultado da importação' });
        await result.waitFor();
        const count = (label: string) => result.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
        await expect.poll(() => count('Importados').textContent()).toBe(run === 'first' ? '2' : '0');
        if (run === 'again') expect(await count('Pulados').textContent()).toBe('2');
        if (run === 'first') await snap(page, 'import-resultado', size, true);
      }
      const found = await apiAs<{ clients: { name: string }[] }>(
        context,
        baseUrl,
        `/user/${companyId}/clients?search=${encodeURIComponent(`Ana ${tag}`)}`,
      );
      expect(found.clients.filter((c) => c.name === `Ana ${tag}`)).toHaveLength(1);

      // Company media with the description the secretary reads.
      await page.goto(`${baseUrl}/app/midias-e-arquivos`);
      await page
        .getByLabel('Arquivo', { exact: true })
        .setInputFiles({ name: `cortes-${size}.png`, mimeType: 'image/png', buffer: png(400, 240) });
      await page.getByLabel('Quando a secretária deve enviar').fill('Fotos de cortes: mandar quando pedirem exemplos');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page
        .getByTestId('media-item')
        .filter({ hasText: `cortes-${size}.png` })
        .waitFor();
      await snap(page, 'midias', size, true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
