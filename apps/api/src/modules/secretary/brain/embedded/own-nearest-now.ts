// The client's own appointment (upcoming or already past) that a reference like "o de sábado" or "a consulta
// de hoje" names: of several that fit, the one nearest now ("a consulta de sempre" read as the latest or the next).
import type { TBrainSchedule } from '../types.js';
import type { Turn } from './state.js';

export async function ownNearestNow(turn: Turn, fits: (a: TBrainSchedule) => boolean): Promise<TBrainSchedule | null> {
  const tools = turn.input.tools;
  const all = [...(await tools.listAppointments('upcoming')), ...(await tools.listAppointments('history'))];
  const seen = new Set<string>();
  const kept = all.filter((a) => {
    if (a.status === 'canceled' || seen.has(a.id)) return false;
    seen.add(a.id);
    return fits(a);
  });
  const now = turn.input.now.getTime();
  return kept.sort((a, b) => Math.abs(a.start_at.getTime() - now) - Math.abs(b.start_at.getTime() - now))[0] ?? null;
}
