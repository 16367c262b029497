// "escova com a Carla, se ela não puder pode ser com a outra": the professional asked for comes first;
// when they have no time in what was asked, the rest of the team who do the service is looked at.
import type { Turn } from './state.js';

const FALLBACK_RE =
  /\b(se (el[ae] |o \w+ |a \w+ )?nao (puder|tiver|der|conseguir|estiver)|senao|se nao der|caso nao (de|possa)|ou entao)\b[^.?!]*\b(outr[ao]s?|qualquer|quem tiver|quem estiver|tanto faz)\b/;
const OR_ANYONE_RE = /\bou (com )?(o |a )?(outr[ao]|qualquer um[a]?|quem tiver)\b/;

/** Where "mas se não tiver com ela…", "se não der com o Dudu…" starts the second choice (folded text). */
const SECOND_CHOICE_RE =
  /\b(?:mas |e )?(?:se (?:el[ae] |o \w+ |a \w+ )?nao (?:puder|tiver|der|conseguir|estiver)|senao|caso nao (?:de|possa|tenha))\b/;

/** "se der com o Dudu, mas se não der pode ser com qualquer um": the words before the second choice. */
export function beforeSecondChoice(folded: string): string {
  const at = folded.search(SECOND_CHOICE_RE);
  return at > 0 ? folded.slice(0, at) : folded;
}

/** The client accepts someone else when the professional they named cannot. */
export function acceptsAnyOther(text: string): boolean {
  return FALLBACK_RE.test(text) || OR_ANYONE_RE.test(text);
}

/** "tem alguém mais cedo?", "outra pessoa consegue?": said while a professional is asked for, anyone else will do. */
const ANYONE_ELSE_RE =
  /\b(?:tem|teria|tiver|nao tem) (?:alguem|outr[ao] (?:pessoa|profissional|barbeir[ao]|cabeleireir[ao]|manicure|moc[ao]))\b|\boutr[ao] (?:pessoa|profissional) (?:consegue|pode|tem|teria)\b/;

/** "não precisa ser com ela não, pode ser com quem tiver": the professional asked for let go, by pronoun. */
const WAIVED_RE =
  /\bnao precisa (?:ser )?(?:com|c) (?:ela|ele)\b|\b(?:com|c) quem (?:tiver|estiver)\b|\btanto faz (?:quem|com quem)\b|\b(?:nao tenho|sem) preferencia\b|\bqualquer (?:profissional|barbeir[oa]|cabeleireir[oa]|pessoa)\b/;

/** A message naming nobody that asks for anyone else than the professional asked for, or for anyone at all. */
export function asksAnyoneElse(turn: Turn, text: string): void {
  if (turn.state.professional_id && WAIVED_RE.test(text)) turn.state.professional_id = null;
  else if (turn.state.professional_id && ANYONE_ELSE_RE.test(text)) turn.state.pro_fallback = true;
}

/** The professional asked for is let go (their name returned) when the client accepted anyone else. */
function fallBackToTeam(turn: Turn): string | null {
  const st = turn.state;
  if (!st.pro_fallback || !st.professional_id) return null;
  const name = turn.input.professionals?.find((p) => p.calendar_id === st.professional_id)?.title ?? null;
  st.professional_id = null;
  st.pro_fallback = false;
  // Someone other than the professional asked for is proposed, never booked outright.
  turn.proposeOnly = true;
  return name;
}

/** "se ela não puder, com a outra": the one asked for has nothing, so the rest of the team is looked at. */
export function teamInstead(turn: Turn, asked: string): boolean {
  const was = fallBackToTeam(turn);
  if (was) turn.say(`Com *${was}* não tenho vaga ${asked} 😕, então olhei com o restante da equipe.`);
  return !!was;
}
