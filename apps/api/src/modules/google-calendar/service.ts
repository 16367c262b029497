// Google Calendar two-way sync (docs/decisions/0028): the grant a user gives with "Conectar Google
// Agenda" (POST /user/auth/google/verify with sync_calendars), the links of our calendars to it, and
// their removal. The sync itself is in sync.ts (Google → here) and push.ts (here → Google).
import { timingSafeEqual } from 'node:crypto';
import type { TGoogleCalendarStatusDto } from '@agenda/shared/schemas/google-calendar';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TCompanyAccess } from '../companies/access.js';
import { dropExternalBusy, listCalendars } from '../scheduling/service.js';
import { setGoogleCalendarIntegration } from '../users/service.js';
import { calendarClient } from './access.js';
import { renewChannel, stopChannel } from './channels.js';
import { enqueueSync } from './jobs.js';
import {
  deleteAccount,
  deleteLink,
  findAccount,
  findLink,
  findLinkByChannel,
  insertLink,
  linksOfCompany,
  linksOfUser,
  type TLinkRow,
  upsertAccount,
} from './repo.js';
import { BUSY_SOURCE } from './sync.js';

const NOT_CONNECTED = 'Conecte sua conta Google com acesso à agenda antes de vincular.';
const ALREADY_LINKED = 'Esta agenda já está vinculada a um Google Agenda.';
const LINK_NOT_FOUND = 'Vínculo com o Google Agenda não encontrado.';

/** Keeps the grant of a consent that included calendar access; false when Google sent no refresh token. */
export async function connectGoogleAccount(
  ctx: TAppContext,
  userId: string,
  identity: { sub: string; email: string; scopes: string[]; tokens: { accessToken: string; expiresIn: number; refreshToken?: string } },
): Promise<boolean> {
  const existing = await findAccount(ctx.db, userId);
  const refreshToken = identity.tokens.refreshToken ?? existing?.refresh_token;
  if (!refreshToken) return false;
  await upsertAccount(ctx.db, {
    user_id: userId,
    google_sub: identity.sub,
    email: identity.email,
    refresh_token: refreshToken,
    access_token: identity.tokens.accessToken,
    access_expires_at: new Date(ctx.now().getTime() + identity.tokens.expiresIn * 1000),
    scopes: identity.scopes.join(' '),
  });
  await setGoogleCalendarIntegration(ctx, userId, true);
  return true;
}

/** Calendars a member may link: all for managers, their own for an operation member. */
const mayTouch = (access: TCompanyAccess, calendarId: string) => access.role !== 'operation' || access.calendarIds.includes(calendarId);

export async function googleCalendarStatus(ctx: TAppContext, access: TCompanyAccess): Promise<TGoogleCalendarStatusDto> {
  const [account, links, calendars] = await Promise.all([
    findAccount(ctx.db, access.userId),
    linksOfCompany(ctx.db, access.companyId),
    listCalendars(ctx, access.companyId, { scope: access.role === 'operation' ? access.calendarIds : null }),
  ]);
  const title = new Map(calendars.map((c) => [c.id, c.title]));
  const now = ctx.now().getTime();
  return {
    account: account ? { email: account.email } : null,
    links: links
      .filter((l) => title.has(l.calendar_id))
      .map((l) => ({
        id: l.id,
        calendar_id: l.calendar_id,
        calendar_title: title.get(l.calendar_id) ?? '',
        google_calendar_id: l.google_calendar_id,
        user_id: l.user_id,
        last_synced_at: l.last_synced_at?.toISOString() ?? null,
        last_error: l.last_error,
        push_active: Boolean(l.channel_id && l.channel_expires_at && l.channel_expires_at.getTime() > now),
      })),
    linkable: calendars.filter((c) => !links.some((l) => l.calendar_id === c.id)).map((c) => ({ id: c.id, title: c.title })),
  };
}

/** Links one of our calendars to the caller's primary Google calendar; the first sync runs right after. */
export async function linkGoogleCalendar(ctx: TAppContext, access: TCompanyAccess, calendarId: string): Promise<TLinkRow> {
  const calendars = await listCalendars(ctx, access.companyId, { scope: [calendarId] });
  if (!calendars.length || !mayTouch(access, calendarId)) throw notFound('Agenda não encontrada.');
  const account = await findAccount(ctx.db, access.userId);
  if (!account) throw new AppError(422, NOT_CONNECTED);
  const link = await insertLink(ctx.db, {
    company_id: access.companyId,
    calendar_id: calendarId,
    user_id: access.userId,
    google_calendar_id: account.email,
  });
  if (!link) throw new AppError(409, ALREADY_LINKED);
  await enqueueSync(ctx, link.id);
  await renewChannel(ctx, link).catch((err: Error) => ctx.log.warn({ err, linkId: link.id }, 'google calendar watch failed'));
  return link;
}

async function removeLink(ctx: TAppContext, link: TLinkRow): Promise<void> {
  await stopChannel(ctx, link).catch((err: Error) => ctx.log.warn({ err, linkId: link.id }, 'google calendar channel stop failed'));
  await deleteLink(ctx.db, link.id);
  await dropExternalBusy(ctx, link.company_id, link.calendar_id, BUSY_SOURCE);
}

export async function unlinkGoogleCalendar(ctx: TAppContext, access: TCompanyAccess, linkId: string): Promise<void> {
  const link = await findLink(ctx.db, linkId);
  const manager = access.role === 'owner' || access.role === 'admin';
  if (!link || link.company_id !== access.companyId || (!manager && link.user_id !== access.userId)) throw notFound(LINK_NOT_FOUND);
  await removeLink(ctx, link);
}

/** "Desconectar": every link of the user's grant goes, the grant is revoked at Google and forgotten. */
export async function disconnectGoogleAccount(ctx: TAppContext, userId: string): Promise<void> {
  const account = await findAccount(ctx.db, userId);
  for (const link of await linksOfUser(ctx.db, userId)) await removeLink(ctx, link);
  if (account) {
    await calendarClient(ctx.config)
      .revoke(account.refresh_token)
      .catch((err: Error) => ctx.log.warn({ err }, 'google token revoke failed'));
    await deleteAccount(ctx.db, userId);
  }
  await setGoogleCalendarIntegration(ctx, userId, false);
}

/** A push notification: the channel's token must match; 'sync' only confirms the channel. */
export async function onGoogleNotification(
  ctx: TAppContext,
  h: { channelId: string; token: string; resourceId: string; state: string },
): Promise<boolean> {
  const link = await findLinkByChannel(ctx.db, h.channelId);
  if (!link?.channel_token || link.channel_resource_id !== h.resourceId) return false;
  const a = Buffer.from(link.channel_token);
  const b = Buffer.from(h.token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  if (h.state !== 'sync') await enqueueSync(ctx, link.id);
  return true;
}
