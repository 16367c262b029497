// FAQ matching: the owner's question (and the concepts of its answer) most like the client's message,
// typos and everyday words allowed ("vcs aceitam pix?" is "Quais formas de pagamento vocês aceitam?").
import type { TBrainFaq } from '../types.js';
import { FAQ_CONCEPTS } from './lexicon/faq-concepts.js';
import { KEY_WORDS } from './lexicon/key-words.js';
import { vocabulary } from './fuzzy.js';
import { normalize, stem, STOPWORDS, tokens } from './text.js';

/**
 * "então fica msm", "não quero ficar com duas": "ficar" says nothing of the address unless a "where" is asked
 * with it ("onde fica", "fica aonde"). A word of the agenda ("agenda", "horário") is never misread as a FAQ word that looks like it.
 */
// ("tem q ir com o cabelo lavado ou algo assim?": "algo assim", "tipo" hedge the question, they name no topic.)
const FAQ_NOISE = new Set(['fica', 'ficar', 'ficam', 'fico', 'ficou', 'ficaria', 'algo', 'assim', 'tipo']);
// "e quanto que tá a progressiva?" asks its price, not "Quanto tempo dura a progressiva?": "quanto" says nothing of the topic.
const FAQ_QUANTITY = new Set(['quanto', 'quanta', 'quantos', 'quantas', 'qto', 'qnt', 'qnto']);

function faqTerms(text: string, correct: (w: string) => string | null): string[] {
  const out: string[] = [];
  const placeAsked = /\b(?:onde|aonde|ond|adonde)\b/.test(normalize(text));
  for (const w of tokens(normalize(text))) {
    if (/^\d/.test(w)) continue;
    const concept = FAQ_CONCEPTS[w];
    if (concept) out.push(`#${concept}`);
    if (STOPWORDS.has(w) || (FAQ_NOISE.has(w) && !placeAsked) || FAQ_QUANTITY.has(w) || w.length < 3) continue;
    const fixed = KEY_WORDS.includes(w) ? w : (correct(w) ?? w);
    const fixedConcept = FAQ_CONCEPTS[fixed];
    if (fixedConcept && !concept) out.push(`#${fixedConcept}`);
    out.push(stem(fixed));
  }
  return [...new Set(out)];
}

const answerConcepts = (answer: string) => tokens(normalize(answer)).flatMap((w) => (FAQ_CONCEPTS[w] ? [`#${FAQ_CONCEPTS[w]}`] : []));

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
  // "preciso levar alguma coisa?" to "Precisa de jejum? … Traga seus exames": the answer's concepts count too.
  const docs = faqs.map((f) => ({ faq: f, terms: new Set([...faqTerms(f.question, correct), ...answerConcepts(f.answer)]) }));
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
