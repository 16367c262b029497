// A move request in one message: which appointment (before "para") and where to (after it).
import { hasPref, parseTimePref, type TTimePref } from './dates.js';

/** "remarcar o de amanhã para sexta às 10h": the new time is what follows "para". */
export function splitReschedule(text: string, now: Date, tz: string): { oldPref: TTimePref; newPref: TTimePref } {
  const all = [...text.matchAll(/\b(para|pra|pras|pro|pros)\b/g)].map((m) => m.index!);
  for (const at of all.reverse()) {
    const after = parseTimePref(text.slice(at), now, tz);
    if (hasPref(after)) return { oldPref: parseTimePref(text.slice(0, at), now, tz), newPref: after };
  }
  // "troca minha consulta de sexta pra Dra. Fernanda, no mesmo horário": only the professional changes.
  const last = all[0];
  if (last !== undefined && parseTimePref(text.slice(last), now, tz).same_time)
    return { oldPref: parseTimePref(text.slice(0, last), now, tz), newPref: { same_time: true } };
  return { oldPref: parseTimePref(text, now, tz), newPref: {} };
}
