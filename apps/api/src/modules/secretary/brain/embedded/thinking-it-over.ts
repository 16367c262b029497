// "acho que pode ser, deixa eu ver com minha esposa": the client is thinking, not withdrawing. The
// proposal stays on the table, restated, so a later "pode marcar" agrees to exactly what was shown.
// "pera", "só um minuto" alone put the conversation on hold the same way: a booking or a move proposed
// stays open for the yes that follows.
import { putAside } from './put-aside.js';
import { speakDateTime, onDay } from './format.js';
import type { Turn } from './state.js';
import { withoutRuledOutDays } from './ruled-out-days.js';
import type { TTimePref } from './dates.js';
import { HEDGE } from './booking-signal.js';
import type { TIntents } from './intents.js';
import { listAppointments } from './appointments.js';
import { parseOrdinal } from './intents.js';
import { offeredChoice } from './slots.js';
import { keepVisitProposed } from './visit.js';
import { picksOffered } from './proposal-answers.js';

const THINKING_RE =
  /\b(vou? pensar|vou? ver?|deixa eu ver|deixa eu pensar|deixa eu confirmar|vou confirmar|preciso ver|tenho que ver|vou falar com|vou perguntar|vou conferir|depois (?:eu )?(?:vejo|confirmo|decido|te falo|te aviso|te confirmo)|(?:eu )?te (?:falo|aviso|confirmo|digo|retorno) (?:depois|mais tarde|amanha)|(?:e |depois |dai |ai )(?:eu )?te chamo)\b/;
// "na verdade vou ver minha agenda antes" takes the yes back: a change of mind, not thinking it over.
const WITHDRAW_RE =
  /\b(deixa (pra|para) la|deixa quieto|esquece|desisto|desisti|mudei de ideia|melhor nao|nao quero|na verdade|na real|pensando bem)\b/;

// The whole message is a hold: "pera", "peraí", "só um minutinho", "já te falo". Not "pera, quinta não".
const HOLD_RE =
  /^(?:(?:ah|ahh|hmm+|opa|ok|ta|entao)\s+)?(?:pera|perai|peraa+|espera|espera ai|pera ai|so um (?:minuto|minutinho|momento|segundo|segundinho|instante)|um (?:minuto|minutinho|momento|segundo|segundinho|instante)|1 min(?:uto)?|ja (?:te )?(?:falo|respondo|volto|digo))(?:\s+(?:ai|la|so|rapidinho|pfv|por favor|que|q))*\s*$/;

/** "vou ver com meu marido primeiro": "primeiro" said of the checking, never a time of the list. */
const CHECK_FIRST_RE =
  /\b(?:ver|ve|falar|perguntar|confirmar|conversar|checar|pensar)(?: (?:com|pra|para|pro) (?:o |a )?(?:meu |minha )?[a-z]+)? primeiro\b(?! (?:horario|hora|vaga|opcao))/g;

// "queria marcar pra semana que vem mas ainda não sei o dia, vou ver com meu marido": a week is no day yet.
const UNDECIDED_RE = /\b(?:ainda )?nao sei (?:ainda )?(?:o dia|qual dia|que dia|o horario|qual horario|quando)\b/;

