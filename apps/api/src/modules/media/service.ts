// /app/midias-e-arquivos (gated by company_media): the company's images, videos, audio and documents,
// each with the description the secretary reads to decide when to send it.
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { ZCompanyMediaFields, type TCompanyMedia, type TCompanyMediaKind } from '@agenda/shared/schemas/records';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { fileStoreOf, type TStoredFile } from '../../lib/storage/file-store.js';
import { parseInput } from '../../lib/validation.js';
import type { TCompanyAccess } from '../companies/access.js';
import { newFileKey, signedFile } from '../records/service.js';
import { sniffFile } from '../records/sniff.js';
import { queueClientMessage } from '../secretary/outbound.js';
import { extraFeatureRequired, hasExtraFeature } from '../subscriptions/feature-gate.js';
import { deleteMediaRow, findMediaRow, insertMediaRow, listMediaRows, updateMediaRow, type TCompanyMediaRow } from './repo.js';

// §5 has no document limit; 10 MB, the audio one, keeps PDFs and price lists comfortably in.
const LIMITS: Record<TCompanyMediaKind, number> = {
  image: UPLOAD_LIMITS.photo,
  video: UPLOAD_LIMITS.video,
  audio: UPLOAD_LIMITS.audio,
  document: UPLOAD_LIMITS.audio,
};

const mediaDto = (ctx: TAppContext, r: TCompanyMediaRow): TCompanyMedia => ({
  id: r.id,
  name: r.name,
  description: r.description,
  kind: r.kind as TCompanyMediaKind,
  file: signedFile(ctx, r.file_key, r.file_mime, r.file_size),
  created_at: r.created_at.toISOString(),
});

async function requireMedia(ctx: TAppContext, companyId: string): Promise<void> {
  if (!(await hasExtraFeature(ctx, companyId, 'company_media'))) throw extraFeatureRequired('company_media');
}

export async function listCompanyMedia(ctx: TAppContext, access: TCompanyAccess): Promise<TCompanyMedia[]> {
  await requireMedia(ctx, access.companyId);
  return (await listMediaRows(ctx.db, access.companyId)).map((r) => mediaDto(ctx, r));
}

export async function addCompanyMedia(
  ctx: TAppContext,
  access: TCompanyAccess,
  input: { fields: Record<string, string>; data: Buffer | null },
): Promise<TCompanyMedia> {
  await requireMedia(ctx, access.companyId);
  const { description } = parseInput(ZCompanyMediaFields, input.fields);
  if (!input.data?.length) throw badRequest('Escolha o arquivo.');
  const sniffed = await sniffFile(input.data);
  if (!sniffed) throw new AppError(415, 'Formato não suportado. Envie imagem, vídeo, áudio, PDF ou documento do Office.');
  const limit = LIMITS[sniffed.kind];
  if (input.data.length > limit) throw new AppError(413, `O arquivo passa de ${limit / (1024 * 1024)} MB. Escolha um arquivo menor.`);
  const key = newFileKey(access.companyId, `media-${sniffed.kind}`, sniffed.ext);
  await fileStoreOf(ctx.config).put(key, input.data, sniffed.mime);
  const name = (input.fields.file_name?.trim() || `arquivo.${sniffed.ext}`).slice(0, 200);
  const row = await insertMediaRow(ctx.db, {
    company_id: access.companyId,
    name,
    description,
    kind: sniffed.kind,
    file_key: key,
    file_mime: sniffed.mime,
    file_size: input.data.length,
  });
  return mediaDto(ctx, row);
}

export async function describeCompanyMedia(ctx: TAppContext, access: TCompanyAccess, id: string, fields: unknown): Promise<TCompanyMedia> {
  await requireMedia(ctx, access.companyId);
  const { description } = parseInput(ZCompanyMediaFields, fields);
  const row = await updateMediaRow(ctx.db, access.companyId, id, description);
  if (!row) throw notFound('Arquivo não encontrado.');
  return mediaDto(ctx, row);
}

export async function removeCompanyMedia(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  await requireMedia(ctx, access.companyId);
  const row = await deleteMediaRow(ctx.db, access.companyId, id);
  if (!row) throw notFound('Arquivo não encontrado.');
  await fileStoreOf(ctx.config).delete(row.file_key);
}

/** What the secretary may send: id, name, kind and the description it matches requests against. Empty without the feature. */
export async function companyMediaCatalog(
  ctx: TAppContext,
  companyId: string,
): Promise<Pick<TCompanyMedia, 'id' | 'name' | 'kind' | 'description'>[]> {
  if (!(await hasExtraFeature(ctx, companyId, 'company_media'))) return [];
  return (await listMediaRows(ctx.db, companyId)).map(({ id, name, kind, description }) => ({
    id,
    name,
    kind: kind as TCompanyMediaKind,
    description,
  }));
}

/** The bytes of one media file of the company, for the channel sender; null when it is not the company's. */
export async function loadCompanyMediaFile(
  ctx: TAppContext,
  companyId: string,
  mediaId: string,
): Promise<(TStoredFile & { name: string }) | null> {
  const row = await findMediaRow(ctx.db, companyId, mediaId);
  const file = row ? await fileStoreOf(ctx.config).get(row.file_key) : null;
  return row && file ? { ...file, name: row.name } : null;
}

/**
 * The secretary's hook: queues one media file to the client on their latest channel chat, through the
 * same outbox as text replies (meta.company_media_id tells the dispatcher to send the file itself as a
 * media message, channels/senders-media.ts; meta.caption goes with it). Null when the client has no channel chat or the file is not the company's.
 */
export async function sendCompanyMedia(ctx: TAppContext, v: { companyId: string; clientId: string; mediaId: string; caption?: string }) {
  const row = await findMediaRow(ctx.db, v.companyId, v.mediaId);
  if (!row) return null;
  return queueClientMessage(ctx, {
    companyId: v.companyId,
    clientId: v.clientId,
    content: v.caption ?? row.name,
    meta: {
      kind: 'company_media',
      company_media_id: row.id,
      mime: row.file_mime,
      file_name: row.name,
      media_kind: row.kind,
      caption: v.caption ?? null,
    },
  });
}
