import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { TConfig } from './config.js';
import { openDatabase, type TDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import type { TAppContext } from './lib/context.js';
import { errorsPlugin } from './plugins/errors.js';
import { authPlugin } from './plugins/auth.js';
import { registerGraphqlEndpoint } from './plugins/graphql.js';
import { createRealtimeHub } from './plugins/realtime-hub.js';
import { findWebDist, registerSpa } from './plugins/spa.js';
import { graphqlEndpoints } from './graphql/endpoints.js';
import { apiModules } from './modules/index.js';
import { generalEntitiesOf, graphqlPartsOf } from './modules/module.js';
import { ensureConfiguredAdmins } from './modules/admins/service.js';
import { maskPii } from './lib/log-mask.js';

export interface TBuildOptions {
  config: TConfig;
  /** Tests pass an already open database; otherwise one is opened from the config. */
  database?: TDatabase;
  now?: () => Date;
  logger?: boolean;
}

/** Builds the whole API (tests call this and use inject or listen on port 0). */
export async function buildApp(opts: TBuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, serializers: { req: (req) => ({ method: req.method, url: maskPii(req.url) }) } },
    trustProxy: true,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
  });

  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR, log: app.log }));
  await runMigrations(database);
  const ctx: TAppContext = { config, database, db: database.db, hub: createRealtimeHub(config.REDIS_URL), now: opts.now ?? (() => new Date()), log: app.log, scheduleEventHandlers: [] };
  app.decorate('ctx', ctx);
  await ensureConfiguredAdmins(ctx);

  await app.register(errorsPlugin);
  await app.register(cors, { origin: true, credentials: true });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(rateLimit, { max: config.RATE_LIMIT_PER_IP_PER_MINUTE, timeWindow: '1 minute' });
  await app.register(authPlugin);

  // Every module from one list (modules/index.ts), wired per app.
  app.decorate('generalEntities', generalEntitiesOf(apiModules));
  for (const module of apiModules) {
    for (const start of module.workers ?? []) {
      const worker = start(app);
      app.addHook('onClose', () => worker.stop());
    }
    ctx.scheduleEventHandlers.push(...(module.scheduleEventHandlers?.(app) ?? []));
    for (const routes of module.routes ?? []) await app.register(routes);
  }
  for (const endpoint of graphqlEndpoints(graphqlPartsOf(apiModules))) await registerGraphqlEndpoint(app, endpoint);
  await registerSpa(app, findWebDist(config.WEB_DIST_DIR));

  app.addHook('onReady', async () => {
    await ctx.hub.attach(app.server, ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await ctx.hub.close();
    if (!opts.database) await database.close();
  });
  return app;
}
