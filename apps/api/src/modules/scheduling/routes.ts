import type { FastifyInstance } from 'fastify';
import { schedulingClientRoutes } from './routes-client.js';
import { schedulingIcsRoutes } from './routes-ics.js';
import { serviceUploadRoutes } from './routes-upload.js';
import { schedulingUserRoutes } from './routes-user.js';

/** Every REST call of the scheduling module (docs/api.md "Scheduling"). */
export async function schedulingRoutes(app: FastifyInstance) {
  await schedulingUserRoutes(app);
  await schedulingClientRoutes(app);
  await serviceUploadRoutes(app);
  await schedulingIcsRoutes(app);
}
