// The turn answers a reminder: the appointment it is about is the one to confirm, cancel or move,
// not the first upcoming one (when it is still among the client's upcoming appointments).
import type { TIntents } from './intents.js';
import type { TScheduleRef, Turn } from './state.js';

export function focusReply(turn: Turn, list: TScheduleRef[]): TScheduleRef[] {
  const id = turn.input.reply_to_schedule_id;
  const target = id ? list.find((s) => s.id === id) : undefined;
  return target ? [target] : list;
}

/** What a short answer to a reminder means (folded text): moving wins over cancelling. */
const REMINDER_MOVE =
  /\b(mudar|muda|mude|remarc\w*|adiar|adia|mais tarde|mais cedo|outro (dia|horario)|outra hora|trocar o horario|passar pra|passa pra)\b/;
const REMINDER_CANCEL =
  /\b(nao vou (conseguir|poder|dar conta)|nao (consigo|posso) (ir|comparecer)?|nao vai dar|nao da (pra|para) (ir|mim)|(tive|surgiu) um imprevisto|desmarc\w*|cancel\w*)\b/;

/** An answer to a reminder: "não vou conseguir" is a cancel, "dá pra mudar pra mais tarde?" a move. */
export function readReminderAnswer(turn: Turn, text: string, it: TIntents) {
  if (!turn.input.reply_to_schedule_id) return;
  if (REMINDER_MOVE.test(text)) Object.assign(it, { reschedule: true, cancel: false });
  else if (REMINDER_CANCEL.test(text)) Object.assign(it, { cancel: true });
}
