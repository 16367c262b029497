// "tem mais cedo que as 10?", "16h tá cedo, tem mais tarde?": a time said with "mais cedo/tarde" is where the
// window ends (or starts), not the time asked; read last by parseTimePref (dates.ts).

import type { TTimePref } from './time-pref.js';

// ("o mais cedo" picks the first shown; "se não, mais tarde" is a fallback, the time itself still asked.)
// Only asked of us ("tem mais cedo?", "consegue mais tarde?", "mais cedo que as 10"): "volto um pouquinho mais tarde pro
// trampo" tells of the client's day.
const BEYOND_RE =
  /\b(?:tem|teria|consegue|conseguiria|rola|da|daria|pode|podia|poderia|algum|alguma|horario|opcao|vaga|ser)(?: \S+){0,2}? (?<!\b(?:o|a|do|da|no|na|pelo|pela|se nao|senao|ou) )mais (?:pra |pro )?(cedo|tarde)\b|\bmais (cedo|tarde) (?:do )?que\b/;

const TIME_AFTER_RE = /\d|\bmeio dia\b|\b(?:umas?|as|pras?|tipo) (?:duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)\b/;

/** "tem mais cedo que as 10?", "só as 10 com ele? e o dudu tem mais cedo?": before (or after) that time, not at it. */
export function beyondTheTime(pref: TTimePref, said: string): TTimePref {
  const m = BEYOND_RE.exec(said);
  const side = m?.[1] ?? m?.[2];
  // ("dá pra ser mais tarde? tipo umas 16h": the time said after it is the new one asked.)
  const after = m ? said.slice(m.index + m[0].length) : '';
  if (TIME_AFTER_RE.test(after) && !/^\s*(?:do )?que\b/.test(after)) return pref;
  if (!side || pref.exact_min === undefined || pref.from_min !== undefined || pref.to_min !== undefined || pref.fallback) return pref;
  if (side === 'cedo') pref.to_min = pref.exact_min;
  else pref.from_min = pref.exact_min + 1;
  delete pref.exact_min;
  delete pref.alt_min;
  return pref;
}
