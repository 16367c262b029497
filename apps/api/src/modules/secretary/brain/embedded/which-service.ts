// Which service a booking is about when the client named none (the ones to ask about, or the usual one),
// or named it by a word the service in play shares with another.
// "quero terça de manhã com o Dudu, tem 9h?" from a client whose visits were all haircuts: a receptionist
// who knows the client assumes the haircut and says so in the proposal (which names the service, so a
// "não, é a barba" corrects it before anything is written). Without one clear usual service, we ask.
import type { TBrainProfessional, TBrainService } from '../types.js';
import type { Turn } from './state.js';
import { normalize, stem, tokens } from './text.js';
import { SERVICE_SYNONYMS } from './lexicon.js';
import { matchService, TITLED_NAME_RE, withoutWeakWords } from './match.js';
import { upcoming } from './own-day.js';
import { INSTEAD_OF } from './switch-reading.js';
import { WHAT_WE_HAVE_RE } from './lexicon/services-asked.js';

/** How far back the visits that make a habit go. */
const HABIT_DAYS = 120;

/** The client's past visits (not cancelled) of the last `days` days. */
async function visitsWithin(turn: Turn, days: number) {
  const now = turn.input.now.getTime();
  return (await turn.input.tools.listAppointments('history')).filter(
    (s) => s.status !== 'canceled' && s.start_at.getTime() <= now && s.start_at.getTime() >= now - days * 86_400_000,
  );
}

const ONE_MORE_RE = /\b(?:mais uma|mais um|outra|outro|mais uma sessao)\b/;

/** The one service of the client's recent past visits (that the professional asked for performs), or null. */
export async function usualService(turn: Turn, pro: TBrainProfessional | undefined): Promise<TBrainService | null> {
  // "quero marcar mais uma no sábado" holding two fisio sessions: one more of what the client has booked.
  const more = ONE_MORE_RE.test(normalize(turn.input.messages.join(' ')));
  const held = more ? await upcoming(turn) : [];
  const past = held.length ? held : await visitsWithin(turn, HABIT_DAYS);
  const ids = new Set(past.map((s) => s.service_id));
  if (ids.size !== 1) return null;
  const service = turn.input.services.find((s) => ids.has(s.id));
  if (!service || (pro?.service_ids.length && !pro.service_ids.includes(service.id))) return null;
  return service;
}

/** "quero remarcar isso" about a visit that went wrong: the service of the client's last visit (a week back at most). */
export async function lastVisitService(turn: Turn): Promise<TBrainService | null> {
  const last = (await visitsWithin(turn, 7)).sort((a, b) => b.start_at.getTime() - a.start_at.getTime())[0];
  return turn.input.services.find((s) => s.id === last?.service_id) ?? null;
}

/** The services to ask about: those of the professional asked for, or all (numbered in this order). */
export function servicesOffered(turn: Turn) {
  const pro = turn.input.professionals?.find((p) => p.calendar_id === turn.state.professional_id);
  const offered = pro?.service_ids.length ? turn.input.services.filter((s) => pro.service_ids.includes(s.id)) : turn.input.services;
  return { pro, offered };
}

// "quanto é a consulta?" while booking the Consulta nutricional, "o corte" while booking the Corte
// infantil: a word the service in play shares with another service means the one in play. Not for a
// combo ("só o corte" while booking Corte + Barba means the Corte masculino alone).
const words = (s: string) => new Set(tokens(normalize(s)).map(stem));

/** True when the words of `named` said in the text are all words of `inPlay`, which is no combo of others. */
export function meansServiceInPlay(text: string, named: TBrainService, inPlay: TBrainService, services: TBrainService[]): boolean {
  if (named.id === inPlay.id) return false;
  const own = words(inPlay.title);
  const combo = services.some((s) => s.id !== inPlay.id && [...words(s.title)].every((w) => own.has(w)));
  if (combo) return false;
  const saidWords = words(text);
  const said = [...words(named.title)].filter((w) => saidWords.has(w));
  // ("quanto tá o corte de criança?" while booking the client's own corte: "criança" says the children's one.)
  const bySynonym = new Set(tokens(normalize(text)).flatMap((w) => (SERVICE_SYNONYMS[w] ?? []).map(stem)));
  if ([...words(named.title)].some((w) => !own.has(w) && bySynonym.has(w))) return false;
  return said.length > 0 && said.every((w) => own.has(w));
}

