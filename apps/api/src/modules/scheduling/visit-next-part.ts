// A visit's next part: the booking (or move) that starts right when one of the client's own appointments ends
// (manicure 9h–9h45, pedicure 9h45). A salon books it there, not at the next half hour, so a client may take
// that start off the grid, as long as it lies inside the hours (with notice and window) and is free.
import type { TDb } from '../../db/client.js';
import { fitsHours, isOnGrid } from './availability.js';
import type { TEngineSettings } from './service-availability.js';
import { endsOwnAppointment } from './repo-own-ends.js';

/**
 * The candidates on which a client may take every start: on the grid; or, for a single start that no candidate
 * offers on the grid, inside the hours when it is the end of the client's own appointment (read only then, so
 * a booking on the grid costs no extra query).
 */
export async function offeringStarts<T>(
  db: TDb,
  candidates: readonly T[],
  starts: readonly number[],
  settingsOf: (candidate: T) => TEngineSettings,
  own: { companyId: string; clientId: string; except?: string },
): Promise<T[]> {
  const onGrid = candidates.filter((c) => starts.every((s) => isOnGrid(settingsOf(c), s)));
  if (onGrid.length || starts.length !== 1) return onGrid;
  const at = starts[0]!;
  const inside = candidates.filter((c) => fitsHours(settingsOf(c), at));
  if (!inside.length || !(await endsOwnAppointment(db, { ...own, at }))) return [];
  return inside;
}
