// The client's own appointment that ends at an instant: a visit's next part may start there (visit-next-part.ts).
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { schedules } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** Whether one of the client's appointments that is not canceled (other than `except`) ends at `at`. */
export async function endsOwnAppointment(
  db: TDb,
  q: { companyId: string; clientId: string; at: number; except?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.company_id, q.companyId),
        eq(schedules.client_id, q.clientId),
        // (Bounded by the client's start index: no appointment lasts a day.)
        lt(schedules.start_at, new Date(q.at)),
        gt(schedules.start_at, new Date(q.at - DAY_MS)),
        eq(schedules.end_at, new Date(q.at)),
        ne(schedules.status, 'canceled'),
        q.except ? ne(schedules.id, q.except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
