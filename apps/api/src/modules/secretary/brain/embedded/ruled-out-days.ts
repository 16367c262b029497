// Weekdays and clock times the client rules out, read before the day and time asked for (dates.ts).
import { WEEKDAY_WORDS } from './lexicon/weekdays.js';

const ANY_WEEKDAY = WEEKDAY_WORDS.map(([re]) => re).join('|');
const WEEKDAY_RES = WEEKDAY_WORDS.map(([re]) => new RegExp(`\\b(?:${re})\\b`));
// "qualquer dia menos sexta", "sexta eu não posso": a day ruled out is not the day asked for. Taken
// out before anything else reads the message (its "não" is no self-correction either).
// The day-before form goes first: in "sexta eu não consigo, sábado então" the "não consigo" belongs to
// sexta, and read the other way round it would rule out the sábado the client then asks for.
// "amanhã não dá, sábado mesmo horário?": a relative day ruled out the same way (said before its "não" only:
// "não dá amanhã?" may ask for it; "a hidratação de amanhã não vou conseguir" names the appointment). Not when a part of the day follows: "sexta não dá de manhã" rules out the morning.
// Not "se não dá sexta", and not the "não" that closes the clause before ("amanhã não vai dar não, pode ser sábado":
// the comma is gone once folded, so that "não" would otherwise rule out the sábado asked for).
/** "fica difícil", "é ruim pra mim", "complica": said of a day or a time the client cannot come at. */
const HARD =
  '(?:(?:fica|e|eh|ta|seria|vai ser)\\s+(?:meio\\s+|mt\\s+|muito\\s+|bem\\s+)?(?:dificil|ruim|complicado|puxado|apertado|inviavel)|complica)\\b';
const NOT_IF = '(?<!\\b(?:se|da|dar|rola|consigo|conseguir|posso|poder|pode|ir) )';
const EXCLUDED_DAY_RES = [
  new RegExp(
    `\\b(?:${ANY_WEEKDAY}|(?<!\\b(?:de|do|da) )(?:depois de amanha|amanha|hoje))\\s+(?:eu\\s+)?(?:nao|n)\\s+(?:da|posso|consigo|rola|vai dar|vou poder|vou conseguir|consigo ir|vou dar)(?:\\s+(?:nao|n))?\\b(?!\\s+(?:de|pela|a|na|no)\\s+(?:manha|tarde|noite)\\b)`,
    'g',
  ),
  new RegExp(
    `\\b(?:menos|exceto|tirando|fora|sem ser|so nao|${NOT_IF}nao pode ser|${NOT_IF}nao posso|${NOT_IF}nao consigo|${NOT_IF}nao da)\\s+(?:(?:na|no|de|a|o)\\s+)?(?:${ANY_WEEKDAY})\\b`,
    'g',
  ),
  // "16h na vdd, 16h30 eu n consigo chegar": a clock time ruled out is not the time asked for.
  /\b\d{1,2}(?::\d{2}|h\d{0,2})\s+(?:eu\s+)?(?:nao|n)\s+(?:da|posso|consigo|rola|vai dar|vou poder)(?:\s+(?:chegar|ir|estar ai))?\b/g,
  // "14h não dá, nem 14h30. 15h30 tem?": the time after "nem" is ruled out as well.
  /\bnem\s+(?:as\s+|a\s+)?\d{1,2}(?::\d{2}|h\d{0,2})(?!\d)/g,
  // "8h é mt cedo pra mim", "as 17h fica muito tarde": a time too early or too late is no time asked for.
  /\b(?:as\s+)?\d{1,2}(?::\d{2}|h\d{0,2})?\s+(?:e|eh|ta|fica|seria)\s+(?:muito|mt|mto|meio|um pouco|mais|bem)\s+(?:cedo|tarde)\b/g,
  // "quarta a tarde fica difícil", "10h fica ruim pra mim": a day (and its part) or a time that is hard for the client.
  new RegExp(
    `\\b(?:(?:${ANY_WEEKDAY}|amanha|hoje)(?:\\s+(?:de|a|na|pela)\\s+(?:manha|tarde|noite))?|(?:as\\s+)?\\d{1,2}(?::\\d{2}|h\\d{0,2}))\\s+${HARD}`,
    'g',
  ),
];

