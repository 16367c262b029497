// A blocked period removed or shrunk (scheduling's TIME_FREED_JOB, enqueued in the transaction that
// changed the block): the free slots of the freed time, for each service a client waits for on that
// calendar, become offer jobs exactly like a canceled booking's slot (offers.ts), so the first
// matching client is offered each one. The slots are found by the same availability engine the offer
// job checks against (findAvailableSlots), after the change committed.
import type { TAppContext } from '../../lib/context.js';
import type { TJobDefinition } from '../../lib/jobs/table-queue.js';
import { findCompanyById } from '../companies/service.js';
import { findAvailableSlots, TIME_FREED_JOB, type TFreedTime, type TSlot } from '../scheduling/service.js';
import { addDays, fromLocal, localDateKey, parseDateKey } from '../scheduling/tz.js';
import { enqueueOffer } from './offers.js';
import { waitingServicesOn } from './repo.js';

// A freed interval can be months long (a vacation removed). The work is bounded: only the days some
// client still waits for (the waitlist's horizon: their entries' dates), at most MAX_DAYS ahead, at
// most MAX_SERVICES services and the first MAX_SLOTS free slots; later free time is not offered.
const MAX_DAYS = 60;
const MAX_SERVICES = 20;
const MAX_SLOTS = 40;
const DAY = 86_400_000;

async function offerFreedTime(tx: TAppContext, freed: TFreedTime): Promise<void> {
  const company = await findCompanyById(tx, freed.company_id);
  if (!company) return;
  const tz = company.timezone;
  const from = Math.max(Date.parse(freed.start_at), tx.now().getTime());
  const to = Math.min(Date.parse(freed.end_at), from + MAX_DAYS * DAY);
  if (to <= from) return;
  const wanted = await waitingServicesOn(tx.db, {
    companyId: freed.company_id,
    calendarId: freed.calendar_id,
    fromDay: localDateKey(tz, from),
    toDay: localDateKey(tz, to - 1),
    limit: MAX_SERVICES,
  });
  const found: (TSlot & { service_id: string })[] = [];
  for (const w of wanted) {
    // Only the days this service's clients wait for (from the first one's start to the last one's end).
    const start = Math.max(from, fromLocal(tz, parseDateKey(w.from_date), 0));
    const end = Math.min(to, fromLocal(tz, addDays(parseDateKey(w.to_date), 1), 0));
    if (end <= start) continue;
    const slots = await findAvailableSlots(tx, {
      companyId: freed.company_id,
      serviceId: w.service_id,
      calendarId: freed.calendar_id,
      from: new Date(start),
      to: new Date(end),
      limit: MAX_SLOTS,
    });
    for (const s of slots) found.push({ ...s, service_id: w.service_id });
  }
  found.sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  // All due now, a millisecond apart in slot order: the jobs run earliest slot first (the first in line gets it).
  const now = tx.now().getTime();
  const kept = found.slice(0, MAX_SLOTS);
  for (const [i, s] of kept.entries()) {
    const slot = { company_id: freed.company_id, service_id: s.service_id, calendar_id: s.calendar_id, start_at: s.start_at.toISOString() };
    await enqueueOffer(tx, slot, new Date(now - (kept.length - i)));
  }
}

export const waitlistTimeFreedJob: TJobDefinition<TFreedTime> = {
  name: TIME_FREED_JOB,
  handler: (tx, job) => offerFreedTime(tx, job.payload),
};