/** True when the reply was given here (a single proposal kept open); false lets the dialogue go on. */
export async function keepWhileThinking(turn: Turn, text: string, nothingNew: boolean, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const pending = st.pending;
  const undecided = !pending && UNDECIDED_RE.test(text);
  const holds = HOLD_RE.test(
    text
      .replace(/[^\p{L}\d\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (holds && pending && st.awaiting === 'confirm_booking') return keepProposal(turn, 'Claro, fico no aguardo 🙂');
  if (holds && st.awaiting === 'confirm_visit') return keepVisitProposed(turn, 'Claro, fico no aguardo 🙂');
  const thinking = THINKING_RE.test(text) && !WITHDRAW_RE.test(text);
  // "o mais tarde seria melhor, mas preciso ver se consigo sair": that time is held as the proposal.
  // ("deixa eu ver com meu marido primeiro": first of all, no first time picked.)
  const picked = text.replace(CHECK_FIRST_RE, ' ');
  const leaning = thinking && st.awaiting === 'slot' ? offeredChoice(turn, parseOrdinal(picked, st.offered?.length ?? 0), pref) : null;
  if (leaning) {
    st.pending = leaning;
    st.awaiting = 'confirm_booking';
    if (await keepProposal(turn, 'Sem pressa 🙂')) return true;
    st.pending = null;
    st.awaiting = 'slot';
  }
  if (!(nothingNew || undecided) || !thinking) return false;
  if (st.awaiting === 'confirm_visit' && (await keepVisitProposed(turn, 'Sem pressa 🙂'))) return true;
  // Nothing proposed yet ("a Jéssica tem sábado?" … "vou ver com meu marido"): the request so far (day,
  // professional, service) stays for when the client comes back; nothing was written to undo.
  if (!pending && st.flow !== 'cancel' && st.flow !== 'reschedule') {
    turn.say(`Sem pressa 🙂${st.flow === 'book' ? ' Não marquei nada ainda.' : ''} Quando decidir, é só me chamar aqui.`);
    return true;
  }
  if (st.awaiting !== 'confirm_booking' || !pending) return false;
  return keepProposal(turn, 'Sem pressa 🙂');
}

/** Proposes the pending booking or move again (the safety layer keeps a proposal for the next message only). */
async function keepProposal(turn: Turn, opening: string): Promise<boolean> {
  const st = turn.state;
  const pending = st.pending;
  const moving = st.flow === 'reschedule' && !!st.target;
  if (!pending || (st.flow !== 'book' && !moving)) return false;
  const service = turn.input.services.find((s) => s.id === (st.service_id ?? st.target?.service_id));
  const who = turn.input.professionals?.find((p) => p.calendar_id === pending.calendar_id)?.title;
  if (!service) return false;
  const startAt = new Date(pending.start_at);
  const proposal = await turn.input.tools.propose?.(
    moving
      ? { action: 'move', scheduleId: st.target!.id, calendarId: pending.calendar_id, startAt }
      : { action: 'book', serviceId: service.id, calendarId: pending.calendar_id, startAt, displayName: st.for_name ?? null },
  );
  if (proposal && !proposal.ok) return false;
  const on = (when: string) => onDay(when);
  const when = speakDateTime(startAt, turn.tz);
  const restated = moving
    ? `passar seu horário de *${service.title}* de ${speakDateTime(new Date(st.target!.start_at), turn.tz)} para ${when}${who ? `, com *${who}*` : ''}`
    : `*${service.title}*${who ? ` com *${who}*` : ''} ${on(when)}`;
  turn.say(`${opening} Não ${moving ? 'mudei' : 'marquei'} nada ainda. Quando decidir, é só me responder aqui: ${restated}.`);
  return true;
}

/**
 * "pera", "deixa eu ver" while something is on the table: the proposal goes. With nothing new in the message,
 * the whole request goes, and a question about the client's own time ("pera, q horas era msm?") is answered.
 */
export async function droppedOnHedge(
  turn: Turn,
  r: { text: string; it: TIntents; pref: TTimePref; nothingNew: boolean },
): Promise<boolean> {
  const st = turn.state;
  if (!HEDGE.test(r.text) || !st.awaiting || st.awaiting === 'name') return false;
  st.pending = null;
  // ("ih pera, tenho dentista 14h. troca pro último que vc falou": another of the times listed is picked.)
  if (picksOffered(turn, r.text)) r = { ...r, nothingNew: false };
  // "na vdd não, amanhã n vou conseguir": the day goes, the service asked stays (another day is asked).
  if (r.nothingNew && st.flow === 'book' && st.service_id && withoutRuledOutDays(r.text) !== r.text) {
    st.awaiting = 'time';
    st.offered = [];
    st.pref = null;
    turn.say('Tudo bem, não marquei nada 🙂 Qual outro dia fica bom pra você?');
    return true;
  }
  if (r.nothingNew) {
    const keeping = st.flow === 'cancel' || st.flow === 'reschedule';
    // The appointment kept is the one talked about next ("quanto é a consulta?").
    const kept = keeping ? st.target?.id : undefined;
    putAside(turn);
    turn.resetFlow();
    if (kept) st.focus_id = kept;
    turn.say(
      keeping ? 'Tudo bem, deixei seu horário como está 👍' : 'Tudo bem, não marquei nada. Se quiser ver outro horário, é só me chamar 🙂',
    );
    if (r.it.myAppointments) await listAppointments(turn, r.pref);
    return true;
  }
  if (st.awaiting === 'confirm_booking') st.awaiting = st.offered?.length ? 'slot' : 'time';
  return false;
}
