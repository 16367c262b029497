// "consegue jogar os dois pro outro sábado no mesmo horário?", "teria como passar as duas para as 14h nos mesmos dias?":
// two of the client's appointments moved by one word for both. Each gets its own copy of the message, the word
// replaced by the appointment (its service, and its weekday when both are of one service), so two-moves.ts moves the
// first now and queues the second beside it: one yes does both. Read as one, only one was moved, or none.
import { WEEKDAY_NAMES } from './lexicon/weekdays.js';
import type { TBrainSchedule, TBrainService } from '../types.js';
import { localDateOf } from './format.js';
import { matchService } from './match.js';
import { splitReschedule } from './reschedule-split.js';
import { fold, normalize } from './text.js';

const BOTH_RE = /\b(?:os dois|as duas|ambos|ambas|os 2|as 2)\b/;
/**
 * "o meu corte e o dele", "a minha e a da minha filha": the client's own appointment and the one of the person they
 * book for, named as a pair. (Whose: "dele", "dela", "do meu filho", "da Ana".)
 */
const MINE_AND_THEIRS_RE = /\b(?:o|a) (?:meu|minha)(?: \S+)? e (?:o|a) (?:dele|dela|d[oa] (?:meu |minha )?(?!mesm)\S+)\b/;
/** "pra mim nem pro meu moleque": whose they are, said of both; each copy names its own appointment instead. */
const WHOSE_RE = /(?:\b(?:nem|e) )?\b(?:pra|pro|para|p) (?:mim|(?:o |a )?(?:meu|minha) \S+)/giu;

const CLOCK = String.raw`\d{1,2}(?:h\d{0,2}|:\d{2})?`;
/** Two times joined by "e", never a window ("entre 15h e 17h", "das 15 e 17"). */
const EACH_TIME_RE = new RegExp(String.raw`(?<!\b(?:entre|das|de)\s+)(?<![\d:h])(${CLOCK})\s+e\s+(?:as\s+|às\s+)?(${CLOCK})(?![\d:])`, 'i');
/** A folded weekday as written, accents or not ("terca" matches "terça"). */
const asWritten = (day: string) => day.replace(/c/g, '[cç]').replace(/a/g, '[aáâã]').replace(/e/g, '[eéê]').replace(/o/g, '[oóô]');
const bothDaysRe = (a: string, b: string) =>
  new RegExp(
    String.raw`\(?\s*(?:(?:na|no)\s+)?${asWritten(a)}(?:[- ]feira)?\s+e\s+(?:(?:na|no)\s+)?${asWritten(b)}(?:[- ]feira)?\s*\)?`,
    'gi',
  );

export function splitBoth(
  message: string,
  mine: TBrainSchedule[],
  read: { services: TBrainService[]; now: Date; tz: string },
): [string, string] | null {
  const folded = fold(message);
  const pairOf = MINE_AND_THEIRS_RE.exec(folded);
  const m = BOTH_RE.exec(folded) ?? pairOf;
  if (!m || mine.length < 2) return null;
  // (The pair named by whose they are: one of the client's own and one booked for someone else.)
  const own = mine.filter((a) => !a.display_name);
  const theirs = mine.filter((a) => !!a.display_name);
  // (With more than one of either, the pair held on one same day: the visit they come to together.)
  const dayOf = (a: TBrainSchedule) => localDateOf(a.start_at, read.tz);
  const sameDay = own.flatMap((o) => theirs.filter((t) => dayOf(t) === dayOf(o)).map((t) => [o, t]));
  const whose = !pairOf ? [] : own.length === 1 && theirs.length === 1 ? [own[0]!, theirs[0]!] : sameDay.length === 1 ? sameDay[0]! : [];
  // Which two: those of the service named before the word ("minhas fisioterapias"), else those of the day named
  // ("amanhã não vai dar… os dois"), else the client's only two.
  const named = matchService(normalize(message.slice(0, m.index)), read.services)?.service;
  const day = splitReschedule(normalize(message), read.now, read.tz).oldPref.date;
  const pair = [
    whose,
    named ? mine.filter((a) => a.service_id === named.id) : [],
    day ? mine.filter((a) => localDateOf(a.start_at, read.tz) === day) : [],
    mine,
  ].find((l) => l.length === 2);
  if (!pair) return null;
  const sameService = pair[0]!.service_id === pair[1]!.service_id;
  const title = (a: TBrainSchedule) => read.services.find((s) => s.id === a.service_id)?.title ?? '';
  const weekday = (a: TBrainSchedule) => WEEKDAY_NAMES[new Date(`${localDateOf(a.start_at, read.tz)}T12:00:00Z`).getUTCDay()];
  const lead = message.slice(0, m.index).replace(WHOSE_RE, ' ');
  const [first, second] = [...pair].sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  // ("as duas fisio dessa semana (terça e quinta)": the pair's own days, said together, name neither copy's.)
  const tail = message.slice(m.index + m[0].length).replace(bothDaysRe(weekday(first!)!, weekday(second!)!), ' ');
  // ("passar o meu corte e o do pequeno pra tarde? tipo 15h e 15h30": one time each, in the order of the two.)
  const times = EACH_TIME_RE.exec(tail);
  const said = (a: TBrainSchedule, i: number) =>
    `${lead}${title(a).toLowerCase()}${sameService ? ` de ${weekday(a)}` : ''}${times ? tail.replace(times[0], ` ${times[i + 1]}`) : tail}`;
  return [said(first!, 0), said(second!, 1)];
}
