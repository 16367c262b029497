// GET /files/<signed token>: the only way a private file (record or company media) leaves the store.
// No session is read: the signature and the expiry are the whole check, and they are minted only for
// members of the file's company (records/service.ts, media/service.ts).
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { checkFileToken, FILES_PREFIX } from '../../lib/storage/signed-url.js';

export async function privateFileRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get<{ Params: { token: string } }>(`${FILES_PREFIX}:token`, async (request, reply) => {
    const check = checkFileToken(ctx.config, request.params.token.slice(0, 2000), ctx.now());
    if (!check.ok && check.reason === 'expired') throw new AppError(410, 'Este link expirou. Abra o arquivo de novo pelo sistema.');
    if (!check.ok) throw forbidden('Link de arquivo inválido.');
    const file = await fileStoreOf(ctx.config).get(check.key);
    if (!file) throw notFound('Arquivo não encontrado.');
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.data);
  });
}
