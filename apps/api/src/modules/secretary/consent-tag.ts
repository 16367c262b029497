// "pode agendar como consulta normal, tá?": a tag question after an instruction to write asks nothing.
import { fold, mentionedMinutes } from './consent-mentions.js';

/** A choice said outright ("quero", "fico com", "marca"): with it, a time after a question answers it. */
export const DECIDES_RE = /(^|\s)(quero|queria|prefiro|fico com|vou querer|vou de|marca|marque|agenda|agende|reserva)(?=\s|$)/;
/** "pode agendar como consulta normal, tá?": a tag after an instruction asks nothing (the instruction decides). */
// ("vou querer o segundo, pode ser?": after a choice said outright, "pode ser?" asks for nothing more.)
const TAG_RE = /,\s*(?:t[aá]|ok|n[eé]|certo|combinado|pode ser)\s*\?+(?=\s|$)/gi;
// ("pode ser amanhã, tá?" still asks: only an instruction to write decides.)
const TAG_DECIDES_RE = /(^|\s)pode(?:m)? (?:marcar|agendar|confirmar|reservar)(?=\s|$|[.,!])/;
export const withoutTag = (message: string) => {
  const untagged = message.replace(TAG_RE, '.');
  return untagged !== message && (DECIDES_RE.test(fold(untagged)) || TAG_DECIDES_RE.test(fold(untagged))) ? untagged : message;
};

/** To a cancel, "não tenho como ir" is its reason, no "não". */
export const CANT_GO_RE =
  /\b(?:nao|n) (?:tenho como|vou (?:poder|conseguir)|consigo|posso|vai dar (?:pra|para) eu) (?:ir|comparecer|estar ai|chegar)\b/g;

const CORRECTED_RE = /(?:^|\s)(?:nao,? (?:espera|pera)|espera|pera|na verdade|ou melhor|quer dizer)(?=[\s,.!]|$)/;
const WRITE_RE = /(^|\s)(?:pode(?:m)? (?:marcar|agendar|confirmar|reservar)|marca|agenda|confirma)(?=\s|$|[.,!])/;

/**
 * "Pode ser às 9h… não, espera, 9h eu deixo meu filho na escola. Melhor 10h30. Pode marcar às 10h30, por favor.":
 * after a self-correction, a last sentence that writes the time on the table is the client's final say; null otherwise.
 */
export function finalSay(message: string, minutes: number): string | null {
  const sentences = message.split(/(?<=[.!?\n])\s+/).filter((x) => x.trim());
  const last = sentences.at(-1);
  if (!last || sentences.length < 2 || minutes < 0 || !CORRECTED_RE.test(fold(sentences.slice(0, -1).join(' ')))) return null;
  return WRITE_RE.test(fold(last)) && mentionedMinutes(last).includes(minutes) ? last : null;
}

/** The final say whatever time it writes (the time is then checked against what it is said to). */
export const finalSayAny = (message: string): string | null => {
  const last = message.split(/(?<=[.!?\n])\s+/).at(-1) ?? '';
  const at = mentionedMinutes(last)[0];
  return at === undefined ? null : finalSay(message, at);
};
