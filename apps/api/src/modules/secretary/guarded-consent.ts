// Did the client, in this very message, agree to exactly this write? The proposal (or the offered
// time) must have been shown in the previous assistant message, and the client's own words must
// agree to it: never a question, a hedge, another time or another weekday.
import { withoutKeptClauses } from './brain/embedded/kept-clauses.js';
import { namesUnshownService } from './guarded-named-service.js';
import { dictatedVisitPart } from './guarded-dictated.js';
import { deferredClausesOf } from './brain/embedded/deferred-clauses.js';
import { agreementOf, CANCEL_WORD_RE } from './consent.js';
import { APPROXIMATE_TIME_RE } from './consent-words.js';
import { timesNamedByFeature } from './consent-picked-feature.js';
import { RELATIVE_DAYS } from './brain/embedded/lexicon/weekdays.js';
import { fold, mentionedMinutes, mentionedWeekdays, ordinalOf, spokenClockMinutes } from './consent-mentions.js';
import { clockMinutes, clockWeekday, dayNamed, localClock, localDate } from './guarded-clock.js';
import { sawProposal, type TGuardState, type TStoredProposal } from './dialogue-state.js';
import type { TAction, TTarget } from './guarded-actions.js';

/** The pending write as consent reads it: its action, time of day and weekday. */
export const onTable = (p: { action: TAction; start_at: string }, tz: string) => ({
  action: p.action,
  minutes: clockMinutes(p.start_at, tz),
  weekday: clockWeekday(p.start_at, tz),
});

export const sameTarget = (p: TStoredProposal, action: TAction, t: TTarget) =>
  p.action === action &&
  p.service_id === t.service_id &&
  p.calendar_id === t.calendar_id &&
  p.start_at === t.start_at &&
  p.schedule_id === t.schedule_id &&
  (p.display_name ?? null) === (t.display_name ?? null);

const RENAMED_YES_RE = /(^|\s)(?:sim|pode|isso|confirm\w*|fechado|marca\w*|agenda\w*|beleza|blz|ok)(?=\s|$)/;

/**
 * "pode marcar no nome dela, Fabiana Souza" to a proposal for Fabiana: the same write in the name the yes
 * itself gives, every word of it said in this message.
 */
function renamedInYes(p: TStoredProposal, action: TAction, t: TTarget, message: string): boolean {
  const name = fold(t.display_name ?? '').trim();
  if (action !== 'book' || !name || !sameTarget(p, action, { ...t, display_name: p.display_name ?? null })) return false;
  // ("o nome dele é Theo, tá com h": the name told is no yes to the proposal without it; it is proposed again with it.)
  if (!RENAMED_YES_RE.test(fold(message))) return false;
  const said = fold(message).split(/[^a-z]+/);
  return name.split(/\s+/).every((w) => said.includes(w));
}

