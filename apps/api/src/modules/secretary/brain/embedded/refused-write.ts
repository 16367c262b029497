// What the client is told when the safety layer refuses a write: its `message` is written for a model, never shown;
// the refusal's data (what the client already holds, and when) is what is said back.
import type { TRefusal } from '../types.js';
import type { Turn } from './state.js';

/** The safety layer refused the write (an overlap, a second booking instead of a move, a past time). */
export function refused(turn: Turn, result: { refusal?: TRefusal }) {
  turn.state.pending = null;
  turn.state.awaiting = null;
  const why = result.refusal;
  if (why?.kind === 'held')
    return void turn.say(
      `Você já tem *${why.service}* marcado para ${why.when} 🙂. Quer que eu remarque esse horário em vez de marcar outro, ou prefere marcar outra coisa?`,
    );
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
