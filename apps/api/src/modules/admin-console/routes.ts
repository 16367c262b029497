// The back-office data API (/admin/…, issue 14): one plugin, so the permission check of guard.ts runs on
// every route it holds. Admin sign-in stays in modules/auth (no permission needed to enter).
import type { FastifyInstance } from 'fastify';
import { installAdminGuard } from './guard.js';
import { adminAiRoutes } from './routes-ai.js';
import { adminAiToolRoutes } from './routes-ai-tools.js';
import { adminBillingRoutes } from './routes-billing.js';
import { adminChatRoutes } from './routes-chats.js';
import { adminCompanyRoutes } from './routes-companies.js';
import { adminContentRoutes } from './routes-content.js';
import { adminEventsQueueRoutes } from './routes-events-queue.js';
import { adminImpersonationRoutes } from './routes-impersonation.js';
import { adminPlanUserRoutes } from './routes-plans-users.js';
import { adminPlatformRoutes } from './routes-platform.js';
import { adminStaffRoutes } from './routes-staff.js';
import { adminWebhookRoutes } from './routes-webhooks.js';

export async function adminConsoleRoutes(app: FastifyInstance, opts: { kick: () => void }) {
  installAdminGuard(app);
  await adminCompanyRoutes(app);
  await adminImpersonationRoutes(app);
  await adminChatRoutes(app);
  await adminWebhookRoutes(app, opts);
  await adminStaffRoutes(app);
  await adminBillingRoutes(app);
  await adminPlanUserRoutes(app);
  await adminContentRoutes(app);
  await adminAiRoutes(app);
  await adminAiToolRoutes(app);
  await adminPlatformRoutes(app);
  await adminEventsQueueRoutes(app);
}