export function consentedTo(
  c: {
    st: TGuardState;
    message: string;
    lastAssistant: string | null;
    tz: string;
    now?: Date;
    team?: string[];
    services?: string[];
    shownVisit?: TStoredProposal[];
  },
  action: TAction,
  t: TTarget,
): boolean {
  const { st, lastAssistant, tz } = c;
  const message = withoutKeptClauses(withoutPutOff(c.message, st));
  const minutes = clockMinutes(t.start_at, tz);
  // "isso, a de sexta" to a Saturday proposal: the client speaks of another day, whatever the yes. A day
  // named only to keep its appointment ("isso, só o de hoje, o de sábado mantém") is not that.
  const days = mentionedWeekdays(withoutKeptClauses(dayNamed(message, t.start_at, c)));
  if (days.length && !days.includes(clockWeekday(t.start_at, tz))) return false;
  // "pode ser os dois às 10h, o miguel com o marcão e eu com o dudu" to a plan all with Marcão: someone of the team
  // the reply did not show is asked for.
  // ("Fechado. E marca uma pra mim também, com a Dra. Fernanda": a sentence asking for another booking is no part of it.)
  const aboutThis = message.split(/(?<!\b(?:[Dd]ra?|[Ss]ra?))[.!?\n]+/).filter((x) => !ANOTHER_RE.test(fold(x)));
  if (action !== 'cancel' && namesUnshownProfessional(aboutThis.join(' '), lastAssistant, c.team)) return false;
  // (Read with its own stops: a question beside the yes is no service asked.)
  const stated = message.split(/(?<=[.!?\n])/).filter((x) => !ANOTHER_RE.test(fold(x)));
  if (namesUnshownService(stated.join(' '), lastAssistant, c.services)) return false;
  // "isso, só o pé" to several appointments shown for one cancel: one of them kept, no yes to the list.
  const cancels = [st.pending, ...st.visit].filter((x) => x?.action === 'cancel').length;
  if (action === 'cancel' && cancels > 1 && /(^|\s)(?:so|somente|apenas)(?=\s|$)/.test(fold(message))) return false;
  // "isso, confirma os dois" when one change alone was shown: the client believes two were, the yes is to neither.
  // (A combo's "os dois" — "Corte + Barba" — is its own two parts.)
  const table = [
    ...new Map(
      [st.pending, ...st.visit, ...st.beside].filter((x) => !!x).map((x) => [`${x.action} ${x.start_at} ${x.display_name}`, x]),
    ).values(),
  ];
  const one = table.length === 1 && shownAsOne(lastAssistant ?? '');
  // ("pode marcar quinta às duas" to a proposal at 14:00: "as duas" is its hour there.)
  const timeSaid =
    [...mentionedMinutes(message), ...spokenClockMinutes(message, true)].some((m) => m % 720 === minutes % 720) ||
    (minutes % 720 === 120 && /(^|\s)as (?:duas|2)(?=\s|$)/.test(fold(message)));
  if (one && !timeSaid && BOTH_RE.test(fold(message)) && !/\+|\be\b/i.test(table[0]!.service_title)) return false;
  // ("fechado, eu 8h e a Manuela 9h" to a visit for two: each part's time dictated with the yes.)
  if (action === 'book' && dictatedVisitPart({ ...c, message, shown: c.shownVisit ?? st.visit }, t, minutes)) return true;
  const p = [st.pending, ...st.visit, ...st.beside].find(
    (x) => !!x && x.shown_turn < st.turn && (sameTarget(x, action, t) || renamedInYes(x, action, t, message)),
  );
  // A cancel's yes beside another request ("10h30 pfv. e pode cancelar a de quinta sim"): only the times
  // said in the cancel's own clause can name another appointment.
  const own = { ...c, message: action === 'cancel' ? cancelClauses(message) : message };
  const weekday = clockWeekday(t.start_at, tz);
  if (p)
    return (
      sawProposal(lastAssistant, p, tz) &&
      agreementOf(dayNamed(message, t.start_at, c), { action, minutes, weekday }) !== 'none' &&
      !namesOtherTime(own, p)
    );
  const o = st.offered;
  if (action === 'cancel' || !o || o.shown_turn >= st.turn || o.service_id !== t.service_id || o.schedule_id !== t.schedule_id)
    return false;
  const index = o.slots.findIndex((s) => s.start_at === t.start_at && s.calendar_id === t.calendar_id);
  if (index < 0) return namesTimeOnOfferedDay(c, action, t, minutes);
  const standing = { ...c, message };
  if (!sawProposal(lastAssistant, o.slots[index]!, tz) && !retimedFromList(standing, t, minutes) && !listStillStands(standing, minutes))
    return false;
  if (agreementOf(message, { action, minutes, weekday: clockWeekday(t.start_at, tz) }) === 'none') return false;
  const ordinal = ordinalOf(message, o.slots.length);
  if (ordinal !== null) return ordinal === index;
  // "pode ser as duas e meia, pode confirmar": a time in words with its minutes picks from the list too.
  const said = [...mentionedMinutes(message), ...spokenClockMinutes(message, true)];
  // ("o das 3" to an afternoon list: the hour as said, or twelve hours later.)
  if (said.length) return said.some((m) => m === minutes || (m < 12 * 60 && m + 12 * 60 === minutes));
  // "o de sábado fica melhor, pode marcar" to a list with one Saturday time: the one its weekday or part of the day names.
  const named = timesNamedByFeature(
    message,
    o.slots.map((s) => ({ minutes: clockMinutes(s.start_at, tz), weekday: clockWeekday(s.start_at, tz) })),
  );
  if (named.length === 1) return named[0] === index;
  // "pode ser", "fechado" to a list of several times names none of them: no consent to any (the brain asks which).
  return o.slots.length === 1;
}

/**
 * "fechou, pode ser as 9 e meia msm, marca ai" to a proposal at 09:00 made from a list that also held 09:30:
 * the proposal just shown, changed in its time only, to another time of that list named and agreed in
 * this very message.
 */
function retimedFromList(c: { st: TGuardState; message: string; lastAssistant: string | null; tz: string }, t: TTarget, minutes: number) {
  const p = c.st.pending;
  if (!p || p.shown_turn >= c.st.turn || !sameTarget(p, 'book', { ...t, start_at: p.start_at })) return false;
  if (localDate(p.start_at, c.tz) !== localDate(t.start_at, c.tz) || !sawProposal(c.lastAssistant, p, c.tz)) return false;
  const said = [...mentionedMinutes(c.message), ...spokenClockMinutes(c.message, true)];
  return said.includes(minutes) && agreementOf(c.message, { action: 'book', minutes }) === 'agree';
}

