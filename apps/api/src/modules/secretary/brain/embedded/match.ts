// Which service and which FAQ a message talks about: stems, synonyms and fuzzy words (fuse.js).
import type { TBrainService } from '../types.js';
import { COMPOUND_SERVICE_PHRASES, SERVICE_JOINERS, SERVICE_SYNONYMS, SERVICE_VERBS } from './lexicon.js';
import { KEY_WORDS, PROTECTED_WORDS } from './lexicon/key-words.js';
import { MINUTE_WORDS, NUMBER_WORDS } from './lexicon/time-words.js';
import { vocabulary } from './fuzzy.js';
import { ADVICE_VERBS, ADVISER_NOUNS, NOT_A_NAME_AFTER_TITLE, PERSON_TITLES, RELATIONS } from './lexicon/people.js';
import { normalize, stem, STOPWORDS, tokens } from './text.js';
import { onlySharedWords } from './shared-words.js';

// The kind of business is no service: "onde fica a barbearia?" asks for the address, not for a beard.
const BUSINESS_WORDS = ['barbearia', 'barbearias', 'salao', 'saloes', 'clinica', 'clinicas', 'studio', 'estudio', 'consultorio', 'espaco'];
// Who works there is no service either, misspelled too: "qq barbero" is any barber, not a beard ("barbear").
const ROLE_WORDS = ['barbeiro', 'barbeira', 'barbeiros', 'cabeleireiro', 'cabeleireira', 'profissional', 'atendente', 'recepcionista'];
// Real words one letter from a service's ("escola" / escova) name no service by their likeness either.
const NOT_SERVICE = new Set([
  ...KEY_WORDS,
  ...PROTECTED_WORDS,
  ...Object.keys(NUMBER_WORDS),
  ...Object.keys(MINUTE_WORDS),
  ...BUSINESS_WORDS,
  ...ROLE_WORDS,
]);
const GENERIC_OBJECTS = new Set(['cabelo', 'cabelos', 'unha', 'unhas', 'mao', 'maos', 'pe', 'pes', 'cabeca', 'rosto', 'pele']);
const DETERMINERS = new Set(['o', 'a', 'os', 'as', 'esse', 'essa', 'meu', 'minha', 'um', 'uma', 'esses', 'essas', 'meus', 'minhas']);
const TITLE_STOP = new Set([...STOPWORDS, 'mais', 'com', 'sem', 'e']);
const DEFAULT_QUALIFIERS = new Set(
  ['masculino', 'feminino', 'geral', 'clinica', 'simples', 'tradicional', 'adulto', 'normal', 'social', 'classico', 'basico'].map(stem),
);

function titleWords(title: string): string[] {
  return tokens(normalize(title))
    .filter((w) => w.length >= 2 && !TITLE_STOP.has(w) && !/^\d/.test(w))
    .map(stem);
}

// "queria disfarçar isso" hides something: a verb is no typo of its own participle ("disfarçado", a cut).
const participleOf = (word: string, fixed: string) => {
  const verb = /^(.+[aei])r$/.exec(word);
  return !!verb && new RegExp(`^${verb[1]}d[oa]s?$`).test(fixed);
};

/** Concept stems a client word stands for (itself, its synonyms, or its typo-corrected form). */
function conceptsOf(word: string, correct: (w: string) => string | null): string[] {
  const direct = SERVICE_SYNONYMS[word];
  if (!direct && NOT_SERVICE.has(word)) return [stem(word)];
  if (direct) return [stem(word), ...direct.map(stem)];
  const fixed = correct(word);
  if (!fixed || participleOf(word, fixed)) return [stem(word)];
  const syn = SERVICE_SYNONYMS[fixed];
  return [stem(fixed), ...(syn ?? []).map(stem)];
}

const COMPOUND_RE = new RegExp(`\\b(?:${Object.keys(COMPOUND_SERVICE_PHRASES).join('|')})\\b`, 'g');
// "pro meu moleque de 5 anos": a child's age names the children's variant of a service.
// Only the age of the person the service is for ("sobrinho de 7 anos"), never a stray one ("ele tem 8 anos").
const CHILD_AGE_RE = new RegExp(
  `\\b(?:${RELATIONS.join('|')}) (?:\\p{L}+ ){0,2}?(?:de|com|que tem|tem) (?:[1-9]|1[0-2]|um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) anos?\\b`,
  'gu',
);
// "vou ver com meu marido e te retorno": getting back to someone is no follow-up visit ("Retorno").
const GET_BACK_RE =
  /\b(?:(?:te|lhe|ja|depois|dps|eu|logo|a gente) (?:retorno|retornamos)|(?:te |lhe )?(?:dou|dar|darei) (?:um )?retorno|retorno (?:pra|para|a) (?:vc|voce|vcs|voces|ti|senhora|senhor))\b/g;
