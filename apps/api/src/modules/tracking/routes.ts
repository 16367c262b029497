// The general tracking calls of docs/spec.md §7: platform events (per-IP limits, consent, UTM rule),
// IP info, error reports, and this device's events for the /collect/test page.
import { ZIpInfo, ZPlatformEventCollectBody, ZPlatformEventStored, ZSlackNotifyBody } from '@agenda/shared/schemas/public-content';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { authenticate } from '../sessions/service.js';
import { hasConsent } from './consent.js';
import { collectEvents, deviceEvents } from './repo-events.js';
import { ipInfo } from './ip-info.js';
import { notifyReport } from './slack.js';

const ZCollectAnswer = z.object({ platform_events: z.array(ZPlatformEventStored) });

export async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const perIp = { rateLimit: { max: ctx.config.PLATFORM_EVENTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };

  /** The bearer is optional: a valid user token ties the events to the user, anything else is anonymous. */
  const optionalUserId = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const auth = token ? await authenticate(ctx, token, 'user').catch(() => null) : null;
    return auth?.subjectId ?? null;
  };

  app.post(
    '/general/platform_event/collect',
    { schema: { body: ZPlatformEventCollectBody, response: { 200: ZCollectAnswer } }, config: perIp },
    async (request) => {
      if (!hasConsent(request)) return { platform_events: [] };
      const origin = sessionOrigin(request);
      const stored = await collectEvents(ctx, request.body.platform_events, {
        deviceHash: origin.deviceHash,
        userId: await optionalUserId(request),
        ip: origin.ip,
      });
      return { platform_events: stored };
    },
  );

  app.get('/general/collect/if', { schema: { response: { 200: z.object({ ip_info: ZIpInfo }) } }, config: perIp }, async (request) => ({
    ip_info: await ipInfo(request.ip),
  }));

  app.get('/general/collect/device_events', { config: perIp }, async (request) => {
    const { deviceHash } = sessionOrigin(request);
    return { consent: hasConsent(request), platform_events: deviceHash ? await deviceEvents(ctx, deviceHash) : [] };
  });

  app.post('/general/slack/notify', { schema: { body: ZSlackNotifyBody }, config: perIp }, async (request) => {
    const { delivery } = await notifyReport(ctx, request.body.type, request.body.payload);
    return { ok: true, delivery };
  });
}
