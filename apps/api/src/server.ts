import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { seedPlans } from './seed/plans.js';
import { DEMO, seedDemo } from './seed/demo.js';

const config = loadConfig();
// buildApp logs why it could not start (database unreachable or silent); the process must not linger.
const app = await buildApp({ config }).catch(() => process.exit(1));
await seedPlans(app.ctx.db);
if (config.seedDemo && (await seedDemo(app.ctx))) {
  app.log.info(`demo seeded: ${DEMO.ownerEmail} / ${DEMO.ownerPassword} (company /${DEMO.companySlug})`);
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Agenda Inteligente on http://localhost:${config.PORT} (database: ${app.ctx.database.kind})`);