// "vai ser com o mesmo médico né?", "qual doutora atende?", "com o ricardo, aquele médico que me atendeu": the doctor
// as a person chosen or pointed at, no consultation asked.
const WHICH_DOCTOR_RE =
  /\b(?:mesm[oa]|qual|que|outr[oa]|aquel[ea]|ess[ea]) (?:medic[oa]|doutor[a]?)\b|\b(?:medic[oa]|doutor[a]?) (?:que|q) (?:me |nos |te |o |a |la |lo )?(?:atend|consult|opero|cuid|acompanh)\w*/g;
/** A compound ("escova progressiva") read as the one service it names. */
const compounds = (text: string) =>
  text
    .replace(COMPOUND_RE, (m) => COMPOUND_SERVICE_PHRASES[m] ?? m)
    .replace(GET_BACK_RE, ' ')
    .replace(WHICH_DOCTOR_RE, ' ');

export interface TServiceMatch {
  service: TBrainService;
  score: number;
}

/** "com o doutor Ricardo" names a person: the title there is no request for a consultation. */
export const TITLED_NAME_RE = new RegExp(`\\b(?:${PERSON_TITLES.join('|')})\\s+(?!(?:${NOT_A_NAME_AFTER_TITLE})\\b)[a-z]{3,}`, 'g');

const ADVISER_RE = new RegExp(
  `\\b(?:o|a|meu|minha)\\s+(?:${ADVISER_NOUNS.join('|')})\\s+(?:me\\s+|ja\\s+)?(?:${ADVICE_VERBS.join('|')})\\b`,
  'g',
);

/**
 * The best service for a normalised message, or null. Typos and synonyms count. A title before a
 * name ("fisioterapia com o doutor Ricardo") is the person: the rest of the message names the service.
 */
export function matchService(raw: string, services: TBrainService[]): TServiceMatch | null {
  // The age narrows the one service named; it is no service of its own in a visit or a party.
  const text = compounds(raw).replace(CHILD_AGE_RE, ' criancinha ');
  const withoutPeople = text.replace(TITLED_NAME_RE, ' ').replace(ADVISER_RE, ' ');
  const found = (withoutPeople !== text ? matchWords(withoutPeople, services) : null) ?? matchWords(text, services);
  return comboNamed(text, services, found) ?? found;
}

/** True when the key word of `part`'s title is in `whole`'s ("Corte masculino" in "Corte + Barba": corte). */
export const containsService = (whole: TBrainService, part: TBrainService) =>
  titleWords(whole.title).includes(titleWords(part.title)[0] ?? '');
/** A service of several joined in its title ("Corte + Barba"). */
export const isCombo = (s: TBrainService) => /\+/.test(s.title);
const COMBO_WORD_RE = /\b(?:combo|combos|pacote|kit|completo)\b/;

/**
 * "faz a barba tb, aí já fica o combo": the word names the service made of several, the one whose parts the
 * message names when there are several such services, or the only one.
 */
function comboNamed(text: string, services: TBrainService[], found: TServiceMatch | null): TServiceMatch | null {
  if (!COMBO_WORD_RE.test(text)) return null;
  const combos = services.filter(isCombo);
  if (found && isCombo(found.service)) return found;
  const parts = found ? titleWords(found.service.title) : [];
  const holding = combos.filter((c) => parts.every((w) => titleWords(c.title).includes(w)));
  return holding.length === 1 ? { service: holding[0]!, score: 10 } : null;
}

