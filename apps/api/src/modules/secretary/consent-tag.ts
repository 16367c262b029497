// "pode agendar como consulta normal, tá?": a tag question after an instruction to write asks nothing.
import { fold } from './consent-mentions.js';

/** A choice said outright ("quero", "fico com", "marca"): with it, a time after a question answers it. */
export const DECIDES_RE = /(^|\s)(quero|queria|prefiro|fico com|vou querer|vou de|marca|marque|agenda|agende|reserva)(?=\s|$)/;
/** "pode agendar como consulta normal, tá?": a tag after an instruction asks nothing (the instruction decides). */
const TAG_RE = /,\s*(?:t[aá]|ok|n[eé]|certo|combinado)\s*\?+(?=\s|$)/gi;
// ("pode ser amanhã, tá?" still asks: only an instruction to write decides.)
const TAG_DECIDES_RE = /(^|\s)pode(?:m)? (?:marcar|agendar|confirmar|reservar)(?=\s|$|[.,!])/;
export const withoutTag = (message: string) => {
  const untagged = message.replace(TAG_RE, '.');
  return untagged !== message && (DECIDES_RE.test(fold(untagged)) || TAG_DECIDES_RE.test(fold(untagged))) ? untagged : message;
};
