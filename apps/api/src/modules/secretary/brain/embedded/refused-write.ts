// What the client is told when the safety layer refuses a write: its `message` is written for a model, never shown;
// the refusal's data (what the client already holds, and when) is what is said back.
import type { TRefusal } from '../types.js';
import { changeProposal } from './change-write.js';
import { localDateOf } from './format.js';
import { toRef, type TSlotRef, type Turn } from './state.js';

/** The safety layer refused the write (an overlap, a second booking instead of a move, a past time). */
export async function refused(turn: Turn, result: { refusal?: TRefusal }): Promise<void> {
  const wanted = turn.state.pending;
  turn.state.pending = null;
  turn.state.awaiting = null;
  const why = result.refusal;
  if (why?.kind === 'held') {
    if (wanted && (await heldMoved(turn, why, wanted))) return;
    return void turn.say(
      `Você já tem *${why.service}* marcado para ${why.when} 🙂. Quer que eu remarque esse horário em vez de marcar outro, ou prefere marcar outra coisa?`,
    );
  }
  if (why?.kind === 'move_asked')
    return void turn.say(
      'Você já tem um horário marcado. Quer que eu remarque esse horário em vez de marcar outro? Me diga o dia e o horário novos.',
    );
  if (why?.kind === 'same_time')
    return void turn.say(
      'Você já tem um atendimento marcado nesse horário 🤔. Quer remarcar o que já está marcado ou escolher outro horário?',
    );
  turn.say('Esse horário não dá mais 😕. Quer que eu veja outro?');
}

/**
 * "consegue me encaixar mais cedo no sábado? to com o corte e barba às 15h… 9h fechou": the client holds this very
 * service that day, so the time wanted is proposed as that appointment's new time (a proposal: the yes moves it),
 * never a second booking and never the same open question again.
 */
async function heldMoved(turn: Turn, why: { service: string; when: string }, wanted: TSlotRef): Promise<boolean> {
  const st = turn.state;
  if (st.flow !== 'book' || st.for_name || st.for_relation || !turn.input.tools.propose) return false;
  const day = localDateOf(new Date(wanted.start_at), turn.tz);
  const held = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) => a.status !== 'canceled' && a.service_title === why.service && localDateOf(a.start_at, turn.tz) === day,
  );
  // ("corte e barba com o dudu no msm horário" holding a Barba: another service asked, the open question stays.)
  if (held.length !== 1 || held[0]!.service_id !== st.service_id) return false;
  Object.assign(st, { flow: 'reschedule', target: toRef(held[0]!), service_id: held[0]!.service_id, pending: wanted });
  const proposal = await turn.input.tools.propose(changeProposal(turn, wanted));
  if (!proposal.ok) {
    turn.resetFlow();
    return false;
  }
  st.awaiting = 'confirm_booking';
  turn.say(`Você já tem *${why.service}* marcado para ${why.when} 🙂, então em vez de marcar outro:\n\n${proposal.value.text}`);
  return true;
}
