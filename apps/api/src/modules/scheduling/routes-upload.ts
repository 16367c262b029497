import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { notFound } from '../../lib/app-error.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { readImageUpload } from '../uploads/read-image.js';
import { storeCompanyFile } from '../uploads/storage.js';
import { requireService, setServiceImage } from './service-catalog.js';

const ZParams = z.object({ company: z.string().max(64), id: z.string().max(64) });

/** The image of a service (the service form's cropper): multipart `file`, an image of at most 5 MB. */
export async function serviceUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.post('/user/:company/service/:id/upload_image', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => {
    const { company, id } = request.params;
    const access = await requireCompanyAccess(ctx, authOf(request), company, ['owner', 'admin']);
    // An id that is not a UUID names no service: 404, like a service of another company.
    if (!z.uuid().safeParse(id).success) throw notFound('Serviço não encontrado.');
    await requireService(ctx, access, id);
    const { data, ext } = await readImageUpload(request, UPLOAD_LIMITS.photo);
    const url = await storeCompanyFile(ctx, access.companyId, 'service', ext, data);
    return { url, service: await setServiceImage(ctx, access, id, url) };
  });
}
