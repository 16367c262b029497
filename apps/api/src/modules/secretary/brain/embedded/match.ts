// Which service and which FAQ a message talks about: stems, synonyms and fuzzy words (fuse.js).
import type { TBrainFaq, TBrainService } from '../types.js';
import { FAQ_CONCEPTS, SERVICE_SYNONYMS } from './lexicon.js';
import { vocabulary } from './fuzzy.js';
import { normalize, stem, STOPWORDS, tokens } from './text.js';

const TITLE_STOP = new Set([...STOPWORDS, 'mais', 'com', 'sem', 'e']);
const DEFAULT_QUALIFIERS = new Set(
  ['masculino', 'feminino', 'geral', 'clinica', 'simples', 'tradicional', 'adulto', 'normal', 'social', 'classico', 'basico'].map(stem),
);

function titleWords(title: string): string[] {
  return tokens(normalize(title))
    .filter((w) => w.length >= 2 && !TITLE_STOP.has(w) && !/^\d/.test(w))
    .map(stem);
}

/** Concept stems a client word stands for (itself, its synonyms, or its typo-corrected form). */
function conceptsOf(word: string, correct: (w: string) => string | null): string[] {
  const direct = SERVICE_SYNONYMS[word];
  if (direct) return [stem(word), ...direct.map(stem)];
  const fixed = correct(word);
  if (!fixed) return [stem(word)];
  const syn = SERVICE_SYNONYMS[fixed];
  return [stem(fixed), ...(syn ?? []).map(stem)];
}

export interface TServiceMatch {
  service: TBrainService;
  score: number;
}

/** The best service for a normalised message, or null. Typos and synonyms count. */
export function matchService(text: string, services: TBrainService[]): TServiceMatch | null {
  if (services.length === 0) return null;
  const titles = services.map((s) => ({ service: s, words: titleWords(s.title) }));
  const vocabWords = new Set<string>();
  for (const t of titles) for (const w of tokens(normalize(t.service.title))) if (w.length >= 3) vocabWords.add(w);
  for (const key of Object.keys(SERVICE_SYNONYMS)) vocabWords.add(key);
  const voc = vocabulary(vocabWords, 0.34);
  const mentioned = new Set<string>();
  for (const w of tokens(text)) {
    if (STOPWORDS.has(w) && !SERVICE_SYNONYMS[w]) continue;
    if (/^\d/.test(w)) continue;
    for (const c of conceptsOf(w, (x) => voc.match(x))) mentioned.add(c);
  }
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

/** Services the message names, best first (for "quanto custa corte e barba?"). */
export function mentionedServices(text: string, services: TBrainService[]): TBrainService[] {
  const best = matchService(text, services);
  if (!best) return [];
  const out = [best.service];
  for (const part of text.split(/\b(?:e|ou|com)\b|,/)) {
    const m = matchService(part, services);
    if (m && !out.includes(m.service)) out.push(m.service);
  }
  return out;
}

function faqTerms(text: string, correct: (w: string) => string | null): string[] {
  const out: string[] = [];
  for (const w of tokens(normalize(text))) {
    if (/^\d/.test(w)) continue;
    const concept = FAQ_CONCEPTS[w];
    if (concept) out.push(`#${concept}`);
    if (STOPWORDS.has(w) || w.length < 3) continue;
    const fixed = correct(w) ?? w;
    const fixedConcept = FAQ_CONCEPTS[fixed];
    if (fixedConcept && !concept) out.push(`#${fixedConcept}`);
    out.push(stem(fixed));
  }
  return [...new Set(out)];
}

export interface TFaqMatch {
  faq: TBrainFaq;
  score: number;
}

/** The FAQ entry most similar to the message (IDF-weighted overlap of stems and concepts). */
export function matchFaq(text: string, faqs: TBrainFaq[], threshold = 0.42): TFaqMatch | null {
  if (faqs.length === 0) return null;
  const vocabWords = new Set<string>();
  for (const f of faqs) for (const w of tokens(normalize(f.question))) if (w.length >= 3 && !STOPWORDS.has(w)) vocabWords.add(w);
  for (const k of Object.keys(FAQ_CONCEPTS)) vocabWords.add(k);
  const voc = vocabulary(vocabWords, 0.3);
  const correct = (w: string) => voc.match(w);
  const docs = faqs.map((f) => ({ faq: f, terms: new Set(faqTerms(f.question, correct)) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + (faqs.length + 1) / ((df.get(t) ?? 0) + 0.5)) * (t.startsWith('#') ? 1.6 : 1);
  const query = new Set(faqTerms(text, correct));
  if (query.size === 0) return null;
  const queryWeight = [...query].reduce((s, t) => s + (df.has(t) ? idf(t) : 0.35), 0);
  let best: TFaqMatch | null = null;
  for (const d of docs) {
    let hit = 0;
    let docWeight = 0;
    for (const t of d.terms) {
      docWeight += idf(t);
      if (query.has(t)) hit += idf(t);
    }
    if (hit === 0) continue;
    const score = hit / Math.sqrt(docWeight * Math.max(queryWeight, 1e-6));
    if (!best || score > best.score) best = { faq: d.faq, score };
  }
  return best && best.score >= threshold ? best : null;
}
