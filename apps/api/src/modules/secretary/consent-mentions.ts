// What a client's message names beside its yes: times of day, weekdays and positions among the
// offered times. The consent check compares them with what was proposed.
import { WEEKDAY_NAMES } from './brain/embedded/lexicon/weekdays.js';
import { GLUED_CLOCK, NUMBER_WORDS } from './brain/embedded/lexicon/time-words.js';
import { withoutDoubledEnds } from './brain/embedded/doubled-ends.js';

/** Lower case, no accents, punctuation kept apart so "sim!" and "sim" read the same. */
export function fold(text: string): string {
  return withoutDoubledEnds(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}?:\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(GLUED_CLOCK_RE, '$1h$2')
      .trim(),
  );
}
const GLUED_CLOCK_RE = new RegExp(GLUED_CLOCK, 'g');

/** "15h", "15:00", "15h30", "as 15", "das 10", "3 da tarde" → minutes of the day mentioned, if any. */
export function mentionedMinutes(message: string): number[] {
  const t = fold(message);
  const out: number[] = [];
  for (const m of t.matchAll(
    /(?:^|\s)(?:as\s+|a\s+|das\s+|pras\s+)?(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?|\s*hs?)?(?:\s+e\s+(meia|quinze))?(?:\s+(?:da|de)\s+(tarde|noite|manha))?(?=\s|$)/g,
  )) {
    // ("das 2 e meia": the half hour in words after the hour in digits.)
    const min = m[2] ? Number(m[2]) : m[3] === 'meia' ? 30 : m[3] === 'quinze' ? 15 : 0;
    if (!m[0].match(/h|:|as|tarde|noite|manha|meia|quinze/)) continue;
    let h = Number(m[1]);
    if ((m[4] === 'tarde' || m[4] === 'noite') && h < 12) h += 12;
    if (h <= 23 && min < 60) out.push(h * 60 + min);
  }
  return out;
}

// The spoken clock (2 to 12, "meio dia"): "um/uma" are left out, they count things far more often.
const HOUR_WORDS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n >= 2 && n <= 12)),
  'meio dia': 12,
  // ("as dua e meia ta bao": the chat spelling of "duas".)
  dua: 2,
};
const HALF_WORDS: Record<string, number> = { meia: 30, quinze: 15, trinta: 30, 'quarenta e cinco': 45 };
const SPOKEN_RE = new RegExp(
  `(?:^|\\s)(${Object.keys(HOUR_WORDS).join('|')})(?:\\s+e\\s+(${Object.keys(HALF_WORDS).join('|')}))?(?=\\s|$)(?!\\s+(?:reais|real|conto|pila|minutos?|min|dias?|semanas?|meses|anos|vezes|pessoas|servicos))`,
  'g',
);

/**
 * Clock times said in words ("dez tá bom", "às nove e meia"), both readings (9:00 and 21:00). Used to
 * refuse a yes that names another time; to agree, only with their minutes or their article (`withMinutesOnly`:
 * "duas e meia" and "as nove" tell the time, a bare "dez" or "as duas"/"os dois"/"as três" count things as often).
 */
export function spokenClockMinutes(message: string, withMinutesOnly = false): number[] {
  const t = fold(message);
  const out: number[] = [];
  for (const m of t.matchAll(SPOKEN_RE)) {
    const before = t.slice(0, m.index).trimEnd();
    // "as nove tá bom": an hour word after its article tells the time too ("as duas", "as três" are left out below).
    // ("nove horas é perfeito": "horas" after it tells the time as well.)
    const hours = /^\s*horas?\b/.test(t.slice(m.index + m[0].length));
    if (withMinutesOnly && !m[2] && !hours && !/(^|\s)(as|das|pras)$/.test(before)) continue;
    if (!m[2] && !hours && /^(dois|duas|dua|tres)$/.test(m[1]!) && /(^|\s)(os|as)$/.test(before)) continue;
    // ("pode ser com qualquer um dos dois", "uma das duas": a count; the hours are feminine, "dois" never tells one.)
    // ("marcava pra nós duas", "a gente três": people counted.)
    if (
      !m[2] &&
      (m[1] === 'dois' || /(^|\s)(?:um|uma|qualquer|nenhum|nenhuma|cada) d[oa]s$|(^|\s)(?:nos|gente|voces|vcs|elas)$/.test(before))
    )
      continue;
    const h = HOUR_WORDS[m[1]!]! % 12;
    const min = m[2] ? HALF_WORDS[m[2]]! : 0;
    out.push(h * 60 + min, (h + 12) * 60 + min);
  }
  return out;
}

