// Times of day as clients write them: "14h30", "14:30", "2 da tarde", "às 9", "nove e meia", "umas 3",
// "meio-dia", "depois das 17", "antes das 10", and parts of the day mapped to the company's windows.
import type { TBrainDayPart } from '../../types.js';
import { DAY_PART_FALSE, DAY_PART_WORDS } from '../lexicon/day-parts.js';
import { AFTER_WORDS, BEFORE_WORDS, HOUR_LEADS, MINUTE_WORDS, NUMBER_WORDS } from '../lexicon/time-words.js';

const DEFAULT_PARTS: TBrainDayPart[] = [
  { key: 'morning', from: '05:00', to: '12:00' },
  { key: 'afternoon', from: '12:00', to: '18:00' },
  { key: 'evening', from: '18:00', to: '23:59' },
];

const NUM = Object.keys(NUMBER_WORDS).join('|');
const MIN = Object.keys(MINUTE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SUFFIX = '(?:da|de) (?:tarde|noite|manha|madrugada)';
// Number words become digits where they are times: "às duas", "duas da tarde", "nove e meia", "dez horas".
// "faz umas duas semanas", "umas 3 vezes": a count of something, never the time asked for.
// ("mão e pé amanhã de manhã? as duas juntas": the two services, together.)
const COUNTED =
  '(?:semanas?|dias?|mes|meses|anos?|vezes|minutos?|pessoas|filhos?|criancas|sessoes|reais|conto|juntas|juntos|seguid[oa]s|coisas)';
const WORD_HOUR_AFTER_LEAD = new RegExp(`\\b(${HOUR_LEADS.join('|')}) (${NUM})\\b(?! ${COUNTED}\\b)`, 'g');
const WORD_HOUR_BEFORE = new RegExp(`\\b(${NUM}) (?=${SUFFIX}|e (?:${MIN})\\b|h\\b|horas?\\b|em ponto\\b)`, 'g');
const WORD_MINUTES = new RegExp(`\\b(\\d{1,2}) e (${MIN})\\b`, 'g');

function digits(text: string): string {
  return (
    text
      .replace(WORD_HOUR_AFTER_LEAD, (_, lead: string, w: string) => `${lead} ${NUMBER_WORDS[w]}`)
      .replace(WORD_HOUR_BEFORE, (_, w: string) => `${NUMBER_WORDS[w]} `)
      .replace(WORD_MINUTES, (_, h: string, m: string) => `${h}:${String(MINUTE_WORDS[m]).padStart(2, '0')}`)
      .replace(/\bmeio[ -]?dia e meia\b/g, '12:30')
      .replace(new RegExp(`\\bmeio[ -]?dia e (${MIN})\\b`, 'g'), (_, m: string) => `12:${String(MINUTE_WORDS[m]).padStart(2, '0')}`)
      .replace(/\bmeio[ -]?dia\b/g, '12:00')
      .replace(/\b(\d{1,2}) ?(?:h|horas?|hrs?|hs)\b/g, '$1h')
      // ("entre 10h e meio dia", "das 10h e 12h": two ends of a range, never 10:12.)
      .replace(/(?<!\b(?:entre|das|de) )\b(\d{1,2})h e (\d{2})\b(?![:h])/g, '$1:$2')
  );
}

function hourFrom(h: number, mm: number, suffix: string | undefined): number | null {
  let hour = h;
  if (suffix && /tarde|noite/.test(suffix)) {
    if (hour < 12) hour += 12;
  } else if (!suffix && hour >= 1 && hour <= 7) {
    // "às 3" in a booking chat means 15:00: nobody books a haircut at 3 a.m.
    hour += 12;
  }
  if (hour > 23 || mm > 59) return null;
  return hour * 60 + mm;
}

const EARLY_RE = /\b(?:(?<!mais )cedo|cedinho|manha|manhazinha|madrugada)\b/;
const CLOCK = `(\\d{1,2})(?::(\\d{2})|h(\\d{2})?)`;
const HM_RE = new RegExp(`\\b${CLOCK}(?:\\s*(${SUFFIX}))?(?!\\d|\\/)`);
const LEAD_RE = new RegExp(
  `\\b(?:${HOUR_LEADS.join('|')})\\s+(\\d{1,2})(?::(\\d{2}))?(?:\\s*(${SUFFIX}|horas?))?\\b(?!\\s*(?:\\/|${COUNTED}\\b|de\\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)))`,
);
const BARE_SUFFIX_RE = new RegExp(`\\b(\\d{1,2})(?::(\\d{2}))?\\s+(${SUFFIX})\\b`);
const AFTER_RE = new RegExp(`\\b(?:${AFTER_WORDS.join('|')})\\s+(\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?)`);
const AFTER_ONWARDS_RE = new RegExp(`\\b(?:das|de)\\s+(\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?)\\s+em diante\\b`);
// "saio do trampo às 5", "só saio do serviço 18h": the client cannot be here at that time, only after the way
// over (half an hour, the usual grid step), so the window opens then.
const LEAVES_RE = new RegExp(
  `\\b(?:saio|sai|largo|larga|sair|saindo) d[oa] (?:trabalho|trampo|servico|escola|faculdade|facul|aula|firma|escritorio|expediente|plantao)\\s+(?:(?:as|a|umas|tipo|la pelas|pelas)\\s+)?(\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?)`,
);
const WAY_OVER_MIN = 30;
// "saio às 17h e chego aí umas 17:20": the time the client gets here opens the window (never the time they leave).
// ("chego às 10" alone, with no "aí", is the time asked.)
const ARRIVES_RE = new RegExp(
  `\\b(?:(?:chego|chegaria|consigo chegar|da pra chegar)\\s+(?:ai|la|aqui)|to ai|estou ai)\\s+(?:(?:as|a|umas|tipo|la pelas|pelas|por volta das)\\s+)?(\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?)`,
);
// "entre 10 e 12", "das 14h às 16h": a window with both ends (never "entre 10 e 12 anos", nor a span of dates).
const CLOCKISH = `\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?`;
const SPAN_RE = new RegExp(
  `\\b(?:entre|das|de)\\s+(?:as\\s+)?(${CLOCKISH})\\s+(?:e|as|a|ate)\\s+(?:as\\s+)?(${CLOCKISH})(?!\\s*(?:\\/|anos|meses|dias|reais|minutos|min|de\\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro))\\b)(?![\\d/])`,
);
/** Every window phrase, so that what is left holds only the times named outright. */
const WINDOW_RES = new RegExp([LEAVES_RE, ARRIVES_RE, AFTER_RE, AFTER_ONWARDS_RE].map((r) => r.source).join('|'), 'g');
/** "…então tipo três e meia", "melhor 15h30": the words after which a client settles on a time. */
const SETTLED_RE = /\b(?:entao|melhor|pode ser|prefiro|de preferencia)\b/g;
// ("até umas três", "antes das 3 mais ou menos": the approximate word between is no exact time.)
const BEFORE_RE = new RegExp(
  `\\b(?:${BEFORE_WORDS.join('|')})\\s+(?:(?:umas|tipo|tipo as|por volta das|la pelas|pelas)\\s+)?(\\d{1,2}(?::\\d{2}|h\\d{0,2})?(?:\\s*${SUFFIX})?)`,
);
// "terminar até umas três", "tenho que estar pronta até as 3", "preciso sair daí até 15h": the visit must be over by
// then, not merely begun.
const ENDS_BY_RE =
  /\b(?:terminar|termine|terminado|terminada|acabar|acabe|acabado|acabada|sair|saia|estar pronta|estar pronto|ficar pronta|ficar pronto|pronta|pronto|liberad[ao]|livre)\b[^.?!,;]{0,20}$/;

function minutesIn(fragment: string): number | null {
  const m = /(\d{1,2})(?::(\d{2})|h(\d{2})?)?/.exec(fragment);
  if (!m) return null;
  const mm = m[2] ? Number(m[2]) : m[3] ? Number(m[3]) : 0;
  return hourFrom(Number(m[1]), mm, /tarde|noite/.exec(fragment)?.[0]);
}

export interface TClock {
  exact?: number;
  /** The second of two times said one after the other ("umas cinco, cinco e meia"): taken when the first is not free. */
  alt?: number;
  after?: number;
  before?: number;
  /** `before` is when the visit must be over ("terminar até as 15h"), not when it starts. */
  ends_by?: boolean;
}

/** The precise time or the window a normalised message names (minutes from midnight). */
export function parseClock(text: string): TClock {
  let rest = digits(text)
    .replace(/\b(bom dia|boa tarde|boa noite)\b/g, ' ')
    .replace(/\bdia\s+\d{1,2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ');
  const out: TClock = {};
  const span = SPAN_RE.exec(rest);
  const [from, to] = span ? [minutesIn(span[1]!), minutesIn(span[2]!)] : [null, null];
  if (span && from !== null && to !== null && to > from) {
    out.after = from;
    out.before = to;
    rest = rest.replace(span[0], ' ');
  }
  const leaves = LEAVES_RE.exec(rest);
  const after = leaves ?? AFTER_RE.exec(rest) ?? AFTER_ONWARDS_RE.exec(rest);
  if (after) {
    const m = minutesIn(after[1]!);
    if (m !== null) out.after = m + (leaves ? WAY_OVER_MIN : 0);
    rest = rest.replace(after[0], ' ');
  }
  const arrives = ARRIVES_RE.exec(rest);
  if (arrives) {
    const m = minutesIn(arrives[1]!);
    // ("saio do trampo às 5, chego aí umas 5 e 20": the later of the two.)
    if (m !== null) out.after = Math.max(out.after ?? 0, m);
    rest = rest.replace(arrives[0], ' ');
  }
  const before = BEFORE_RE.exec(rest);
  if (before) {
    const m = minutesIn(before[1]!);
    if (m !== null) out.before = m;
    if (m !== null && ENDS_BY_RE.test(rest.slice(0, before.index))) out.ends_by = true;
    rest = rest.replace(before[0], ' ');
  }
  if (out.after !== undefined || out.before !== undefined) {
    // "só saio do trampo às três, então três e meia": a time the client settles on inside the window is the one asked
    // (not "chego aí tipo 18h", where they come from, nor a second "depois das 14h").
    const open = rest.replace(WINDOW_RES, ' ');
    // (The last such word with a time after it: "…então três e meia, pode ser com qualquer um".)
    const tries = out.before === undefined ? [...open.matchAll(SETTLED_RE)].reverse() : [];
    const named = tries.map((m) => exactIn(open.slice(m.index))).find((n) => n.exact !== undefined) ?? {};
    return named.exact !== undefined && named.exact >= out.after! ? named : out;
  }
  return exactIn(rest);
}

/** The precise time (and a second one said right after it) of a message with no window. */
function exactIn(rest: string): TClock {
  const out: TClock = {};
  const hm = HM_RE.exec(rest);
  const lead = LEAD_RE.exec(rest) ?? BARE_SUFFIX_RE.exec(rest);
  // "umas dez, dez e meia": of two times said one after the other, the first one said is asked first.
  const leadFirst = !!hm && !!lead && lead.index < hm.index && /^[\s,]*(?:ou\s+)?$/.test(rest.slice(lead.index + lead[0].length, hm.index));
  // "terça cedinho, tipo 7h": said in the morning, an early hour is the morning's, not 19h.
  const early = EARLY_RE.test(rest) && !/\b(?:tarde|noite)\b/.test(rest) ? 'manha' : undefined;
  if (hm && !leadFirst) {
    const mm = hm[2] ? Number(hm[2]) : hm[3] ? Number(hm[3]) : 0;
    const v = hourFrom(Number(hm[1]), mm, hm[4] ?? early);
    if (v !== null) out.exact = v;
    return out;
  }
  if (lead) {
    const suffix = (lead[3]?.startsWith('hora') ? undefined : lead[3]) ?? early;
    const v = hourFrom(Number(lead[1]), lead[2] ? Number(lead[2]) : 0, suffix);
    if (v !== null) out.exact = v;
    if (v !== null && hm && leadFirst) {
      const alt = hourFrom(Number(hm[1]), hm[2] ? Number(hm[2]) : hm[3] ? Number(hm[3]) : 0, hm[4] ?? suffix);
      // The same half of the day as the first ("umas cinco" read 17h: "cinco e meia" is 17h30, not 5h30).
      if (alt !== null && alt !== v) out.alt = Math.abs(alt + 720 - v) < Math.abs(alt - v) ? alt + 720 : alt;
    }
  }
  return out;
}

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const PART_RES = DAY_PART_WORDS.map((w) => ({ ...w, re: new RegExp(`\\b(?:${w.re})\\b`) }));
const FALSE_RE = new RegExp(
  // ("dia 12 de tarde" is the afternoon of the 12th, not 12h.)
  `\\b(?:${DAY_PART_FALSE.join('|')}|(?<!\\bdia )(?:\\d{1,2}(?::\\d{2}|h\\d{0,2})?|${NUM})\\s+(?:da|de) (?:tarde|noite|manha))\\b`,
  'g',
);

export interface TDayPartHit {
  part: 'morning' | 'afternoon' | 'evening';
  from: number;
  to: number;
}

const TURN_RE = /\b(entao|mas|so que|melhor|prefiro|na verdade)\b/;

/** The part of the day a message names, as a window from the company's day parts. */
export function parseDayPart(text: string, parts: TBrainDayPart[] = DEFAULT_PARTS): TDayPartHit | null {
  const t = text.replace(FALSE_RE, ' ');
  // "não sei se consigo de manhã… então vê o que tem de tarde": after a turn of thought, the last part said.
  const said = PART_RES.map((w) => ({ w, at: t.search(w.re) })).filter((h) => h.at >= 0);
  const last = said.sort((a, b) => a.at - b.at).at(-1);
  const turned = said.length > 1 && TURN_RE.test(t.slice(said[0]!.at, last!.at));
  // "não sei se de manhã ou de tarde": either one, so both, as one span of the day.
  const either = said.length === 2 && said[0]!.w.part !== last!.w.part && /\bou\b/.test(t.slice(said[0]!.at, last!.at));
  if (either && !turned) {
    const [a, b] = said.map((h) => spanOf(h.w, parts));
    return { part: a!.part, from: Math.min(a!.from, b!.from), to: Math.max(a!.to, b!.to) };
  }
  for (const w of turned ? [last!.w] : PART_RES) if (w.re.test(t)) return spanOf(w, parts);
  return null;
}

/** The hours one part-of-day word stands for, in the company's own parts of the day. */
function spanOf(w: (typeof PART_RES)[number], parts: TBrainDayPart[]): TDayPartHit {
  const p = parts.find((x) => x.key === w.part) ?? DEFAULT_PARTS.find((x) => x.key === w.part)!;
  if (w.fixed) return { part: w.part, from: toMin(w.fixed[0]), to: toMin(w.fixed[1]) };
  const from = toMin(p.from);
  const to = toMin(p.to) + (p.to === '23:59' ? 1 : 0);
  if (w.span === 'early') return { part: w.part, from, to: Math.min(to, from + 120) };
  if (w.span === 'late') return { part: w.part, from: Math.max(from, to - 120), to };
  return { part: w.part, from, to };
}

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
