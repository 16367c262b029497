// Questions about the times just shown, answered from the list itself (which stays on the table):
// "a das 10 é com quem?" names that time's professional; "é com ela mesmo né? a Fernanda" confirms
// who every time is with. "prefiro essa então" then picks the time last spoken of, for a proposal.
import type { TTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { speakTime } from './format.js';
import { minutesOf } from './slot-pick.js';
import type { TSlotRef, Turn } from './state.js';
import { namedProfessional } from './team.js';

const WHO_RE = /\bcom quem\b|\bquem (?:e|eh|vai ser|seria|atende|faz)\b/;
const THAT_ONE_RE = /\b(?:essa|esse|nessa|nesse)\b/;

/** True when the message asked about the times shown and was answered here. */
export function answerAboutOffered(turn: Turn, text: string, original: string, pref: TTimePref): boolean {
  const st = turn.state;
  const offered = st.offered ?? [];
  if (st.awaiting !== 'slot' || !offered.length || !detectIntents(text).question) return false;
  const onlyTime = pref.date === undefined && pref.from_min === undefined;
  // "e a das 2 da tarde?" right after such an answer: the same question about another time.
  const again = !!st.spoken_of && /^e\b/.test(text.trim());
  if ((WHO_RE.test(text) || again) && onlyTime) {
    const at = pref.exact_min;
    const ref =
      at === undefined ? (offered.length === 1 ? offered : []) : offered.filter((o) => minutesOf(new Date(o.start_at), turn.tz) === at);
    if (ref.length !== 1 || !ref[0]!.professional) return false;
    st.spoken_of = ref[0]!;
    turn.say(`O horário das ${speakTime(new Date(ref[0]!.start_at), turn.tz)} é com *${ref[0]!.professional}*. Quer esse?`);
    return true;
  }
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (!named || !('professional' in named) || pref.exact_min !== undefined || pref.date !== undefined) return false;
  const mine = offered.filter((o) => o.calendar_id === named.professional.calendar_id);
  if (mine.length !== offered.length) return false;
  const times = offered.map((o) => speakTime(new Date(o.start_at), turn.tz));
  const list = times.length > 1 ? `${times.slice(0, -1).join(', ')} ou ${times.at(-1)}` : times[0]!;
  turn.say(
    `Sim, ${offered.length > 1 ? 'todos esses horários são' : 'esse horário é'} com *${named.professional.title}* 🙂: ${list}. Qual fica melhor pra você?`,
  );
  return true;
}

/** "prefiro essa então" (or a yes to "Quer esse?") right after a question about one of the times shown: that one. */
export function theOneSpokenOf(turn: Turn, text: string): TSlotRef | null {
  const spoken = turn.state.spoken_of;
  const it = detectIntents(text);
  if (!spoken || !(THAT_ONE_RE.test(text) || (it.yes && !it.no && !it.question))) return null;
  return (turn.state.offered ?? []).find((o) => o.start_at === spoken.start_at && o.calendar_id === spoken.calendar_id) ?? null;
}