function matchWords(text: string, services: TBrainService[]): TServiceMatch | null {
  if (services.length === 0) return null;
  const owned = ownerSynonymHits(text, services)[0];
  if (owned) return { service: owned.service, score: 10 };
  const titles = services.map((s) => ({ service: s, words: titleWords(s.title) }));
  const vocabWords = new Set<string>();
  for (const t of titles) for (const w of tokens(normalize(t.service.title))) if (w.length >= 3) vocabWords.add(w);
  for (const key of Object.keys(SERVICE_SYNONYMS)) vocabWords.add(key);
  for (const role of ROLE_WORDS) vocabWords.add(role); // a typo nearer a role than a service is the role
  const voc = vocabulary(vocabWords, 0.34);
  const mentioned = new Set<string>();
  const words = tokens(text);
  const titleWordSet = new Set(titles.flatMap((t) => t.words));
  const namesService = (w: string | undefined) =>
    !!w && !SERVICE_VERBS.has(w) && (!!SERVICE_SYNONYMS[w] || titleWordSet.has(stem(w)) || titleWordSet.has(stem(voc.match(w) ?? '')));
  const skip = new Set<number>();
  words.forEach((w, i) => {
    if (STOPWORDS.has(w) && !SERVICE_SYNONYMS[w]) return;
    if (/^\d/.test(w)) return;
    // A verb followed by the thing it acts on ("aparar o cavanhaque") names that thing, not a service of its own.
    // A generic object ("pintar o cabelo") leaves the verb in charge: the object is skipped instead.
    if (skip.has(i)) return;
    if (SERVICE_VERBS.has(w)) {
      const at = DETERMINERS.has(words[i + 1] ?? '') ? i + 2 : i + 1;
      if (GENERIC_OBJECTS.has(words[at] ?? '')) skip.add(at);
      // ("cortar, hidratar e escovar": another verb after it is a service of its own, no object.)
      else if (namesService(words[at]) && !/(?:ar|er|ir)$/.test(words[at]!)) return;
    }
    for (const c of conceptsOf(w, (x) => voc.match(x))) mentioned.add(c);
  });
  const keywords = new Set(titles.map((t) => t.words[0]).filter((w): w is string => !!w));
  let best: TServiceMatch | null = null;
  for (const t of titles) {
    const hits = t.words.filter((w) => mentioned.has(w));
    if (hits.length === 0) continue;
    let score = hits.length;
    // An unnamed word costs more when it names another service ("barba") or narrows it ("infantil")
    // than when it is the default variant ("masculino", "geral").
    for (const w of t.words) if (!mentioned.has(w)) score -= keywords.has(w) ? 0.6 : DEFAULT_QUALIFIERS.has(w) ? 0.05 : 0.15;
    if (!best || score > best.score + 1e-9) best = { service: t.service, score };
  }
  return best && best.score > 0.3 ? best : null;
}

const synonymRes = new WeakMap<TBrainService, RegExp | null>();

