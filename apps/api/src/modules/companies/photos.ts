// The public page's gallery and the professionals' photos, edited by the owner on the info tab.
// Files go through the same image path as the logo and cover: JPG, PNG or WebP by their bytes, 5 MB.
import { MAX_GALLERY_PHOTOS, type TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findCalendarRow, updateCalendarRow } from '../scheduling/repo-catalog.js';
import { removeCompanyFile, storeCompanyFile } from '../uploads/storage.js';
import { countPhotoRows, deletePhotoRow, insertPhotoRow, listPhotoRows, reorderPhotoRows } from './repo-photos.js';

type TImage = { data: Buffer; ext: string };

function changed(ctx: TAppContext, companyId: string): void {
  ctx.hub.emit(`company_update:${companyId}`, { events: [{ name: 'company_update', data: { company_id: companyId } }] });
}

export async function listCompanyPhotos(ctx: TAppContext, companyId: string): Promise<TCompanyPhotoDto[]> {
  return (await listPhotoRows(ctx.db, companyId)).map(({ id, url }) => ({ id, url }));
}

export async function addCompanyPhoto(ctx: TAppContext, companyId: string, image: TImage): Promise<TCompanyPhotoDto[]> {
  if ((await countPhotoRows(ctx.db, companyId)) >= MAX_GALLERY_PHOTOS)
    throw new AppError(409, `A galeria já tem ${MAX_GALLERY_PHOTOS} fotos. Exclua uma antes de enviar outra.`);
  const url = await storeCompanyFile(ctx, companyId, 'gallery', image.ext, image.data);
  await insertPhotoRow(ctx.db, companyId, url);
  changed(ctx, companyId);
  return listCompanyPhotos(ctx, companyId);
}

export async function removeCompanyPhoto(ctx: TAppContext, companyId: string, photoId: string): Promise<TCompanyPhotoDto[]> {
  const row = await deletePhotoRow(ctx.db, companyId, photoId);
  if (!row) throw notFound('Foto não encontrada.');
  await removeCompanyFile(ctx, companyId, row.url);
  changed(ctx, companyId);
  return listCompanyPhotos(ctx, companyId);
}

/** The new order must name every photo of the gallery exactly once. */
export async function reorderCompanyPhotos(ctx: TAppContext, companyId: string, ids: string[]): Promise<TCompanyPhotoDto[]> {
  const current = new Set((await listPhotoRows(ctx.db, companyId)).map((r) => r.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id)))
    throw new AppError(422, 'A nova ordem deve conter cada foto da galeria uma vez.', {
      errors: [{ path: 'ids', message: 'A nova ordem deve conter cada foto da galeria uma vez.' }],
    });
  await reorderPhotoRows(ctx.db, companyId, ids);
  changed(ctx, companyId);
  return listCompanyPhotos(ctx, companyId);
}

/** Sets (image) or removes (null) a professional's photo; the old file is deleted. */
export async function setCalendarPhoto(
  ctx: TAppContext,
  companyId: string,
  calendarId: string,
  image: TImage | null,
): Promise<string | null> {
  const calendar = await findCalendarRow(ctx.db, companyId, calendarId);
  if (!calendar) throw notFound('Profissional não encontrado.');
  const url = image ? await storeCompanyFile(ctx, companyId, 'team', image.ext, image.data) : null;
  await updateCalendarRow(ctx.db, companyId, calendarId, { photo_url: url, updated_at: ctx.now() });
  await removeCompanyFile(ctx, companyId, calendar.photo_url);
  changed(ctx, companyId);
  return url;
}
