// "tem com o outro barbeiro?": the professional on the table (proposed or offered) is the one the
// client does not want; the same request goes on with the others, at the proposal's day and time.
import { hasPref, localNow } from './dates.js';
import type { TRead } from './policy.js';
import type { Turn } from './state.js';

// "o outro horário" is another time, not another person: a bare "o outro" counts only after "com".
const OTHER_PRO_RE =
  /\bcom (?:o|a) outr[oa]\b(?! (?:horario|dia|dias|servico|agendamento))|\b(?:o|a) outr[oa] (?:barbeir[oa]|profissional|cabeleireir[oa]|moc[oa]|rapaz|menina|doutor[a]?|medic[oa]|atendente|manicure)\b/;

/** True when the message asks for another professional than the one on the table; the request is re-read. */
export function asksOtherProfessional(turn: Turn, r: TRead): boolean {
  const st = turn.state;
  if (st.flow !== 'book' || !OTHER_PRO_RE.test(r.text)) return false;
  const current = st.pending?.calendar_id ?? st.visit?.[0]?.calendar_id ?? st.offered?.[0]?.calendar_id ?? st.professional_id;
  if (!current) return false;
  st.excluded_ids = [...new Set([...(st.excluded_ids ?? []), current])];
  if (st.professional_id === current) st.professional_id = null;
  if (!hasPref(r.pref)) {
    if (st.pending) {
      const at = localNow(new Date(st.pending.start_at), turn.tz);
      Object.assign(r.pref, { date: at.date, exact_min: at.minutes });
    } else if (st.pref) Object.assign(r.pref, st.pref);
  }
  st.pending = null;
  if (st.awaiting === 'confirm_booking' || st.awaiting === 'slot') st.awaiting = 'time';
  return true;
}
