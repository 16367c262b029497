// Which professional can take a write at a start: asked by the guard before it proposes or writes anything.
import type { TRawTools } from './guarded-actions.js';

const MINUTE = 60_000;

/**
 * A calendar free at `start` for the service: the one asked for, else the preferred one, else any. `moving`: the
 * appointment being moved (its own time is free for it); `follows`: a visit's next part, whose start may be off
 * the grid (it starts when the part before it ends).
 */
export async function freeCalendar(
  raw: Pick<TRawTools, 'findSlots'>,
  q: { serviceId: string; start: Date; asked: string | null; preferred?: string | null; moving?: string | null; follows?: boolean },
): Promise<string | null> {
  const { start, asked, preferred } = q;
  const slots = await raw.findSlots({
    serviceId: q.serviceId,
    from: start,
    to: new Date(start.getTime() + MINUTE),
    limit: 50,
    excludeScheduleId: q.moving ?? null,
    ...(q.follows ? { alsoAt: [start] } : {}),
  });
  const ids = slots.filter((s) => s.start_at.getTime() === start.getTime()).flatMap((s) => s.calendar_ids ?? [s.calendar_id]);
  if (asked) return ids.includes(asked) ? asked : null;
  return preferred && ids.includes(preferred) ? preferred : (ids[0] ?? null);
}
