// Google → here: the busy times of a linked Google calendar become calendar_external_busy rows of our
// calendar (scheduling's applyExternalBusy drops the cached free times when they change). The first sync
// reads everything from yesterday on; later ones ask only for what changed since the stored syncToken.
// A 410 fullSyncRequired starts over with a full read that replaces what was known.
import type { TAppContext } from '../../lib/context.js';
import { GoogleCalendarError, type TGoogleEvent } from '../../integrations/google/calendar.js';
import { findCompanyById } from '../companies/service.js';
import { allDaySpan, applyExternalBusy, type TExternalBusy } from '../scheduling/service.js';
import { calendarClient, GrantRevoked, withAccessToken } from './access.js';
import { lockLink, type TLinkRow, updateLink } from './repo.js';

export const BUSY_SOURCE = 'google';
/** extendedProperties.private key of the events we write: never read back as busy time. */
export const OUR_EVENT_KEY = 'agendaScheduleId';
const FULL_SYNC_FROM_MS = 86_400_000;

interface TChanges {
  events: TGoogleEvent[];
  reset: boolean;
  nextSyncToken: string | null;
}

async function readChanges(ctx: TAppContext, link: TLinkRow, token: string): Promise<TChanges> {
  const client = calendarClient(ctx.config);
  let syncToken = link.sync_token ?? undefined;
  let pageToken: string | undefined;
  const events: TGoogleEvent[] = [];
  for (;;) {
    try {
      const page = await client.listEvents(token, link.google_calendar_id, {
        ...(syncToken ? { syncToken } : { timeMin: new Date(ctx.now().getTime() - FULL_SYNC_FROM_MS).toISOString() }),
        ...(pageToken ? { pageToken } : {}),
      });
      events.push(...page.items);
      if (page.nextPageToken) {
        pageToken = page.nextPageToken;
        continue;
      }
      return { events, reset: !syncToken, nextSyncToken: page.nextSyncToken ?? null };
    } catch (error) {
      if (!(error instanceof GoogleCalendarError) || error.httpStatus !== 410 || !syncToken) throw error;
      syncToken = undefined;
      pageToken = undefined;
      events.length = 0;
    }
  }
}

/** An event's busy span, or null when it does not block time (free, cancelled, ours, or malformed). */
function busySpan(event: TGoogleEvent, timezone: string): { start: Date; end: Date } | null {
  if (event.status === 'cancelled' || event.transparency === 'transparent') return null;
  if (event.extendedProperties?.private?.[OUR_EVENT_KEY]) return null;
  const { start, end } = event;
  let span: { start: Date; end: Date } | null = null;
  if (start?.dateTime && end?.dateTime) span = { start: new Date(start.dateTime), end: new Date(end.dateTime) };
  else if (start?.date && end?.date) span = allDaySpan(timezone, start.date, end.date);
  if (!span || !(span.end.getTime() > span.start.getTime())) return null;
  return span;
}

/** One sync of a link; true when a free time of our calendar changed. Never throws for a revoked grant. */
export async function syncLink(ctx: TAppContext, linkId: string): Promise<boolean> {
  const link = await lockLink(ctx.db, linkId);
  if (!link) return false;
  const company = await findCompanyById(ctx, link.company_id);
  if (!company) return false;
  let changes: TChanges;
  try {
    changes = await withAccessToken(ctx, link.user_id, (token) => readChanges(ctx, link, token));
  } catch (error) {
    if (!(error instanceof GrantRevoked)) throw error;
    await updateLink(ctx.db, link.id, { last_error: error.message });
    return false;
  }
  const busy: TExternalBusy[] = [];
  const gone: string[] = [];
  for (const event of changes.events) {
    const span = busySpan(event, company.timezone);
    if (span) busy.push({ externalId: event.id, ...span });
    else gone.push(event.id);
  }
  const changed = await applyExternalBusy(
    ctx,
    { companyId: link.company_id, calendarId: link.calendar_id, source: BUSY_SOURCE },
    { busy, gone, reset: changes.reset },
  );
  await updateLink(ctx.db, link.id, { sync_token: changes.nextSyncToken, last_synced_at: ctx.now(), last_error: null });
  return changed;
}
