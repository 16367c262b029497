// "ah e a sobrancelha tb q ta horrivel kkk": a client joking about their own hair or brows wants the
// service, not an apology. Read as a complaint, it offered a person, and the next "pode ser" handed
// the whole booking over to the team.
import { OWN_BODY_STATE_RE } from './lexicon/services-asked.js';

const LAUGH_RE = /\b(?:k{2,}|(?:rs)+|(?:ha){2,}|(?:he){2,}|kkk\w*)\b|[\u{1F602}\u{1F923}\u{1F605}\u{1F606}]/u;
/** Its state now ("tá horrível", "tô um lixo"), not the result of a visit ("ficou horrível"). */
const STATE_RE =
  /\b(?:ta|tah|esta|to|estou|anda|tao)\s+(?:muito\s+|mt\s+|super\s*|meio\s+|um?a?\s+)?(?:horrivel|feia?|pessim[oa]|horror|lixo|desastre|zoad[oa]|acabad[oa]|precisando)\b/;
/** "to com o cabelo horrível": its state, said of oneself (a non-global copy: `test` keeps no place). */
const OWN_BODY_RE = new RegExp(OWN_BODY_STATE_RE.source);
/** Words that aim the anger at the business or what it did. */
const AT_BUSINESS_RE =
  /\b(?:atendimento|atendente|voces|vcs|ficou|ficaram|deixaram|fizeram|cortaram|estragaram|esperei|esperando|demor\w*|descaso|desrespeito|respeito|reclama\w*|nunca mais|absurdo)\b/;

/** True when the negative words are about the client's own look in a request for a service. */
export function jokesAboutOwnLook(text: string, namesService: boolean): boolean {
  if (!namesService || AT_BUSINESS_RE.test(text)) return false;
  return LAUGH_RE.test(text) || STATE_RE.test(text) || OWN_BODY_RE.test(text);
}
