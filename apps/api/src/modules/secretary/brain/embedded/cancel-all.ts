// "cancela tudo que eu tenho sábado", "os dois": several appointments cancelled on one yes. Each is
// proposed to the safety layer as one group (guarded-actions.ts), shown together with its professional,
// day and time, and cancelled only after the client's yes to that list.
import { speakDateTime } from './format.js';
import type { TScheduleRef, Turn } from './state.js';
import { normalize } from './text.js';

const ALL_RE = /\b(tud[oa]|todos|todas|os dois|as duas|ambos|ambas|os 2|as 2|os tres|as tres|os 3|as 3)\b/;

/** The client means every appointment in question ("cancela tudo", "sim os dois"). */
export const meansAll = (text: string) => ALL_RE.test(normalize(text));

const lineOf = (turn: Turn, s: TScheduleRef) =>
  `• ${s.service_title}${s.professional ? ` com ${s.professional}` : ''} — ${speakDateTime(new Date(s.start_at), turn.tz)}`;

export async function askCancelAll(turn: Turn, list: TScheduleRef[]) {
  const st = turn.state;
  for (const s of list) {
    const proposal = turn.input.tools.propose
      ? await turn.input.tools.propose({ action: 'cancel', scheduleId: s.id, together: true })
      : null;
    if (proposal && !proposal.ok) return void turn.say('Não consegui preparar o cancelamento agora 😕. Seus horários continuam marcados.');
  }
  st.flow = 'cancel';
  st.target = null;
  st.candidates = list;
  st.awaiting = 'confirm_cancel';
  const obs = turn.settings.cancelation_observations?.trim();
  turn.say(
    `Posso cancelar ${list.length === 2 ? 'os dois agendamentos' : `estes ${list.length} agendamentos`}?\n${list.map((s) => lineOf(turn, s)).join('\n')}${obs ? `\n\n${obs}` : ''}\n\nResponda *sim* para cancelar todos.`,
  );
}

export async function doCancelAll(turn: Turn) {
  const list = turn.state.candidates ?? [];
  const done: TScheduleRef[] = [];
  const failed: string[] = [];
  for (const s of list) {
    const result = await turn.input.tools.cancel({ scheduleId: s.id, reason: 'Cancelado pelo cliente no chat' });
    if (result.ok) {
      done.push(s);
      turn.act({ type: 'cancel', schedule_id: s.id, start_at: s.start_at });
    } else if (result.reason === 'needs_agreement' && !done.length) return void turn.say(result.message);
    else failed.push(lineOf(turn, s));
  }
  turn.resetFlow();
  turn.state.just_done = done.length > 0;
  const cancelled = done.length ? `Pronto! Estes horários foram cancelados:\n${done.map((s) => lineOf(turn, s)).join('\n')}` : '';
  const left = failed.length ? `Não consegui cancelar:\n${failed.join('\n')}\nVou pedir para a equipe verificar.` : '';
  turn.say([cancelled, left, done.length ? 'Se quiser marcar outro dia, é só me falar 😉' : ''].filter(Boolean).join('\n\n'));
}
