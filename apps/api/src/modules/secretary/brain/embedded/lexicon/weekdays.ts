// Weekdays (0 = Sunday) and relative days, folded.
/** Each weekday's folded name, by its number (0 = Sunday). */
export const WEEKDAY_NAMES = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];
export const WEEKDAY_WORDS: Array<[string, number]> = [
  ['domingo', 0],
  // ("é a segunda vez q isso acontece": a count, no Monday.)
  ['segunda(?:[ -]?feira)?(?! vez\\b)', 1],
  ['terca(?:[ -]?feira)?|tercinha', 2],
  ['quarta(?:[ -]?feira)?', 3],
  ['quinta(?:[ -]?feira)?', 4],
  ['sexta(?:[ -]?feira)?', 5],
  ['sabado', 6],
];

/** The weekday (0 = Sunday) a folded word names ("terca-feira", "sabado"), if any. */
export const weekdayOf = (word: string) => WEEKDAY_WORDS.find(([re]) => new RegExp(`^(?:${re})$`).test(word))?.[1];

/** After a weekday: the one of next week, not the coming one ("sexta que vem" said on a Friday, "sábado da outra semana"). */
export const NEXT_WEEK_MARKS = ['que vem', 'da semana que vem', 'da proxima semana', 'da outra semana', 'proxim[oa]'];

/** Relative days: offset from today. Longest phrasings first. */
export const RELATIVE_DAYS: Array<[string, number]> = [
  ['depois de amanha', 2],
  ['amanha', 1],
  ['ainda hoje|hoje mesmo|hoje(?! em dia)|agora a tarde|agora a noite', 0],
  ['anteontem', -2],
  ['ontem', -1],
];

/**
 * "tem agora?", "consegue me encaixar agora de tarde?": today. Not the adverb of a story ("mas agora queria
 * pagar no pix", "agora sim"): only "agora" asked for, alone or after a word that asks for a time.
 */
export const NOW_ASKED =
  '\\b(?:pra|para|tem|teria|consegue|conseguiria|da|pode|podia|encaix\\w*|vaga|horario|ser|ir|atende\\w*)\\s+(?:(?:ai|hoje|mesmo|ja|la|me|eu)\\s+)?agora\\b(?! (?:nao|sim)\\b)|^\\s*(?:e\\s+|tem\\s+)?agora\\s*\\??\\s*$|\\bagora (?:a |de |na |pela )?(?:tarde|noite|manha|cedo|mais tarde)\\b';

/** "daqui a 3 dias", "daqui uma semana": an offset in days. */
export const IN_DAYS =
  '\\bdaqui (?:a )?(?:uns |umas |tipo |cerca de |mais ou menos )?(\\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|dez|quinze) (dias?|semanas?)\\b';
/** "dia 10 do mês que vem": the day number is next month's. */
export const NEXT_MONTH = '\\b(?:do |no )?(?:mes que vem|proximo mes)\\b';

/** Spans of days: [pattern, kind]. */
export const DAY_RANGES: Array<[string, 'next_week' | 'this_week' | 'weekend' | 'next_month']> = [
  ['semana que vem|proxima semana|semana seguinte', 'next_week'],
  ['(essa|esta|nessa|nesta) semana|ainda essa semana', 'this_week'],
  ['(fim|final) de semana|fds', 'weekend'],
  ['mes que vem|proximo mes', 'next_month'],
];
