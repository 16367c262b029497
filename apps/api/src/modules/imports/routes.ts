// Client import calls: preview (multipart file), run or dry run (multipart file + options), status, report.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberFirst } from '../companies/member-first.js';
import { readMultipartUpload } from '../records/read-upload.js';
import { importStatus, importStatusDto, previewImport, reportCsv, startImport } from './service.js';

const MAX_IMPORT_FILE = 20 * 1024 * 1024;
const ZCompany = z.object({ company: z.string().max(64) });
const ZImportParams = ZCompany.extend({ importId: z.uuid({ error: 'Importação não encontrada.' }) });

export async function clientImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const imp = memberFirst(ctx, { permission: 'clients.import' });

  app.post('/user/:company/clients/import/preview', { schema: { params: ZCompany }, ...imp.options }, async (request) => {
    imp.accessOf(request);
    return { preview: await previewImport(await readMultipartUpload(request, MAX_IMPORT_FILE)) };
  });
  app.post('/user/:company/clients/import', { schema: { params: ZCompany }, ...imp.options }, async (request) => {
    const result = await startImport(ctx, imp.accessOf(request), await readMultipartUpload(request, MAX_IMPORT_FILE));
    if ('import' in result && result.import.status === 'pending') app.jobs.kick();
    return result;
  });
  app.get('/user/:company/clients/imports/:importId', { schema: { params: ZImportParams }, ...imp.options }, async (request) => ({
    import: importStatusDto(await importStatus(ctx, imp.accessOf(request), request.params.importId)),
  }));
  app.get(
    '/user/:company/clients/imports/:importId/report.csv',
    { schema: { params: ZImportParams }, ...imp.options },
    async (request, reply) => {
      const row = await importStatus(ctx, imp.accessOf(request), request.params.importId);
      const status = importStatusDto(row);
      if (!status.report) return reply.code(409).send({ message: 'A importação ainda não terminou.' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="relatorio-importacao-${row.id.slice(0, 8)}.csv"`)
        .send(reportCsv(status.report));
    },
  );
}
