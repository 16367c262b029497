import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { sniffImageType } from '../uploads/image-type.js';
import { storeCompanyFile } from '../uploads/storage.js';
import { requireService, setServiceImage } from './service-catalog.js';

const ZParams = z.object({ company: z.string().max(64), id: z.string().max(64) });

/** The image of a service (the service form's cropper): multipart `file`, an image of at most 5 MB. */
export async function serviceUploadRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post('/user/:company/service/:id/upload_image', { config: { auth: 'user' } }, async (request) => {
    const { company, id } = parseInput(ZParams, request.params);
    const access = await requireCompanyAccess(ctx, authOf(request), company, ['owner', 'admin']);
    // An id that is not a UUID names no service: 404, like a service of another company.
    if (!z.uuid().safeParse(id).success) throw notFound('Serviço não encontrado.');
    await requireService(ctx, access, id);
    if (!request.isMultipart()) throw badRequest('Envie a imagem como multipart/form-data.');
    const file = await request.file({ limits: { fileSize: UPLOAD_LIMITS.photo, files: 1 } });
    if (!file) throw badRequest('Nenhuma imagem enviada.');
    const data = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'A imagem passa de 5 MB. Escolha uma imagem menor.');
      throw error;
    });
    const type = sniffImageType(data);
    if (!type) throw new AppError(415, 'Formato não suportado. Envie uma imagem JPG, PNG ou WebP.');
    const url = await storeCompanyFile(ctx, access.companyId, 'service', type.ext, data);
    return { url, service: await setServiceImage(ctx, access, id, url) };
  });
}
