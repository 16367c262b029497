// Spoken hours and minutes ("duas da tarde", "nove e meia", "meio-dia", "umas 3").
export const NUMBER_WORDS: Record<string, number> = {
  uma: 1,
  um: 1,
  duas: 2,
  dois: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
};

/** Minute words after "e": "nove e meia", "duas e quinze". */
export const MINUTE_WORDS: Record<string, number> = {
  meia: 30,
  quinze: 15,
  dez: 10,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  'quarenta e cinco': 45,
  cinco: 5,
};

/** Words before an hour that make a bare number a time ("às 9", "umas 3", "lá pelas 4"). */
export const HOUR_LEADS = [
  'as',
  'a',
  'das',
  'umas',
  'pelas',
  'la pelas',
  'por volta das',
  'perto das',
  'tipo',
  'tipo as',
  'la pras',
  'para as',
  // "da pra passar pra 9?": a move to a bare number is to that hour ("pro dia 9", "pra 9/3" stay days).
  '(?:passa|passar|muda|mudar|joga|jogar|troca|trocar|adianta|adiantar|remarca|remarcar|empurra|empurrar) para',
];

/** Window words: "depois das 17", "a partir das 15", "antes das 10", "até as 11". */
export const AFTER_WORDS = ['depois d[ao]s?', 'apos as', 'a partir d[ao]s?', 'mais tarde que', 'passando d[ao]s?', 'so depois d[ao]s?'];
export const BEFORE_WORDS = ['antes d[ao]s?', 'ate as', 'ate', 'no maximo as', 'no maximo', 'mais cedo que'];

/** Words that make two clock times a span ("entre 14h e 16h", "das 9 às 11"), not two requests. */
export const RANGE_WORDS = ['entre', ...AFTER_WORDS, ...BEFORE_WORDS];

/** "queria com o marcos, msm dia": the day of the appointment being moved. */
export const SAME_DAY_WORDS = ['mesmo dia', 'no mesmo dia', 'mesma data', 'na mesma data'];

/** "passa pro sábado, mesmo horário": the time of the appointment being moved. */
export const SAME_TIME_WORDS = [
  'mesmo horario',
  'mesma hora',
  'mesmo horario de sempre',
  'no mesmo horario',
  'na mesma hora',
  'mesmo dia e horario',
  'mesmo dia e hora',
  'mesmo dia e mesmo horario',
  'nesse horario',
  'neste horario',
  'nesse mesmo horario',
  // (Two appointments moved together: "passar as duas pra terça nos mesmos horários".)
  'mesmos horarios',
  'nos mesmos horarios',
];

/** "1030 ta blz", "930 pode ser": a clock time typed without its "h" (whole or quarter hours of the day; never money). */
export const GLUED_CLOCK =
  '(?<!(?:\\$|\\br)\\s?)\\b(0?[6-9]|1\\d|2[0-2])(00|15|30|45)\\b(?!\\s*(?:reais|real|conto|contos|pila|mil|km|ml)\\b)';
