// A message → its separate requests: sentences, questions, and run-ons joined by "e"/"também"/"outra
// coisa" in front of a new request ("quanto é o corte e tem amanhã de tarde"). Splits are found on the
// folded text (same length as the raw one), so the pieces keep the client's accents.
import { fold } from '../text.js';

const REQUEST_STARTS =
  '(?:tem|quanto|qual|quais|onde|como|quero|queria|preciso|pode|posso|consigo|da pra|da para|marca|agenda|cancela|desmarca|remarca|aceita|aceitam|voces|vcs|vc)';
const BREAKS = new RegExp(
  `[?!.;\\n]+|\\s+(?:e tambem|tambem|ah e|outra coisa|alem disso|e outra|aproveitando|e ai|e)\\s+(?=${REQUEST_STARTS}\\b)`,
  'g',
);

export function segmentsOf(raw: string): string[] {
  const folded = fold(raw);
  const out: string[] = [];
  let from = 0;
  for (const m of folded.matchAll(BREAKS)) {
    out.push(raw.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(raw.slice(from));
  const clean = out.map((p) => p.replace(/^[\s,]+|[\s,]+$/g, '')).filter(Boolean);
  return clean.length ? clean : [raw.trim()];
}
