// understand(text, ctx): a client message (or a burst) → the frame the dialogue reads. Pure and
// synchronous; every rule lives in the lexicon modules, compiled once at load.
import type { TBrainCompanyInfo, TBrainFaq, TBrainProfessional, TBrainService } from '../../types.js';
import { hasPref, localNow, parseTimePref } from '../dates.js';
import { detectIntents, negatedAct, parseOrdinal, sentimentOf } from '../intents.js';
import {
  accountsFor,
  matchService,
  namesQualifiedService,
  ownerSynonymHits,
  serviceWordsIn,
  WEAK_SERVICE_WORDS,
  withoutWeakWords,
} from '../match.js';
import { matchFaq } from '../faq-match.js';
import { ACT_WORDS, OFFER_ANY, OFFER_EARLIEST, OFFER_LATEST } from '../lexicon/acts.js';
import { anyOf } from '../lexicon/compile.js';
import { CHANGE_OF_MIND, DROP, HEDGES } from '../lexicon/negation.js';
import { USUAL } from '../lexicon/people.js';
import { fold, normalize, tokens } from '../text.js';
import { JOINER_RE, TITLED_NAME_RE } from '../match.js';
import { onlySharedWords } from '../shared-words.js';
import type { TFrame, TOfferRef } from './frame.js';
import { anyProfessional, forOther, matchProfessional, sameProfessional } from './people.js';
import { segmentsOf } from './segments.js';
import { hhmm, parseDayPart } from './times.js';

export interface TUnderstandContext {
  now: Date;
  timezone: string;
  services: TBrainService[];
  professionals: TBrainProfessional[];
  company?: Pick<TBrainCompanyInfo, 'day_parts'> | null;
  faqs: TBrainFaq[];
  /** The times shown in the previous reply (ISO start), for "o segundo", "o das 3", "o mais tarde". */
  offered?: Array<{ start_at: string }>;
}

const re = (list: readonly string[]) => anyOf(list);
const ADDRESS_RE = new RegExp(ACT_WORDS.address.join('|'));
const COMPLAINT_RE = new RegExp(ACT_WORDS.complaint.join('|'));
const AVAILABILITY_RE = new RegExp(ACT_WORDS.availabilityQuestion.join('|'));
const HEDGE_RE = re(HEDGES);
const DROP_RE = re(DROP);
const CHANGE_RE = re(CHANGE_OF_MIND);
const USUAL_RE = re(USUAL);
const ANY_OFFER_RE = re(OFFER_ANY);
const EARLIEST_RE = re(OFFER_EARLIEST);
const LATEST_RE = re(OFFER_LATEST);
const CANCEL_WORD = /cancel\w*|desmarc\w*/;
const BOOK_WORD = /marc\w*|agend\w*/;
const MOVE_WORD = /remarc\w*|reagend\w*|mudar|trocar|passar/;

const WEAK_LAST_RE = new RegExp(`\\b(?:${[...WEAK_SERVICE_WORDS].join('|')})\\s*$`);
const COMBO_RE = /\+|\s(?:e|com)\s/;

/** Services in order of mention: owner synonyms, then titles and lexicon per segment. */
/** "corte e depois a barba": the parts one after the other, as a visit, not the catalogue's combo. */
const ONE_AFTER_THE_OTHER_RE =
  /\b(?:e (?:depois|em seguida|na sequencia|logo apos|logo depois)(?! d[aeo]s?\b)|depois (?:a|o|um|uma|faco|fazer))\b/;