/** Turns a list stays answerable by its own times while only side questions are answered after it. */
const LIST_STANDS_TURNS = 3;

/**
 * "endereço? e tem escova amanhã cedo?" → a list, "wifi tem?", "aceita cartão" → answers, then "ok marca as 10
 * então": the list shown a few turns ago, with only answers since (no time, no question of ours) and no
 * proposal after it, is still what the client picks from: by one of its times, said outright, with a yes of
 * its own, and only a time the list held once.
 */
function listStillStands(c: { st: TGuardState; message: string; lastAssistant: string | null; tz: string }, minutes: number) {
  const { st, message, tz } = c;
  const o = st.offered;
  if (!o || st.turn - o.shown_turn > LIST_STANDS_TURNS || (st.pending && st.pending.shown_turn >= o.shown_turn)) return false;
  // The reply since only answered (no time of its own, no question that moved the talk on: "Qual serviço?").
  const since = c.lastAssistant ?? '';
  if (mentionedMinutes(since).length || since.includes('?') || !mentionedMinutes(message).includes(minutes)) return false;
  const atThatTime = o.slots.filter((s) => clockMinutes(s.start_at, tz) === minutes);
  return atThatTime.length === 1 && agreementOf(message.replace(PLEASE_RE, ' '), { action: 'book', minutes }) === 'agree';
}

/**
 * "pode mudar a escova sim. a hidratação deixa pra próxima": the clause put off is no part of the yes, and
 * its "deixa" no refusal. Never when it names a service on the table ("pode marcar o corte, a barba eu vejo
 * depois" to a corte + barba: the yes would then have to say which parts).
 */
export function withoutPutOff(message: string, st: TGuardState): string {
  const { rest, deferred } = deferredClausesOf(
    message,
    [st.pending, ...st.visit].every((x) => !x?.display_name),
  );
  if (!deferred.length) return message;
  const titles = [st.pending, ...st.visit].map((x) => x?.service_title ?? '').join(' ');
  const words = fold(titles)
    .split(' ')
    .filter((w) => w.length > 2);
  return deferred.some((d) => words.some((w) => fold(d).split(' ').includes(w))) ? message : rest;
}

/** The clauses of the message that speak of the cancel (all of it when none does). */
function cancelClauses(message: string): string {
  // ("pode marcar a fisio às 8h e cancelar a nutri sim": "e" before another verb of writing starts another request.)
  const clauses = message.split(/[.;!?\n]+|\s+e\s+(?=(?:pode\s+|ja\s+)?(?:marc|agend|reserv|cancel|desmarc))/i);
  const own = clauses.filter((x) => CANCEL_WORD_RE.test(fold(x)));
  return own.length ? own.join('. ') : message;
}

/**
 * "dez tá bom, pode marcar" to a proposal at 10:30, "pode ser 10h" to one at 10:30: the yes names
 * another time. A time the proposal showed ("9h o corte e 9h30 a barba" for a visit) is no other time.
 */
function namesOtherTime(c: { st: TGuardState; message: string; lastAssistant: string | null; tz: string }, p: TStoredProposal): boolean {
  const said = [...mentionedMinutes(c.message), ...spokenClockMinutes(c.message)];
  if (!said.length) return false;
  // The visit's parts are written one by one: the times the proposal showed all count.
  const proposed = [p, c.st.pending, ...c.st.visit]
    .filter((x): x is TStoredProposal => !!x)
    .map((x) => {
      const clock = localClock(x.start_at, c.tz);
      return clock.getHours() * 60 + clock.getMinutes();
    })
    .concat(mentionedMinutes(c.lastAssistant ?? ''));
  if (!said.some((m) => proposed.includes(m))) return true;
  // "fechou: Davi 9h e Lucas 9h30, e eu 10h" to two parts at 9:00 and 9:30: times for more than what is on the
  // table, one of them never shown, ask for another plan (a time refused beside the yes, "9h não dá", is no ask).
  // (A time in words is read at both halves of the day: "dez" is 10:00 or 22:00, one time said.)
  const clock = (m: number) => m % 720;
  const unshown = said.filter((m) => !proposed.some((p) => clock(p) === clock(m)));
  return new Set(said.map(clock)).size >= 2 && unshown.length > 0 && !/(^|\s)(?:nao|n)(?=\s|$)/.test(fold(c.message));
}

// Words that move the day away from the one on the table ("amanhã 10h pode ser").
// ("depois de amanhã" before "amanhã": the lexicon's order.)
const AHEAD_RES = RELATIVE_DAYS.filter(([, ahead]) => ahead >= 0).map(
  ([re, ahead]) => [new RegExp(`(^|\\s)(?:${re})(?=\\s|$)`, 'g'), ahead] as const,
);

