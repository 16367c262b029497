// "deixa pra lá, vou ver se consigo sair do trabalho" drops a booking; "oi consegui! pode ser a das 10 sim" a while later
// means a time of the list shown then. The dropped request is kept a few hours and taken up again when the client
// names one of its times (the safety layer then proposes it again: that list is no longer the last thing shown).
import { localDateOf } from './format.js';
import { minutesOf } from './slot-pick.js';
import type { TTimePref } from './dates.js';
import type { Turn } from './state.js';

const KEPT_MS = 12 * 60 * 60_000;

/** Called just before a booking is dropped on a hedge. */
export function putAside(turn: Turn): void {
  const st = turn.state;
  st.put_aside =
    st.flow === 'book' && st.service_id && st.offered?.length
      ? {
          service_id: st.service_id,
          professional_id: st.professional_id ?? null,
          offered: st.offered,
          pref: st.pref ?? null,
          at: turn.input.now.toISOString(),
          for_name: st.for_name ?? null,
          for_relation: st.for_relation ?? null,
        }
      : null;
}

/** When the message names a time of the list put aside, the request is back with its list on the table. */
export function takeUpPutAside(turn: Turn, pref: TTimePref, serviceId: string | null): void {
  const st = turn.state;
  const kept = st.put_aside;
  if (!kept || st.flow) return;
  const fresh = turn.input.now.getTime() - Date.parse(kept.at) < KEPT_MS;
  const sameService = !serviceId || serviceId === kept.service_id;
  const named = kept.offered.some(
    (s) =>
      minutesOf(new Date(s.start_at), turn.tz) === pref.exact_min &&
      (!pref.date || pref.date === localDateOf(new Date(s.start_at), turn.tz)),
  );
  st.put_aside = null;
  if (!fresh || !sameService || !named) return;
  Object.assign(st, {
    flow: 'book',
    awaiting: 'slot',
    service_id: kept.service_id,
    professional_id: kept.professional_id,
    offered: kept.offered,
    pref: kept.pref,
    for_name: kept.for_name ?? null,
    for_relation: kept.for_relation ?? null,
  });
}
