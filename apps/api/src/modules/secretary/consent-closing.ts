// What closes a conversation without agreeing to anything: thanks, goodbyes and a weak "ok" beside them.
import { fold } from './consent-mentions.js';

/** Thanks and goodbyes ("ok, obrigada, até terça", "blz, valeu"), and the fillers said around them. */
const CLOSING_RE =
  /(^|\s)(?:obrigad[oa]s?|obg|brigad[oa]|valeu|vlw|tchau|tchauzinho|bjs|bjos|beijos?|abracos?|tmj|tamo junto|deus abencoe|flw|fui|ate (?:mais|logo|la|breve|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo))(?=\s|$)/g;
const FILLER_RE = /(^|\s)(?:amg|amiga|querida|viu|entao|ai|mesmo|msm|kk+|rs+)(?=\s|$)/g;
/** A yes that also closes a conversation, never the yes itself ("sim", "pode marcar", "fechado" are). */
const WEAK_YES = new Set(
  'ok okay okey blz beleza ta tabom bom certo show joia top perfeito perfeita otimo otima legal entendi ah hum massa dale fmz certinho tranquilo'.split(
    ' ',
  ),
);

/**
 * "blz, valeu", "ok, obrigada, até terça": thanks and a goodbye with only a weak "ok" beside them close the
 * talk; they agree to nothing (the proposal stays open and is asked again).
 */
export function closesTalk(message: string): boolean {
  return closesWithoutYes(fold(message).replace(/\?/g, ' ').trim());
}

export function closesWithoutYes(t: string): boolean {
  const rest = t.replace(CLOSING_RE, ' ');
  if (rest === t) return false;
  return rest
    .replace(FILLER_RE, ' ')
    .trim()
    .split(/\s+/)
    .every((w) => !w || WEAK_YES.has(w));
}
