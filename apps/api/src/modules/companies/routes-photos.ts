// The public page's gallery (list, upload, reorder, delete) and a professional's photo (set, remove).
// Owner and admin only; another company's id is 404 (requireCompanyAccess).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { ZCompanyPhotoOrderBody } from '@agenda/shared/schemas/company-photos';
import { authOf } from '../../plugins/auth.js';
import { readImageUpload } from '../uploads/read-image.js';
import { requireCompanyAccess } from './access.js';
import { addCompanyPhoto, listCompanyPhotos, removeCompanyPhoto, reorderCompanyPhotos, setCalendarPhoto } from './photos.js';

const ZParams = z.object({ id: z.string().max(64) });
const ZPhotoParams = ZParams.extend({ photoId: z.uuid({ error: 'Foto não encontrada.' }) });
const ZCalendarParams = ZParams.extend({ calendarId: z.uuid({ error: 'Profissional não encontrado.' }) });
const EDITORS = ['owner', 'admin'] as const;

export async function companyPhotoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const access = (request: FastifyRequest, roles?: typeof EDITORS) =>
    requireCompanyAccess(ctx, authOf(request), (request.params as { id: string }).id, roles);

  app.get('/user/:id/company/photos', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => ({
    photos: await listCompanyPhotos(ctx, (await access(request)).companyId),
  }));
  app.post('/user/:id/company/photos', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => {
    const { companyId } = await access(request, EDITORS);
    const image = await readImageUpload(request, UPLOAD_LIMITS.photo);
    return { photos: await addCompanyPhoto(ctx, companyId, image), toast: 'Foto adicionada à galeria.' };
  });
  app.post(
    '/user/:id/company/photos/order',
    { schema: { params: ZParams, body: ZCompanyPhotoOrderBody }, config: { auth: 'user' } },
    async (request) => {
      const { companyId } = await access(request, EDITORS);
      return { photos: await reorderCompanyPhotos(ctx, companyId, request.body.ids), toast: 'Ordem da galeria salva.' };
    },
  );
  app.delete('/user/:id/company/photos/:photoId', { schema: { params: ZPhotoParams }, config: { auth: 'user' } }, async (request) => {
    const { companyId } = await access(request, EDITORS);
    return { photos: await removeCompanyPhoto(ctx, companyId, request.params.photoId), toast: 'Foto excluída.' };
  });
  app.post('/user/:id/calendars/:calendarId/photo', { schema: { params: ZCalendarParams }, config: { auth: 'user' } }, async (request) => {
    const { companyId } = await access(request, EDITORS);
    const image = await readImageUpload(request, UPLOAD_LIMITS.photo);
    return { photo_url: await setCalendarPhoto(ctx, companyId, request.params.calendarId, image), toast: 'Foto do profissional salva.' };
  });
  app.delete(
    '/user/:id/calendars/:calendarId/photo',
    { schema: { params: ZCalendarParams }, config: { auth: 'user' } },
    async (request) => {
      const { companyId } = await access(request, EDITORS);
      return {
        photo_url: await setCalendarPhoto(ctx, companyId, request.params.calendarId, null),
        toast: 'Foto do profissional removida.',
      };
    },
  );
}
