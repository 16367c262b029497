// "isso, cancela só a barba" to a proposal to cancel the Corte: a yes that names a service the reply did not show asks
// for something else; it agrees to nothing shown. Only a service's own distinctive words count ("barba", "infantil",
// "nutricional"): the generic ones ("corte", "consulta", "sessão") are said of many, and a word the client uses for a
// service that is not in its title ("a fisio", "a unha") names none here.
import { fold } from './consent-mentions.js';

const GENERIC = new Set(['corte', 'consulta', 'sessao', 'design', 'geral', 'com', 'de', 'da', 'do', 'das', 'dos', 'e']);

/** A service's own words: those of its title no other kind of service shares. */
const ownWords = (title: string) =>
  fold(title)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !GENERIC.has(w));

export function namesUnshownService(message: string, shown: string | null, titles: string[] = []): boolean {
  // ("pode marcar. e quanto tá a barba?": a question beside the yes asks about another, it does not change this one.)
  const stated = message.split(/(?<=[.!?\n])/).filter((x) => !x.trim().endsWith('?'));
  const said = new Set(fold(stated.join(' ')).split(/[^a-z]+/));
  const seen = new Set(fold(shown ?? '').split(/[^a-z]+/));
  // ("isso, pode cancelar, a barba não": a service named to be kept out is no other one asked for.)
  const waived = (w: string) =>
    new RegExp(`\\b${w}\\s+(?:nao|n)\\b|\\b(?:nao|n|sem|nem)\\b(?:\\s+\\S+){0,3}?\\s+${w}\\b`).test(fold(message));
  return titles.some((title) => {
    const own = ownWords(title);
    return own.some((w) => said.has(w) && !waived(w)) && !own.some((w) => seen.has(w));
  });
}
