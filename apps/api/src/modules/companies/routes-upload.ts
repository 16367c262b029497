import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { AppError, badRequest } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { sniffImageType } from '../uploads/image-type.js';
import { storeCompanyFile } from '../uploads/storage.js';
import { requireCompanyAccess } from './access.js';
import { companyDto, updateCompany } from './service.js';

const ZKind = z.enum(['avatar', 'cover'], { error: 'Tipo de imagem inválido (use avatar ou cover).' });

/** Logo and cover of a company (the info tab's cropper): multipart `kind` + `file`, an image of at most 5 MB. */
export async function companyUploadRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post('/user/:id/company/upload_image', { config: { auth: 'user' } }, async (request) => {
    const { id } = parseInput(z.object({ id: z.string().max(64) }), request.params);
    const access = await requireCompanyAccess(ctx, authOf(request), id, ['owner', 'admin']);
    if (!request.isMultipart()) throw badRequest('Envie a imagem como multipart/form-data.');
    const file = await request.file({ limits: { fileSize: UPLOAD_LIMITS.photo, files: 1 } });
    if (!file) throw badRequest('Nenhuma imagem enviada.');
    const kindField = file.fields.kind as { value?: unknown } | undefined;
    const kind = parseInput(z.object({ kind: ZKind }), { kind: kindField?.value }).kind;
    const data = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'A imagem passa de 5 MB. Escolha uma imagem menor.');
      throw error;
    });
    const type = sniffImageType(data);
    if (!type) throw new AppError(415, 'Formato não suportado. Envie uma imagem JPG, PNG ou WebP.');
    const url = await storeCompanyFile(ctx, access.companyId, kind, type.ext, data);
    const company = await updateCompany(ctx, access.companyId, kind === 'avatar' ? { avatar_url: url } : { cover_url: url });
    ctx.hub.emit(`company_update:${access.companyId}`, { events: [{ name: 'company_update', data: { company_id: access.companyId } }] });
    return { url, company: companyDto(company) };
  });
}
