// "acho que pode ser, deixa eu ver com minha esposa": the client is thinking, not withdrawing. The
// proposal stays on the table, restated, so a later "pode marcar" agrees to exactly what was shown.
import { speakDateTime } from './format.js';
import type { Turn } from './state.js';

const THINKING_RE =
  /\b(vou pensar|vou ver|deixa eu ver|deixa eu pensar|deixa eu confirmar|vou confirmar|preciso ver|tenho que ver|vou falar com|vou perguntar|vou conferir)\b/;
// "na verdade vou ver minha agenda antes" takes the yes back: a change of mind, not thinking it over.
const WITHDRAW_RE =
  /\b(deixa (pra|para) la|deixa quieto|esquece|desisto|desisti|mudei de ideia|melhor nao|nao quero|na verdade|na real|pensando bem)\b/;

// "queria marcar pra semana que vem mas ainda não sei o dia, vou ver com meu marido": a week is no day yet.
const UNDECIDED_RE = /\b(?:ainda )?nao sei (?:ainda )?(?:o dia|qual dia|que dia|o horario|qual horario|quando)\b/;

/** True when the reply was given here (a single proposal kept open); false lets the dialogue go on. */
export async function keepWhileThinking(turn: Turn, text: string, nothingNew: boolean): Promise<boolean> {
  const st = turn.state;
  const pending = st.pending;
  const undecided = !pending && UNDECIDED_RE.test(text);
  if (!(nothingNew || undecided) || !THINKING_RE.test(text) || WITHDRAW_RE.test(text)) return false;
  // Nothing proposed yet ("a Jéssica tem sábado?" … "vou ver com meu marido"): the request so far (day,
  // professional, service) stays for when the client comes back; nothing was written to undo.
  if (!pending && st.flow !== 'cancel' && st.flow !== 'reschedule') {
    turn.say(`Sem pressa 🙂${st.flow === 'book' ? ' Não marquei nada ainda.' : ''} Quando decidir, é só me chamar aqui.`);
    return true;
  }
  if (st.awaiting !== 'confirm_booking' || !pending || st.flow !== 'book') return false;
  const service = turn.input.services.find((s) => s.id === st.service_id);
  const who = turn.input.professionals?.find((p) => p.calendar_id === pending.calendar_id)?.title;
  if (!service || !who) return false;
  // Proposed again: the safety layer keeps a proposal for the next message only.
  const proposal = await turn.input.tools.propose?.({
    action: 'book',
    serviceId: service.id,
    calendarId: pending.calendar_id,
    startAt: new Date(pending.start_at),
    displayName: st.for_name ?? null,
  });
  if (proposal && !proposal.ok) return false;
  const when = speakDateTime(new Date(pending.start_at), turn.tz);
  const restated = `*${service.title}* com *${who}* ${/^(sábado|domingo)/.test(when) ? 'no' : 'na'} ${when}`;
  turn.say(`Sem pressa 🙂 Não marquei nada ainda. Quando decidir, é só me responder aqui: ${restated}.`);
  return true;
}
