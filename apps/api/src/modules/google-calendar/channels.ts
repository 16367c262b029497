// Push notifications: a watch channel per link tells us (POST /webhooks/google-calendar) that the
// Google calendar changed, so a sync runs within seconds instead of at the next periodic sweep.
// Channels live at most a week: the sweep renews those ending within a day (new channel first, then
// the old one stopped). Without GOOGLE_CALENDAR_WEBHOOK_URL there are no channels, only the sweep.
import { randomBytes, randomUUID } from 'node:crypto';
import type { TAppContext } from '../../lib/context.js';
import { GoogleCalendarError } from '../../integrations/google/calendar.js';
import { calendarClient, GrantRevoked, withAccessToken } from './access.js';
import { type TLinkRow, updateLink } from './repo.js';

const CHANNEL_TTL_SECONDS = 7 * 86_400;

/** Stops the link's channel at Google (a channel already gone counts as stopped). */
export async function stopChannel(ctx: TAppContext, link: TLinkRow): Promise<void> {
  if (!link.channel_id || !link.channel_resource_id) return;
  const channel = { id: link.channel_id, resourceId: link.channel_resource_id };
  try {
    await withAccessToken(ctx, link.user_id, (token) => calendarClient(ctx.config).stopChannel(token, channel));
  } catch (error) {
    if (error instanceof GrantRevoked) return;
    if (!(error instanceof GoogleCalendarError) || error.httpStatus !== 404) throw error;
  }
}

/** Opens a new channel for the link (replacing the old one); nothing without a webhook address. */
export async function renewChannel(ctx: TAppContext, link: TLinkRow): Promise<void> {
  const address = ctx.config.GOOGLE_CALENDAR_WEBHOOK_URL;
  if (!address) return;
  const secret = randomBytes(24).toString('base64url');
  let opened: { id: string; resourceId: string; expiration: Date | null };
  try {
    opened = await withAccessToken(ctx, link.user_id, (token) =>
      calendarClient(ctx.config).watch(token, link.google_calendar_id, {
        id: randomUUID(),
        address,
        token: secret,
        ttlSeconds: CHANNEL_TTL_SECONDS,
      }),
    );
  } catch (error) {
    if (!(error instanceof GrantRevoked)) throw error;
    await updateLink(ctx.db, link.id, { last_error: error.message });
    return;
  }
  await stopChannel(ctx, link);
  await updateLink(ctx.db, link.id, {
    channel_id: opened.id,
    channel_resource_id: opened.resourceId,
    channel_token: secret,
    channel_expires_at: opened.expiration ?? new Date(ctx.now().getTime() + CHANNEL_TTL_SECONDS * 1000),
  });
}
