// Waitlist offers (issue 11 item 7). A freed slot (a booking canceled, or moved away from it) becomes
// an offer job, keyed by the slot (one live job per slot); so does each free slot of a blocked period
// removed or shrunk (time-freed.ts). The job checks the slot is still free,
// takes the first waiting entry that wants it (its days and part of the day; first come, first served;
// SKIP LOCKED), marks it offered, held until now + the company's waitlist_hold_minutes, and queues the
// WhatsApp offer in the same transaction. The expiry job puts an unanswered offer back to waiting (that
// slot marked as let pass) and offers the slot to the next in line. The client's answer is read in reply.ts.
import type { TAppContext } from '../../lib/context.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import type { TJobDefinition } from '../../lib/jobs/table-queue.js';
import { findCompanyById } from '../companies/service.js';
import { findAvailableSlots, type TScheduleEvent, type TScheduleEventHandler } from '../scheduling/service.js';
import { localDateKey, localTime } from '../scheduling/tz.js';
import { queueClientMessage } from '../secretary/outbound.js';
import {
  clientOfCompany,
  lockFirstMatching,
  lockWaitlistEntry,
  overlapsHeldOffer,
  serviceAndCalendarOf,
  updateWaitlistEntry,
  type TWaitlistRow,
} from './repo.js';

const OFFER_JOB = 'waitlist.offer';
const EXPIRE_JOB = 'waitlist.expire';

export interface TFreedSlot {
  company_id: string;
  service_id: string;
  calendar_id: string;
  start_at: string;
}

const slotKey = (s: Pick<TFreedSlot, 'calendar_id' | 'start_at'>) => `${s.calendar_id}@${new Date(s.start_at).toISOString()}`;

/** The offer job of a freed slot, in the caller's transaction (one live job per slot), due now unless told. */
export function enqueueOffer(tx: TAppContext, slot: TFreedSlot, runAt = tx.now()): Promise<string | null> {
  return enqueueJob(tx.db, { name: OFFER_JOB, key: slotKey(slot), runAt, payload: { ...slot } });
}

/** The slot a booking change freed, if any. */
function freedSlot(event: TScheduleEvent): TFreedSlot | null {
  const s = event.schedule;
  const base = { company_id: event.companyId, service_id: s.service_id };
  if (event.type === 'canceled') return { ...base, calendar_id: s.calendar_id, start_at: s.start_at };
  if (event.type === 'rescheduled' && event.previous && new Date(event.previous.start_at).getTime() !== new Date(s.start_at).getTime())
    return { ...base, calendar_id: event.previous.calendar_id, start_at: event.previous.start_at };
  return null;
}

/** Runs after the booking change committed (replayed on failure: the slot's job key keeps it once). */
export const waitlistHandler: TScheduleEventHandler = async (event, ctx) => {
  const slot = freedSlot(event);
  if (!slot || new Date(slot.start_at).getTime() <= ctx.now().getTime()) return;
  await enqueueOffer(ctx, slot);
};

async function slotStillFree(tx: TAppContext, slot: TFreedSlot): Promise<boolean> {
  const at = new Date(slot.start_at);
  if (at.getTime() <= tx.now().getTime()) return false;
  const slots = await findAvailableSlots(tx, {
    companyId: slot.company_id,
    serviceId: slot.service_id,
    calendarId: slot.calendar_id,
    from: at,
    to: new Date(at.getTime() + 60_000),
    limit: 5,
  });
  const free = slots.find((s) => s.calendar_id === slot.calendar_id && new Date(s.start_at).getTime() === at.getTime());
  // An offer still held on an overlapping time (a freed block frees several at once) has it promised: not offered twice.
  if (!free) return false;
  const q = { companyId: slot.company_id, calendarId: slot.calendar_id, start: at, end: free.end_at, now: tx.now() };
  return !(await overlapsHeldOffer(tx.db, q));
}

function offerText(input: {
  clientName: string | null;
  serviceTitle: string;
  professional: string | null;
  timezone: string;
  at: Date;
  holdMinutes: number;
}) {
  const [y, m, d] = localDateKey(input.timezone, input.at.getTime()).split('-');
  const hello = input.clientName ? `Oi, ${input.clientName.split(' ')[0]}!` : 'Oi!';
  const withWho = input.professional ? ` com ${input.professional}` : '';
  return (
    `${hello} Abriu um horário de *${input.serviceTitle}* no dia ${d}/${m}/${y} às ${localTime(input.timezone, input.at.getTime())}${withWho}, ` +
    `que você estava esperando na lista de espera. Quer que eu reserve para você? Responda *sim* ou *não* — ` +
    `seguro o horário por ${input.holdMinutes} minutos.`
  );
}

