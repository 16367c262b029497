// "vou ver com meu marido e te falo" to a list of times: the client will decide among them, refusing none.
import { fold } from './consent-mentions.js';
import { DROP } from './brain/embedded/lexicon/negation.js';
import { words } from './consent.js';

/**
 * "deixa eu perguntar pra ela qual prefere e te falo": the client will decide among the times shown, refusing none
 * of them (no "não", nothing dropped): the list stays what a later pick, said with its own yes, answers.
 */
const ONLY_CHECKS_RE =
  /(?:^|\s)(?:vou|vo|deixa eu|preciso) (?:ver|ve|perguntar|confirmar|falar|checar|conversar)(?=\s|$)|(?:^|\s)(?:te falo|te aviso|(?:te )?dou um toque)(?=\s|$)/;
// (A "não", or any of the lexicon's words that drop what was being arranged, refuses them.)
const REFUSES_RE = words(['nao', 'n', 'nem', 'nenhum', 'nenhuma', 'outro dia', 'outra hora', ...DROP]);
// ("hmm ainda não, deixa eu ver com meu marido primeiro": not yet is no refusal of the list.)
const NOT_YET_RE = /(^|\s)(?:ainda (?:nao|n)|(?:nao|n) ainda)(?=\s|$)/g;
export const onlyChecksFirst = (message: string) =>
  ONLY_CHECKS_RE.test(fold(message)) && !REFUSES_RE.test(fold(message).replace(NOT_YET_RE, ' '));
