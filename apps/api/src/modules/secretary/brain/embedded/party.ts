// Two people booked in one message ("eu e meu filho queremos cortar sábado às 10", "corte pra mim e
// barba pro meu irmão Lucas"): each service is for its own person, one after the other or, when the
// client says so ("no mesmo horário", "juntos"), at the same time with two professionals.
import type { TBrainService } from '../types.js';
import { bookingFor, isRelation, leavesOthersOut, notAName, saidName } from './people.js';
import { RELATIONS } from './lexicon/people.js';
import { matchProfessional } from './understand/people.js';
import { matchService } from './match.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
import { areChildren, twoOthers } from './two-others.js';
import { fold, normalize, tokens } from './text.js';
import { proposeVisit, visitServicesOf } from './visit.js';
import { hasPref, parseTimePref, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import { withoutReasons } from './reasons.js';
import { agreementOf, agreesToDictated, asksInSequence } from '../../consent.js';
import { minutesOf } from './slot-pick.js';
import { localDateOf, speakTime } from './format.js';
import type { Turn } from './state.js';

export interface TParty {
  services: TBrainService[];
  /** Per service: null for the client, else the other person's name. */
  names: Array<string | null>;
  together: boolean;
  /** Per service, the clause of the message that asks for it (its person's own time and professional). */
  clauses?: [string, string];
}

// ("meu corte e o do meu filho": the client's own and the other person's, one service each; "eu e o matheus (meu
// parça) queremos": a few words may stand between the other person and the verb; "levar meu filho de 4 anos e cortar o
// meu tb": the client's own said after the one brought.)
const PARTY_RE =
  /\b(eu e (?:o |a )?(?:meu|minha) [a-z]+|eu e (?:o |a )?[a-z]+(?: [a-z]+){0,3}? (?:queremos|vamos|gostariamos|podemos)|(?:pra|p) mim e (?:pro|pra|para|p)|para mim e (?:o|a|pro|pra)|nos dois|nos duas|pros dois|pras duas|para os dois|para as duas|junto (?:comigo|cmg|cm)|comigo junto|(?:meu|minha) [a-z]+ e (?:o|a) (?:do|da) (?:meu|minha) [a-z]+|(?:levar|trazer) (?:o |a )?(?:meu|minha) [a-z]+\b.{0,40}\be (?:cortar |fazer |aparar )?(?:o|a) (?:meu|minha)(?= (?:tb|tbm|tambem)\b|\s*[,.]|\s*$))/;
// ("pode ser os dois às 10h": both at that one time.)
export const TOGETHER_RE =
  /\b(mesmo horario|mesma hora|juntos|juntas|junto|junta|ao mesmo tempo|mesmo tempo|(?:os dois|as duas) (?:as|a) \d{1,2}(?:h\d{0,2})?)\b/;
export const CHILD_RE =
  /\b(filho|filha|menino|menina|neto|neta|sobrinho|sobrinha|afilhado|afilhada|moleque|molequinho|pequeno|pequena|crianca|\d{1,2} anos?)\b/;
export const KIDS_RE = /\b(infantil|kids|crianca)\b/;
// "vê pra mim o que tem": a favour asked, not a booking for the client too.
const SELF_RE = /\b(?<!\b(?:ve|veja|olha|olhe|verifica|confere|checa|fala|diz|manda|faz|busca|procura|consulta) )(pra|para|p) mim\b/;

/** The children's version of a service, when the catalogue has one ("Corte infantil" for "Corte masculino"). */
export function kidsVersion(service: TBrainService, services: TBrainService[]): TBrainService {
  if (KIDS_RE.test(fold(service.title))) return service;
  const word = fold(service.title).split(/\s+/)[0]!;
  return services.find((s) => KIDS_RE.test(fold(s.title)) && fold(s.title).startsWith(word)) ?? service;
}

/** "pra mim", "pro meu irmão", "pra minha mãe", "pro Lucas": where each person of a party is named. */
// "p mim e p meu filho": the one-letter "p" only before mim/meu/minha ("p marcar" names nobody).
const PERSON_RE =
  /\b(?:pra|para|pro|p(?= (?:mim|(?:o |a )?(?:meu|minha))\b)) (?:(mim)\b|(?:o |a )?(?:meu|minha) [a-z]+|(?!mim\b)[a-z]{3,}\b)/g;

/** "levar minha filha…": the other person, brought by the client. */
const BROUGHT = `(?:levar|trazer) (?:o |a )?(?:meu|minha) (?:${RELATIONS.join('|')})`;
/** "eu corte e barba às 14h e ele corte infantil": each person as the subject of their own clause. */
const SUBJECT_RE = new RegExp(`\\b(?:(eu)|ele|ela|${BROUGHT})\\b`, 'g');
/** "levar minha filha pra fazer escova e eu queria fazer as unhas": the other one brought, then the client's own clause. */
const SELF_WANTS_RE = new RegExp(`\\b${BROUGHT}\\b.*\\be eu (?:tambem )?(?:queria|quero|gostaria|vou querer|faco|fazia)\\b`);

/** The first mark of the client and the first of the other person, in the order said; null unless both are there. */
function bothMarks(marks: RegExpMatchArray[]): [RegExpMatchArray, RegExpMatchArray] | null {
  const self = marks.find((m) => !!m[1]);
  const other = marks.find((m) => !m[1]);
  if (!self || !other) return null;
  return self.index! < other.index! ? [self, other] : [other, self];
}

/** "corte pra mim e barba pro meu irmão", "eu corte e ele corte infantil": the service of each person, read from their own clause. */
function perPerson(
  folded: string,
  services: TBrainService[],
): { services: TBrainService[]; selfFirst: boolean; clauses: [string, string] } | null {
  const found = (cut: string[]) => cut.map((c) => matchService(normalize(c), services)?.service);
  const marks = [...folded.matchAll(PERSON_RE)].slice(0, 2);
  if (marks.length === 2 && !!marks[0]![1] !== !!marks[1]![1]) {
    const [a, b] = marks as [RegExpMatchArray, RegExpMatchArray];
    const end = (m: RegExpMatchArray) => m.index! + m[0].length;
    // The first person's clause starts after the last break before it: "eu e meu filho Davi, corte pra
    // mim…" names the son in the introduction, not as the service's person.
    const clauseStart = Math.max(0, ...[',', ';', '.', '\n'].map((c) => folded.lastIndexOf(c, a.index!) + 1));
    // The service before its person ("corte pra mim") or after it ("pra mim um corte").
    for (const cut of [
      [folded.slice(clauseStart, end(a)), folded.slice(end(a), end(b))],
      [folded.slice(a.index!, b.index!), folded.slice(b.index!)],
    ]) {
      const [first, second] = found(cut);
      if (first && second) return { services: [first, second], selfFirst: !!a[1], clauses: cut as [string, string] };
    }
  }
  // "pra mim e pro meu filho sábado: eu corte e barba e ele corte infantil": the subjects say whose each service is.
  const subjects = bothMarks([...folded.matchAll(SUBJECT_RE)]);
  if (!subjects) return null;
  const [a, b] = subjects;
  const clauses: [string, string] = [folded.slice(a.index!, b.index!), folded.slice(b.index!)];
  const [first, second] = found(clauses);
  return first && second ? { services: [first, second], selfFirst: !!a[1], clauses } : null;
}

/** The adults' version of a children's service ("Corte masculino" for "Corte infantil"): never a combo. */
function adultVersion(service: TBrainService, services: TBrainService[]): TBrainService {
  const word = fold(service.title).split(/\s+/)[0]!;
  const adult = services
    .filter((s) => fold(s.title).startsWith(word) && !KIDS_RE.test(fold(s.title)) && !/\+|\s(e|com)\s/.test(fold(s.title)))
    .sort((a, b) => a.title.length - b.title.length);
  return adult[0] ?? service;
}

/** "eu e o matheus queremos…": the other person named by name beside the client (or by a relation said with "um"). */
function partnerName(folded: string): string | null {
  // ("eu e um parceiro meu queremos…": a relation said with "um", the name asked later.)
  const some = /\beu e (?:um|uma) ([a-z]{3,})\b/.exec(folded)?.[1];
  if (some && RELATIONS.includes(some)) return some.charAt(0).toUpperCase() + some.slice(1);
  const word = /\beu e (?:o |a )?([a-z]{3,})\b/.exec(folded)?.[1];
  if (!word || notAName(word) || RELATIONS.includes(word) || /^(?:meu|minha)$/.test(word)) return null;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The party a booking message asks for (none in a cancel, a move or a price question). */
export function partyAsked(original: string, services: TBrainService[], it: TIntents, pref: TTimePref): TParty | null {
  return !it.cancel && !it.reschedule && !it.price && (it.book || it.weakBook || hasPref(pref)) ? readParty(original, services) : null;
}

export function readParty(original: string, services: TBrainService[]): TParty | null {
  const folded = fold(original)
    .replace(/[^a-z0-9 ,;.\n]/g, ' ')
    // "não é pra mim, é pra minha mãe": the client is left out.
    .replace(/\bnao (?:e|eh|sera) (?:pra|para|p) (?:mim|eu)\b/g, ' ')
    .replace(/ +/g, ' ');
  // (The services are read only once someone else is in the message.)
  const namedIn = () =>
    servicesIn(normalize(original), segmentsOf(original), services, VISIT_JOINER_RE)
      .map((id) => services.find((s) => s.id === id))
      .filter((s): s is TBrainService => !!s);
  const together = TOGETHER_RE.test(folded) || TOGETHER_RE.test(normalize(original));
  // "meus dois moleques, joão e pedro": one service named, for both of them.
  const both = twoOthers(original);
  const named = both ? namedIn() : [];
  if (both && named.length === 1) {
    const theirs = CHILD_RE.test(folded) || areChildren(folded) ? kidsVersion(named[0]!, services) : named[0]!;
    return { services: [theirs, theirs], names: both, together };
  }
  // "porque tenho que levar meu filho no futebol": a person named in a reason is no one to book for.
  const other = bookingFor(withoutReasons(normalize(original))) ? bookingFor(original) : null;
  // ("quero levar minha filha pra fazer escova e eu queria fazer as unhas": each person the subject of a clause.)
  const subjects = !!other && SELF_WANTS_RE.test(folded) && !!perPerson(folded, services);
  if (!PARTY_RE.test(folded) && !(SELF_RE.test(folded) && other) && !subjects) return null;
  // "…a minha filha também quer, não, espera, deixa ela pra depois, só eu mesmo": the other person is left out.
  if (leavesOthersOut(folded)) return null;
  const name =
    other?.name ?? (other?.relation ? other.relation.charAt(0).toUpperCase() + other.relation.slice(1) : null) ?? partnerName(folded);
  if (!name) return null;
  const split = perPerson(folded, services);
  if (split) return { services: split.services, names: split.selfFirst ? [null, name] : [name, null], together, clauses: split.clauses };
  const one = namedIn();
  // ("levar meu filho Theo, de 6 anos, pra cortar junto comigo": the age names the children's cut beside the "cortar".)
  const kid = one.find((x) => KIDS_RE.test(fold(x.title)));
  const adult = one.find((x) => x !== kid);
  if (one.length === 2 && kid && adult && kidsVersion(adult, services).id === kid.id)
    return { services: [adult, kid], names: [null, name], together };
  if (one.length !== 1) return null;
  // One service for both; a child gets the children's version when the catalogue has one.
  const theirs = CHILD_RE.test(folded) ? kidsVersion(one[0]!, services) : one[0]!;
  const mine = KIDS_RE.test(fold(one[0]!.title)) ? adultVersion(one[0]!, services) : one[0]!;
  return { services: [mine, theirs], names: [null, name], together };
}

/**
 * What each person's own clause asks ("eu corte e barba às 14h e ele corte infantil às 15h com o Marcão"):
 * the professional named there is for that person's service only, and the visit starts at the first
 * person's time; two different times are one after the other, never both at once.
 */
function perPersonAsked(turn: Turn, party: TParty, pref: TTimePref | null): TTimePref | null {
  const team = turn.input.professionals ?? [];
  // (Without a clause per service, each person's own professional is read when the visit is planned: visit.ts.)
  if (!party.clauses) return pref;
  const serviceWords = new Set(turn.input.services.flatMap((s) => tokens(normalize(s.title))));
  const pros = party.clauses.map((clause) => {
    const pro = matchProfessional(normalize(clause), team, serviceWords);
    return pro && 'calendar_id' in pro ? pro.calendar_id : '';
  });
  // '' is "anyone" for that service (slots.ts), not the professional the other person asked for.
  if (pros.some(Boolean)) turn.state.visit_pros = Object.fromEntries(party.services.map((s, i) => [s.id, pros[i]!]));
  const times = party.clauses.map((clause) => parseTimePref(normalize(clause), turn.input.now, turn.tz).exact_min);
  if (times[0] === undefined || times[1] === undefined || times[0] === times[1]) return pref;
  turn.state.party = { ...turn.state.party!, together: false, apart: true, ...(times[1] > times[0] ? { second_min: times[1] } : {}) };
  const { from_min: _from, to_min: _to, ...day } = pref ?? {};
  return { ...day, exact_min: times[0] };
}

/** Plans and proposes the party as one visit whose parts each name their person. */
export function proposeParty(turn: Turn, party: TParty, pref: TTimePref | null): Promise<void> {
  turn.state.party = { names: party.names, together: party.together };
  turn.state.for_name = null;
  // "o meu e o do meu filho… de preferência no mesmo horário": both at once, no appointment's time to match.
  const asked = party.together && pref?.same_time ? withoutSameTime(pref) : pref;
  return proposeVisit(turn, party.services, perPersonAsked(turn, party, asked));
}

const withoutSameTime = ({ same_time: _same, ...rest }: TTimePref): TTimePref => rest;

/** True when the message puts the person now second first ("primeiro ele", "15h o Roberto e 16h eu"). */
function othersFirst(original: string, names: Array<string | null>): boolean {
  if (names.length !== 2) return false;
  const t = fold(original);
  const second = names[1] === null ? 'eu' : fold(names[1]!);
  const pronoun = names[1] === null ? '(?:eu|mim)' : `(?:ele|ela|o ${second}|a ${second}|${second})`;
  if (new RegExp(`\\bprimeiro (?:pra |pro |o |a )?${pronoun}\\b|\\b${pronoun} primeiro\\b`).test(t)) return true;
  const [h1, h2] = personTimes(original, names) ?? [];
  return h1 !== undefined && h2 !== undefined && h2 < h1;
}

/** Each person's own time, in the party's order, when the message says both ("10h o dele e 10h30 o meu", "eu 8h e a Manuela 9h"). */
function personTimes(original: string, names: Array<string | null>): [number, number] | null {
  if (names.length !== 2) return null;
  const t = fold(original);
  const whose = (name: string | null) =>
    name === null ? '(?:eu|mim|meu|minha)' : `(?:${fold(name)}|dele|dela|d[oa] ${fold(name)}|(?:o|a) ${fold(name)})`;
  const hourOf = (who: string) => {
    const m =
      new RegExp(`\\b(\\d{1,2})\\s*(?:h|:)?(\\d{2})?\\s+(?:pra |pro |para |o |a )?${who}\\b`).exec(t) ??
      new RegExp(
        `\\b${who}\\s+(?:primeiro |depois |antes )?(?:(?:as|a|pras?|para as) (\\d{1,2})(?:\\s*(?:h|:)(\\d{2})?)?|(\\d{1,2})\\s*(?:h|:)(\\d{2})?)(?!\\d)`,
      ).exec(t);
    if (m && m[3] !== undefined) return Number(m[3]) * 60 + Number(m[4] ?? 0);
    return m ? Number(m[1]) * 60 + Number(m[2] ?? 0) : null;
  };
  const [h1, h2] = [hourOf(whose(names[0]!)), hourOf(whose(names[1]!))];
  return h1 !== null && h2 !== null && h1 !== h2 ? [h1, h2] : null;
}

/** "pode ser um depois do outro" to a visit proposal: the same parts again, one after the other, for a plain yes. */
export async function rearrangeParty(turn: Turn, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  if (st.awaiting !== 'confirm_visit' || !st.visit?.length) return false;
  const swapped = st.party ? othersFirst(original, st.party.names) : false;
  if (swapped && st.party) {
    // "mas primeiro ele tá? 15h o Roberto e 16h eu": the same times, the other way round.
    st.party = { ...st.party, names: [...st.party.names].reverse() };
    st.visit_ids = [...(st.visit_ids ?? [])].reverse();
  }
  // ("fechado, eu 8h e a Manuela 9h": each person's own time, the second one's part starting at its own.)
  const times = st.party ? personTimes(original, st.party.names) : null;
  const sequence = asksInSequence(original) || swapped || !!times;
  // "9h os dois ao mesmo tempo": the same people at once, with two professionals.
  const together = !!st.party && !sequence && TOGETHER_RE.test(fold(original));
  if (!sequence && !together) return false;
  // "perfeito, pode marcar as duas às 14h" to both shown at 14h: the yes to the plan on the table, nothing rearranged.
  const start = new Date(st.visit[0]!.start_at);
  const atOnce = st.visit.every((v) => v.start_at === st.visit![0]!.start_at);
  const sameTime = pref.exact_min === undefined || pref.exact_min === minutesOf(start, turn.tz);
  if (together && atOnce && sameTime && agreementOf(original, { action: 'book', minutes: minutesOf(start, turn.tz) }) === 'agree')
    return false;
  // (One after the other asked is never both at once, even at a time said: visit.ts.)
  if (st.party) st.party = { ...st.party, together, ...(sequence ? { apart: true } : {}) };
  // ("o nome dele é Igor. pode ser um depois do outro": the one part known by a relation takes the name said.)
  const name = st.party && st.party.names.filter((n) => n && isRelation(n)).length === 1 ? saidName(original) : null;
  if (name && st.party) st.party.names = st.party.names.map((n) => (n && isRelation(n) ? name : n));
  const services = visitServicesOf(turn);
  const day = localDateOf(new Date(st.visit[0]!.start_at), turn.tz);
  const from = new Date(st.visit[0]!.start_at);
  const minutes = Number(speakTime(from, turn.tz).slice(0, 2)) * 60 + Number(speakTime(from, turn.tz).slice(3, 5));
  if (times && st.party) st.party = { ...st.party, ...(times[1] > times[0] ? { second_min: times[1] } : {}) };
  // ("fechado, eu 8h e a Manuela 9h": both times dictated with the yes; the plan at exactly those times is written.)
  if (times && agreesToDictated(original, times[0])) turn.dictated = times;
  const exact = times?.[0] ?? pref.exact_min;
  const when = exact !== undefined ? { date: pref.date ?? day, exact_min: exact } : { date: day, from_min: minutes };
  await proposeVisit(turn, services, when);
  return true;
}
