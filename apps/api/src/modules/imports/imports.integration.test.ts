// Client import (issue 12 Done-when): a file with broken rows imports nothing and reports each broken row;
// the same file imported twice creates no duplicates; CSV (Windows-1252, semicolons) and XLSX; dry run.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZImportPreview, ZImportStatus } from '@agenda/shared/schemas/imports';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

const GOOD_CSV = [
  'Nome;Celular;E-mail;Data de nascimento;Observações;Etiquetas',
  'Ana Júlia Souza;(11) 98765-4321;ana@example.com;05/03/1990;Prefere manhã;VIP',
  'Bruno Lima;+55 21 99876-5432;;;;',
  'Carla Dias;11 97777-6666;carla@example.com;;;VIP, Noivas',
  'Ana Júlia Souza;11987654321;;;;',
].join('\r\n');
const BROKEN_CSV = [
  'Nome,Telefone,Email',
  'Dora Alves,(11) 96666-5555,dora@example.com',
  'Edu,123,edu@example.com',
  ',11955554444,',
  'Fábio,11944443333,fabio@',
].join('\n');

describe('client import', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { calendars: 1 });
    b = await buildFixture(t.app, { calendars: 1 });
  });
  afterAll(() => t.close());

  const post = async (f: TFixture, path: string, data: Buffer, fields: Record<string, string> = {}) => {
    const body = multipart({ file_name: 'clientes.csv', ...fields }, { name: 'clientes.csv', type: 'text/csv', data });
    return t.app.inject({
      method: 'POST',
      url: `/user/${f.company.id}/clients/import${path}`,
      headers: { authorization: `Bearer ${f.token}`, ...body.headers },
      payload: body.payload,
    });
  };
  const options = (mapping: Record<string, number | null>, duplicates = 'skip', dry_run = false) => ({
    options: JSON.stringify({ mapping, duplicates, dry_run }),
  });
  const clientCount = async (f: TFixture) => {
    let count = 0;
    let cursor: string | null = null;
    do {
      const page = await f.api.call('GET', `/user/${f.company.id}/clients?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
        token: f.token,
      });
      count += page.body.clients.length;
      cursor = page.body.next_cursor;
    } while (cursor);
    return count;
  };
  const runImport = async (f: TFixture, data: Buffer, mapping: Record<string, number | null>, duplicates = 'skip') => {
    const started = await post(f, '', data, options(mapping, duplicates));
    expect(started.statusCode, started.body).toBe(200);
    await t.app.jobs.runOnce();
    const status = await f.api.call('GET', `/user/${f.company.id}/clients/imports/${started.json().import.id}`, { token: f.token });
    return ZImportStatus.parse(status.body.import);
  };

  it('previews a Windows-1252 semicolon CSV with the columns guessed', async () => {
    const res = await post(a, '/preview', Buffer.from(GOOD_CSV, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    const preview = ZImportPreview.parse(res.json().preview);
    expect(preview.headers).toEqual(['Nome', 'Celular', 'E-mail', 'Data de nascimento', 'Observações', 'Etiquetas']);
    expect(preview.rows[0]?.[0]).toBe('Ana Júlia Souza');
    expect(preview.total_rows).toBe(4);
    expect(preview.mapping).toMatchObject({ name: 0, phone: 1, email: 2, birthday: 3, notes: 4, tags: 5, gender: null });
  });

  it('a file with broken rows imports nothing and reports each broken row', async () => {
    const before = await clientCount(a);
    const dry = await post(a, '', Buffer.from(BROKEN_CSV), options({ name: 0, phone: 1, email: 2 }, 'skip', true));
    expect(dry.json().report.errors).toBe(3);
    const result = await runImport(a, Buffer.from(BROKEN_CSV), { name: 0, phone: 1, email: 2 });
    expect(result.status).toBe('failed');
    expect(result.report?.rows).toEqual([
      { line: 3, outcome: 'error', name: 'Edu', reason: 'Telefone inválido: 123.' },
      { line: 4, outcome: 'error', name: '', reason: 'Nome vazio.' },
      { line: 5, outcome: 'error', name: 'Fábio', reason: 'E-mail inválido: fabio@.' },
    ]);
    expect(await clientCount(a)).toBe(before);
  });

  it('imports in the background with normalised phones; the same file twice creates no duplicates', async () => {
    const before = await clientCount(a);
    const mapping = { name: 0, phone: 1, email: 2, birthday: 3, notes: 4, tags: 5 };
    const dry = await post(a, '', Buffer.from(GOOD_CSV), options(mapping, 'skip', true));
    expect(dry.json().report).toMatchObject({ imported: 3, skipped: 1, errors: 0 });
    expect(await clientCount(a)).toBe(before);
    const first = await runImport(a, Buffer.from(GOOD_CSV), mapping);
    expect(first).toMatchObject({ status: 'done', processed: 4, report: { imported: 3, updated: 0, skipped: 1, errors: 0 } });
    expect(first.report?.rows[3]).toMatchObject({ line: 5, outcome: 'skipped', reason: 'Repetido na planilha (linha 2).' });
    expect(await clientCount(a)).toBe(before + 3);
    const list = await a.api.call('GET', `/user/${a.company.id}/clients?search=ana`, { token: a.token });
    expect(list.body.clients[0]).toMatchObject({ name: 'Ana Júlia Souza', phone: '+5511987654321', birthday: '1990-03-05', tags: ['VIP'] });
    for (const mode of ['skip', 'update', 'merge']) {
      const again = await runImport(a, Buffer.from(GOOD_CSV), mapping, mode);
      expect(again.report, mode).toMatchObject({ imported: 0, errors: 0 });
      expect(await clientCount(a), mode).toBe(before + 3);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/user/${a.company.id}/clients/imports/${first.id}/report.csv`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(csv.body).toContain('5;Ana Júlia Souza;pulado;Repetido na planilha (linha 2).');
    // Another company's member never sees the import.
    const other = await b.api.call('GET', `/user/${b.company.id}/clients/imports/${first.id}`, { token: b.token });
    expect(other.status).toBe(404);
    expect((await b.api.call('GET', `/user/${a.company.id}/clients/imports/${first.id}`, { token: b.token })).status).toBe(404);
  });

  it('reads XLSX (Google Contacts columns, numbers and dates as cells); update mode refreshes existing clients', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Contatos');
    sheet.addRow(['First Name', 'Last Name', 'Phone 1 - Value', 'E-mail 1 - Value', 'Birthday']);
    sheet.addRow(['Gabi', 'Rocha', 11933332222, 'gabi@example.com', new Date(Date.UTC(1985, 10, 20))]);
    sheet.addRow(['Bruno', 'Lima', '+55 21 99876-5432', 'bruno@example.com', null]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const preview = (await post(b, '/preview', data)).json().preview;
    expect(preview.mapping).toMatchObject({ name: 0, last_name: 1, phone: 2, email: 3, birthday: 4 });
    const done = await runImport(b, data, preview.mapping, 'update');
    expect(done.report).toMatchObject({ imported: 2, errors: 0 });
    const gabi = (await b.api.call('GET', `/user/${b.company.id}/clients?search=gabi`, { token: b.token })).body.clients[0];
    expect(gabi).toMatchObject({ name: 'Gabi Rocha', phone: '+5511933332222', birthday: '1985-11-20' });
    sheet.getRow(3).getCell(4).value = 'bruno.novo@example.com';
    const again = await runImport(b, Buffer.from(await book.xlsx.writeBuffer()), preview.mapping, 'update');
    expect(again.report).toMatchObject({ imported: 0, updated: 1, skipped: 1 });
    expect(await clientCount(b)).toBe(3);
  });

  it('refuses an empty file and a broken XLSX with a Portuguese message', async () => {
    expect((await post(a, '/preview', Buffer.from(''))).statusCode).toBe(400);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50, 1)]);
    const res = await post(a, '/preview', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('XLSX');
  });
});