const WEEKDAY_RES: Array<[RegExp, number]> = [
  [/(^|\s)domingo(?=\s|$)/, 0],
  [/(^|\s)segunda(?:\s*feira)?(?=\s|$)(?!\s+vez)/, 1],
  [/(^|\s)terca(?:\s*feira)?(?=\s|$)/, 2],
  [/(^|\s)quarta(?:\s*feira)?(?=\s|$)/, 3],
  [/(^|\s)quinta(?:\s*feira)?(?=\s|$)/, 4],
  [/(^|\s)sexta(?:\s*feira)?(?=\s|$)/, 5],
  [/(^|\s)sabado(?=\s|$)/, 6],
];

/** The folded message without the words of weekday `day` ("pode trocar pra quarta" to a Wednesday proposal). */
export function withoutWeekday(folded: string, day: number): string {
  const re = WEEKDAY_RES.find(([, d]) => d === day)?.[0];
  return re ? folded.replace(new RegExp(re.source, 'g'), ' ') : folded;
}

const RELATIVE_DAY_RE = /(^|\s)(depois de amanh[ãa]|amanh[ãa]|amnh|amn|hoje|hj)(?=\s|$|[,.!?])/gi;

/**
 * "isso, pode mudar a de amanhã pra 17h" to a move to tomorrow: a day said by its distance from today (`ahead` days)
 * as its weekday, so the proposal's own day said that way is read like any weekday said. Other such words stay.
 */
export function relativeDaysNamed(message: string, ahead: number, weekday: number): string {
  const offset = (word: string) => (/^depois/i.test(word) ? 2 : /^(?:hoje|hj)$/i.test(word) ? 0 : 1);
  return message.replace(RELATIVE_DAY_RE, (said: string, lead: string, word: string) =>
    offset(word) === ahead ? `${lead}${WEEKDAY_NAMES[weekday]}` : said,
  );
}

/** The weekdays (0 = Sunday) a message names: "isso, a de sexta" names Friday. */
export function mentionedWeekdays(message: string): number[] {
  const t = fold(message);
  return WEEKDAY_RES.filter(([re]) => re.test(t)).map(([, d]) => d);
}

const ORDINALS: Array<[RegExp, (count: number) => number]> = [
  [/(^|\s)(primeir[oa]|1|1o|opcao 1|mais cedo)(?=\s|$)/, () => 0],
  [/(^|\s)(segund[oa]|2|2o|opcao 2)(?=\s|$)/, () => 1],
  [/(^|\s)(terceir[oa]|3|3o|opcao 3)(?=\s|$)/, () => 2],
  [/(^|\s)(quart[oa]|4|4o|opcao 4)(?=\s|$)/, () => 3],
  [/(^|\s)(quint[oa]|5|5o|opcao 5)(?=\s|$)/, () => 4],
  [/(^|\s)(ultim[oa]|mais tarde)(?=\s|$)/, (n) => n - 1],
  // ("o do meio serve": the middle one of an odd count; of an even count, none of them.)
  [/(^|\s)(?:o|a) do meio(?=\s|$)/, (n) => (n % 2 ? (n - 1) / 2 : -1)],
];

/**
 * "o primeiro horário do próximo dia que vocês abrirem", "o primeiro do dia seguinte": an ordinal that states a rule
 * for another day, no pick from the times shown (folded text).
 */
export const ORDINAL_RULE_RE =
  /(^|\s)(?:o |a )?(?:primeir[oa]|ultim[oa]|mais cedo|mais tarde)(?: (?:horario|hora|vaga|atendimento))?(?: (?:livre|vago|disponivel))? d[aoe]s? (?:proxim[oa]|outr[oa]|dia seguinte|semana seguinte)(?=\s|$)/;

/** "o segundo", "opção 2", "o último": the position among `count` offered times, if named. */
export function ordinalOf(message: string, count: number): number | null {
  if (ORDINAL_RULE_RE.test(fold(message))) return null;
  const t = fold(message).replace(
    /\d{1,2}\s*(h|:)\s*\d{0,2}|\d{1,2}\s+(da|de)\s+(tarde|manha|noite)|\d{1,2}\s+e\s+(meia|quinze|quarenta|vinte)\b|(^|\s)(?:as?|das|pras|pelas|umas|la pras)\s+\d{1,2}|\d{1,2}\s*\/\s*\d{1,2}|dia\s+\d{1,2}/g,
    ' ',
  );
  // ("pode ser 3 e meia": a time, never the third.)
  // "quarta 16h30 pode ser", "o último q vc falou da quinta": a weekday, not the fourth or fifth time; only
  // after "o", "a" or "opção" ("a segunda") may it count the list.
  const days = t.replace(/(^|\s)(?<!(?:^|\s)(?:o|a|opcao|numero)\s)(segunda|quarta|quinta)(?:\s*feira)?(?=\s|$)/g, ' ');
  // ("o primeiro eu to no trabalho… vou querer o segundo": of several positions, the one said last.)
  let last: { at: number; index: number } | null = null;
  for (const [re, at] of ORDINALS)
    for (const m of days.matchAll(new RegExp(re.source, 'g'))) if (!last || m.index >= last.at) last = { at: m.index, index: at(count) };
  return last ? last.index : null;
}
