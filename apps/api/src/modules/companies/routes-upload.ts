import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { readImageUpload } from '../uploads/read-image.js';
import { storeCompanyFile } from '../uploads/storage.js';
import { requireCompanyAccess } from './access.js';
import { companyDto, updateCompany } from './service.js';

const ZParams = z.object({ id: z.string().max(64) });
const ZKind = z.enum(['avatar', 'cover'], { error: 'Tipo de imagem inválido (use avatar ou cover).' });

/** Logo and cover of a company (the info tab's cropper): multipart `kind` + `file`, an image of at most 5 MB. */
export async function companyUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.post('/user/:id/company/upload_image', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => {
    const { id } = request.params;
    const access = await requireCompanyAccess(ctx, authOf(request), id, ['owner', 'admin']);
    const { data, ext, fields } = await readImageUpload(request, UPLOAD_LIMITS.photo);
    const kindField = fields.kind as { value?: unknown } | undefined;
    const kind = parseInput(z.object({ kind: ZKind }), { kind: kindField?.value }).kind;
    const url = await storeCompanyFile(ctx, access.companyId, kind, ext, data);
    const company = await updateCompany(ctx, access.companyId, kind === 'avatar' ? { avatar_url: url } : { cover_url: url });
    ctx.hub.emit(`company_update:${access.companyId}`, { events: [{ name: 'company_update', data: { company_id: access.companyId } }] });
    return { url, company: companyDto(company) };
  });
}