export function servicesIn(text: string, segments: string[], services: TBrainService[], joiner: RegExp = JOINER_RE): string[] {
  const hits: Array<{ id: string; at: number }> = ownerSynonymHits(text, services).map((h) => ({ id: h.service.id, at: h.at }));
  let offset = 0;
  // A combined service named whole ("corte e barba" → "Corte + Barba") wins over its parts; otherwise
  // "+" and commas join services as "e" does (split before normalising, which drops them).
  const parts = segments.flatMap((seg) => {
    const whole = matchService(normalize(seg), services);
    const apart = ONE_AFTER_THE_OTHER_RE.test(normalize(seg));
    if (whole && whole.score >= 1.9 && COMBO_RE.test(whole.service.title) && !apart && !namesQualifiedService(normalize(seg), services)) {
      // The combo's own words are one service; what the client said around them may name others
      // ("corte e corte e barba": a Corte, then the Corte e barba).
      const n = normalize(seg);
      const title = normalize(whole.service.title);
      const i = n.indexOf(title);
      if (i < 0) return [n];
      return [...n.slice(0, i).split(joiner), title, ...n.slice(i + title.length).split(joiner)];
    }
    return fold(seg)
      .split(/\s*[+,]\s*/)
      .flatMap((piece) => normalize(piece).replace(TITLED_NAME_RE, ' ').split(joiner));
  });
  // A body word ("meu cabelo") names a service only when no part names one by a word of its own.
  // ("fazer cabelo e sobrancelha": a body word that ends its part, joined to the next service, names one too.)
  const joined = (part: string) => {
    const at = text.indexOf(part.trim());
    return at >= 0 && WEAK_LAST_RE.test(part) && new RegExp(`^\\s*(?:${joiner.source})`).test(text.slice(at + part.trim().length));
  };
  const strongMatches = parts.map((part) => matchService(joined(part) ? part : withoutWeakWords(part), services));
  const strong = strongMatches.some(Boolean);
  for (const [i, part] of parts.entries()) {
    const at = text.indexOf(part.trim(), offset);
    const m = strong ? (strongMatches[i] ?? null) : matchService(part, services);
    const from = at < 0 ? offset : at;
    // "mão pé", "unha pé e mão": words the best service does not account for name services of their own.
    const words = m ? serviceWordsIn(part, services) : [];
    if (m && words.some((w) => !accountsFor(m.service, w))) {
      for (const w of words) {
        // "consulta com a nutri … a limpeza": a word the best service accounts for is that service, not the
        // first service the word alone would name ("consulta" → Consulta nutricional, not the clínica geral).
        const one = accountsFor(m.service, w) ? m : matchService(w, services);
        const wAt = text.indexOf(w, from);
        if (one) hits.push({ id: one.service.id, at: wAt < 0 ? from : wAt });
      }
    } else if (m && !onlySharedWords(part, m.service, hitServices(hits, services))) hits.push({ id: m.service.id, at: from });
    if (at >= 0) offset = at;
  }
  const out: string[] = [];
  for (const h of hits.sort((a, b) => a.at - b.at)) if (!out.includes(h.id)) out.push(h.id);
  return withoutPartsOfCombos(text, out, services);
}

const hitServices = (hits: Array<{ id: string }>, services: TBrainService[]) =>
  hits.map((h) => services.find((s) => s.id === h.id)).filter((s): s is TBrainService => !!s);

/**
 * "tapa no visual… corte barba e sobrancelha": "visual" reads as a Corte, but the one "corte" said is
 * inside the Corte + Barba. A service whose head word is also in a chosen combo stays only when the
 * client said that word once more for it ("corte e corte e barba").
 */
function withoutPartsOfCombos(text: string, ids: string[], services: TBrainService[]): string[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  const combos = ids.map((id) => byId.get(id)!).filter((s) => COMBO_RE.test(s.title));
  if (!combos.length) return ids;
  const said = tokens(text);
  return ids.filter((id) => {
    const s = byId.get(id)!;
    if (COMBO_RE.test(s.title)) return true;
    const head = tokens(normalize(s.title))[0];
    if (!head) return true;
    const sharing = ids.filter((other) => tokens(normalize(byId.get(other)!.title)).includes(head)).length;
    return said.filter((w) => w === head).length >= sharing || !combos.some((c) => tokens(normalize(c.title)).includes(head));
  });
}

