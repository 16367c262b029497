// Google Calendar two-way sync (docs/decisions/0028): a user's Google grant and the calendars of a
// company linked to a Google calendar of that account.
import { z } from 'zod';

export const ZGoogleCalendarLinkBody = z.object({
  calendar_id: z.uuid({ error: 'Agenda inválida.' }),
});
export type TGoogleCalendarLinkBody = z.infer<typeof ZGoogleCalendarLinkBody>;

const ZGoogleCalendarLinkDto = z.object({
  id: z.string(),
  calendar_id: z.string(),
  calendar_title: z.string(),
  google_calendar_id: z.string(),
  /** The linking user; only they (or a manager) can unlink. */
  user_id: z.string(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Google pushes changes (watch channel alive); otherwise the periodic sync catches them. */
  push_active: z.boolean(),
});

export const ZGoogleCalendarStatusDto = z.object({
  /** The caller's Google account with calendar access, if any. */
  account: z.object({ email: z.string() }).nullable(),
  links: z.array(ZGoogleCalendarLinkDto),
  /** Calendars of the company the caller may link (not linked yet). */
  linkable: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TGoogleCalendarStatusDto = z.infer<typeof ZGoogleCalendarStatusDto>;
