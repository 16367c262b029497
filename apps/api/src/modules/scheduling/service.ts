// The scheduling module's public service. Other modules (the AI secretary, the agenda routes) import
// from here only; the names and signatures are stable.
//
//   findAvailableSlots(ctx, { companyId, serviceId, calendarId?, from, to, limit?, audience?, excludeScheduleIds? }) → TSlot[]
//   bookSchedule(ctx, { companyId, actor, clientId, serviceId, calendarId?, startAt, interface, observation?, recurrenceType?, … }) → TScheduleDto
//   cancelSchedule(ctx, { companyId, actor, scheduleId, reason?, interface, scope? }) → TScheduleDto
//   rescheduleSchedule(ctx, { companyId, actor, scheduleId, startAt, calendarId?, interface, scope? }) → TScheduleDto
//   confirmSchedule(ctx, { companyId, actor, scheduleId, interface }) → TScheduleDto
//   listClientSchedules(ctx, { companyId, clientId, when: 'upcoming' | 'history' }) → TScheduleDto[]
//   listServices(ctx, companyId, { activeOnly }) → TServiceDto[]
//   markSchedulesNotified(tx, companyId, scheduleIds): their reminders went out (is_notify_sent)
//   icsUrl(secret, publicUrl, scheduleId): the unguessable .ics address of an appointment (routes-ics.ts)
//   TIME_FREED_JOB / TFreedTime: the job a removed or shrunk blocked period enqueues for its freed time (time-freed.ts)
//
// Errors are AppError: 404 (not found / not yours), 422 (invalid or not an offered slot), 409 with
// SCHEDULE_CONFLICT_MESSAGE when the time was taken. Modules handle booking changes through their
// scheduleEventHandlers in modules/index.ts (events.ts).
export { findAvailableSlots } from './service-availability.js';
export { bookSchedule } from './service-booking.js';
export { cancelSchedule, confirmSchedule } from './service-changes.js';
export { rescheduleSchedule } from './service-reschedule.js';
export { listClientSchedules } from './service-queries.js';
export { listActiveCalendarsWithServices, listActiveServiceRows, listCalendars, listServices } from './service-catalog.js';
export { clientBookingCap } from './client-booking-cap.js';
export { markSchedulesNotified } from './service-notify.js';
export { icsUrl } from './ics.js';
export { dispatchPendingScheduleEvents } from './events.js';
export {
  allDaySpan,
  applyExternalBusy,
  dropExternalBusy,
  scheduleForExternalCalendar,
  type TExternalBusy,
} from './service-external-busy.js';
export type { TScheduleEventHandler } from '../../lib/context.js';
export type * from './types.js';
export { TIME_FREED_JOB, type TFreedTime } from './time-freed.js';