/**
 * "esse sábado não dá, mas no outro sábado": beside the same weekday ruled out, "o outro" (or "que vem")
 * is the one after it. Alone, "no outro sábado" may mean the coming one (as "no outro dia" is the next day).
 */
function afterRuledOut(said: string): string {
  let text = said;
  for (const m of EXCLUDED_DAY_RES.flatMap((re) => [...said.matchAll(re)])) {
    for (const re of WEEKDAY_RES) {
      const day = m[0].match(re)?.[0];
      // "essa sexta não vou conseguir, sexta que vem às 15h": beside it, "que vem" is the week after too.
      if (day)
        text = text
          .replace(new RegExp(`\\boutr[oa]\\s+(${day})\\b`, 'g'), '$1 da outra semana')
          .replace(new RegExp(`\\b(${day})\\s+(?:que|q)\\s+vem\\b`, 'g'), '$1 da outra semana');
    }
  }
  return text;
}

/** The weekdays (0 = Sunday) the client rules out ("qualquer dia menos terça", "sexta eu não posso"). */
export function ruledOutWeekdays(said: string): number[] {
  const out = new Set<number>();
  for (const m of EXCLUDED_DAY_RES.slice(0, 2).flatMap((re) => [...said.matchAll(re)]))
    WEEKDAY_RES.forEach((re, dow) => {
      if (re.test(m[0])) out.add(WEEKDAY_WORDS[dow]![1]);
    });
  return [...out];
}

/** The message without the weekdays ruled out, and "o outro" beside one of them made the week after. */
export const withoutRuledOutDays = (said: string) => EXCLUDED_DAY_RES.reduce((t, re) => t.replace(re, ' '), afterRuledOut(said));

// "de manhã não vou conseguir", "não posso de manhã", "à tarde não dá": a part of the day ruled out is not
// the part asked for. "mais tarde não dá" is no part of the day, so "tarde" and "noite" need their preposition.
const PART = '(?:(?:de|pela|a|na|no|durante a) (?:manha|manhazinha|tarde|noite)|manha)';
const CANT = '(?:nao|n)\\s+(?:da|posso|consigo|rola|vai dar|vou poder|vou conseguir|consigo ir|vou dar|fica bom|e bom|serve|pode ser)';
const BUSY = 'trampo|trabalho|to trabalhando|estou trabalhando|tenho aula|estudo|to na facul|tenho facul';
const EXCLUDED_PART_RES = [
  new RegExp(`\\b${PART}\\s+(?:eu\\s+)?(?:${CANT}\\b|${HARD})`, 'g'),
  // Not "não dá de manhã?", which may ask for the morning.
  new RegExp(`\\b(?:menos|exceto|tirando|so nao|(?<!\\bse )${CANT}(?: ir)?)\\s+${PART}\\b(?!\\s*(?:nao\\b|\\?))`, 'g'),
  // "trampo de manhã", "de manhã eu trabalho": the part of the day taken by work or study.
  new RegExp(`\\b(?:${BUSY}) ${PART}\\b|\\b${PART} (?:eu )?(?:${BUSY})\\b`, 'g'),
  // "nenhum desses dá não, mt cedo": the times shown too early (never "bem cedo", asked).
  // (A time said before it is ruled out as a time instead: "8h é mt cedo", ruled-out-days above.)
  /(?<!\b\d{1,2}(?::\d{2}|h\d{0,2})?\s+(?:(?:e|eh|ta|sao|fica|ficou)\s+)?)\b(?:(?:e|eh|ta|sao|fica|ficou)\s+)?(?:muito|mt|mto)\s+cedo\b(?!\s+(?:pra|para)\s+(?:voces|vcs))/g,
];

/** The words of the part of the day ruled out ("de manha nao vou conseguir"), or null. */
export function ruledOutPart(said: string): string | null {
  for (const re of EXCLUDED_PART_RES) {
    const m = said.match(new RegExp(re.source));
    if (m) return m[0];
  }
  return null;
}

/** The message without the parts of the day ruled out. */
export const withoutRuledOutParts = (said: string) => EXCLUDED_PART_RES.reduce((t, re) => t.replace(re, ' '), said);