/** The message less "hoje"/"amanhã" when that is the day of the times offered (`now` known). */
function withoutSameDay(folded: string, day: string, c: { now?: Date; tz: string }): string {
  if (!c.now) return folded;
  const now = c.now;
  return AHEAD_RES.reduce(
    (t, [re, ahead]) => (localDate(new Date(now.getTime() + ahead * 86_400_000).toISOString(), c.tz) === day ? t.replace(re, '$1') : t),
    folded,
  );
}

const OTHER_DAY_RE = /(^|\s)(hoje|amanha|depois|dia|semana|proxim[oa]|\d{1,2}\s*\/\s*\d{1,2})(?=\s|$)/;

/**
 * "10h pode ser" to a list of Saturday times with Dudu that did not hold 10h: the client named the time
 * and agreed, and everything else (service, day, professional) is what the list just showed. Only the
 * time they wrote, on that day, with a professional of the list, counts; any other day word does not.
 */
function namesTimeOnOfferedDay(
  c: { st: TGuardState; message: string; lastAssistant: string | null; tz: string; now?: Date },
  action: TAction,
  t: TTarget,
  minutes: number,
): boolean {
  const day = localDate(t.start_at, c.tz);
  // ("marca pro meu moleque amanhã às 9h, o nome dele é Pedro": for someone named only now, the proposal first.)
  if (t.display_name) return false;
  const all = c.st.offered?.slots ?? [];
  // "terça 9h30 fica bom, pode marcar" to a list over Tuesday and Wednesday: the weekday said picks that day's part.
  const days = new Set(all.map((s) => localDate(s.start_at, c.tz)));
  const named = days.size > 1 && mentionedWeekdays(c.message).includes(clockWeekday(t.start_at, c.tz));
  const slots = named ? all.filter((s) => localDate(s.start_at, c.tz) === day) : all;
  if (!slots.length || slots.some((s) => localDate(s.start_at, c.tz) !== day)) return false;
  if (!slots.some((s) => s.calendar_id === t.calendar_id) || !sawProposal(c.lastAssistant, slots[0]!, c.tz)) return false;
  // ("entao amanha as 9h, pode marcar" to a list of tomorrow's times: "amanhã" is that very day.)
  if (OTHER_DAY_RE.test(withoutSameDay(fold(c.message), day, c)) || ordinalOf(c.message, slots.length) !== null) return false;
  // ("pode ser de tarde, tipo 15h": a time said loosely is asked, proposed before any write.)
  const said = mentionedMinutes(c.message);
  if (APPROXIMATE_TIME_RE.test(fold(c.message))) return false;
  return said.length === 1 && said[0] === minutes && agreementOf(c.message.replace(PLEASE_RE, ' '), { action, minutes }) === 'agree';
}

/** Politeness beside a time never shown ("d manhã, 9h30 pfv"), no yes of its own. */
const PLEASE_RE = /,?\s*(?:por favor|pfv|pfvr|pf|por gentileza)(?=\s|$|[,.!?])/gi;

// (Not "outra": "sim, com a outra" names who does this one.)
const ANOTHER_RE = /\b(?:tambem|tb|tbm|aproveita|mais uma?)\b/;
const HONORIFICS = new Set(['dr', 'dra', 'doutor', 'doutora', 'prof']);
/** The word a professional is called by: the longest of the title's words past "Dr."/"Dra.". */
const callName = (title: string) =>
  fold(title)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !HONORIFICS.has(w))
    .sort((a, b) => b.length - a.length)[0];

// (Never a time: "as duas da tarde", "as duas e meia".)
const BOTH_RE = /(^|\s)(?:os dois|as duas|ambos|ambas|os 2|as 2)(?=\s|$)(?! (?:da tarde|da manha|da noite|horas?|h|e meia|e quinze|e \d))/;
/** The reply showed one change only: no list of several, no second request beside it ("E o seu outro pedido"). */
function shownAsOne(last: string): boolean {
  const count = (re: RegExp) => (last.match(re) ?? []).length;
  return !BOTH_RE.test(fold(last)) && count(/(?:^|\n)\s*(?:•|\d\))/g) < 2 && count(/\b(?:Posso|Você confirma|Consigo)\b/g) < 2;
}

function namesUnshownProfessional(message: string, shown: string | null, team: string[] = []): boolean {
  const said = fold(message);
  const seen = fold(shown ?? '');
  return team.some((title) => {
    const name = callName(title);
    // ("nao precisa ser c o marcao nao, pode ser qualquer um": named to be let go, no one asked for.)
    const waived = new RegExp(`\\b(?:nao|n|sem|nem)\\b(?:\\s+\\S+){0,4}?\\s+${name}\\b`).test(said);
    return !!name && !waived && new RegExp(`\\b${name}\\b`).test(said) && !new RegExp(`\\b${name}\\b`).test(seen);
  });
}
