// The prontuário of a client (docs/spec.md §3): text records and one photo, video or audio file each,
// gated by the client_records extra feature; files go to the file store and come back by signed URL only.
import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { clientRecordTakesFile, type TClientRecordType, type TFileClientRecordType } from '@agenda/shared/client';
import { ZClientRecordFields, ZClientRecordText, type TClientRecord } from '@agenda/shared/schemas/records';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { signFileUrl } from '../../lib/storage/signed-url.js';
import { parseInput } from '../../lib/validation.js';
import type { TCompanyAccess } from '../companies/access.js';
import { findClient } from '../clients/repo.js';
import { extraFeatureRequired, hasExtraFeature } from '../subscriptions/feature-gate.js';
import {
  deleteRecordRow,
  findRecordRow,
  insertRecordRow,
  listRecordRows,
  restrictionTextsOf,
  updateRecordTextRow,
  type TClientRecordRow,
} from './repo.js';
import { sniffFile } from './sniff.js';

const KIND_OF_TYPE = { photo: 'image', video: 'video', audio: 'audio' } as const;
const WRONG_FILE: Record<TFileClientRecordType, string> = {
  photo: 'O arquivo não é uma foto. Envie JPG, PNG, WebP ou HEIC.',
  video: 'O arquivo não é um vídeo. Envie MP4, MOV ou WebM.',
  audio: 'O arquivo não é um áudio. Envie MP3, OGG, M4A ou WAV.',
};

/** A new random key under the company's folder: never derived from names or ids a caller could guess. */
export const newFileKey = (companyId: string, prefix: string, ext: string) =>
  `${companyId}/${prefix}-${randomBytes(16).toString('hex')}.${ext}`;

export const signedFile = (ctx: TAppContext, key: string, mime: string, size: number) => ({
  url: signFileUrl(ctx.config, key, ctx.now()),
  mime,
  size,
});

const recordDto = (ctx: TAppContext, r: TClientRecordRow): TClientRecord => ({
  id: r.id,
  client_id: r.client_id,
  type: r.type as TClientRecordType,
  text: r.text,
  file: r.file_key && r.file_mime && r.file_size !== null ? signedFile(ctx, r.file_key, r.file_mime, r.file_size) : null,
  created_at: r.created_at.toISOString(),
});

async function requireRecords(ctx: TAppContext, access: TCompanyAccess, clientId: string): Promise<void> {
  if (!(await hasExtraFeature(ctx, access.companyId, 'client_records'))) throw extraFeatureRequired('client_records');
  if (!(await findClient(ctx, access.companyId, clientId))) throw notFound('Cliente não encontrado.');
}

export async function listClientRecords(
  ctx: TAppContext,
  access: TCompanyAccess,
  clientId: string,
  type?: TClientRecordType,
): Promise<TClientRecord[]> {
  await requireRecords(ctx, access, clientId);
  return (await listRecordRows(ctx, access.companyId, clientId, type)).map((r) => recordDto(ctx, r));
}

/** A record from the form fields and, for photo/video/audio, exactly one file of the §5 size of its type. */
export async function addClientRecord(
  ctx: TAppContext,
  access: TCompanyAccess,
  clientId: string,
  input: { fields: Record<string, string>; data: Buffer | null },
): Promise<TClientRecord> {
  await requireRecords(ctx, access, clientId);
  const { type, text } = parseInput(ZClientRecordFields, input.fields);
  const base = { company_id: access.companyId, client_id: clientId, type, text: text || null, created_by: access.userId };
  if (!clientRecordTakesFile(type)) {
    if (input.data) throw badRequest('Este tipo de registro não leva arquivo.');
    if (!base.text) throw badRequest('Escreva o texto do registro.');
    return recordDto(ctx, await insertRecordRow(ctx, base));
  }
  if (!input.data || input.data.length === 0) throw badRequest('Escolha o arquivo do registro.');
  const limit = UPLOAD_LIMITS[type];
  if (input.data.length > limit) throw new AppError(413, `O arquivo passa de ${limit / (1024 * 1024)} MB. Escolha um arquivo menor.`);
  const sniffed = await sniffFile(input.data);
  if (!sniffed || sniffed.kind !== KIND_OF_TYPE[type]) throw new AppError(415, WRONG_FILE[type]);
  const key = newFileKey(access.companyId, `record-${type}`, sniffed.ext);
  await fileStoreOf(ctx.config).put(key, input.data, sniffed.mime);
  const row = await insertRecordRow(ctx, { ...base, file_key: key, file_mime: sniffed.mime, file_size: input.data.length });
  return recordDto(ctx, row);
}

export async function removeClientRecord(ctx: TAppContext, access: TCompanyAccess, clientId: string, id: string): Promise<void> {
  await requireRecords(ctx, access, clientId);
  const row = await deleteRecordRow(ctx, access.companyId, clientId, id);
  if (!row) throw notFound('Registro não encontrado.');
  if (row.file_key) await fileStoreOf(ctx.config).delete(row.file_key);
}

/** Edits the text of a record (the caption of a photo, video or audio); a text-only record keeps some text. */
export async function editClientRecord(
  ctx: TAppContext,
  access: TCompanyAccess,
  clientId: string,
  id: string,
  body: unknown,
): Promise<TClientRecord> {
  await requireRecords(ctx, access, clientId);
  const { text } = parseInput(ZClientRecordText, body ?? {});
  const current = await findRecordRow(ctx, access.companyId, clientId, id);
  if (!current) throw notFound('Registro não encontrado.');
  if (!text && !current.file_key) throw badRequest('Escreva o texto do registro.');
  const row = await updateRecordTextRow(ctx, access.companyId, clientId, id, text || null);
  if (!row) throw notFound('Registro não encontrado.');
  return recordDto(ctx, row);
}

/** Each client's restrictions (allergies and the like), told to whoever attends them; none without the prontuário. */
export async function clientsRestrictions(ctx: TAppContext, companyId: string, clientIds: string[]): Promise<Map<string, string[]>> {
  // The rows first: most clients have none, and then a batch's notices cost one indexed read, not two.
  const told = await restrictionTextsOf(ctx, companyId, clientIds);
  if (!told.size || !(await hasExtraFeature(ctx, companyId, 'client_records'))) return new Map();
  return told;
}