function offerRefOf(text: string, offered: Array<{ start_at: string }> | undefined, exact: number | undefined, tz: string): TOfferRef {
  if (LATEST_RE.test(text)) return 'latest';
  if (EARLIEST_RE.test(text)) return 'earliest';
  if (ANY_OFFER_RE.test(text)) return 'any';
  const index = parseOrdinal(text, offered?.length || 5);
  if (index !== null) return { index };
  if (offered?.length && exact !== undefined && tokens(text).length <= 8) return { time: hhmm(exact) };
  // "pode ser o de 16", "a das 4": a bare hour after "o de"/"a das" names the offered time at that hour.
  const hour = offered?.length ? /\b(?:o|a|esse|essa)\s+(?:de|das?)\s+(\d{1,2})\b(?!\s*(?:\/|de\b|dias?\b|min))/.exec(text) : null;
  if (hour) {
    const h = Number(hour[1]);
    const at = offered!.map((o) => localNow(new Date(o.start_at), tz).minutes).find((m) => m === h * 60 || m === (h + 12) * 60);
    if (at !== undefined) return { time: hhmm(at) };
  }
  return null;
}

/** A name as the client wrote it (accents kept), found by its folded form. */
function original(name: string, raw: string): string {
  const hit = raw.split(/[^\p{L}]+/u).find((w) => fold(w) === name);
  const w = hit ?? name;
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export function understand(raw: string, ctx: TUnderstandContext): TFrame {
  const text = normalize(raw);
  const segments = segmentsOf(raw);
  const it = detectIntents(text);
  const pref = parseTimePref(text, ctx.now, ctx.timezone, ctx.company?.day_parts);
  const part = parseDayPart(text, ctx.company?.day_parts);
  const serviceIds = servicesIn(text, segments, ctx.services);
  const serviceWords = new Set(
    ctx.services.flatMap((s) => [...tokens(normalize(s.title)), ...s.synonyms.flatMap((w) => tokens(normalize(w)))]),
  );
  const other = forOther(text);
  const yes = it.yes && !it.no;
  const sentiment = sentimentOf(text);
  const complaint = COMPLAINT_RE.test(text);
  const exactOnly = pref.exact_min;
  return {
    text,
    segments,
    acts: {
      book: it.book || (it.weakBook && (serviceIds.length > 0 || hasPref(pref))),
      move: it.reschedule,
      cancel: it.cancel,
      confirmPresence: it.confirmPresence,
      myAppointments: it.myAppointments,
      price: it.price,
      listServices: it.listServices,
      address: ADDRESS_RE.test(text),
      handoff: it.human,
      greeting: it.greeting,
      thanks: it.thanks,
      bye: it.bye,
      complaint,
      availabilityQuestion: AVAILABILITY_RE.test(text),
      question: it.question,
    },
    serviceIds: serviceIds.length ? serviceIds : [matchService(text, ctx.services)?.service.id].filter((x): x is string => !!x),
    professional: matchProfessional(text, ctx.professionals, serviceWords),
    anyProfessional: anyProfessional(text),
    day: pref.date ? { date: pref.date, past: pref.past === true } : null,
    ...(pref.date && pref.date_to ? { dayRange: { from: pref.date, to: pref.date_to } } : {}),
    dayPart: part?.part ?? null,
    time: exactOnly !== undefined ? hhmm(exactOnly) : null,
    after: pref.from_min !== undefined && !part ? hhmm(pref.from_min) : null,
    before: pref.to_min !== undefined && !part ? hhmm(pref.to_min) : null,
    offerRef: offerRefOf(text, ctx.offered, exactOnly, ctx.timezone),
    agreement: yes ? 'yes' : it.no || DROP_RE.test(text) ? 'no' : null,
    hedge: HEDGE_RE.test(text),
    negated: {
      ...(negatedAct(text, CANCEL_WORD) ? { cancel: true } : {}),
      ...(negatedAct(text, BOOK_WORD) ? { book: true } : {}),
      ...(negatedAct(text, MOVE_WORD) ? { move: true } : {}),
    },
    changeOfMind: CHANGE_RE.test(text),
    forOther: other ? { relation: other.relation, name: other.name ? original(fold(other.name), raw) : null } : null,
    usual: USUAL_RE.test(text),
    sameProfessionalAsLast: sameProfessional(text),
    faqId: matchFaq(text, ctx.faqs)?.faq.id ?? null,
    sentiment: complaint || sentiment <= -2 ? 'angry' : sentiment >= 2 ? 'positive' : 'neutral',
  };
}
