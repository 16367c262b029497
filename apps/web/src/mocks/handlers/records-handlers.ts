// msw: the prontuário, company media, private files and client import of issue 12 (docs/api.md, last section).
import { http, HttpResponse } from 'msw';
import type { TClientRecordType } from '@agenda/shared/client';
import type { TImportReport, TImportStatus } from '@agenda/shared/schemas/imports';
import type { TClientRecord, TCompanyMedia, TCompanyMediaKind } from '@agenda/shared/schemas/records';
import { readFileText } from '../read-file-text';
import { authorized, nextUuid, uuid } from './scheduling/scheduling-db';

const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });
// Pedro (the third seeded client) starts with a restriction, so dev:mock's timeline shows a record item;
// the first two start empty (the prontuário tests begin from "Prontuário vazio").
const records: TClientRecord[] = [
  {
    id: '7b000000-0000-4000-8000-000000000001',
    client_id: uuid(103),
    type: 'restriction',
    text: 'Alergia a amônia',
    file: null,
    created_at: '2026-01-10T14:00:00.000Z',
  },
];

/** The client's records, newest first (the timeline mock shows them as the API does). */
export const clientRecordsOf = (clientId: string) => records.filter((r) => r.client_id === clientId);
const media: TCompanyMedia[] = [];
const imports = new Map<string, TImportStatus>();
const files = new Map<string, Blob>();

async function keep(file: File | null): Promise<TClientRecord['file']> {
  if (!file) return null;
  const key = nextUuid();
  files.set(key, file);
  return { url: `/files/${key}.mock`, mime: file.type || 'application/octet-stream', size: file.size };
}

const kindOf = (mime: string): TCompanyMediaKind =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : 'document';

/** Header and rows of a small CSV (the mock's stand-in for papaparse/exceljs on the server). */
async function sheetOf(file: File) {
  const text = await readFileText(file);
  const sep = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
  const [headers = [], ...rows] = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => l.split(sep).map((c) => c.trim()));
  return { headers, rows };
}

/**
 * The multipart body. In the browser request.formData() reads it; under jsdom (unit tests) Node's parser refuses
 * msw's requests, so the text parts (the tests send text files) are split here.
 */
async function formDataOf(request: Request): Promise<FormData> {
  const boundary = /boundary=([^;]+)/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary || !navigator.userAgent.includes('jsdom')) return request.formData();
  const form = new FormData();
  for (const part of (await request.text()).split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = body.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const file = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? '';
    if (file === undefined) form.append(name, content);
    else form.append(name, new File([content], file, { type }));
  }
  return form;
}

const GUESS: Record<string, string[]> = {
  name: ['nome', 'name', 'cliente'],
  phone: ['telefone', 'celular', 'whatsapp', 'phone'],
  email: ['e-mail', 'email'],
};

