// The words of a yes, as the safety layer reads them (folded, abbreviations spelled out): any yes to a
// booking or a move, and the stricter yes a cancel needs.
import { PLAIN_YES } from './brain/embedded/lexicon/agreement.js';

export const AGREE = [
  ...PLAIN_YES,
  's',
  'ss',
  'sii',
  'simm',
  'isso',
  'deixa marcado',
  'ja deixa marcado',
  'pode deixar marcado',
  'deixa agendado',
  'deixa reservado',
  'pode remarcar',
  'pode mudar',
  'pode trocar',
  'pode passar',
  'pode cancelar',
  'confirmar',
  'okay',
  'okey',
  'blz',
  'tabom',
  'ta',
  'esse',
  'essa',
  'este',
  'esta',
  'esse horario',
  'marca',
  'marcar',
  'agenda',
  'agendar',
  'vamos',
  'vamo',
  'serve',
  'otima',
  'perfeita',
  'certinho',
  'legal',
  'dale',
  'fmz',
  'pfv',
  'pf',
];

/** A cancel needs its own explicit yes: no "ok", "blz" or "show", which also close a conversation. */
export const AGREE_CANCEL = [
  'sim',
  's',
  'ss',
  'isso',
  'isso mesmo',
  'pode',
  'pode sim',
  'pode cancelar',
  'confirmo',
  'confirma',
  'cancela',
  'cancelar',
  'pode ser',
  'quero',
  'quero cancelar',
  'quero sim',
  'com certeza',
  'claro',
  'exato',
  'certo',
  'confirmado',
];

/**
 * "terça cedinho, antes do trampo. umas 8h" to a list holding 08:00: a time given roughly is a wish still to
 * be proposed, never the pick that writes (a yes beside it, "umas 8h pode marcar", still agrees: consent.ts).
 */
export const APPROXIMATE_TIME_RE =
  /(?:^|\s)(?:umas|pelas|por volta d[ae]s?|tipo)\s+\d|\d{1,2}(?:h|hs|:\d{2}|h\d{2})?\s+(?:mais ou menos|\+ ?ou ?-|aprox\w*)(?=\s|$)/;
