// "confirma meu horário", "tô confirmada": the client's presence confirmed on the appointment meant.
import type { TTimePref } from './dates.js';
import { localDateOf, speakDateTime } from './format.js';
import { line, upcoming } from './appointments.js';
import { focusReply } from './reply-target.js';
import type { TScheduleRef, Turn } from './state.js';

export async function confirmPresence(turn: Turn, strict: boolean, pref: TTimePref = {}): Promise<boolean> {
  const upcomingOnes = focusReply(turn, await upcoming(turn));
  // "confirma o horário de sexta": the one of that day; else the one just talked about, else the next one.
  // "confirmar meu horário semana que vem": every one of those days.
  const inRange = (s: TScheduleRef) => {
    const day = localDateOf(new Date(s.start_at), turn.tz);
    return day >= pref.date! && day <= (pref.date_to ?? pref.date!);
  };
  const onDay = pref.date ? upcomingOnes.filter(inRange) : [];
  const all = onDay.length ? onDay : upcomingOnes;
  const focused = all.filter((s) => s.id === turn.state.focus_id);
  const list = focused.length ? focused : all;
  const open = list.find((s) => s.status === 'scheduled');
  if (open && pref.date_to && !focused.length && onDay.length > 1) return confirmEach(turn, onDay);
  if (!open) {
    if (strict) return false;
    const done = list[0];
    turn.say(
      done
        ? `Seu horário de *${done.service_title}* em ${speakDateTime(new Date(done.start_at), turn.tz)} já está confirmado 👍`
        : 'Não encontrei agendamento para confirmar. Quer marcar um horário?',
    );
    return true;
  }
  const result = await turn.input.tools.confirm({ scheduleId: open.id });
  if (!result.ok) {
    turn.say(`Não consegui confirmar agora (${result.message}).`);
    return true;
  }
  turn.act({ type: 'confirm', schedule_id: open.id, start_at: open.start_at });
  turn.state.focus_id = open.id;
  turn.say(`Presença confirmada! ✅ Te esperamos ${speakDateTime(new Date(open.start_at), turn.tz)} para *${open.service_title}*.`);
  return true;
}

/** Every open appointment of the days asked, confirmed and listed. */
async function confirmEach(turn: Turn, list: TScheduleRef[]): Promise<true> {
  const done: TScheduleRef[] = [];
  for (const s of list) {
    if (s.status === 'scheduled') {
      const result = await turn.input.tools.confirm({ scheduleId: s.id });
      if (!result.ok) continue;
      turn.act({ type: 'confirm', schedule_id: s.id, start_at: s.start_at });
    }
    done.push(s);
  }
  turn.say(`Presença confirmada nos seus ${done.length} horários ✅\n${done.map((s) => line(turn, s)).join('\n')}\nTe esperamos!`);
  return true;
}
