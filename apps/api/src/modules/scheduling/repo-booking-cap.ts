// Queries of the per-client cap of upcoming bookings (client-booking-cap.ts).
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clients, companies, schedules } from '../../db/schema/index.js';

/**
 * Locks the client's row until the booking transaction ends, so two bookings of the same client are
 * counted one after the other. FOR NO KEY UPDATE leaves foreign-key checks (staff bookings) unblocked.
 */
export async function lockClientForBooking(tx: TDb, companyId: string, clientId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)))
    .for('no key update');
  return rows.length > 0;
}

export async function companyBookingCap(tx: TDb, companyId: string): Promise<number | null> {
  const [row] = await tx.select({ cap: companies.max_upcoming_schedules_per_client }).from(companies).where(eq(companies.id, companyId));
  return row?.cap ?? null;
}

/** Schedules of the client that start after `now` and are not canceled. */
export async function countUpcomingOfClient(tx: TDb, companyId: string, clientId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(schedules)
    .where(
      and(
        eq(schedules.company_id, companyId),
        eq(schedules.client_id, clientId),
        gt(schedules.start_at, now),
        ne(schedules.status, 'canceled'),
      ),
    );
  return row?.n ?? 0;
}
