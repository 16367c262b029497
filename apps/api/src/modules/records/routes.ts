// /app/clientes/{id}/prontuario calls: list, add (JSON for text records, multipart with the file for
// photo/video/audio), delete. Membership and permission first (memberFirst), then the feature gate.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { CLIENT_RECORD_TYPES } from '@agenda/shared/client';
import { memberFirst } from '../companies/member-first.js';
import { readMultipartUpload } from './read-upload.js';
import { addClientRecord, editClientRecord, listClientRecords, removeClientRecord } from './service.js';

const ZClientParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Cliente não encontrado.' }) });
const ZRecordParams = ZClientParams.extend({ recordId: z.uuid({ error: 'Registro não encontrado.' }) });
const ZRecordQuery = z.object({ type: z.enum(CLIENT_RECORD_TYPES, { error: 'Tipo de registro inválido.' }).optional() });
const MAX_RECORD_FILE = Math.max(...Object.values(UPLOAD_LIMITS));

export async function clientRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const read = memberFirst(ctx, { permission: 'client_records.read' });
  const write = memberFirst(ctx, { permission: 'client_records.write' });

  app.get(
    '/user/:company/clients/:id/records',
    { schema: { params: ZClientParams, querystring: ZRecordQuery }, ...read.options },
    async (request) => ({ records: await listClientRecords(ctx, read.accessOf(request), request.params.id, request.query.type) }),
  );
  app.post('/user/:company/clients/:id/records', { schema: { params: ZClientParams }, ...write.options }, async (request) => {
    const input = request.isMultipart()
      ? await readMultipartUpload(request, MAX_RECORD_FILE)
      : { fields: (request.body ?? {}) as Record<string, string>, data: null };
    const record = await addClientRecord(ctx, write.accessOf(request), request.params.id, input);
    return { record, toast: 'Registro adicionado ao prontuário.' };
  });
  app.post('/user/:company/clients/:id/records/:recordId', { schema: { params: ZRecordParams }, ...write.options }, async (request) => ({
    record: await editClientRecord(ctx, write.accessOf(request), request.params.id, request.params.recordId, request.body),
    toast: 'Registro atualizado.',
  }));
  app.delete('/user/:company/clients/:id/records/:recordId', { schema: { params: ZRecordParams }, ...write.options }, async (request) => {
    await removeClientRecord(ctx, write.accessOf(request), request.params.id, request.params.recordId);
    return { toast: 'Registro excluído.' };
  });
}
