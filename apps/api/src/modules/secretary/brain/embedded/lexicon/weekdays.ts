// Weekdays (0 = Sunday) and relative days, folded.
export const WEEKDAY_WORDS: Array<[string, number]> = [
  ['domingo', 0],
  ['segunda(?:[ -]?feira)?', 1],
  ['terca(?:[ -]?feira)?|tercinha', 2],
  ['quarta(?:[ -]?feira)?', 3],
  ['quinta(?:[ -]?feira)?', 4],
  ['sexta(?:[ -]?feira)?', 5],
  ['sabado', 6],
];

/** After a weekday: the one of next week, not the coming one ("sexta que vem" said on a Friday, "sábado da outra semana"). */
export const NEXT_WEEK_MARKS = ['que vem', 'da semana que vem', 'da proxima semana', 'da outra semana', 'proxim[oa]'];

/** Relative days: offset from today. Longest phrasings first. */
export const RELATIVE_DAYS: Array<[string, number]> = [
  ['depois de amanha', 2],
  ['amanha', 1],
  ['ainda hoje|hoje mesmo|hoje|agora a tarde|agora a noite', 0],
  ['anteontem', -2],
  ['ontem', -1],
];

/** "daqui a 3 dias", "daqui uma semana": an offset in days. */
export const IN_DAYS = '\\bdaqui (?:a )?(\\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|dez|quinze) (dias?|semanas?)\\b';
/** "dia 10 do mês que vem": the day number is next month's. */
export const NEXT_MONTH = '\\b(?:do |no )?(?:mes que vem|proximo mes)\\b';

/** Spans of days: [pattern, kind]. */
export const DAY_RANGES: Array<[string, 'next_week' | 'this_week' | 'weekend' | 'next_month']> = [
  ['semana que vem|proxima semana|semana seguinte', 'next_week'],
  ['(essa|esta|nessa|nesta) semana|ainda essa semana', 'this_week'],
  ['(fim|final) de semana|fds', 'weekend'],
  ['mes que vem|proximo mes', 'next_month'],
];