/** Services named by one of the owner's synonyms ("pezinho" for "Acabamento"), in order of appearance. */
export function ownerSynonymHits(text: string, services: TBrainService[]): Array<{ service: TBrainService; at: number }> {
  const out: Array<{ service: TBrainService; at: number }> = [];
  for (const s of services) {
    let re = synonymRes.get(s);
    if (re === undefined) {
      const words = (s.synonyms ?? []).map((w) => normalize(w)).filter(Boolean);
      re = words.length ? new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`) : null;
      synonymRes.set(s, re);
    }
    const m = re?.exec(text);
    if (m) out.push({ service: s, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Words of a text that name a service by themselves (a synonym or a word of a title), in order:
 * "mão pé" names two services even without "e" between them.
 */
export function serviceWordsIn(text: string, services: TBrainService[]): string[] {
  const titleStems = new Set(services.flatMap((s) => titleWords(s.title)));
  const words = tokens(compounds(text));
  return words.filter((w, i) => {
    // "aparar esse cavanhaque": the verb acts on the service after it and names none of its own.
    const object = words[DETERMINERS.has(words[i + 1] ?? '') ? i + 2 : i + 1];
    if (SERVICE_VERBS.has(w) && object && (SERVICE_SYNONYMS[object] || titleStems.has(stem(object)))) return false;
    if (STOPWORDS.has(w) || WEAK_SERVICE_WORDS.has(w) || (!SERVICE_SYNONYMS[w] && !titleStems.has(stem(w)))) return false;
    // Strong only when it names the service's key word: "filha" narrows a haircut, it is not one.
    const one = matchService(w, services)?.service;
    const key = one ? titleWords(one.title)[0] : undefined;
    return !!key && conceptsOf(w, () => null).includes(key);
  });
}

/** Body words that name a service only when nothing else in the message does ("progressiva … meu cabelo"). */
export const WEAK_SERVICE_WORDS = new Set(['cabelo', 'cabelos', 'cabeca', 'rosto', 'pele', 'visual']);
// A body word joined to the others ("a barba e o cabelo", a part that starts with it) is a service; one
// inside a clause of its own ("ela já conhece meu cabelo") is not.
// ("fazer cabelo e sobrancelha", "o cabelo com a barba": one joined to a service word after it is a service too.)
const SERVICE_WORDS = [...new Set([...Object.keys(SERVICE_SYNONYMS), ...Object.values(SERVICE_SYNONYMS).flat()])].filter(
  (w) => !WEAK_SERVICE_WORDS.has(w),
);
const WEAK_WORDS_RE = new RegExp(
  `(?<!(?:^\\s*|\\b(?:e|mais)\\s+)(?:(?:o|a|os|as|meu|minha|meus|minhas|seu|sua|um|uma)\\s+)?)\\b(?:${[...WEAK_SERVICE_WORDS].join('|')})\\b(?!\\s+(?:e|com|mais)\\s+(?:(?:o|a|os|as)\\s+)?(?:${SERVICE_WORDS.join('|')})\\b)`,
  'g',
);
/** "meu cabelo é bem comprido" ("é" folded to "e"): the body word described, never a service joined by "e". */
const DESCRIBED_RE = new RegExp(
  `\\b(?:${[...WEAK_SERVICE_WORDS].join('|')})\\b(?=\\s+(?:e|ta|esta|anda|ficou|fica)\\s+(?:bem|muito|mt|super|meio|mais|todo|toda)\\b)`,
  'g',
);
/** The text with its body words blanked (same length): what names a service there by a word of its own. */
export const withoutWeakWords = (text: string) =>
  text.replace(WEAK_WORDS_RE, (w) => ' '.repeat(w.length)).replace(DESCRIBED_RE, (w) => ' '.repeat(w.length));

/**
 * A service whose title the text says whole and which a qualifier sets apart from its kind ("corte
 * infantil", not "corte masculino"): "a barba e o corte infantil" is that service and a barba, never
 * the Corte + Barba its words also spell.
 */
export function namesQualifiedService(text: string, services: TBrainService[]): boolean {
  return services.some((s) => {
    if (s.title.includes('+')) return false;
    const words = titleWords(s.title);
    return words.length > 1 && words.slice(1).some((w) => !DEFAULT_QUALIFIERS.has(w)) && text.includes(normalize(s.title));
  });
}

/** Whether a service's title accounts for a word the client wrote ("cabelo" for "Corte + Barba"). */
export function accountsFor(service: TBrainService, word: string): boolean {
  const title = new Set(titleWords(service.title));
  return conceptsOf(word, () => null).some((c) => title.has(c));
}

/** Words that join the services of one request ("corte e barba", "primeiro hidratação depois escova"). */
export const JOINER_RE = new RegExp(`\\b(?:${SERVICE_JOINERS.join('|')})\\b|,`);

/** Services the message names, best first (for "quanto custa corte e barba?"). */
export function mentionedServices(text: string, services: TBrainService[]): TBrainService[] {
  const best = matchService(withoutWeakWords(text), services) ?? matchService(text, services);
  if (!best) return [];
  const out = [best.service];
  // "fisioterapia com o doutor Ricardo": the titled name is the person in every part, never a "consulta".
  const people = compounds(text).replace(TITLED_NAME_RE, ' ');
  for (const part of people.split(JOINER_RE)) {
    // A body word names a service only when nothing else does: "uma escova … ela já conhece meu cabelo"
    // names the escova alone.
    const m = matchService(withoutWeakWords(part), services);
    if (m && !out.includes(m.service) && !onlySharedWords(part, m.service, out)) out.push(m.service);
  }
  return out;
}

const FOR_WHOM = new Set([...RELATIONS, 'crianca', 'criancas', 'criancinha', 'menino', 'menina', 'kids', 'moleque', 'garoto', 'garota']);
/** Services the message names word by word, in order ("corte … barba" stays two, not the combo). */
export function namedOneByOne(text: string, services: TBrainService[]): TBrainService[] {
  const out: TBrainService[] = [];
  // (Who the service is for, "barba pro meu filho", narrows nothing here: the client's own "corte" stays theirs.)
  const words = tokens(compounds(text)).filter((w) => !STOPWORDS.has(w) && !FOR_WHOM.has(w));
  for (const w of serviceWordsIn(text, services)) {
    const s = matchService(w, services)?.service;
    // "consulta com a nutri", "corte infantil": a word several titles share is the single service another
    // word of the message narrows it to (never a combo, whose parts stay apart here).
    const narrowed =
      s && services.find((t) => t !== s && !isCombo(t) && accountsFor(t, w) && words.some((u) => accountsFor(t, u) && !accountsFor(s, u)));
    const one = narrowed || s;
    if (one && !out.includes(one)) out.push(one);
  }
  return out;
}
