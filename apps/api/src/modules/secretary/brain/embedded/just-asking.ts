// "se eu quisesse fazer a barba também no mesmo dia teria horário? só pra saber, não precisa marcar não":
// availability asked with the booking declined in the same breath. The free time is said, and nothing is
// left on the table to agree to: a later "tá bom" or "valeu" writes nothing (a new "marca então" proposes
// it again, from the service and day kept).
import { isNegationOrHesitation } from '../../consent.js';
import { commit } from './booking.js';
import { localNow } from './dates.js';
import type { TRead } from './policy.js';
import type { Turn } from './state.js';
import { namedProfessional } from './team.js';
import { normalize } from './text.js';

const JUST_ASKING_RE =
  /\b(?:(?:nao|n) precisa (?:marcar|agendar|reservar)|(?:nao|n) (?:marca|marque|agenda|agende|reserva)(?:r)?(?: (?:nada|ainda|agora|por enquanto))?(?: (?:nao|n))?$|(?:nao|n) (?:marca|marque|agenda|agende)(?:r)? (?:nada|ainda)|so (?:pra|para) saber|so (?:de )?curiosidade|so perguntando)\b/;

/** The proposal made this turn (a new pending slot or visit plan). */
function proposedNow(turn: Turn): boolean {
  const before = turn.startState;
  const st = turn.state;
  if (st.awaiting === 'confirm_booking')
    return JSON.stringify(st.pending) !== JSON.stringify(before.pending) || before.awaiting !== st.awaiting;
  if (st.awaiting === 'confirm_visit') return JSON.stringify(st.visit) !== JSON.stringify(before.visit) || before.awaiting !== st.awaiting;
  return false;
}

/** When the client only asked, the proposal of this turn is said as what is free, and taken off the table. */
export function answerJustAsking(turn: Turn): void {
  const said = normalize(turn.saidNow)
    .replace(/\s*\?\s*/g, ' ')
    .trim();
  if (!JUST_ASKING_RE.test(said) || !proposedNow(turn) || !turn.replies.length) return;
  const st = turn.state;
  if (st.flow === 'reschedule' || st.flow === 'cancel') return;
  const last = turn.replies.at(-1)!;
  const text = last
    .replace(/Posso confirmar (.+)\?$/s, 'Teria sim: $1.')
    .replace(/\.?\s*Posso confirmar\?$/s, '.')
    .replace(/\s*Quer que eu (?:marque|confirme)[^?]*\?$/s, '');
  turn.replies[turn.replies.length - 1] = `${text}\nNão marquei nada 🙂 Se quiser, é só me pedir.`;
  // The service and day stay known ("então marca" proposes them again); nothing else is pending.
  const { service_id, pref, pending, for_name } = st;
  const told =
    st.awaiting === 'confirm_booking' && pending && service_id ? { service_id, slot: pending, for_name: for_name ?? null } : null;
  turn.resetFlow();
  Object.assign(st, { service_id, pref, told });
}

/**
 * "pronto, ele consegue sim, pode marcar as 10h com a dra Fernanda" after the free time was only told: a booking
 * verb, and nothing said that differs from it (time, day, service, professional), books it. "tá bom", "ok" or a
 * question do not; anything else lets it go.
 */
export async function bookTold(turn: Turn, r: TRead): Promise<boolean> {
  const st = turn.state;
  const told = st.told;
  st.told = null;
  if (
    !told ||
    st.awaiting ||
    st.flow === 'cancel' ||
    st.flow === 'reschedule' ||
    !r.it.book ||
    r.it.no ||
    r.it.question ||
    isNegationOrHesitation(r.original)
  )
    return false;
  const local = localNow(new Date(told.slot.start_at), turn.tz);
  if ((r.pref.exact_min !== undefined && r.pref.exact_min !== local.minutes) || (r.pref.date && r.pref.date !== local.date)) return false;
  if (r.service && r.service.id !== told.service_id) return false;
  const named = namedProfessional(r.original, turn.input.professionals ?? [], turn.input.services);
  if (named && (!('professional' in named) || named.professional.calendar_id !== told.slot.calendar_id)) return false;
  Object.assign(st, {
    flow: 'book',
    service_id: told.service_id,
    pending: told.slot,
    for_name: told.for_name,
    awaiting: 'confirm_booking',
  });
  await commit(turn);
  return true;
}
