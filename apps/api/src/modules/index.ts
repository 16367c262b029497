// The API's modules, one object each: app.ts registers their routes, GraphQL parts, writable
// entities, event handlers and workers from this list, in this order.
import { adminAuthRoutes } from './auth/admin-routes.js';
import { clientAuthRoutes } from './auth/client-routes.js';
import { userAuthRoutes } from './auth/user-routes.js';
import { gatewayHealthWorker } from './channels/health.js';
import { instagramLoginRoutes } from './channels/instagram-login-routes.js';
import { channelRoutes } from './channels/routes.js';
import { webhookRoutes } from './channels/webhooks.js';
import { companyRoutes } from './companies/routes.js';
import { companyUploadRoutes } from './companies/routes-upload.js';
import { devRoutes } from './dev/routes.js';
import { generalRoutes } from './general/routes.js';
import { userEntity } from './general/user-entity.js';
import { healthRoutes } from './health/routes.js';
import type { TApiModule } from './module.js';
import { notificationRoutes } from './notifications/routes.js';
import { schedulingEntities } from './scheduling/entities.js';
import { schedulingUserPart } from './scheduling/graphql.js';
import { schedulingPeopleUserPart } from './scheduling/graphql-people.js';
import { schedulingRoutes } from './scheduling/routes.js';
import { scheduleEventsReplayWorker } from './scheduling/events-replay.js';
import { scheduleConfirmationHandler } from './secretary/confirmations.js';
import { faqEntity } from './secretary/faq.js';
import { secretaryUserPart } from './secretary/graphql.js';
import { secretaryRoutes } from './secretary/routes.js';
import { secretaryWorker } from './secretary/worker.js';
import { subscriptionUserPart } from './subscriptions/graphql.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { uploadsStatic } from './uploads/static.js';

export const apiModules: TApiModule[] = [
  { name: 'health', routes: [healthRoutes] },
  { name: 'dev', routes: [devRoutes] },
  { name: 'two-factor', routes: [twoFactorRoutes] },
  { name: 'auth', routes: [userAuthRoutes, adminAuthRoutes, clientAuthRoutes] },
  { name: 'companies', routes: [companyRoutes, companyUploadRoutes] },
  { name: 'uploads', routes: [uploadsStatic] },
  { name: 'general', routes: [generalRoutes], entities: { user: userEntity } },
  {
    name: 'scheduling',
    routes: [schedulingRoutes],
    graphql: { user: [schedulingUserPart, schedulingPeopleUserPart] },
    entities: schedulingEntities,
    workers: [scheduleEventsReplayWorker],
  },
  {
    name: 'secretary',
    // A stored webhook or a queued confirmation runs the worker now instead of at its next tick.
    routes: [async (app) => secretaryRoutes(app, { kick: () => app.secretary.kick() })],
    graphql: { user: [secretaryUserPart] },
    entities: { faq: faqEntity },
    scheduleEventHandlers: (app) => [scheduleConfirmationHandler(() => app.secretary.kick())],
    workers: [secretaryWorker],
  },
  {
    name: 'channels',
    routes: [async (app) => webhookRoutes(app, { hooks: { onStored: () => app.secretary.kick() } }), channelRoutes, instagramLoginRoutes],
    workers: [gatewayHealthWorker],
  },
  { name: 'notifications', routes: [notificationRoutes] },
  { name: 'subscriptions', routes: [subscriptionRoutes], graphql: { user: [subscriptionUserPart] } },
];
