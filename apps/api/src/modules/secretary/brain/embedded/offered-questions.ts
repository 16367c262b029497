// Questions about the times just shown, answered from the list itself: "a das 10 é com quem?" names
// that time's professional and proposes it (a yes then writes it; "e a das 2?" is another proposal);
// "é com ela mesmo né? a Fernanda" confirms who every time is with, and the list stays.
import { confirmsPick } from './proposal-answers.js';
import type { TTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { speakTime } from './format.js';
import { minutesOf } from './slot-pick.js';
import type { Turn } from './state.js';
import { namedProfessional } from './team.js';
import { choose } from './booking.js';
import { offeredTimes } from './slots.js';

const WHO_RE = /\bcom quem\b|\bquem (?:e|eh|vai ser|seria|atende|faz)\b/;

/** True when the message asked about the times shown and was answered here. */
export async function answerAboutOffered(turn: Turn, text: string, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const offered = st.offered ?? [];
  if (st.awaiting !== 'slot' || !offered.length || !detectIntents(text).question) return false;
  if (WHO_RE.test(text) && pref.date === undefined && pref.from_min === undefined) {
    const at = pref.exact_min;
    const ref =
      at === undefined ? (offered.length === 1 ? offered : []) : offered.filter((o) => minutesOf(new Date(o.start_at), turn.tz) === at);
    if (ref.length !== 1 || !ref[0]!.professional) return false;
    turn.say(`O horário das ${speakTime(new Date(ref[0]!.start_at), turn.tz)} é com *${ref[0]!.professional}*.`);
    await choose(turn, ref[0]!, true);
    return true;
  }
  // ("pode ser sim, pode confirmar com o dr ricardo" to his one time: the yes with who it is with, no question.)
  const named = confirmsPick(original) ? null : namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (!named || !('professional' in named) || pref.exact_min !== undefined || pref.date !== undefined) return false;
  if (offered.some((o) => o.calendar_id !== named.professional.calendar_id)) return false;
  // ("é a carla msm q vai fazer ne?" to her one time: said so, and proposed whole, so a plain yes then writes it.)
  if (offered.length === 1) {
    turn.say(`Sim, é com *${named.professional.title}* 🙂`);
    await choose(turn, offered[0]!, true);
    return true;
  }
  turn.say(
    `Sim, ${offered.length > 1 ? 'todos esses horários são' : 'esse horário é'} com *${named.professional.title}* 🙂: ${offeredTimes(turn)}. Qual fica melhor pra você?`,
  );
  return true;
}