export const recordsHandlers = [
  http.get('*/user/:company/clients/:id/records', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const type = new URL(request.url).searchParams.get('type');
    return HttpResponse.json({ records: records.filter((r) => r.client_id === params.id && (!type || r.type === type)) });
  }),
  http.post('*/user/:company/clients/:id/records', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const multipart = request.headers.get('content-type')?.includes('multipart');
    const form = multipart ? await formDataOf(request) : null;
    const body = form ? null : ((await request.json()) as { type: TClientRecordType; text?: string });
    const record: TClientRecord = {
      id: nextUuid(),
      client_id: String(params.id),
      type: (form?.get('type') as TClientRecordType | null) ?? body!.type,
      text: (form?.get('text') as string | null) ?? body?.text ?? null,
      file: await keep(form?.get('file') as File | null),
      created_at: new Date().toISOString(),
    };
    records.unshift(record);
    return HttpResponse.json({ record, toast: 'Registro adicionado ao prontuário.' });
  }),
  http.post('*/user/:company/clients/:id/records/:recordId', async ({ request, params }) => {
    const record = records.find((r) => r.id === params.recordId && r.client_id === params.id);
    if (!record) return HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });
    const text = ((await request.json()) as { text?: string }).text?.trim() ?? '';
    if (!text && !record.file) return HttpResponse.json({ message: 'Escreva o texto do registro.' }, { status: 400 });
    record.text = text || null;
    return HttpResponse.json({ record, toast: 'Registro atualizado.' });
  }),
  http.delete('*/user/:company/clients/:id/records/:recordId', ({ params }) => {
    const i = records.findIndex((r) => r.id === params.recordId);
    if (i < 0) return HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });
    records.splice(i, 1);
    return HttpResponse.json({ toast: 'Registro excluído.' });
  }),
  http.get('*/files/:token', ({ params }) => {
    const blob = files.get(String(params.token).replace(/\.mock$/, ''));
    return blob
      ? new HttpResponse(blob, { headers: { 'content-type': blob.type } })
      : HttpResponse.json({ message: 'Arquivo não encontrado.' }, { status: 404 });
  }),
  http.get('*/user/:company/media', ({ request }) => (authorized(request) ? HttpResponse.json({ media }) : unauthorized())),
  http.post('*/user/:company/media', async ({ request }) => {
    const form = await formDataOf(request);
    const file = form.get('file') as File;
    const item: TCompanyMedia = {
      id: nextUuid(),
      name: String(form.get('file_name') ?? file.name),
      description: String(form.get('description') ?? ''),
      kind: kindOf(file.type),
      file: (await keep(file))!,
      created_at: new Date().toISOString(),
    };
    media.unshift(item);
    return HttpResponse.json({ media: item, toast: 'Arquivo enviado.' });
  }),
  http.post('*/user/:company/media/:mediaId', async ({ request, params }) => {
    const item = media.find((m) => m.id === params.mediaId);
    if (!item) return HttpResponse.json({ message: 'Arquivo não encontrado.' }, { status: 404 });
    item.description = ((await request.json()) as { description: string }).description;
    return HttpResponse.json({ media: item, toast: 'Descrição salva.' });
  }),
  http.delete('*/user/:company/media/:mediaId', ({ params }) => {
    const i = media.findIndex((m) => m.id === params.mediaId);
    if (i >= 0) media.splice(i, 1);
    return HttpResponse.json({ toast: 'Arquivo excluído.' });
  }),
  http.post('*/user/:company/clients/import/preview', async ({ request }) => {
    const form = await formDataOf(request);
    const { headers, rows } = await sheetOf(form.get('file') as File);
    const mapping = Object.fromEntries(
      Object.entries(GUESS)
        .map(([f, names]) => [f, headers.findIndex((h) => names.includes(h.toLowerCase()))])
        .map(([f, i]) => [f, i === -1 ? null : i]),
    );
    return HttpResponse.json({
      preview: {
        file_name: String(form.get('file_name') ?? 'planilha'),
        headers,
        rows: rows.slice(0, 10),
        total_rows: rows.length,
        mapping,
      },
    });
  }),
  http.post('*/user/:company/clients/import', async ({ request }) => {
    const form = await formDataOf(request);
    const { rows } = await sheetOf(form.get('file') as File);
    const options = JSON.parse(String(form.get('options'))) as { dry_run?: boolean };
    const report: TImportReport = {
      imported: rows.length,
      updated: 0,
      skipped: 0,
      errors: 0,
      rows: rows.map((r, i) => ({ line: i + 2, outcome: 'imported', name: r[0] ?? '', reason: null })),
    };
    if (options.dry_run) return HttpResponse.json({ report });
    const now = new Date().toISOString();
    const status: TImportStatus = {
      id: nextUuid(),
      status: 'done',
      file_name: String(form.get('file_name') ?? 'planilha'),
      total: rows.length,
      processed: rows.length,
      report,
      created_at: now,
      finished_at: now,
    };
    imports.set(status.id, status);
    return HttpResponse.json({ import: status });
  }),
  http.get('*/user/:company/clients/imports/:importId', ({ params }) => {
    const status = imports.get(String(params.importId));
    return status ? HttpResponse.json({ import: status }) : HttpResponse.json({ message: 'Importação não encontrada.' }, { status: 404 });
  }),
];
