// "fechado, eu 8h e a Manuela 9h" to a visit for two shown at 8h and 8h45: every part's time dictated by the client
// with an explicit yes is agreement to the plan at those very times, on the day shown, each part for the person and
// with the professional shown. Anything less (a time missing, another day, a question) is proposed first.
import { agreesToDictated } from './consent.js';
import { mentionedMinutes } from './consent-mentions.js';
import { sawProposal, type TGuardState, type TStoredProposal } from './dialogue-state.js';
import type { TTarget } from './guarded-actions.js';
import { localDate } from './guarded-clock.js';

export function dictatedVisitPart(
  c: { st: TGuardState; shown: TStoredProposal[]; message: string; lastAssistant: string | null; tz: string },
  t: TTarget,
  minutes: number,
): boolean {
  const shown = c.shown.filter((v) => v.action === 'book' && v.shown_turn < c.st.turn);
  if (shown.length < 2 || !sawProposal(c.lastAssistant, shown[0]!, c.tz)) return false;
  if (localDate(t.start_at, c.tz) !== localDate(shown[0]!.start_at, c.tz)) return false;
  // Each time said, in the order said, is the part in that place of the visit shown (its service, professional, person).
  const said = [...new Set(mentionedMinutes(c.message).map((m) => m % 720))];
  const part = [...shown].sort((a, b) => a.start_at.localeCompare(b.start_at))[said.indexOf(minutes % 720)];
  const person = (x: { display_name?: string | null }) => x.display_name ?? null;
  if (!part || part.service_id !== t.service_id || part.calendar_id !== t.calendar_id || person(part) !== person(t)) return false;
  return said.length === shown.length && agreesToDictated(c.message, minutes);
}
