// REST of /app/integracoes/whatsapp and /instagram: connect, QR code, status, settings, disconnect, remove.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInstagramConnectBody,
  ZIntegrationSettingsBody,
  ZWhatsappCloudConnectBody,
  ZWhatsappConnectBody,
} from '@agenda/shared/schemas/secretary';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import {
  connectWhatsappGateway,
  disconnectIntegration,
  listIntegrations,
  refreshQr,
  removeIntegration,
  updateIntegrationSettings,
} from './service.js';
import { connectInstagram, connectWhatsappCloud } from './service-meta.js';
import { checkGatewayHealth } from './health.js';
import { findCompanyIntegration } from './repo.js';
import { isGateway } from './clients.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZIntegrationParams = z.object({ company: z.string().max(64), integration: z.uuid({ error: 'Integração inválida.' }) });
const user = { config: { auth: 'user' as const } };
const MANAGERS = ['owner', 'admin'] as const;

export async function channelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const publicUrl = (request: FastifyRequest) => ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.get('/user/:company/integrations', { schema: { params: ZCompany }, ...user }, async (request) => {
    const { company } = request.params;
    const a = await requireCompanyAccess(ctx, authOf(request), company);
    return { integrations: await listIntegrations(ctx, a.companyId) };
  });
  app.post(
    '/user/:company/integrations/whatsapp/connect',
    { schema: { params: ZCompany, body: ZWhatsappConnectBody }, ...user },
    async (request) => {
      const { company } = request.params;
      const body = request.body;
      const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
      return { integration: await connectWhatsappGateway(ctx, a, body, publicUrl(request)) };
    },
  );
  app.post(
    '/user/:company/integrations/whatsapp-cloud/connect',
    { schema: { params: ZCompany, body: ZWhatsappCloudConnectBody }, ...user },
    async (request) => {
      const { company } = request.params;
      const body = request.body;
      const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
      return { integration: await connectWhatsappCloud(ctx, a, body) };
    },
  );
  app.post(
    '/user/:company/integrations/instagram/connect',
    { schema: { params: ZCompany, body: ZInstagramConnectBody }, ...user },
    async (request) => {
      const { company } = request.params;
      const body = request.body;
      const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
      return { integration: await connectInstagram(ctx, a, body) };
    },
  );
  app.get('/user/:company/integrations/:integration/qr', { schema: { params: ZIntegrationParams }, ...user }, async (request) => {
    const { company, integration } = request.params;
    const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
    return { integration: await refreshQr(ctx, a, integration) };
  });
  app.post(
    '/user/:company/integrations/:integration/settings',
    { schema: { params: ZIntegrationParams, body: ZIntegrationSettingsBody }, ...user },
    async (request) => {
      const { company, integration } = request.params;
      const body = request.body;
      const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
      return { integration: await updateIntegrationSettings(ctx, a, integration, body) };
    },
  );
  app.post(
    '/user/:company/integrations/:integration/health_check',
    { schema: { params: ZIntegrationParams }, ...user },
    async (request) => {
      const { company, integration } = request.params;
      const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
      const row = await findCompanyIntegration(ctx.db, a.companyId, integration);
      if (!row || row.connection_status !== 'connected' || !isGateway(row.identifier))
        return { status: row?.connection_status ?? 'removed' };
      return { status: await checkGatewayHealth(ctx, row) };
    },
  );
  app.post('/user/:company/integrations/:integration/disconnect', { schema: { params: ZIntegrationParams }, ...user }, async (request) => {
    const { company, integration } = request.params;
    const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
    return { integration: await disconnectIntegration(ctx, a, integration) };
  });
  app.delete('/user/:company/integrations/:integration', { schema: { params: ZIntegrationParams }, ...user }, async (request) => {
    const { company, integration } = request.params;
    const a = await requireCompanyAccess(ctx, authOf(request), company, MANAGERS);
    return { integration: await removeIntegration(ctx, a, integration) };
  });
}
