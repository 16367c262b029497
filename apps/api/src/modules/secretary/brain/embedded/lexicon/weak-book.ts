// A weaker ask for a time than a booking verb ("queria", "tem", "dá pra", "atende"): read with a service or a day.
import { FAQ_CONCEPTS } from './faq-concepts.js';

/** Things of the place a client asks about ("tem estacionamento no prédio?", "tem wifi?"): no time asked for. */
const PLACE_CONCEPTS = new Set(['estacionamento', 'wifi', 'cafe', 'acessibilidade', 'pet', 'convenio']);
const PLACE_WORDS = Object.keys(FAQ_CONCEPTS).filter((w) => PLACE_CONCEPTS.has(FAQ_CONCEPTS[w]!) && /^[a-z]+$/.test(w));
export const WEAK_BOOK_RE = new RegExp(
  `\\batende[m]?\\b|\\btem (como|jeito)\\b|\\bqueria\\b(?! saber)|\\bgostaria\\b(?! de saber)|\\bconsigo\\b|\\bda (pra|para)\\b(?! (?:parcelar|pagar|dividir|estacionar|levar|trazer))|\\bpara (hoje|amanha)\\b|\\btem\\b(?! (?:que|q|de) )(?! (?:${PLACE_WORDS.join('|')})\\b)|\\bteria\\b|\\brola\\b`,
);
