// Here → Google: each booking of a linked calendar is one event of the linked Google calendar, kept in
// step by a job run after every booking change (book, move, cancel). The event's id is derived from
// the booking's id, so a retried insert answers 409 and becomes a patch: never two events for one
// booking, after a crash or a restart. A booking moved to a calendar without a link, or canceled, has its
// event deleted; google_calendar_events remembers where each event lives.
import type { TAppContext } from '../../lib/context.js';
import { GoogleCalendarError, type TEventWrite } from '../../integrations/google/calendar.js';
import { findCompanyById } from '../companies/service.js';
import { scheduleForExternalCalendar } from '../scheduling/service.js';
import { calendarClient, GrantRevoked, withAccessToken } from './access.js';
import { deletePushedEvent, findLink, findPushedEvent, linkOfCalendar, savePushedEvent, type TLinkRow, updateLink } from './repo.js';
import { OUR_EVENT_KEY } from './sync.js';

/** Google event ids are base32hex (a–v, 0–9), 5 to 1024 characters: a UUID's hex digits qualify. */
export const googleEventIdOf = (scheduleId: string) => `ag${scheduleId.replace(/-/g, '').toLowerCase()}`;

type TSchedule = NonNullable<Awaited<ReturnType<typeof scheduleForExternalCalendar>>>;

function eventOf(s: TSchedule, timezone: string, companyName: string): TEventWrite {
  const title = [s.serviceTitle, s.clientName].filter(Boolean).join(' — ') || 'Agendamento';
  return {
    summary: title,
    description: `Agendado na Agenda Inteligente (${companyName}).`,
    start: { dateTime: s.start.toISOString(), timeZone: timezone },
    end: { dateTime: s.end.toISOString(), timeZone: timezone },
    status: 'confirmed',
    extendedProperties: { private: { [OUR_EVENT_KEY]: s.id } },
  };
}

const isGone = (error: unknown) => error instanceof GoogleCalendarError && (error.httpStatus === 404 || error.httpStatus === 410);

async function removeFromGoogle(ctx: TAppContext, link: TLinkRow, eventId: string): Promise<void> {
  await withAccessToken(ctx, link.user_id, async (token) => {
    try {
      await calendarClient(ctx.config).deleteEvent(token, link.google_calendar_id, eventId);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  });
}

async function writeToGoogle(ctx: TAppContext, link: TLinkRow, eventId: string, event: TEventWrite, known: boolean): Promise<void> {
  const client = calendarClient(ctx.config);
  await withAccessToken(ctx, link.user_id, async (token) => {
    if (known) {
      try {
        await client.patchEvent(token, link.google_calendar_id, eventId, event);
        return;
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }
    try {
      await client.insertEvent(token, link.google_calendar_id, { ...event, id: eventId });
    } catch (error) {
      if (!(error instanceof GoogleCalendarError && error.httpStatus === 409)) throw error;
      await client.patchEvent(token, link.google_calendar_id, eventId, event);
    }
  });
}

/** Puts the booking's event where it belongs now (idempotent: run it any number of times). */
export async function pushSchedule(ctx: TAppContext, companyId: string, scheduleId: string): Promise<void> {
  const schedule = await scheduleForExternalCalendar(ctx, companyId, scheduleId);
  const target = schedule?.active ? await linkOfCalendar(ctx.db, schedule.calendarId) : undefined;
  const pushed = await findPushedEvent(ctx.db, scheduleId);
  let current: TLinkRow | undefined;
  try {
    if (pushed && pushed.link_id !== target?.id) {
      current = await findLink(ctx.db, pushed.link_id);
      if (current) await removeFromGoogle(ctx, current, pushed.google_event_id);
      await deletePushedEvent(ctx.db, scheduleId);
    }
    if (!target || !schedule) return;
    current = target;
    const company = await findCompanyById(ctx, companyId);
    if (!company) return;
    const eventId = googleEventIdOf(scheduleId);
    await writeToGoogle(ctx, target, eventId, eventOf(schedule, company.timezone, company.name), pushed?.link_id === target.id);
    await savePushedEvent(ctx.db, scheduleId, target.id, eventId);
  } catch (error) {
    if (!(error instanceof GrantRevoked) || !current) throw error;
    await updateLink(ctx.db, current.id, { last_error: error.message });
  }
}
