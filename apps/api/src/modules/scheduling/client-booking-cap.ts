// One client cannot fill a company's agenda: bookings made by the client (public page, client area)
// or by the secretary on the client's behalf stop at the company's cap of upcoming bookings per
// client. Staff bookings are not capped.
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { companyBookingCap, countUpcomingOfClient, lockClientForBooking } from './repo-booking-cap.js';

function bookingCapMessage(cap: number): string {
  const what = cap === 1 ? '1 agendamento futuro' : `${cap} agendamentos futuros`;
  return `Você já tem ${what} nesta empresa. Cancele ou aguarde um deles para marcar outro.`;
}

/**
 * The `beforeInsert` guard of bookSchedule for client and secretary bookings. It runs inside the
 * booking's transaction, after locking the client, so concurrent bookings cannot pass the cap together.
 */
export function clientBookingCap(companyId: string, clientId: string, now: () => Date) {
  return async (tx: TDb, adding: number, company?: { max_upcoming_schedules_per_client: number | null }): Promise<void> => {
    // The booking read the company a moment ago (one round trip fewer); other callers read it here.
    const cap = company ? company.max_upcoming_schedules_per_client : await companyBookingCap(tx, companyId);
    if (!cap) return;
    if (!(await lockClientForBooking(tx, companyId, clientId))) return;
    const upcoming = await countUpcomingOfClient(tx, companyId, clientId, now());
    if (upcoming + adding > cap) throw new AppError(422, bookingCapMessage(cap));
  };
}
