// The parts of a message a side question may sit in (policy.ts answers each FAQ part before the flow reads the rest).
import { fold } from './text.js';

export type TSidePart = { text: string; comma: boolean };
const CONDITION_RE = /^(?:e )?(?:se|caso)\s/;

/** Sentences and clauses, each with whether a comma closed it. */
export function sideParts(original: string): TSidePart[] {
  // Sentences and commas split the message; in a voice note, with no punctuation, "queria saber se…", "e se…",
  // "porque…" start a clause too ("…e saber se vcs fazem X" beside a booking: done-aside.ts). Each part keeps its comma.
  const parts: TSidePart[] = [];
  // An emoji ends a sentence as a full stop does ("to confirmando 👍 qual andar msm?").
  // ("queria tirar umas duvidas: vcs atendem unimed?": a colon before a space opens what it announces; "10:30" stays whole.)
  for (const chunk of original.split(/(?<=[.?!\n;,]|\p{Extended_Pictographic}\uFE0F?)(?!\p{Extended_Pictographic})|(?<=\D:)(?=\s)/u)) {
    const comma = chunk.trimEnd().endsWith(',');
    // "…sábado 10h e vcs aceitam pix?": a question joined by "e" is a clause of its own.
    const pieces = (comma ? chunk.trimEnd().slice(0, -1) : chunk).split(
      /(?=\b(?:e se|saber (?:tb |tbm |tamb[eé]m )?se|(?:me )?fala se|(?:me )?diz se|porque|pq|outra coisa)\b)|\s+e\s+(?=(?:vcs|voces|vc|voce|onde|como|quanto|qto|qual|quais|dura|demora|leva|aceitam|aceita|tem estacionamento|pagar|pago|posso pagar|me fala|me diz|pode parcelar|parcela\w*|da pra parcelar)\b)/i,
    );
    pieces.forEach((p, i) => parts.push({ text: p.trim(), comma: comma && i === pieces.length - 1 }));
  }
  // "e se eu precisar desmarcar, até quando posso avisar?": the condition and the question it leads to are one part.
  for (let i = parts.length - 2; i >= 0; i--)
    if (parts[i]!.comma && CONDITION_RE.test(fold(parts[i]!.text)))
      parts.splice(i, 2, { text: `${parts[i]!.text}, ${parts[i + 1]!.text}`, comma: parts[i + 1]!.comma });
  return parts;
}
