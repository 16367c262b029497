import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/client.js';
import { openAndMigrate } from './db/startup.js';
import type { TAppContext } from './lib/context.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { authPlugin } from './plugins/auth.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { registerGraphqlEndpoint } from './plugins/graphql.js';
import { createRealtimeHub } from './plugins/realtime-hub.js';
import { registerContentPages } from './plugins/content-pages.js';
import { findWebDist, registerSpa } from './plugins/spa.js';
import { graphqlEndpoints } from './graphql/endpoints.js';
import { apiModules } from './modules/index.js';
import { generalEntitiesOf, graphqlPartsOf } from './modules/module.js';
import { ensureConfiguredAdmins } from './modules/admins/service.js';
import { loggerOptions, type TLogStream } from './lib/logger-options.js';
import { rejectNulBytes } from './lib/nul-guard.js';
import { corsDelegator } from './lib/cors-origins.js';
import { collectPermissionRoutes } from './modules/companies/member-first.js';
import { withZodSchemas } from './lib/zod-routes.js';
import { dropAvailabilityOnWrites } from './modules/scheduling/availability-cache.js';
import { createJobRunner, type TJobRunner } from './lib/jobs/runner.js';
import { tableQueue } from './lib/jobs/table-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one job runner of this app (lib/jobs): every module's background work. */
    jobs: TJobRunner;
  }
}

export interface TBuildOptions {
  config: TConfig;
  /** Tests pass an already open database; otherwise one is opened from the config. */
  database?: TDatabase;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go (tests capture them); stdout when absent. */
  logStream?: TLogStream;
}

/** Builds the whole API (tests call this and use inject or listen on port 0). */
export async function buildApp(opts: TBuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    // X-Forwarded-For only from the configured proxies: anyone else could forge it and escape every per-IP limit.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
  });

  const database = await openAndMigrate(config, app.log, opts.database);
  const ctx: TAppContext = {
    config,
    database,
    db: database.db,
    hub: createRealtimeHub(config.REDIS_URL),
    now: opts.now ?? (() => new Date()),
    log: app.log,
    scheduleEventHandlers: [],
  };
  app.decorate('ctx', ctx);
  await ensureConfiguredAdmins(ctx);

  await app.register(errorsPlugin);
  app.addHook('preValidation', rejectNulBytes);
  await app.register(cors, { delegator: corsDelegator(config) });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(rateLimitsPlugin);
  await app.register(authPlugin);

  // Every module from one list (modules/index.ts), wired per app.
  app.decorate('generalEntities', generalEntitiesOf(apiModules));
  // The job runner's queues (the secretary's among them) run on the background pool (db/client.ts).
  const runnerCtx: TAppContext = { ...ctx, db: database.background };
  const runner = createJobRunner(runnerCtx, app.log);
  app.decorate('jobs', runner);
  ctx.background = runnerCtx.background = runner.background;
  collectPermissionRoutes(app);
  dropAvailabilityOnWrites(app);
  for (const module of apiModules) {
    for (const queue of module.jobQueues?.(app) ?? []) runner.add(queue);
    for (const create of module.workers ?? []) {
      const worker = create(app);
      app.addHook('onReady', async () => worker.start?.());
      // Before the database closes (onClose): claim nothing more, finish or release what is in hand.
      app.addHook('preClose', () => worker.stop());
    }
    ctx.scheduleEventHandlers.push(...(module.scheduleEventHandlers?.(app) ?? []));
    for (const routes of module.routes ?? []) await app.register(withZodSchemas(routes));
  }
  const jobsTable = tableQueue(apiModules.flatMap((m) => m.jobs ?? []));
  runner.add(jobsTable as never);
  app.addHook('onReady', async () => {
    await jobsTable.ensureRecurring(ctx);
    runner.start();
  });
  // Before the database closes: claim nothing more, let the jobs in hand finish.
  app.addHook('preClose', () => runner.stop());
  for (const endpoint of graphqlEndpoints(graphqlPartsOf(apiModules))) await registerGraphqlEndpoint(app, endpoint);
  const webDist = findWebDist(config.WEB_DIST_DIR);
  await registerContentPages(app, webDist);
  await registerSpa(app, webDist);

  app.addHook('onReady', async () => {
    await ctx.hub.attach(app.server, ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await ctx.hub.close();
    if (!opts.database) await database.close();
  });
  return app;
}