/** "qual o valor de cada consulta?" to a visit of two nutrition consultations: the one service of the visit proposed. */
export function visitOfOne(turn: Turn): string | null {
  const st = turn.state;
  const ids = st.awaiting === 'confirm_visit' ? new Set((st.visit ?? []).map((v) => v.service_id)) : new Set<string>();
  return ids.size === 1 ? [...ids][0]! : null;
}

/** The match, or the service in play when the match only repeats its words. */
export function keepInPlay<T extends { service: TBrainService }>(turn: Turn, text: string, found: T | null): T | null {
  const st = turn.state;
  // "pode colocar logo depois do corte": the corte only says where; the service asked is another one, or none.
  const again =
    found && namedAsAnchor(text, found.service, turn.input.services)
      ? matchService(text.replace(ANCHOR_RE, ' '), turn.input.services)
      : found;
  const m = again && found ? { ...found, service: again.service } : null;
  // "onde fica a clínica msm?": the place asked for, no "Consulta clínica geral".
  if (m && PLACE_ASKED_RE.test(text) && !matchService(text.replace(PLACE_NOUN_RE, ' '), turn.input.services)) return null;
  // "to precisando dar um jeito nesse cabelo kkk q q vcs tem?": a body word alone, with what we do asked, names none.
  if (m && WHAT_WE_HAVE_RE.test(text) && !matchService(withoutWeakWords(text), turn.input.services)) return null;
  const onTable = visitOfOne(turn);
  const inPlay = turn.input.services.find((s) => s.id === (st.service_id ?? onTable));
  // "e ela dura quanto tempo no cabelo?" while booking a progressiva, "precisa levar algo? meu cabelo é comprido" once
  // its price was asked: a body word alone names no other service than the one talked about.
  if (m && inPlay && m.service.id !== inPlay.id && !matchService(withoutWeakWords(text), turn.input.services))
    return { ...m, service: inPlay };
  if (!m || !inPlay || (st.flow !== 'book' && st.flow !== 'reschedule' && !onTable)) return m;
  // "em vez de barba quero um corte" while booking the barba: the service said instead of it is the one asked.
  if (m.service.id !== inPlay.id && INSTEAD_OF.some((w) => normalize(turn.input.messages.join(' ')).includes(w))) return m;
  // "pode marcar dez e meia com o doutor ricardo" while booking his Retorno: the title names the person, no consulta.
  if (m.service.id !== inPlay.id && !matchService(text.replace(TITLED_NAME_RE, ' '), turn.input.services)) return { ...m, service: inPlay };
  return meansServiceInPlay(text, m.service, inPlay, turn.input.services) ? { ...m, service: inPlay } : m;
}

const PLACE_ASKED_RE = /\b(?:onde|aonde|endereco|localizacao|como (?:chego|faco pra chegar|faco para chegar))\b/;
const PLACE_NOUN_RE =
  /\b(?:a|na|da|pela|essa|nessa|o|no|do|pelo|esse|nesse) (?:clinica|barbearia|salao|studio|estudio|espaco|consultorio)\b/g;

/** "logo depois do corte", "antes da minha escova", "junto com meu corte": where the one in play goes. */
const ANCHOR_RE = /\b(?:depois|antes|apos|junto|colado|grudado|seguido)\s+(?:com\s+|d[oa]s?\s+|a[os]?\s+)(?:(?:meu|minha|o|a)\s+)?(\S+)/g;

/** True when every word of `named` said in the text is said as the anchor of another service. */
// ("o pé tb? logo dps da mão": the anchor may name it by another word than its title, "mão" for the Manicure.)
function namedAsAnchor(text: string, named: TBrainService, services: TBrainService[]): boolean {
  const title = words(named.title);
  const names = (w: string) => title.has(stem(w)) || matchService(w, services)?.service.id === named.id;
  if (![...text.matchAll(ANCHOR_RE)].some((m) => names(m[1]!))) return false;
  const rest = text.replace(ANCHOR_RE, ' ');
  return ![...words(rest)].some((w) => title.has(w)) && matchService(rest, services)?.service.id !== named.id;
}
