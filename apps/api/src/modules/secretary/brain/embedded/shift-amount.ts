// "atrasa 1 hora", "consegue meia hora mais tarde?": an appointment moved by an amount of time, not to a time.
const AMOUNT = '(meia hora|uma hora e meia|uma hora|duas horas|\\d+\\s*(?:h|hr|hrs|hora|horas|min|minutos)\\b)';
/**
 * "atrasa 1 hora pra mim", "adianta meia hora": the appointment shifted by an amount (minutes, signed).
 * Not "vou me atrasar 10 min": the client is late, nothing is asked. Not "adianta pra 8h": a time to go to.
 */
const SHIFT_RE = new RegExp(
  `\\b(?<!\\bme )(atrasa|atrasar|atrase|empurra|empurrar|adianta|adiantar|adiante|antecipa|antecipar)\\b(?:\\s+(?!(?:pra|para|pras|pro|p|as|a|ate)\\s)\\S+){0,3}?\\s+(?:em\\s+)?${AMOUNT}`,
);
/**
 * "vou me atrasar, dá pra ser meia hora depois?", "consegue 1h mais tarde?": an amount after or before, asked.
 * Not "a barba meia hora depois do corte": an amount from something named is where a service goes.
 */
const SIDE_SHIFT_RE = new RegExp(`\\b${AMOUNT}\\s+(depois|mais tarde|a mais|antes|mais cedo)\\b(?!\\s+d[aoe]s?\\b)`);
export const ASKED_RE = /\b(da|dar|daria) (?:pra|para|p)\b|\b(tem como|consegue|conseguiria|pode|podia|poderia|rola|seria|teria)\b|\?/;

function minutesIn(amount: string): number {
  const n = Number.parseInt(amount, 10);
  if (amount === 'meia hora') return 30;
  if (amount === 'uma hora e meia') return 90;
  if (amount === 'uma hora') return 60;
  if (amount === 'duas horas') return 120;
  return /min/.test(amount) ? n : n * 60;
}

export function shiftOf(text: string): number | null {
  const m = SHIFT_RE.exec(text);
  if (m) return /^(adiant|antecip)/.test(m[1]!) ? -minutesIn(m[2]!) : minutesIn(m[2]!);
  const side = SIDE_SHIFT_RE.exec(text);
  if (!side || !ASKED_RE.test(text)) return null;
  return /antes|cedo/.test(side[2]!) ? -minutesIn(side[1]!) : minutesIn(side[1]!);
}

/** The message less the amount said (the new time is what is left, if any). */
export const withoutShift = (said: string) => said.replace(SHIFT_RE, ' ').replace(SIDE_SHIFT_RE, ' ');
