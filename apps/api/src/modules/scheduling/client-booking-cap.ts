// One client cannot fill a company's agenda: bookings made by the client (public page, client area)
// or by the secretary on the client's behalf stop at the company's cap of upcoming bookings per
// client. Staff bookings are not capped.
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { companyBookingCap, isClientCapReached, takeClientTurn } from './repo-booking-cap.js';

/** The cap's refusal, the same whichever path counted (the transaction here, or the booking's one statement). */
export class ClientCapReached extends AppError {
  constructor(cap: number) {
    const what = cap === 1 ? '1 agendamento futuro' : `${cap} agendamentos futuros`;
    super(422, `Você já tem ${what} nesta empresa. Cancele ou aguarde um deles para marcar outro.`);
  }
}

/** Maps the database's refusal (booking_client_turn) to the answer; any other error as it is. */
export function capRefusalOf(error: unknown, cap: number): unknown {
  return isClientCapReached(error) ? new ClientCapReached(cap) : error;
}

/**
 * The `beforeInsert` guard of bookSchedule for client and secretary bookings. It runs inside the
 * booking's transaction and takes the client's turn (lock, then count), so concurrent bookings of the
 * client — on this path or on the one-statement path (repo-booking-guarded.ts) — cannot pass the cap together.
 */
export function clientBookingCap(companyId: string, clientId: string, now: () => Date) {
  return async (tx: TDb, adding: number, company?: { max_upcoming_schedules_per_client: number | null }): Promise<void> => {
    // The booking read the company a moment ago (one round trip fewer); other callers read it here.
    const cap = company ? company.max_upcoming_schedules_per_client : await companyBookingCap(tx, companyId);
    if (!cap) return;
    try {
      await takeClientTurn(tx, companyId, clientId, cap, now(), adding);
    } catch (error) {
      throw capRefusalOf(error, cap);
    }
  };
}
