import { adminConsoleHandlers } from './admin-console-handlers';
import { adminPagesHandlers } from './admin-pages-handlers';
import { adminPlatformHandlers } from './admin-platform-handlers';
import { adminEventsQueueHandlers } from './admin-events-queue-handlers';
import { authHandlers } from './auth-handlers';
import { billingHandlers } from './billing-handlers';
import { billingExtrasHandlers } from './billing/billing-extras-handlers';
import { clientsHandlers } from './clients-handlers';
import { companyHandlers } from './company-handlers';
import { companyPhotosHandlers } from './company-photos-handlers';
import { recordsHandlers } from './records-handlers';
import { generalHandlers } from './general-handlers';
import { schedulingHandlers } from './scheduling-handlers';
import { secretaryHandlers } from './secretary-handlers';
import { teamHandlers } from './team-handlers';
import { scheduledMessagesHandlers } from './scheduled-messages/scheduled-messages-handlers';
import { automationsHandlers } from './automations/automations-handlers';
import { financeExtrasHandlers } from './finance/finance-extras-handlers';
import { financeHandlers } from './finance/finance-handlers';
import { googleCalendarHandlers } from './google-calendar-handlers';
import { waitlistHandlers } from './waitlist/waitlist-handlers';
import { messageTemplatesHandlers } from './message-templates-handlers';
import { profileHandlers } from './profile-handlers';

/** Every call the SPA makes so far. */
// The secretary's and scheduling's go first: their GraphQL and generic-write handlers fall through for other callers.
export const handlers = [
  ...billingExtrasHandlers,
  ...recordsHandlers,
  ...clientsHandlers,
  ...teamHandlers,
  ...secretaryHandlers,
  ...schedulingHandlers,
  ...authHandlers,
  ...billingHandlers,
  ...companyHandlers,
  ...companyPhotosHandlers,
  ...generalHandlers,
  ...scheduledMessagesHandlers,
  ...adminPagesHandlers,
  ...adminPlatformHandlers,
  ...adminEventsQueueHandlers,
  ...adminConsoleHandlers,
  ...automationsHandlers,
  ...financeHandlers,
  ...financeExtrasHandlers,
  ...googleCalendarHandlers,
  ...waitlistHandlers,
  ...messageTemplatesHandlers,
  ...profileHandlers,
];