async function offerSlot(tx: TAppContext, slot: TFreedSlot): Promise<void> {
  const company = await findCompanyById(tx, slot.company_id);
  if (!company || !(await slotStillFree(tx, slot))) return;
  const at = new Date(slot.start_at);
  const key = slotKey(slot);
  // The slot's company-local day and start time (DST-safe tz.ts), matched against each entry's range and window.
  const day = localDateKey(company.timezone, at.getTime());
  const time = localTime(company.timezone, at.getTime());
  const { service, calendar } = await serviceAndCalendarOf(tx.db, slot.company_id, slot.service_id, slot.calendar_id);
  if (!service) return;
  // An entry whose client cannot be reached is passed over: the slot goes to the next in line.
  for (;;) {
    const entry = await lockFirstMatching(tx.db, {
      companyId: slot.company_id,
      serviceId: slot.service_id,
      calendarId: slot.calendar_id,
      day,
      time,
      slotKey: key,
    });
    if (!entry) return;
    const now = tx.now();
    const expires = new Date(now.getTime() + company.waitlist_hold_minutes * 60_000);
    const client = await clientOfCompany(tx.db, slot.company_id, entry.client_id);
    const queued = await queueClientMessage(tx, {
      companyId: slot.company_id,
      clientId: entry.client_id,
      content: offerText({
        clientName: client?.name ?? null,
        serviceTitle: service.title,
        professional: calendar?.title ?? null,
        timezone: company.timezone,
        at,
        holdMinutes: company.waitlist_hold_minutes,
      }),
      meta: { kind: 'waitlist_offer', waitlist_entry_id: entry.id },
    });
    if (!queued) {
      await updateWaitlistEntry(tx.db, entry.id, { passed_slots: [...entry.passed_slots, key], updated_at: now });
      continue;
    }
    await updateWaitlistEntry(tx.db, entry.id, {
      status: 'offered',
      offer_calendar_id: slot.calendar_id,
      offer_start_at: at,
      offer_expires_at: expires,
      updated_at: now,
    });
    await enqueueJob(tx.db, {
      name: EXPIRE_JOB,
      key: `${entry.id}@${key}`,
      runAt: expires,
      payload: { entry_id: entry.id, slot_key: key },
    });
    return;
  }
}

/** Back to waiting, with the offered slot let pass; the slot goes to the next in line (if still free). */
export async function releaseOffer(tx: TAppContext, entry: TWaitlistRow): Promise<void> {
  if (!entry.offer_calendar_id || !entry.offer_start_at) return;
  const slot: TFreedSlot = {
    company_id: entry.company_id,
    service_id: entry.service_id,
    calendar_id: entry.offer_calendar_id,
    start_at: entry.offer_start_at.toISOString(),
  };
  await updateWaitlistEntry(tx.db, entry.id, {
    status: 'waiting',
    passed_slots: [...entry.passed_slots, slotKey(slot)],
    offer_calendar_id: null,
    offer_start_at: null,
    offer_expires_at: null,
    updated_at: tx.now(),
  });
  await enqueueOffer(tx, slot);
}

export const waitlistOfferJob: TJobDefinition<TFreedSlot> = {
  name: OFFER_JOB,
  handler: (tx, job) => offerSlot(tx, job.payload),
};

export const waitlistExpireJob: TJobDefinition<{ entry_id: string; slot_key: string }> = {
  name: EXPIRE_JOB,
  handler: async (tx, job) => {
    const entry = await lockWaitlistEntry(tx.db, null, job.payload.entry_id);
    // Answered (booked, refused) or canceled meanwhile: nothing to do.
    if (!entry || entry.status !== 'offered' || !entry.offer_start_at || !entry.offer_calendar_id) return;
    if (slotKey({ calendar_id: entry.offer_calendar_id, start_at: entry.offer_start_at.toISOString() }) !== job.payload.slot_key) return;
    await releaseOffer(tx, entry);
  },
};
