// The API's modules, one object each: app.ts registers their routes, GraphQL parts, writable
// entities, event handlers and workers from this list, in this order.
import { adminConsoleRoutes } from './admin-console/routes.js';
import { affiliateRoutes } from './affiliates/routes.js';
import { automationHandler } from './automations/planner.js';
import { autoPilotJob } from './automations/auto-pilot.js';
import { automationRoutes, autoPilotRoutes } from './automations/routes.js';
import { automationTagJob } from './automations/tag-job.js';
import { adminAuthRoutes } from './auth/admin-routes.js';
import { adminEmailAuthRoutes } from './auth/admin-email-routes.js';
import { clientAuthRoutes } from './auth/client-routes.js';
import { clientEntities } from './clients/entities.js';
import { clientRoutes } from './clients/routes.js';
import { bookingMovesClientForward } from './clients/service-crm.js';
import { userAuthRoutes } from './auth/user-routes.js';
import { userProfileRoutes } from './users/profile-routes.js';
import { gatewayHealthWorker } from './channels/health.js';
import { instagramLoginRoutes } from './channels/instagram-login-routes.js';
import { channelRoutes } from './channels/routes.js';
import { webhookRoutes } from './channels/webhooks.js';
import { companyRoutes } from './companies/routes.js';
import { companyUploadRoutes } from './companies/routes-upload.js';
import { companyPhotoRoutes } from './companies/routes-photos.js';
import { devRoutes } from './dev/routes.js';
import { generalRoutes } from './general/routes.js';
import { googleCalendarPushHandler, googleCalendarPushJob, googleCalendarSweepJob, googleCalendarSyncJob } from './google-calendar/jobs.js';
import { googleCalendarRoutes } from './google-calendar/routes.js';
import { userEntity } from './general/user-entity.js';
import { healthRoutes } from './health/routes.js';
import type { TApiModule } from './module.js';
import { notificationRoutes } from './notifications/routes.js';
import { birthdayJob } from './scheduled-messages/birthdays.js';
import { clientImportJob } from './imports/job.js';
import { clientImportRoutes } from './imports/routes.js';
import { companyMediaRoutes } from './media/routes.js';
import { privateFileRoutes } from './records/file-route.js';
import { clientRecordRoutes } from './records/routes.js';
import { reminderHandler } from './scheduled-messages/reminders.js';
import { waitlistExpireJob, waitlistHandler, waitlistOfferJob } from './waitlist/offers.js';
import { waitlistTimeFreedJob } from './waitlist/time-freed.js';
import { waitlistClientRoutes } from './waitlist/routes-client.js';
import { waitlistRoutes } from './waitlist/routes.js';
import { messageTemplateRoutes } from './message-templates/routes.js';
import { scheduledMessageRoutes } from './scheduled-messages/routes.js';
import { scheduledMessageSendJob } from './scheduled-messages/send-job.js';
import { schedulingEntities } from './scheduling/entities.js';
import { schedulingUserPart } from './scheduling/graphql.js';
import { schedulingPeopleUserPart } from './scheduling/graphql-people.js';
import { schedulingRoutes } from './scheduling/routes.js';
import { scheduleEventsQueue } from './scheduling/events-replay.js';
import { scheduleConfirmationHandler } from './secretary/confirmations.js';
import { faqEntity } from './secretary/faq.js';
import { secretaryUserPart } from './secretary/graphql.js';
import { personalitiesUserPart } from './companies/personalities.js';
import { secretaryRoutes } from './secretary/routes.js';
import { secretaryQueues } from './secretary/worker.js';
import { subscriptionUserPart } from './subscriptions/graphql.js';
import { billingClockJob } from './subscriptions/advance.js';
import { billingDevRoutes } from './subscriptions/dev-routes.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { paymentWebhookRoutes } from './subscriptions/webhook-routes.js';
import { teamRoutes } from './team/routes.js';
import { trackingRoutes } from './tracking/routes.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { uploadsStatic } from './uploads/static.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { recurringExpensesJob } from './finance/repo-recurring.js';
import { financeRoutes } from './finance/routes.js';
import { explorerRoutes } from './explorer/routes.js';

