import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { seedPlans } from './seed/plans.js';
import { DEMO, seedDemo } from './seed/demo.js';
import { seedDemoWeek } from './seed/demo-week.js';

const config = loadConfig();
// buildApp logs why it could not start (database unreachable or silent); the process must not linger.
const app = await buildApp({ config }).catch(() => process.exit(1));
await seedPlans(app.ctx.db);
if (config.seedDemo && (await seedDemo(app.ctx))) {
  // Credentials stay out of the log (they would be masked anyway): README.md lists the demo sign-in.
  app.log.info(`demo seeded: company /${DEMO.companySlug} (sign-in details in README.md)`);
}
if (config.seedDemoWeek) {
  const week = await seedDemoWeek(app.ctx);
  if (week && week.schedules > 0) app.log.info(`demo week seeded: ${week.schedules} appointments around today`);
}

// app.close() stops the workers first (they claim nothing more and finish or release what they hold,
// preClose hooks), then waits for requests in flight, then closes the database.
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Agenda Inteligente on http://localhost:${config.PORT} (database: ${app.ctx.database.kind})`);
