// "ah e a sobrancelha tb", "já aproveito e marco a nutricionista logo depois": while times for one
// service are on the table, another service said with an adding word joins it as one visit (the
// same day), instead of replacing the first.
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import { ADD_TO_APPOINTMENT } from './lexicon/acts.js';
import type { Turn } from './state.js';
import type { TTimePref } from './dates.js';
import { proposeParty, TOGETHER_RE } from './party.js';
import { onKnownDay } from './proposal-answers.js';
import { proposeVisit } from './visit.js';
import { containsService, isCombo, namedOneByOne } from './match.js';
import { answerPrice } from './answers.js';

// ("amanhã qqr hora dps do almoço": after a meal or work is a time of day, nothing added.)
const NOT_A_SERVICE =
  '(?:almoco|janta|jantar|cafe|trabalho|trampo|servico|expediente|escola|facul|faculdade|aula|academia|reuniao|meio dia)';
const ADD_RE = anyOf([...ADD_TO_APPOINTMENT, 'tambem', 'tb', 'mais (um|uma|o|a)', `depois (?:do|da) (?!${NOT_A_SERVICE}\\b)[a-z]+`]);

/** "tem sexta tb?": the "também" said of a day or a time adds that day, not a service. */
const DAY_ALSO_RE =
  /\b(?:hoje|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|manha|tarde|noite|\d{1,2}(?:h\d{0,2}|:\d{2})?)\s+(?:tambem|tb|tbm)\b/g;

/** The visit the message makes of the request in progress, or null when it adds nothing. */
export function addedToRequest(turn: Turn, text: string, service: TBrainService | null): TBrainService[] | null {
  const st = turn.state;
  if (!service || st.flow !== 'book' || !st.service_id || service.id === st.service_id) return null;
  // ("vcs fazem luzes?" → "Não fazemos luzes… Corte fazemos" → "ah então coloração msm": it stands in for the luzes;
  // "então só a escova" or "não, …" is the one wanted instead.)
  const standsIn = turn.unknownBefore && !/\b(?:so|apenas|somente|nao)\b/.test(text);
  if (!['slot', 'time', 'confirm_booking'].includes(st.awaiting ?? '') || !(ADD_RE.test(text.replace(DAY_ALSO_RE, ' ')) || standsIn))
    return null;
  const current = turn.input.services.find((s) => s.id === st.service_id);
  // "faz a barba tb, aí já fica o combo": the combo holding the one on the table is that service instead.
  if (!current || (isCombo(service) && containsService(service, current))) return null;
  // "e depois do corte dá pra fazer a barba?": the corte is the one on the table, the barba is what is added
  // (not the combo their two words make).
  const named = namedOneByOne(text, turn.input.services);
  const other = named.find((s) => s.id !== current.id);
  return [current, named.includes(current) && other ? other : service];
}

/** The client speaking of themselves ("e eu aproveito e corto tb"). */
const SELF_RE = /\b(eu|mim)\b/;

/**
 * Proposes the request with the service added: while booking for someone else, the client adding their
 * own service makes a party of two ("msm horário": at once, with two professionals); else one visit.
 */
export function proposeAdded(turn: Turn, asked: { text: string; priced: boolean }, added: TBrainService[], pref: TTimePref): Promise<void> {
  const st = turn.state;
  const { text } = asked;
  // ("ah então coloração msm. qnto fica cada um?": each one's price, then the visit.)
  if (asked.priced && turn.canConverse()) answerPrice(turn, text, added);
  const when = onKnownDay(turn, pref);
  if (st.for_name && SELF_RE.test(text))
    return proposeParty(turn, { services: added, names: [st.for_name, null], together: TOGETHER_RE.test(text) }, when);
  return proposeVisit(turn, added, when);
}
