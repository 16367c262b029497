// Queries of the per-client cap of upcoming bookings (client-booking-cap.ts).
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { pgErrorCode } from '../../lib/pg-errors.js';

export async function companyBookingCap(tx: TDb, companyId: string): Promise<number | null> {
  const [row] = await tx.select({ cap: companies.max_upcoming_schedules_per_client }).from(companies).where(eq(companies.id, companyId));
  return row?.cap ?? null;
}

/** The SQLSTATE booking_client_turn raises when the booking would pass the cap (migration 0042). */
const CAP_REACHED = 'AG001';
export const isClientCapReached = (error: unknown) => pgErrorCode(error) === CAP_REACHED;

/**
 * Migration 0042's booking_client_turn: waits for the client's other bookings in progress (a transaction-level
 * lock on the client), then counts the client's live schedules starting after `after` with a snapshot taken
 * after that wait, and raises CAP_REACHED when `adding` more would pass `cap`. As an expression, so the
 * booking's one statement can call it (repo-booking-guarded.ts); the values may be placeholders.
 */
export function clientTurnCall(v: {
  companyId: SQLWrapper | string;
  clientId: SQLWrapper | string;
  cap: SQLWrapper | number;
  after: SQLWrapper | string;
  adding: number;
}): SQL {
  return sql`booking_client_turn(${v.companyId}::uuid, ${v.clientId}::uuid, ${v.cap}::int, ${v.after}::timestamptz, ${v.adding}::int)`;
}

/** The client's turn inside a caller's transaction (its lock lasts until that transaction ends). */
export async function takeClientTurn(
  tx: TDb,
  companyId: string,
  clientId: string,
  cap: number,
  after: Date,
  adding: number,
): Promise<void> {
  await tx.execute(sql`select ${clientTurnCall({ companyId, clientId, cap, after: after.toISOString(), adding })}`);
}
