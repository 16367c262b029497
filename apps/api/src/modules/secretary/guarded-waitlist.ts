// The waitlist through the safety layer, for both brains: a call first makes the offer (stored with
// the turn it was shown in, nothing written); the client goes on the list only when the next message
// says yes to that same offer (same service, professional, day and window) seen in the previous reply.
// A client already on that day's list is told so; a day with free times matching is refused.
import type { TAppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { maskLogText } from '../../lib/log-mask.js';
import { joinWaitlistFromChat, sameDayEntry, waitlistRefusal, type TChatWaitlistAsk } from '../waitlist/chat.js';
import { serviceAndCalendarOf } from '../waitlist/repo.js';
import type { TBrainWaitlistAsk, TBrainWaitlistEntry, TToolResult } from './brain/types.js';
import type { TGuardState } from './dialogue-state.js';
import { sawWaitlistOffer, waitlistAnswerOf, waitlistOfferText } from './waitlist-consent.js';

export type TWriteWaitlist = (q: TChatWaitlistAsk) => Promise<TToolResult<TBrainWaitlistEntry>>;

const entryOf = (e: { id: string; from_date: string; service_title: string | null; calendar_title: string | null }, already: boolean) => ({
  id: e.id,
  date: e.from_date,
  service_title: e.service_title ?? 'Atendimento',
  professional: e.calendar_title,
  already,
});

/** The raw write (tools.ts): the waitlist service, its refusals as a tool result, never an exception. */
export function writeWaitlist(ctx: TAppContext, companyId: string, clientId: string): TWriteWaitlist {
  return async (q) => {
    try {
      const { entry, already } = await joinWaitlistFromChat(ctx, companyId, clientId, q);
      return { ok: true, value: entryOf(entry, already) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, reason: error.status === 404 ? 'not_found' : 'invalid', message: error.message };
      ctx.log.warn(`secretary waitlist failed: ${maskLogText((error as Error).message)}`);
      return { ok: false, reason: 'error', message: 'erro interno' };
    }
  };
}

const sameWindow = (a: TChatWaitlistAsk['window'], b: TChatWaitlistAsk['window']) =>
  (a === null && b === null) || (!!a && !!b && a.from === b.from && a.to === b.to);

export function guardedWaitlist(
  ctx: TAppContext,
  g: {
    companyId: string;
    clientId: string;
    message: string;
    lastAssistant: string | null;
    st: TGuardState;
    write: TWriteWaitlist | undefined;
  },
) {
  const { st, companyId, clientId } = g;
  // An offer answers only the next message: one left unanswered is gone.
  if (st.waitlist && st.waitlist.shown_turn < st.turn - 1) st.waitlist = null;
  let offeredNow: string | null = null;

  async function joinWaitlist(q: TBrainWaitlistAsk): Promise<TToolResult<TBrainWaitlistEntry>> {
    const ask: TChatWaitlistAsk = { serviceId: q.serviceId, calendarId: q.calendarId ?? null, date: q.date, window: q.window ?? null };
    const o = st.waitlist;
    const shown =
      !!o &&
      o.shown_turn < st.turn &&
      o.service_id === ask.serviceId &&
      o.calendar_id === ask.calendarId &&
      o.date === ask.date &&
      sameWindow(o.window, ask.window) &&
      sawWaitlistOffer(g.lastAssistant, ask.date);
    if (shown && waitlistAnswerOf(g.message) === 'yes') {
      st.waitlist = null;
      return g.write ? g.write(ask) : { ok: false, reason: 'invalid', message: 'Lista de espera indisponível.' };
    }
    const { same } = await sameDayEntry(ctx, companyId, clientId, ask);
    if (same) return { ok: true, value: entryOf(same, true) };
    const why = await waitlistRefusal(ctx, companyId, ask);
    if (why) return { ok: false, reason: 'invalid', message: why };
    const { service, calendar } = await serviceAndCalendarOf(ctx.db, companyId, ask.serviceId, ask.calendarId);
    const text = waitlistOfferText({
      service: service?.title ?? 'Atendimento',
      professional: calendar?.title ?? null,
      date: ask.date,
      window: ask.window,
    });
    st.waitlist = { service_id: ask.serviceId, calendar_id: ask.calendarId, date: ask.date, window: ask.window, shown_turn: st.turn };
    offeredNow = text;
    return { ok: false, reason: 'needs_agreement', message: text };
  }

  return { joinWaitlist, offeredNow: () => offeredNow };
}

/** The client must see the offer it may say yes to: appended when the reply does not make it. */
export function showWaitlistOffer(replies: string[], offer: string | null): string[] {
  if (!offer || /lista de espera/i.test(replies.join('\n'))) return replies;
  if (!replies.length) return [offer];
  return [...replies.slice(0, -1), `${replies[replies.length - 1]}\n\n${offer}`];
}
