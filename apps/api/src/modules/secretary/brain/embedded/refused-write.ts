// What the client is told when the safety layer refuses a write: its reason is written for a model, never shown.
import type { Turn } from './state.js';

/** The safety layer refused the write (an overlap, a second booking instead of a move, a past time). */
export function refused(turn: Turn, result: { message: string }) {
  turn.state.pending = null;
  turn.state.awaiting = null;
  // ("O cliente já tem Corte masculino em sábado, 07/03, às 10:00…": the appointment, said back to the client.)
  const held = /já tem (.+?) em (.+?)(?:, no mesmo horário)?\. Pergunte/.exec(result.message);
  if (held && /remarc/i.test(result.message))
    return void turn.say(
      `Você já tem *${held[1]}* marcado para ${held[2]} 🙂. Quer que eu remarque esse horário em vez de marcar outro, ou prefere marcar outra coisa?`,
    );
  if (/remarc/i.test(result.message))
    return void turn.say(
      'Você já tem um horário marcado. Quer que eu remarque esse horário em vez de marcar outro? Me diga o dia e o horário novos.',
    );
  if (/mesmo horário/i.test(result.message))
    return void turn.say(
      'Você já tem um atendimento marcado nesse horário 🤔. Quer remarcar o que já está marcado ou escolher outro horário?',
    );
  turn.say('Esse horário não dá mais 😕. Quer que eu veja outro?');
}
