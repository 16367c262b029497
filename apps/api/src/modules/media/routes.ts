// /app/midias-e-arquivos calls: list, upload (multipart: description, file_name, file), describe, delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { memberFirst } from '../companies/member-first.js';
import { readMultipartUpload } from '../records/read-upload.js';
import { addCompanyMedia, describeCompanyMedia, listCompanyMedia, removeCompanyMedia } from './service.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZMediaParams = ZCompany.extend({ mediaId: z.uuid({ error: 'Arquivo não encontrado.' }) });

export async function companyMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const read = memberFirst(ctx, { permission: 'company_media.read' });
  const write = memberFirst(ctx, { permission: 'company_media.write' });

  app.get('/user/:company/media', { schema: { params: ZCompany }, ...read.options }, async (request) => ({
    media: await listCompanyMedia(ctx, read.accessOf(request)),
  }));
  app.post('/user/:company/media', { schema: { params: ZCompany }, ...write.options }, async (request) => ({
    media: await addCompanyMedia(ctx, write.accessOf(request), await readMultipartUpload(request, UPLOAD_LIMITS.video)),
    toast: 'Arquivo enviado.',
  }));
  app.post('/user/:company/media/:mediaId', { schema: { params: ZMediaParams }, ...write.options }, async (request) => ({
    media: await describeCompanyMedia(ctx, write.accessOf(request), request.params.mediaId, request.body),
    toast: 'Descrição salva.',
  }));
  app.delete('/user/:company/media/:mediaId', { schema: { params: ZMediaParams }, ...write.options }, async (request) => {
    await removeCompanyMedia(ctx, write.accessOf(request), request.params.mediaId);
    return { toast: 'Arquivo excluído.' };
  });
}
