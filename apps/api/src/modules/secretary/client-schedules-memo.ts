// The client's appointments, read once per turn: the brain's tools and the safety layer each ask for them (the
// client's own appointments, the overlap and second-booking checks), often several times in one turn. Any write
// of the turn forgets them, so what is read after it is the agenda as it now is.
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { listClientSchedules } from '../scheduling/service.js';

type TWhen = Parameters<typeof listClientSchedules>[1]['when'];

/** `read`: the scheduling service's list of the turn's client (tools.ts). */
export function clientSchedulesMemo(read: (when: TWhen) => Promise<TScheduleDto[]>) {
  const reads = new Map<TWhen, Promise<TScheduleDto[]>>();
  return {
    list(when: TWhen): Promise<TScheduleDto[]> {
      let hit = reads.get(when);
      if (!hit) {
        hit = read(when);
        reads.set(when, hit);
        hit.catch(() => reads.delete(when));
      }
      return hit;
    },
    /** After a write (kept or refused): the next read goes to the database. */
    afterWrite<T>(write: Promise<T>): Promise<T> {
      return write.finally(() => reads.clear());
    },
  };
}
