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
//   listCalendars(ctx, companyId) → TCalendarDto[]
//
// Errors are AppError: 404 (not found / not yours), 422 (invalid or not an offered slot), 409 with
// SCHEDULE_CONFLICT_MESSAGE when the time was taken. Modules handle changes through scheduleEventHandlers in modules/index.ts (events.ts).
export { findAvailableSlots, availableDaysOfMonth, availableSlotsOfDay } from './service-availability.js';
export { bookSchedule, bookScheduleSeries } from './service-booking.js';
export { cancelSchedule, confirmSchedule, changeScheduleStatus } from './service-changes.js';
export { rescheduleSchedule } from './service-reschedule.js';
export { listClientSchedules, agendaSchedules, agendaCounts, agendaBlockedPeriods } from './service-queries.js';
export { listServices, listCalendars } from './service-catalog.js';
export { dispatchPendingScheduleEvents } from './events.js';
export type { TScheduleEventHandler } from '../../lib/context.js';
export type * from './types.js';
