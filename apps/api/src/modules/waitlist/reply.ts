// The client's answer to a waitlist offer (offers.ts), read before the secretary's brain in the
// conversation turn (secretary/turn.ts): a yes books the held slot through the same scheduling
// service the secretary's guarded tools use (actor assistant, ASSISTANT_CLIENT, the client's booking
// cap); a no puts the entry back to waiting and offers the slot to the next in line. Any other
// message is left to the secretary (the offer stays held until it expires).
import type { TAppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { bookSchedule, clientBookingCap } from '../scheduling/service.js';
import { localDateKey, localTime, toLocal } from '../scheduling/tz.js';
import { agreementOf, isNegationOrHesitation } from '../secretary/consent.js';
import { openOfferOf, updateWaitlistEntry } from './repo.js';
import { releaseOffer } from './offers.js';

const ACTOR = { kind: 'assistant' as const, id: null };

const spoken = (tz: string, at: Date) => {
  const [, m, d] = localDateKey(tz, at.getTime()).split('-');
  return `${d}/${m} às ${localTime(tz, at.getTime())}`;
};

/** The secretary's replies when the messages answer an open offer of the client; null when they do not. */
export async function answerWaitlistOffer(
  tx: TAppContext,
  input: { companyId: string; clientId: string; timezone: string; texts: string[] },
): Promise<string[] | null> {
  const entry = await openOfferOf(tx.db, input.companyId, input.clientId, tx.now());
  if (!entry?.offer_start_at || !entry.offer_calendar_id) return null;
  const message = input.texts.join('\n');
  const at = entry.offer_start_at;
  const minutes = toLocal(input.timezone, at.getTime()).minute;
  if (agreementOf(message, { action: 'book', minutes }) === 'agree') {
    try {
      const schedule = await tx.db.transaction(async (db) =>
        bookSchedule(
          { ...tx, db: db as unknown as TAppContext['db'] },
          {
            companyId: input.companyId,
            actor: ACTOR,
            clientId: input.clientId,
            serviceId: entry.service_id,
            calendarId: entry.offer_calendar_id,
            startAt: at,
            interface: 'ASSISTANT_CLIENT',
            beforeInsert: clientBookingCap(input.companyId, input.clientId, tx.now),
          },
        ),
      );
      await updateWaitlistEntry(tx.db, entry.id, {
        status: 'booked',
        schedule_id: schedule.id,
        offer_expires_at: null,
        updated_at: tx.now(),
      });
      return [`Pronto! Reservei para você no dia ${spoken(input.timezone, at)}. Até lá! 😊`];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await releaseOffer(tx, entry);
      return ['Poxa, esse horário acabou de ser ocupado 😕. Continuo com você na lista de espera e aviso se abrir outro.'];
    }
  }
  if (isNegationOrHesitation(message)) {
    await releaseOffer(tx, entry);
    return ['Tudo bem! Continuo com você na lista de espera e aviso se abrir outro horário.'];
  }
  return null;
}
