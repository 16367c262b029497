// Small calendar helpers the policy needs on local dates (YYYY-MM-DD).

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whole days from `a` to `b` (negative when `b` comes first). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);

/** The days a normalised message names ("o de amanhã… e o de sexta"), to count them. */
export const DAY_NAMED_RE = /\b(?:hoje|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|dia \d{1,2})\b/g;

/** A date said outright ("dia 10", "10/03", "essa terça", "amanhã") rather than a weekday alone (normalised text). */
export const saysDateOutright = (text: string) =>
  /\b(?:dia \d|\d{1,2}\/\d{1,2}|essa|esta|nessa|nesta|dessa|desta|hoje|amanha)\b/.test(text);