export const apiModules: TApiModule[] = [
  { name: 'health', routes: [healthRoutes] },
  { name: 'dev', routes: [devRoutes] },
  { name: 'two-factor', routes: [twoFactorRoutes] },
  { name: 'auth', routes: [userAuthRoutes, userProfileRoutes, adminAuthRoutes, adminEmailAuthRoutes, clientAuthRoutes] },
  { name: 'companies', routes: [companyRoutes, companyUploadRoutes, companyPhotoRoutes], graphql: { user: [personalitiesUserPart] } },
  { name: 'uploads', routes: [uploadsStatic] },
  { name: 'general', routes: [generalRoutes], entities: { user: userEntity } },
  {
    name: 'scheduling',
    routes: [schedulingRoutes],
    graphql: { user: [schedulingUserPart, schedulingPeopleUserPart] },
    entities: schedulingEntities,
    jobQueues: () => [scheduleEventsQueue as never],
  },
  {
    name: 'secretary',
    // A stored webhook or a queued confirmation runs the worker now instead of at its next tick.
    routes: [async (app) => secretaryRoutes(app, { kick: () => app.secretary.kick() })],
    graphql: { user: [secretaryUserPart] },
    entities: { faq: faqEntity },
    scheduleEventHandlers: (app) => [scheduleConfirmationHandler(() => app.secretary.kick())],
    jobQueues: secretaryQueues,
  },
  {
    name: 'channels',
    routes: [async (app) => webhookRoutes(app, { hooks: { onStored: () => app.secretary.kick() } }), channelRoutes, instagramLoginRoutes],
    workers: [gatewayHealthWorker],
  },
  {
    name: 'scheduled-messages',
    routes: [scheduledMessageRoutes],
    // Reminders follow the schedule's changes; the send job hands each due message to the secretary's outbox.
    scheduleEventHandlers: () => [reminderHandler],
    jobs: [scheduledMessageSendJob as never, birthdayJob as never],
  },
  { name: 'notifications', routes: [notificationRoutes] },
  {
    name: 'subscriptions',
    routes: [subscriptionRoutes, paymentWebhookRoutes, billingDevRoutes],
    graphql: { user: [subscriptionUserPart] },
    jobs: [billingClockJob as never],
  },
  { name: 'affiliates', routes: [affiliateRoutes] },
  { name: 'team', routes: [teamRoutes] },
  { name: 'clients', routes: [clientRoutes], entities: clientEntities, scheduleEventHandlers: () => [bookingMovesClientForward] },
  // After secretary: a webhook replay kicks its worker.
  { name: 'admin-console', routes: [async (app) => adminConsoleRoutes(app, { kick: () => app.secretary.kick() })] },
  {
    name: 'automations',
    routes: [automationRoutes, autoPilotRoutes],
    // Each automation follows the schedule's changes; its tag action runs as a job when due.
    scheduleEventHandlers: () => [automationHandler],
    jobs: [automationTagJob as never, autoPilotJob as never],
  },
  {
    name: 'waitlist',
    routes: [waitlistRoutes, waitlistClientRoutes],
    // A freed slot (canceled, moved away, a blocked period removed or shrunk) is offered to the first client waiting for it.
    scheduleEventHandlers: () => [waitlistHandler],
    jobs: [waitlistOfferJob as never, waitlistExpireJob as never, waitlistTimeFreedJob as never],
  },
  { name: 'message-templates', routes: [messageTemplateRoutes] },
  { name: 'tracking', routes: [trackingRoutes] },
  { name: 'records', routes: [clientRecordRoutes, privateFileRoutes] },
  { name: 'media', routes: [companyMediaRoutes] },
  { name: 'imports', routes: [clientImportRoutes], jobs: [clientImportJob as never] },
  { name: 'finance', routes: [financeRoutes], jobs: [recurringExpensesJob as never] },
  { name: 'dashboard', routes: [dashboardRoutes] },
  { name: 'explorer', routes: [explorerRoutes] },
  {
    name: 'google-calendar',
    routes: [googleCalendarRoutes],
    // Bookings go to the linked Google calendars; Google's busy times come back by sync jobs.
    scheduleEventHandlers: () => [googleCalendarPushHandler],
    jobs: [googleCalendarSyncJob as never, googleCalendarPushJob as never, googleCalendarSweepJob as never],
  },
];
